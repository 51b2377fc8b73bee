import {
  centsToEuros,
  centsToFrenchInput,
  eurosToCents,
  formatEuros,
  formatEurosAmount,
  formatEurosOrDash,
} from './money';

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

  it('never breaks a line between an amount and its euro sign (French typography)', () => {
    for (const cents of [0, 5, 60, 4000, 99_999, 123_456, 1_000_000_00]) {
      expect(formatEuros(cents)).toMatch(/\d\u00a0€$/);
      expect(formatEuros(cents)).not.toMatch(/ /);
    }
  });
});

describe('other money texts', () => {
  it('formats euros, a missing amount and an input value', () => {
    expect(formatEurosAmount(84.5)).toBe('84,50\u00a0€');
    expect(formatEurosOrDash(8450)).toBe('84,50\u00a0€');
    expect(formatEurosOrDash(null)).toBe('—');
    expect(centsToFrenchInput(200)).toBe('2,00');
    expect(centsToFrenchInput(123456)).toBe('1234,56');
  });

  it('converts cents and euros', () => {
    expect(centsToEuros(1234)).toBe(12.34);
    expect(eurosToCents(2.88)).toBe(288);
    expect(eurosToCents(0.1 + 0.2)).toBe(30);
  });
});
