// schema.org offers of the package pages: the same prices as the visible cards and tables (price, EUR, area served).
import { registeredOffice } from '@/lib/config/legal';
import { site } from '@/lib/config/site';
import type { Locale } from '@/lib/i18n/config';
import { getT } from '@/lib/i18n/translator';
import { businessId, type JsonLdObject } from '@/lib/seo/json-ld';
import type { PriceRow } from './price-table-model';
import { TRIP_LABELS } from '@/lib/domain/trips';
import { VEHICLE_COLUMNS } from './price-table-model';
import type { Region } from './regions';

export interface OfferInput {
  name: string;
  cents: number;
  /** Path of the page or form that books this offer. */
  path: string;
  areaServed: readonly string[];
}

function provider(siteUrl: string) {
  return {
    '@type': ['LocalBusiness', 'TaxiService'],
    '@id': businessId(siteUrl),
    name: site.name,
    // The registered office (LEGAL_ADDRESS), as on the home page; the town alone until it is configured.
    address: { '@type': 'PostalAddress', ...(registeredOffice() ?? site.address) },
  };
}

function places(names: readonly string[]) {
  return names.map((name) => ({ '@type': 'Place', name }));
}

export function offersJsonLd(
  catalogue: { name: string; description: string; path: string; areaServed: readonly string[] },
  offers: readonly OfferInput[],
  siteUrl: string,
  locale: Locale = 'fr',
): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: catalogue.name,
    description: catalogue.description,
    serviceType: getT(locale, 'Packages')('serviceType'),
    url: new URL(catalogue.path, siteUrl).toString(),
    provider: provider(siteUrl),
    areaServed: places(catalogue.areaServed),
    // No bookable price (rows entered before their prices, every fare « Sur devis »): no empty catalogue.
    ...(offers.length > 0
      ? {
          hasOfferCatalog: {
            '@type': 'OfferCatalog',
            name: catalogue.name,
            itemListElement: offers.map((offer) => ({
              '@type': 'Offer',
              name: offer.name,
              price: (offer.cents / 100).toFixed(2),
              priceCurrency: 'EUR',
              url: new URL(offer.path, siteUrl).toString(),
              areaServed: places(offer.areaServed),
              availability: 'https://schema.org/InStock',
            })),
          },
        }
      : {}),
  };
}

/** Every bookable price of a local table becomes one offer. */
export function localTableJsonLd(region: Region, rows: readonly PriceRow[], siteUrl: string): JsonLdObject {
  const offers = rows.flatMap((row) =>
    row.cells.flatMap((cell) =>
      cell.href && cell.cents !== null
        ? [
            {
              name: `${row.route} — ${VEHICLE_COLUMNS[cell.vehicle]}, ${TRIP_LABELS[cell.trip].toLowerCase()}`,
              cents: cell.cents,
              path: cell.href,
              areaServed: [row.startLocation, row.endLocation],
            },
          ]
        : [],
    ),
  );
  return offersJsonLd(
    {
      name: region.title,
      description: region.metaDescription,
      path: region.path,
      areaServed: region.areaServed,
    },
    offers,
    siteUrl,
  );
}
