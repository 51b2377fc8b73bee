import { formatKm } from './format';
import { centsToEuros, eurosToCents, formatEuros } from '@/lib/format/money';

describe('formatEuros (Intl fr-FR)', () => {
  it('uses a no-break space (U+00A0) before € and a narrow no-break space (U+202F) for thousands', () => {
    expect(formatEuros(4000)).toBe('40,00\u00a0€');
    expect(formatEuros(60)).toBe('0,60\u00a0€');
    expect(formatEuros(0)).toBe('0,00\u00a0€');
    expect(formatEuros(123456)).toBe('1\u202f234,56\u00a0€');
  });

  it('reads as "40,00 €" once spaces are normalised', () => {
    expect(formatEuros(4000).replace(/\s/g, ' ')).toBe('40,00 €');
  });
});

describe('conversions', () => {
  it('converts cents and euros', () => {
    expect(centsToEuros(1234)).toBe(12.34);
    expect(eurosToCents(2.88)).toBe(288);
    expect(eurosToCents(0.1 + 0.2)).toBe(30);
  });

  it('formats kilometres with a decimal comma', () => {
    expect(formatKm(23.4)).toBe('23,4 km');
    expect(formatKm(30)).toBe('30 km');
  });
});
