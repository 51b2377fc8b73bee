import { formatKm, formatPerKmRate } from './format';

describe('pricing texts', () => {
  it('formats kilometres with a decimal comma', () => {
    expect(formatKm(23.4)).toBe('23,4\u00a0km');
    expect(formatKm(30)).toBe('30\u00a0km');
  });

  it('keeps the amount, € and HT together in the per-km rate', () => {
    expect(formatPerKmRate({ pricePerKmCents: 200, basePriceCents: 500 })).toBe(
      '2,00\u00a0€\u00a0HT / km · prise en charge 5,00\u00a0€\u00a0HT',
    );
  });
});
