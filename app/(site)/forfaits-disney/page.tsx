// /forfaits-disney — fixed disney packages, priced from the current settings (request time: the settings live in the database,
// read through the tag-cached getter). Same page in English: components/packages/fixed-packages-page.tsx.
import { connection } from 'next/server';
import { FixedPackagesPage, fixedPackagesMetadata } from '@/components/packages/fixed-packages-page';
import { getPriceSettingsOrNull } from '@/lib/db/cached';
import { serverEnv } from '@/lib/env';

export const metadata = fixedPackagesMetadata('disney', 'fr');

export default async function DisneyPackagesPage() {
  await connection();
  const settings = await getPriceSettingsOrNull();
  return <FixedPackagesPage kind="disney" locale="fr" settings={settings} siteUrl={serverEnv().SITE_URL} />;
}
