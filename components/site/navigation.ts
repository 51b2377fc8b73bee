// The public menu, shared by the desktop bar, the mobile panel and the footer.
import { site } from '@/lib/config/site';

export interface NavLink {
  href: string;
  label: string;
}

export const packageLinks: readonly NavLink[] = [
  { href: '/forfaits-locaux', label: 'Forfaits Locaux' },
  { href: '/forfaits-aeroports', label: 'Forfaits Aéroports' },
  { href: '/forfaits-disney', label: 'Forfaits Disney' },
];

export const primaryLinks = {
  home: { href: '/', label: 'Accueil' },
  booking: { href: '/reservation', label: 'Réservation Classique' },
  business: { href: '/offre-entreprise', label: 'Offre Entreprise' },
  about: { href: '/a-propos', label: 'À Propos' },
  blog: { href: site.blogUrl, label: 'Blog' },
} as const;

export const legalLinks: readonly NavLink[] = [
  { href: '/mentions-legales', label: 'Mentions Légales' },
  { href: '/cgv', label: 'CGV' },
  { href: '/politique-de-confidentialite', label: 'Politique de Confidentialité' },
  { href: '/contact', label: 'Contact' },
];

/** Joins class names in the shell's client islands (cn() would pull tailwind-merge into every public page). */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
