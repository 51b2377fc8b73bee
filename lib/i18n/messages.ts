// The two catalogues. French is the reference shape: English must have exactly the same keys (checked here by the
// type of `catalogues`, and for extra keys by lib/i18n/messages.test.ts).
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import type { Locale } from './config';

export type Messages = typeof fr;

export const catalogues: Record<Locale, Messages> = { fr, en };

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
