import type { Metadata } from 'next';
import Link from 'next/link';
import { ArrowLeft } from 'lucide-react';
import { GeneralRatesForm } from '@/components/admin/general-rates-form';
import { PackageEditor } from '@/components/admin/package-editor';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { requireAdmin } from '@/lib/auth/guard';
import { PACKAGE_MESSAGES } from '@/lib/auth/messages';
import { getStore } from '@/lib/db';
import type { Department, LocalPackage } from '@/lib/db/types';
import { withFixedRoutePrices } from '@/lib/packages/fixed-route-prices';
import { DEFAULT_PRICE_SETTINGS, type PriceSettings } from '@/lib/pricing/settings';
import { createPackage, deletePackage, resetGeneralRates, saveGeneralRates, updatePackage } from './actions';

export const metadata: Metadata = { title: 'Prix' };

const PACKAGE_TABS: { value: string; label: string; department: Department }[] = [
  { value: 'dourdan-aeroport', label: 'Dourdan-Aéroport', department: 'Dourdan-Aéroport' },
  { value: 'essonne', label: 'Essonne (91)', department: 'Essonne (91)' },
  { value: 'yvelines', label: 'Yvelines (78)', department: 'Yvelines (78)' },
  { value: 'chartres', label: 'Chartres', department: 'Chartres et environs' },
];

async function loadSettings(): Promise<PriceSettings | null> {
  try {
    return (await (await getStore()).getPriceSettings()) ?? DEFAULT_PRICE_SETTINGS;
  } catch (error) {
    console.error('[admin] lecture des tarifs impossible', error);
    return null;
  }
}

async function loadPackages(department: Department): Promise<LocalPackage[] | null> {
  try {
    return await (await getStore()).listPackagesForAdmin(department);
  } catch (error) {
    console.error(`[admin] lecture des forfaits ${department} impossible`, error);
    return null;
  }
}

function ErrorBanner({ children }: { children: React.ReactNode }) {
  return (
    <p
      role="alert"
      className="border-destructive/40 bg-destructive/10 text-destructive rounded-xl border p-4 font-medium"
    >
      {children}
    </p>
  );
}

// Inactive tabs stay mounted (hidden) so unsaved edits and saved rows survive switching tabs.
const tabContentClass = 'mt-4 data-[state=inactive]:hidden';

export default async function PricesPage() {
  await requireAdmin();
  const [settings, ...packages] = await Promise.all([
    loadSettings(),
    ...PACKAGE_TABS.map((tab) => loadPackages(tab.department)),
  ]);
  const packageActions = { create: createPackage, update: updatePackage, remove: deletePackage };
  // The rows of the fixed routes show the fares the general rates tab holds (lib/packages/fixed-route-prices.ts);
  // without them (unreadable), no price rather than the row's own, unread columns.
  const priced = (rows: LocalPackage[] | null) =>
    rows?.map((row) => withFixedRoutePrices(row, settings)) ?? null;

  return (
    <main className="flex flex-col gap-4">
      {/* A 44 px target on a phone, as every admin control (WCAG 2.5.5). */}
      <Link
        href="/admin/dashboard"
        className="text-primary inline-flex w-fit items-center gap-1 text-sm font-semibold underline-offset-4 hover:underline max-sm:min-h-11"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Retour au tableau de bord
      </Link>
      <h1 className="text-2xl font-bold">Panneau d&apos;Administration des Prix</h1>
      <Tabs defaultValue="general">
        <TabsList className="h-auto w-full flex-wrap justify-start gap-1 sm:w-fit">
          <TabsTrigger value="general" className="flex-none">
            Tarifs généraux
          </TabsTrigger>
          {PACKAGE_TABS.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value} className="flex-none">
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="general" forceMount className={tabContentClass}>
          {settings ? (
            <GeneralRatesForm
              initial={settings}
              actions={{ save: saveGeneralRates, reset: resetGeneralRates }}
            />
          ) : (
            <ErrorBanner>Impossible de charger les tarifs pour le moment.</ErrorBanner>
          )}
        </TabsContent>
        {PACKAGE_TABS.map((tab, i) => {
          const rows = priced(packages[i] ?? null);
          return (
            <TabsContent key={tab.value} value={tab.value} forceMount className={tabContentClass}>
              {rows ? (
                <PackageEditor
                  department={tab.department}
                  label={tab.label}
                  initial={rows}
                  actions={packageActions}
                />
              ) : (
                <ErrorBanner>{PACKAGE_MESSAGES.loadFailed(tab.department)}</ErrorBanner>
              )}
            </TabsContent>
          );
        })}
      </Tabs>
    </main>
  );
}
