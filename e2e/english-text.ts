// The English pages' visible text and accessible names, and the French words they must not contain (e2e/english.spec.ts,
// e2e/english-booking.spec.ts, e2e/english-packages.spec.ts, e2e/english-home-box.spec.ts).
import type { Page } from '@playwright/test';
import en from '../messages/en.json';
import fr from '../messages/fr.json';

/** Words that only French copy uses (proper names such as Paris, Orly, Dourdan or Disneyland are not listed). */
export const FRENCH_MARKERS = [
  'Accueil',
  'Réserver',
  'Réservation',
  'Forfait',
  'Forfaits',
  'Tarifs',
  'Nous',
  'nous',
  'Votre',
  'votre',
  'vous',
  'passagers',
  'aller simple',
  'Aller-retour',
  'Sur devis',
  'Environ',
  'Mentions',
  'Politique',
  'Gare',
  'Château',
  'domicile',
  'à partir de',
  'Entreprise',
  'Propos',
  'Refuser',
  'Accepter',
  'Disponible',
  'droits réservés',
  'Prix',
  'TTC',
  'Aéroport',
  'aéroports',
  'Oups',
  'trajet',
];

/**
 * Every French UI text of the catalogue that English does not share: the values of messages/fr.json cut at their
 * {placeholders} and <tags>, pieces of 6 characters or more that no value of messages/en.json contains (so names
 * such as "Harmony Move" or words both languages use, "Destination", never count). An English page that falls back to
 * a French message shows one of these.
 */
export const FRENCH_CATALOGUE_TEXT: readonly string[] = (() => {
  const values = (node: unknown): string[] =>
    typeof node === 'string'
      ? [node]
      : node && typeof node === 'object'
        ? Object.values(node).flatMap(values)
        : [];
  const english = values(en).join('\n');
  const pieces = values(fr)
    .flatMap((text) => text.split(/\{[^{}]*\}|<\/?\w+>|[{}]/))
    .map((piece) => piece.trim())
    .filter((piece) => piece.length >= 6 && !english.includes(piece));
  return [...new Set(pieces)];
})();

export async function visibleEnglishText(page: Page): Promise<string> {
  // The language switcher (lang="fr") is French on purpose.
  return page.evaluate(() => {
    const clone = document.body.cloneNode(true) as HTMLElement;
    clone.querySelectorAll('[lang="fr"], script, style, [hidden]').forEach((el) => el.remove());
    document.body.append(clone);
    clone.style.position = 'absolute';
    const text = clone.innerText;
    clone.remove();
    return text;
  });
}

/**
 * The accessible names an English page writes in attributes (aria-label, title, alt, placeholder), one per line: a
 * screen reader reads them, a tooltip shows them. French proper names that the page marks `lang="fr"` in its text
 * (a destination such as « Aéroport d'Orly » in a price table) are taken out of them, as the language switcher is.
 */
export async function englishAccessibleNames(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = ['aria-label', 'title', 'alt', 'placeholder'];
    const frenchNames = [...document.body.querySelectorAll('[lang="fr"]')]
      .map((el) => el.textContent?.trim() ?? '')
      .filter(Boolean)
      .sort((a, b) => b.length - a.length);
    return [...document.body.querySelectorAll(attributes.map((a) => `[${a}]`).join(','))]
      .filter((el) => !el.closest('[lang="fr"]'))
      .flatMap((el) => attributes.map((a) => el.getAttribute(a) ?? '').filter(Boolean))
      .map((value) => frenchNames.reduce((text, name) => text.split(name).join(' '), value))
      .join('\n');
  });
}

const ENGLISH_CATALOGUE_VALUES = new Set(
  (function values(node: unknown): string[] {
    return typeof node === 'string'
      ? [node]
      : node && typeof node === 'object'
        ? Object.values(node).flatMap(values)
        : [];
  })(en),
);

/**
 * The French found in an English page's accessible names (`englishAccessibleNames`). A name that is a value of the
 * English catalogue as it stands is English copy, whatever proper name it gives as an example (« E.g. Gare de Lyon… »);
 * every other name — composed, or written in a component — is checked like the page's text.
 */
export function frenchInAccessibleNames(names: string): string[] {
  return frenchWordsIn(
    names
      .split('\n')
      .filter((name) => !ENGLISH_CATALOGUE_VALUES.has(name))
      .join('\n'),
  );
}

/** The French words and the French catalogue texts found in an English page's text. */
export function frenchWordsIn(text: string): string[] {
  const oneLine = text.replace(/\s+/g, ' ');
  return [
    ...FRENCH_MARKERS.filter((word) => new RegExp(`(^|[^\\p{L}])${word}([^\\p{L}]|$)`, 'u').test(text)),
    ...FRENCH_CATALOGUE_TEXT.filter((piece) => oneLine.includes(piece.replace(/\s+/g, ' '))),
  ];
}
