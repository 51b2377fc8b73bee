// Counted nouns the way a person writes them: '1 bagage', '2 bagages', '0 bagage' (French: 0 and 1 are singular),
// through Intl.PluralRules, never 'bagage(s)'. The number and the noun are joined by a no-break space.
const frenchPlural = new Intl.PluralRules('fr-FR');

export interface Noun {
  one: string;
  other: string;
}

export const NOUNS = {
  passenger: { one: 'passager', other: 'passagers' },
  bag: { one: 'bagage', other: 'bagages' },
  holdBag: { one: 'bagage en soute', other: 'bagages en soute' },
  booster: { one: 'rehausseur', other: 'rehausseurs' },
} as const satisfies Record<string, Noun>;

/** The noun's form for `count`: pluralForm(2, NOUNS.bag) → 'bagages'. */
export function pluralForm(count: number, noun: Noun): string {
  return frenchPlural.select(count) === 'one' ? noun.one : noun.other;
}

/** '2 bagages', '1 passager' (no-break space between the number and the noun). */
export function countOf(count: number, noun: Noun): string {
  return `${count}\u00a0${pluralForm(count, noun)}`;
}
