import { DOCUMENT_COPY } from '@/lib/documents/copy';
import { VAT_EXEMPT_MENTION } from '@/lib/pricing/quote';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { withVatExemption } from '@/lib/testing/vat-exemption';
import { catalogues, overlaid, VAT_EXEMPT_OVERLAYS } from './messages';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]!).sort();
}

describe('catalogues', () => {
  it('French and English have exactly the same keys', () => {
    expect(keys(en).sort()).toEqual(keys(fr).sort());
  });

  it('every message is a non-empty string with the same placeholders in both languages', () => {
    const get = (obj: unknown, path: string) =>
      path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], obj);
    for (const key of keys(fr)) {
      const f = get(fr, key);
      const e = get(en, key);
      expect(typeof f === 'string' && f.length > 0).toBe(true);
      expect(typeof e === 'string' && e.length > 0).toBe(true);
      expect({ key, p: placeholders(e as string) }).toEqual({ key, p: placeholders(f as string) });
    }
  });

  it('the VAT exemption is one sentence per language: the wizard, the breakdown, the legal notice, the terms, the invoice', () => {
    const english = DOCUMENT_COPY.en.invoice.vatMention(null, VAT_EXEMPT_MENTION);
    for (const [catalogue, sentence] of [
      [fr, VAT_EXEMPT_MENTION],
      [en, english],
    ] as const) {
      expect([
        catalogue.Booking.priceVatExempt,
        catalogue.BookingBreakdown.vatExempt,
        catalogue.LegalNotice.vatExempt,
      ]).toEqual([sentence, sentence, sentence]);
      expect(catalogue.Terms.s2vatExempt).toContain(`<strong>${sentence}</strong>`);
    }
  });

  it('the cookie banner claims what the privacy page says: no audience measurement, no advertising', () => {
    // docs/architecture.md, "Cookie banner": the spec's « analyser le trafic et personnaliser le contenu » is not done.
    const claim = {
      fr: 'aucun cookie de mesure d’audience ni de publicité',
      en: 'no audience measurement or advertising cookie',
    };
    for (const [catalogue, words] of [
      [fr, claim.fr],
      [en, claim.en],
    ] as const) {
      expect(catalogue.Shell.cookies.text).toContain(words);
      expect(catalogue.Privacy.cookiesIntro).toContain(words);
      expect(catalogue.Shell.cookies.text).not.toMatch(/trafic|traffic|personnalis|personalis/);
    }
  });
});

describe('the VAT exemption’s wording (messages/<locale>.vat-exempt.json)', () => {
  /** Words that say a price holds VAT or lacks it. */
  const VAT_WORDS =
    /\bTTC\b|\bHT\b|TVA 10|TVA (incluse|comprise)|toutes taxes|hors taxes?|incl\. VAT|excl\. VAT|VAT included|including VAT|VAT 10|tax(es)? included|all taxes/;
  /** Keys read only when VAT is charged, or that translate the breakdown's own words (lib/i18n/booking-text.ts). */
  const TAXED_ONLY = [
    /^BookingBreakdown\./,
    /^Booking\.price(Ht|Vat)$/,
    /^LegalNotice\.vat$/,
    /^Terms\.s2vat$/,
  ];
  const strings = (value: unknown, prefix = ''): [string, string][] =>
    typeof value === 'string'
      ? [[prefix, value]]
      : Object.entries(value as object).flatMap(([k, v]) => strings(v, prefix ? `${prefix}.${k}` : k));

  it('leaves no « TTC », « HT » or « VAT included » a visitor could read, in either language', () => {
    const left = withVatExemption(() =>
      (['fr', 'en'] as const).flatMap((locale) =>
        strings(catalogues[locale])
          .filter(([key, text]) => VAT_WORDS.test(text) && !TAXED_ONLY.some((k) => k.test(key)))
          .map(([key, text]) => `${locale} ${key}: ${text}`),
      ),
    );
    expect(left).toEqual([]);
  });

  it('says « Total », « 60,00 € » and the fixed-price notes without VAT, and the taxed wording otherwise', () => {
    const exempt = withVatExemption(() => [
      catalogues.fr.Booking.priceTotal,
      catalogues.fr.PackageForm.priceNote,
    ]);
    expect(exempt).toEqual(['Total', "Prix fixes, 1 heure d'attente incluse à l'aéroport."]);
    expect(catalogues.fr.Booking.priceTotal).toBe('Total TTC');
    expect(catalogues.en.HomeBox.withVat).toBe('{amount} incl. VAT');
  });

  it('lays only keys the catalogue has (a renamed key is refused, not silently added)', () => {
    for (const locale of ['fr', 'en'] as const) {
      expect(() => overlaid(catalogues[locale], VAT_EXEMPT_OVERLAYS[locale])).not.toThrow();
    }
    expect(() => overlaid(fr, { Booking: { priceTotalHt: 'Total' } })).toThrow(
      'Clé inconnue du catalogue\u00a0: Booking.priceTotalHt',
    );
    expect(() => overlaid(fr, { Booking: 'Total' })).toThrow('Clé inconnue du catalogue\u00a0: Booking');
  });
});
