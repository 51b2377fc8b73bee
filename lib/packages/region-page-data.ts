// What a local-package region page (/forfaits-locaux/<region>) shows: its metadata, its price table read per request
// from the tag-cached store (the embedded database must not be opened at build time), and its structured data.
import 'server-only';
import { connection } from 'next/server';
import { getActivePackagesCached } from '@/lib/db/cached';
import { serverEnv } from '@/lib/env';
import { pageMetadata } from '@/lib/seo/metadata';
import { loadPriceTable, type PriceTableView } from './price-table-model';
import { REGIONS, type RegionSlug } from './regions';
import { localTableJsonLd } from './structured-data';

export function regionMetadata(slug: RegionSlug) {
  const region = REGIONS[slug];
  return pageMetadata({ title: region.metaTitle, description: region.metaDescription, path: region.path });
}

export interface RegionPageData {
  view: PriceTableView;
  /** The price table as schema.org data, when it loaded. */
  jsonLd: ReturnType<typeof localTableJsonLd> | null;
}

export async function loadRegionPage(slug: RegionSlug): Promise<RegionPageData> {
  await connection();
  const region = REGIONS[slug];
  const view = await loadPriceTable(region, getActivePackagesCached);
  const jsonLd = view.status === 'ok' ? localTableJsonLd(region, view.rows, serverEnv().SITE_URL) : null;
  return { view, jsonLd };
}
