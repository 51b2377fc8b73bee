// schema.org structured data for the home page: the business (LocalBusiness + TaxiService) and its FAQ.
import type { FaqItem } from '@/lib/config/faq';
import { registeredOffice, type PostalAddressParts } from '@/lib/config/legal';
import { site, whatsappUrl } from '@/lib/config/site';
import { socialProfiles } from '@/lib/config/social';
import { businessImages } from './share-image-meta';

export type JsonLdObject = { '@context': 'https://schema.org'; '@type': string | string[] } & Record<
  string,
  unknown
>;

const ALL_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/**
 * The services the home page describes. No price: the home page is static and shows none of these, while the operator
 * edits prices in the admin; a price in structured data must be the one on the page (Google's structured-data rules).
 * The package pages carry their live prices as Offers (lib/packages/structured-data.ts).
 */
const SERVICES = [
  'Transfert Dourdan – Aéroport d’Orly',
  'Transfert Dourdan – Aéroport Roissy-CDG',
  'Trajet Dourdan – Étampes',
  'Trajet Chartres – Dourdan',
  'Transfert Chartres – Aéroport d’Orly',
] as const;

/** What the business JSON-LD takes from the configuration (defaults: the validated environment). */
export interface BusinessFacts {
  /** The registered office (LEGAL_ADDRESS), or null: then only the town of lib/config/site.ts. */
  registeredOffice: PostalAddressParts | null;
  /** The company's own profiles (SOCIAL_*_URL); none by default. */
  sameAs: readonly string[];
}

function businessFacts(): BusinessFacts {
  return { registeredOffice: registeredOffice(), sameAs: socialProfiles().map((p) => p.url) };
}

/** The business node's id (`buildLocalBusinessJsonLd`), for pages that describe it without repeating it. */
export function businessId(siteUrl: string): string {
  return `${new URL('/', siteUrl).toString()}#business`;
}

export function buildLocalBusinessJsonLd(
  siteUrl: string,
  facts: BusinessFacts = businessFacts(),
): JsonLdObject {
  const url = new URL('/', siteUrl).toString();
  const office = facts.registeredOffice;
  return {
    '@context': 'https://schema.org',
    '@type': ['LocalBusiness', 'TaxiService'],
    '@id': businessId(siteUrl),
    name: site.name,
    description: site.shortDescription,
    url,
    ...businessImages(siteUrl),
    email: site.email,
    priceRange: site.priceRange,
    foundingDate: String(site.foundedYear),
    address: { '@type': 'PostalAddress', ...(office ?? site.address) },
    geo: { '@type': 'GeoCoordinates', latitude: site.geo.latitude, longitude: site.geo.longitude },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [...ALL_DAYS],
        opens: site.openingHours.opens,
        closes: site.openingHours.closes,
      },
    ],
    areaServed: ['Dourdan', 'Essonne', 'Yvelines', 'Chartres', 'Paris', 'Île-de-France'].map((name) => ({
      '@type': 'Place',
      name,
    })),
    // The channel the business answers (calls and SMS are not taken: no `telephone`, which search engines turn into a
    // « Call » button; docs/architecture.md), in the languages it answers in (a ContactPoint's property, not a
    // LocalBusiness's).
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      url: whatsappUrl(),
      email: site.email,
      availableLanguage: ['fr', 'en'],
    },
    ...(facts.sameAs.length > 0 ? { sameAs: [...facts.sameAs] } : {}),
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: 'Transferts VTC à prix fixes',
      itemListElement: SERVICES.map((name) => ({
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', name },
      })),
    },
  };
}

/** The site itself, on the home page: the name search engines show for it in their results, and who publishes it. */
export function buildWebSiteJsonLd(siteUrl: string): JsonLdObject {
  const url = new URL('/', siteUrl).toString();
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${url}#website`,
    name: site.name,
    url,
    inLanguage: ['fr-FR', 'en-GB'],
    publisher: { '@id': businessId(siteUrl) },
  };
}

export function buildFaqJsonLd(items: readonly FaqItem[]): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/**
 * The breadcrumb a page shows, as schema.org data: each link with its absolute URL, then the page itself by its name
 * only (Google's rule for the last item: the page's own URL is implied).
 */
export function buildBreadcrumbJsonLd(
  crumbs: readonly { href: string; label: string }[],
  current: string,
  siteUrl: string,
): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      ...crumbs.map((crumb, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: crumb.label,
        item: new URL(crumb.href, siteUrl).toString(),
      })),
      { '@type': 'ListItem', position: crumbs.length + 1, name: current },
    ],
  };
}

/** JSON for a <script type="application/ld+json">: '<' is escaped so content can never close the script tag. */
export function serializeJsonLd(data: JsonLdObject): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
