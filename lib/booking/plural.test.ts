import { countOf, NOUNS, pluralForm } from './plural';

const plain = (s: string) => s.replace(/\u00a0/g, ' ');

describe('French plurals (Intl.PluralRules)', () => {
  it('writes 0 and 1 in the singular, 2 and more in the plural', () => {
    expect(plain(countOf(1, NOUNS.bag))).toBe('1 bagage');
    expect(plain(countOf(2, NOUNS.bag))).toBe('2 bagages');
    expect(plain(countOf(0, NOUNS.bag))).toBe('0 bagage');
    expect(plain(countOf(1, NOUNS.passenger))).toBe('1 passager');
    expect(plain(countOf(7, NOUNS.passenger))).toBe('7 passagers');
    expect(plain(countOf(3, NOUNS.holdBag))).toBe('3 bagages en soute');
    expect(pluralForm(1, NOUNS.booster)).toBe('rehausseur');
  });

  it('never writes "(s)" and keeps the number with its noun', () => {
    for (const n of [0, 1, 2, 6]) {
      expect(countOf(n, NOUNS.bag)).not.toContain('(s)');
      expect(countOf(n, NOUNS.bag)).toMatch(/^\d+\u00a0/);
    }
  });
});
