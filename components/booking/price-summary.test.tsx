// Step 2's price summary prints what the server's quote says about VAT: HT and TVA 10 % for an operator who charges
// VAT, the exemption's mention and no HT or TVA row for one who does not (docs/product.md#pricing-vat-exempt), in
// French and in English.
import { renderToStaticMarkup } from 'react-dom/server';
import { resetServerEnvForTests } from '@/lib/env';
import { bookingText, type BookingText } from '@/lib/i18n/booking-text';
import type { Locale } from '@/lib/i18n/config';
import { computeQuote } from '@/lib/pricing/quote';
import { DEFAULT_PRICE_SETTINGS } from '@/lib/pricing/settings';
import { getPlace } from '@/lib/places/catalogue';
import { placeAddress } from '@/lib/places/refs';
import { BookingTextProvider } from './booking-text';
import { PriceSummary } from './price-summary';

function at(id: string) {
  const place = getPlace(id)!;
  return { address: placeAddress(place), lat: place.lat, lng: place.lng };
}

function summary(
  locale: Locale,
  vatExempt: boolean,
  state: { preview: boolean; failed: boolean; withQuote?: boolean } = { preview: false, failed: false },
): string {
  const result = computeQuote(
    { departure: at('paris-gare-de-lyon'), destination: at('orly-1'), vehicleType: 'berline' },
    DEFAULT_PRICE_SETTINGS,
    { vatExempt },
  );
  if (!result.ok) throw new Error(result.message);
  process.env.LEGAL_VAT_EXEMPT = vatExempt ? 'true' : 'false';
  resetServerEnvForTests();
  const text: BookingText = bookingText(locale);
  expect(text.vatExempt).toBe(vatExempt);
  const html = renderToStaticMarkup(
    <BookingTextProvider value={text}>
      <PriceSummary
        quote={state.withQuote === false ? null : result.quote}
        preview={state.preview}
        failed={state.failed}
        retrying={false}
        onRetry={() => {}}
        note={null}
      />
    </BookingTextProvider>,
  );
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/[ \n]+/g, ' ');
}

afterAll(() => {
  delete process.env.LEGAL_VAT_EXEMPT;
  resetServerEnvForTests();
});

describe('the price summary and VAT', () => {
  it('shows HT and TVA 10 % when the operator charges VAT', () => {
    const text = summary('fr', false);
    expect(text).toContain('Prix HT 54,55\u00a0€');
    expect(text).toContain('TVA 10\u00a0% 5,45\u00a0€');
    expect(text).not.toContain('293 B');
  });

  it('shows the exemption and neither HT nor TVA when the operator charges none', () => {
    const text = summary('fr', true);
    expect(text).toContain('TVA non applicable, art. 293 B du CGI');
    expect(text).not.toContain('Prix HT');
    expect(text).not.toContain('TVA 10');
    expect(text).not.toContain('5,45');
    expect(text).toContain('Total 60,00\u00a0€');
    expect(text).not.toContain('TTC');
    const english = summary('en', true);
    expect(english).toContain('VAT not applicable, art. 293 B of the French General Tax Code (CGI)');
    expect(english).not.toContain('excl. VAT');
    expect(english).not.toContain('VAT 10');
    expect(english).not.toContain('incl. VAT');
  });
});

// A check that gave no quote (refused, or the connection lost) no longer says « Vérification du prix… » for ever: the
// summary says the price is not checked, offers « Réessayer » and keeps the browser's preview when there is one.
describe('the price summary when the server gave no quote', () => {
  it('says the price is being checked while the server is asked', () => {
    const text = summary('fr', false, { preview: true, failed: false });
    expect(text).toContain('Vérification du prix…');
    expect(text).not.toContain('Réessayer');
  });

  it('offers a retry and keeps the preview once the check failed', () => {
    const text = summary('fr', false, { preview: true, failed: true });
    expect(text).not.toContain('Vérification du prix…');
    expect(text).toContain(
      "Le prix n'a pas pu être vérifié. Réessayez, ou envoyez votre demande\u00a0: son prix est calculé à l'envoi.",
    );
    expect(text).toContain('Réessayer');
    expect(text).toContain('Total TTC 60,00\u00a0€');
  });

  it('says so without an amount when there is no preview either, in English too', () => {
    const text = summary('en', false, { preview: true, failed: true, withQuote: false });
    expect(text).toContain('The price could not be checked.');
    expect(text).toContain('Try again');
    expect(text).not.toContain('€');
  });
});
