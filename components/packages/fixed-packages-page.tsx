// The airport and Disneyland package pages, in either language (app/(site)/forfaits-aeroports, forfaits-disney and
// their English twins). Priced per request: the route passes the tag-cached settings (app/ loads, components/ render).
import { JsonLd } from '@/components/site/json-ld';
import type { Locale } from '@/lib/i18n/config';
import { pathFor } from '@/lib/i18n/routes';
import { getT } from '@/lib/i18n/translator';
import { packageCrossLinks } from '@/lib/packages/cross-links';
import { offersJsonLd } from '@/lib/packages/structured-data';
import type { PriceSettings } from '@/lib/pricing/settings';
import { pageMetadata } from '@/lib/seo/metadata';
import { FixedPackageCards, fixedPackageCards, fixedPackageOffers } from './fixed-package-cards';
import { PageHeader } from './page-header';
import { PricesUnavailable } from './price-table';
import { RelatedLinks } from './related-links';

type Kind = 'airport' | 'disney';
const FR_PATH: Record<Kind, string> = { airport: '/forfaits-aeroports', disney: '/forfaits-disney' };

export function fixedPackagesMetadata(kind: Kind, locale: Locale) {
  const t = getT(locale, `Packages.${kind}`);
  return pageMetadata({
    title: t('metaTitle'),
    description: t('description'),
    path: pathFor(FR_PATH[kind], locale),
    locale,
  });
}

/**
 * The page (a server component): the route loads the price settings and the site URL and passes them here. Without
 * settings (the database cannot be read) the cards give way to the price tables' own « Impossible de charger les
 * forfaits pour le moment. Veuillez réessayer plus tard. »: never yesterday's default fares, never a 500.
 */
export function FixedPackagesPage({
  kind,
  locale,
  settings,
  siteUrl,
}: {
  kind: Kind;
  locale: Locale;
  settings: PriceSettings | null;
  siteUrl: string;
}) {
  const cards = settings ? fixedPackageCards(kind, settings, locale) : [];
  const t = getT(locale, 'Packages');
  const site = getT(locale, 'Site');
  const k = kind === 'airport' ? getT(locale, 'Packages.airport') : null;
  const d = kind === 'disney' ? getT(locale, 'Packages.disney') : null;
  const airports = getT(locale, 'Packages.airport');
  const unavailable = getT(locale, 'PackagePages');
  const title = k ? k('title') : d!('title');
  const description = k ? k('description') : d!('description');
  const path = pathFor(FR_PATH[kind], locale);
  const at = (frPath: string) => pathFor(frPath, locale);
  return (
    <main>
      <JsonLd
        data={offersJsonLd(
          {
            name: title,
            description,
            path,
            areaServed: k
              ? ['Paris', k('orly'), k('cdg'), 'Disneyland Paris']
              : ['Disneyland Paris', 'Chessy', 'Paris', airports('orly'), airports('cdg')],
          },
          fixedPackageOffers(cards, locale),
          siteUrl,
          locale,
        )}
      />
      <PageHeader
        crumbs={[{ href: at('/'), label: t('home') }]}
        breadcrumbLabel={getT(locale, 'Home')('breadcrumb')}
        siteUrl={siteUrl}
        title={title}
        intro={description}
        highlights={
          k
            ? [site('flightTracking'), site('greeting'), site('airportWait')]
            : [d!('fixedPrices'), d!('drivers'), d!('boosters')]
        }
      />
      <section aria-labelledby="nos-forfaits" className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <h2 id="nos-forfaits" className="text-primary text-2xl font-bold tracking-tight">
          {k ? k('heading') : d!('heading')}
        </h2>
        <p className="text-muted-foreground mt-1 mb-6 text-sm">{k ? k('note') : d!('note')}</p>
        {settings ? (
          <FixedPackageCards cards={cards} eagerImages={1} locale={locale} />
        ) : (
          <PricesUnavailable message={`${unavailable('error')} ${unavailable('retryLater')}`} />
        )}
      </section>
      <RelatedLinks title={t('related.title')} links={packageCrossLinks(FR_PATH[kind], locale)} />
    </main>
  );
}
