// schema.org structured data for the home page: the business (LocalBusiness + TaxiService) and its FAQ.
import type { FaqItem } from '@/lib/config/faq';
import { phoneDigits, site } from '@/lib/config/site';

export type JsonLdObject = { '@context': 'https://schema.org'; '@type': string | string[] } & Record<
  string,
  unknown
>;

const ALL_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** docs/product.md#pages-home example prices, used only to describe the offer to search engines. */
const EXAMPLE_OFFERS = [
  { name: 'Transfert Dourdan – Aéroport d’Orly', price: 75 },
  { name: 'Transfert Dourdan – Aéroport Roissy-CDG', price: 95 },
  { name: 'Trajet Dourdan – Étampes', price: 40 },
  { name: 'Trajet Chartres – Dourdan', price: 70 },
  { name: 'Transfert Chartres – Aéroport d’Orly', price: 110 },
] as const;

export function buildLocalBusinessJsonLd(siteUrl: string): JsonLdObject {
  const url = new URL('/', siteUrl).toString();
  return {
    '@context': 'https://schema.org',
    '@type': ['LocalBusiness', 'TaxiService'],
    '@id': `${url}#business`,
    name: site.name,
    description: site.shortDescription,
    url,
    logo: new URL('/logo.svg', siteUrl).toString(),
    image: new URL('/logo.svg', siteUrl).toString(),
    telephone: `+${phoneDigits}`,
    email: site.email,
    priceRange: site.priceRange,
    foundingDate: String(site.foundedYear),
    address: { '@type': 'PostalAddress', ...site.address },
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
    availableLanguage: ['fr', 'en'],
    sameAs: Object.values(site.social),
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: 'Transferts VTC à prix fixes',
      itemListElement: EXAMPLE_OFFERS.map((offer) => ({
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', name: offer.name },
        price: offer.price.toFixed(2),
        priceCurrency: 'EUR',
      })),
    },
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

/** JSON for a <script type="application/ld+json">: '<' is escaped so content can never close the script tag. */
export function serializeJsonLd(data: JsonLdObject): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
