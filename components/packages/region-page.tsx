// One local-package price table page (/forfaits-locaux/<region> and its English twin /en/local-rides/<region>), from
// the data its route loads per request (lib/packages/region-page-data.ts), so the admin's changes show as soon as they
// revalidate. The copy comes from the catalogues (lib/i18n/package-text.ts); place names stay as the table has them.
import Link from 'next/link';
import { SendIcon as Send } from '@/components/ui/form-icons';
import {
  CalendarCheckIcon as CalendarCheck,
  MousePointerClickIcon as MousePointerClick,
} from '@/components/site/shell-icons';
import { JsonLd } from '@/components/site/json-ld';
import type { Locale } from '@/lib/i18n/config';
import { priceTableText, regionText } from '@/lib/i18n/package-text';
import { pathFor } from '@/lib/i18n/routes';
import { getT } from '@/lib/i18n/translator';
import { PageHeader } from './page-header';
import { PriceTableStatus } from './price-table';
import type { RegionPageData } from '@/lib/packages/region-page-data';
import { packageCrossLinks } from '@/lib/packages/cross-links';
import { REGIONS, type RegionSlug } from '@/lib/packages/regions';
import { RelatedLinks } from './related-links';

const STEP_ICONS = [MousePointerClick, CalendarCheck, Send] as const;

export function RegionPage({
  slug,
  locale,
  view,
  jsonLd,
  siteUrl,
}: { slug: RegionSlug; locale: Locale } & RegionPageData) {
  const region = REGIONS[slug];
  const text = regionText(slug, locale);
  const t = getT(locale, 'PackagePages');
  const lr = getT(locale, 'LocalRides');
  const at = (frPath: string) => pathFor(frPath, locale);
  const steps = STEP_ICONS.map((icon, i) => ({
    icon,
    title: t(`step${(i + 1) as 1 | 2 | 3}Title`),
    text: t(`step${(i + 1) as 1 | 2 | 3}Text`),
  }));

  return (
    <main>
      {jsonLd && <JsonLd data={jsonLd} />}
      <PageHeader
        crumbs={[
          { href: at('/'), label: getT(locale, 'Packages')('home') },
          { href: at('/forfaits-locaux'), label: t('localRides') },
        ]}
        breadcrumbLabel={getT(locale, 'Home')('breadcrumb')}
        siteUrl={siteUrl}
        title={text.title}
        intro={text.intro}
        highlights={[lr('highlightPrices'), lr('highlightService'), lr('highlightDrivers')]}
      />

      <section aria-labelledby="tarifs" className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="tarifs" className="text-primary text-2xl font-bold tracking-tight">
              {t('pricesHeading')}
            </h2>
            <p className="text-muted-foreground mt-1 text-sm">{t('pricesNote')}</p>
          </div>
          {region.airport && <p className="text-muted-foreground text-sm">{t('departure')}</p>}
        </div>
        <PriceTableStatus
          region={region}
          view={view}
          text={priceTableText(locale, text.name)}
          wizardHref={at('/reservation')}
          contactHref={at('/contact')}
          placesLang={locale === 'en' ? 'fr' : undefined}
        />
      </section>

      <section aria-labelledby="comment-reserver" className="bg-muted/50 border-y">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
          <h2 id="comment-reserver" className="text-primary text-xl font-bold tracking-tight">
            {t('howTitle')}
          </h2>
          <ol className="mt-6 grid gap-4 sm:grid-cols-3">
            {steps.map((step, index) => (
              <li key={step.title} className="bg-card flex gap-4 rounded-xl border p-5 shadow-sm">
                <span className="bg-primary text-primary-foreground flex size-10 shrink-0 items-center justify-center rounded-full">
                  <step.icon aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <p className="font-semibold">
                    <span className="sr-only">{t('step', { n: index + 1 })}</span>
                    {step.title}
                  </p>
                  <p className="text-muted-foreground mt-1 text-sm">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
          <p className="text-muted-foreground mt-6 text-sm">
            {t('notListed')}{' '}
            <Link
              href={at('/reservation')}
              className="text-primary font-semibold underline underline-offset-4"
            >
              {t('wizardLink')}
            </Link>{' '}
            {t('or')}{' '}
            <Link href={at('/contact')} className="text-primary font-semibold underline underline-offset-4">
              {t('contactLink')}
            </Link>
            .
          </p>
        </div>
      </section>

      <RelatedLinks
        title={getT(locale, 'Packages')('related.title')}
        links={packageCrossLinks(region.path, locale)}
      />
    </main>
  );
}
