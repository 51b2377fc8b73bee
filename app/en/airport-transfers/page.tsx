import { connection } from 'next/server';
import { FixedPackagesPage, fixedPackagesMetadata } from '@/components/packages/fixed-packages-page';
import { getPriceSettingsOrNull } from '@/lib/db/cached';
import { serverEnv } from '@/lib/env';

export const metadata = fixedPackagesMetadata('airport', 'en');

export default async function AirportTransfersPage() {
  await connection();
  const settings = await getPriceSettingsOrNull();
  return <FixedPackagesPage kind="airport" locale="en" settings={settings} siteUrl={serverEnv().SITE_URL} />;
}
