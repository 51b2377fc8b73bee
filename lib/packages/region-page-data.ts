// What a local-package region page (/forfaits-locaux/<region>, /en/local-rides/<region>) shows: its metadata, its
// price table read per request from the tag-cached store (the embedded database must not be opened at build time) in
// the page's language, and its structured data.
import 'server-only';
import { connection } from 'next/server';
import { getActivePackagesCached } from '@/lib/db/cached';
import type { Department } from '@/lib/db/types';
import { priceFixedRoutes } from './fixed-route-prices';
import { serverEnv } from '@/lib/env';
import type { Locale } from '@/lib/i18n/config';
import { localizeView, regionText, tripNames, vehicleColumns } from '@/lib/i18n/package-text';
import { pathFor } from '@/lib/i18n/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { loadPriceTable, type PriceRow, type PriceTableView } from './price-table-model';
import { REGIONS, type Region, type RegionSlug } from './regions';
import { localTableJsonLd, offersJsonLd } from './structured-data';

export function regionMetadata(slug: RegionSlug, locale: Locale = 'fr') {
  const text = regionText(slug, locale);
  return pageMetadata({
    title: text.metaTitle,
    description: text.metaDescription,
    path: pathFor(REGIONS[slug].path, locale),
    locale,
  });
}

export interface RegionPageData {
  view: PriceTableView;
  /** The price table as schema.org data, when it loaded. */
  jsonLd: ReturnType<typeof localTableJsonLd> | null;
  /** SITE_URL, for the breadcrumb's structured data. */
  siteUrl: string;
}

/** The English table's structured data: the same offers, named in English, on the English URLs. */
function englishJsonLd(region: Region, rows: readonly PriceRow[], siteUrl: string) {
  const text = regionText(region.slug, 'en');
  const columns = vehicleColumns('en');
  const trips = tripNames('en');
  const offers = rows.flatMap((row) =>
    row.cells.flatMap((cell) =>
      cell.href && cell.cents !== null
        ? [
            {
              name: `${row.route} — ${columns[cell.vehicle]}, ${trips[cell.trip].toLowerCase()}`,
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
      name: text.title,
      description: text.metaDescription,
      path: pathFor(region.path, 'en'),
      areaServed: region.areaServed,
    },
    offers,
    siteUrl,
    'en',
  );
}

export async function loadRegionPage(slug: RegionSlug, locale: Locale = 'fr'): Promise<RegionPageData> {
  await connection();
  const region = REGIONS[slug];
  const fetchPackages = async (department: Department) =>
    priceFixedRoutes(await getActivePackagesCached(department));
  const view = localizeView(await loadPriceTable(region, fetchPackages), locale);
  const siteUrl = serverEnv().SITE_URL;
  if (view.status !== 'ok') return { view, jsonLd: null, siteUrl };
  return {
    siteUrl,
    view,
    jsonLd:
      locale === 'fr'
        ? localTableJsonLd(region, view.rows, siteUrl)
        : englishJsonLd(region, view.rows, siteUrl),
  };
}
