// The English pages' visible text and the French words it must not contain (e2e/english.spec.ts,
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

/** The French words and the French catalogue texts found in an English page's text. */
export function frenchWordsIn(text: string): string[] {
  const oneLine = text.replace(/\s+/g, ' ');
  return [
    ...FRENCH_MARKERS.filter((word) => new RegExp(`(^|[^\\p{L}])${word}([^\\p{L}]|$)`, 'u').test(text)),
    ...FRENCH_CATALOGUE_TEXT.filter((piece) => oneLine.includes(piece.replace(/\s+/g, ' '))),
  ];
}
