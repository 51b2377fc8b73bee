// The four local-package price tables (docs/product.md#packages-local): URL slug, department value of `local_packages`,
// page copy and which form a price click opens.
import { PRICE_TABLE_MESSAGES } from '@/lib/booking/messages';
import type { Department } from '@/lib/db/types';

export const REGION_SLUGS = ['essonne-91', 'yvelines-78', 'chartres', 'dourdan-aeroports'] as const;
export type RegionSlug = (typeof REGION_SLUGS)[number];

export interface Region {
  slug: RegionSlug;
  department: Department;
  path: `/forfaits-locaux/${RegionSlug}`;
  /** Short name for cards, breadcrumbs and links. */
  name: string;
  title: string;
  /** <title> and description of the page. */
  metaTitle: string;
  metaDescription: string;
  intro: string;
  /** Towns or places the table covers, for the hub card and structured data (areaServed). */
  areaServed: string[];
  /** Yvelines and Chartres: the empty and error messages add a quote suggestion / retry hint (docs/product.md#packages-local). */
  variant: 'default' | 'quote';
  /** Dourdan-Aéroport rows open the airport form and the table ends with 'Autres communes / Trajets'. */
  airport: boolean;
}

export const REGIONS: Record<RegionSlug, Region> = {
  'essonne-91': {
    slug: 'essonne-91',
    department: 'Essonne (91)',
    path: '/forfaits-locaux/essonne-91',
    name: 'Essonne (91)',
    title: 'Forfaits VTC en Essonne (91)',
    metaTitle: 'Forfaits VTC Essonne (91) au départ de Dourdan — prix fixes',
    metaDescription:
      "Prix fixes de nos trajets VTC entre Dourdan et les villes de l'Essonne (Étampes, Arpajon, Saint-Chéron…) en berline ou en van, aller simple ou aller-retour.",
    intro:
      "Étampes, Arpajon, Saint-Chéron, Les Ulis… Nos trajets au départ de Dourdan dans tout le sud de l'Essonne, à prix fixe et TTC, en berline ou en van.",
    areaServed: ['Essonne', 'Dourdan', 'Étampes', 'Arpajon', 'Saint-Chéron'],
    variant: 'default',
    airport: false,
  },
  'yvelines-78': {
    slug: 'yvelines-78',
    department: 'Yvelines (78)',
    path: '/forfaits-locaux/yvelines-78',
    name: 'Yvelines (78)',
    title: 'Forfaits VTC dans les Yvelines (78)',
    metaTitle: 'Forfaits VTC Yvelines (78) depuis Dourdan — prix fixes',
    metaDescription:
      'Prix fixes de nos trajets VTC entre Dourdan et les Yvelines (Rambouillet, Saint-Arnoult-en-Yvelines, Versailles…) en berline ou en van.',
    intro:
      'Rambouillet, Saint-Arnoult-en-Yvelines, Ablis, Versailles… Rejoignez les Yvelines depuis Dourdan avec un chauffeur privé, à prix fixe.',
    areaServed: ['Yvelines', 'Rambouillet', 'Saint-Arnoult-en-Yvelines', 'Versailles'],
    variant: 'quote',
    airport: false,
  },
  chartres: {
    slug: 'chartres',
    department: 'Chartres et environs',
    path: '/forfaits-locaux/chartres',
    name: 'Chartres et environs',
    title: 'Forfaits VTC Chartres et environs',
    metaTitle: 'Forfaits VTC Chartres et environs — aéroports, gares, Dourdan',
    metaDescription:
      "Prix fixes de nos trajets VTC au départ de Chartres\u00a0: Dourdan, aéroports d'Orly et de Roissy-CDG, gare Montparnasse, Rambouillet, Maintenon.",
    intro:
      'Au départ de Chartres et de ses environs\u00a0: Dourdan, les aéroports parisiens, la gare Montparnasse et les villes voisines, à prix fixe.',
    areaServed: ['Chartres', 'Eure-et-Loir', 'Maintenon', 'Rambouillet'],
    variant: 'quote',
    airport: false,
  },
  'dourdan-aeroports': {
    slug: 'dourdan-aeroports',
    department: 'Dourdan-Aéroport',
    path: '/forfaits-locaux/dourdan-aeroports',
    name: 'Dourdan – Aéroports et gares',
    title: 'Forfaits Dourdan – Aéroports et gares',
    metaTitle: 'VTC Dourdan – Orly, Roissy-CDG, Beauvais et gares\u00a0: prix fixes',
    metaDescription:
      "Prix fixes de nos transferts VTC de Dourdan (91410) vers Orly, Roissy-Charles de Gaulle, Beauvais et les gares parisiennes, 1 heure d'attente incluse à l'aéroport.",
    intro:
      "De Dourdan et des communes voisines (91410) vers Orly, Roissy-Charles de Gaulle, Beauvais et les gares parisiennes\u00a0: suivi de vol et 1 heure d'attente incluse à l'aéroport.",
    areaServed: ['Dourdan', 'Corbreuse', 'Les Granges-le-Roi', 'Roinville', 'Saint-Cyr-sous-Dourdan'],
    variant: 'default',
    airport: true,
  },
};

export const REGION_LIST: readonly Region[] = REGION_SLUGS.map((slug) => REGIONS[slug]);

export function regionForDepartment(department: Department): Region {
  const region = REGION_LIST.find((r) => r.department === department);
  if (!region) throw new Error(`Département sans page de forfaits : ${department}`);
  return region;
}

export const PACKAGE_PAGE_MESSAGES = {
  empty: "Aucun forfait n'est actuellement disponible pour cette zone.",
  error: PRICE_TABLE_MESSAGES.loadFailed,
  retryLater: PRICE_TABLE_MESSAGES.retryLater,
  otherRoutesLabel: 'Autres communes / Trajets',
  otherRoutesAction: 'Faire une demande',
  notAvailable: PRICE_TABLE_MESSAGES.notAvailable,
} as const;
