// The two catalogues. French is the reference shape: English must have exactly the same keys (checked here by the
// type of `catalogues`, and for extra keys by lib/i18n/messages.test.ts).
//
// Under the VAT exemption (LEGAL_VAT_EXEMPT, docs/product.md#pricing-vat-exempt) a price is the price: the keys whose
// words say « TTC », « HT », « VAT included »… have their exempt wording in messages/<locale>.vat-exempt.json, laid
// over the catalogue whichever page, form or e-mail reads it (lib/i18n/messages.test.ts: none of those words is left).
import { isVatExempt } from '@/lib/config/legal';
import en from '@/messages/en.json';
import enVatExempt from '@/messages/en.vat-exempt.json';
import fr from '@/messages/fr.json';
import frVatExempt from '@/messages/fr.vat-exempt.json';
import type { Locale } from './config';

export type Messages = typeof fr;

/** Some keys of a catalogue, at their place in it. */
export interface Overlay {
  [key: string]: string | Overlay;
}

/** `base` with the strings of `overlay` in place of its own (a key the catalogue lacks is refused: a renamed key). */
export function overlaid<T>(base: T, overlay: Overlay, at = ''): T {
  const out = { ...base } as Record<string, unknown>;
  for (const [key, value] of Object.entries(overlay)) {
    // A key the catalogue lacks, or a text laid over a group of keys (or the reverse): a renamed or moved key.
    if (!(key in out) || (typeof value === 'string') !== (typeof out[key] === 'string')) {
      throw new Error(`Clé inconnue du catalogue\u00a0: ${at}${key}`);
    }
    out[key] = typeof value === 'string' ? value : overlaid(out[key], value, `${at}${key}.`);
  }
  return out as T;
}

export const VAT_EXEMPT_OVERLAYS: Record<Locale, Overlay> = { fr: frVatExempt, en: enVatExempt };

const exempt: Record<Locale, Messages> = {
  fr: overlaid(fr, VAT_EXEMPT_OVERLAYS.fr),
  en: overlaid(en, VAT_EXEMPT_OVERLAYS.en),
};

/**
 * Each language's catalogue as the operator's VAT status has it, read at each access (a test may switch it; a module
 * that reads it at load keeps what it read then, as the environment of a process does not change).
 */
export const catalogues: Record<Locale, Messages> = {
  get fr() {
    return isVatExempt() ? exempt.fr : fr;
  },
  get en() {
    return isVatExempt() ? exempt.en : en;
  },
};

/** The namespaces of messages the server writes in French and a page may show translated. */
export type MessageNamespace = 'ServerMessages' | 'BookingErrors' | 'PackageMessages';

/**
 * French text → English text of the same key, over `namespaces` in order (a later namespace wins on a shared French
 * text): the one builder of the display-time and server-side translation maps.
 */
export function englishPairs(namespaces: readonly MessageNamespace[]): [string, string][] {
  return namespaces.flatMap((ns) => {
    const fr = catalogues.fr[ns] as Record<string, string>;
    const en = catalogues.en[ns] as Record<string, string>;
    return Object.keys(fr).map((key): [string, string] => [fr[key]!, en[key]!]);
  });
}
