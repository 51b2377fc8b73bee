// The English pages' visible text and the French words it must not contain (e2e/english.spec.ts,
// e2e/english-booking.spec.ts, e2e/english-packages.spec.ts).
import type { Page } from '@playwright/test';

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

export function frenchWordsIn(text: string): string[] {
  return FRENCH_MARKERS.filter((word) => new RegExp(`(^|[^\\p{L}])${word}([^\\p{L}]|$)`, 'u').test(text));
}
