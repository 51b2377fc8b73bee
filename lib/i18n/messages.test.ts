import { DOCUMENT_COPY } from '@/lib/documents/copy';
import { VAT_EXEMPT_MENTION } from '@/lib/pricing/quote';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';

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
