// /forfaits-locaux and /en/local-rides: the hub of the local-package regions, from the catalogues. The region price
// tables are linked in the page's language (/forfaits-locaux/<region>, /en/local-rides/<region>).
import Link from 'next/link';
import {
  BuildingComplexIcon as Building2,
  CastleIcon as Castle,
  LandmarkIcon as Landmark,
  MessageSquareTextIcon as MessageSquareText,
  PlaneIcon as Plane,
  TreesIcon as Trees,
} from '@/components/site/shell-icons';
import { ArrowRightIcon as ArrowRight } from '@/components/ui/icons';
import { PageHeader } from '@/components/packages/page-header';
import type { Locale } from '@/lib/i18n/config';
import { pathFor } from '@/lib/i18n/routes';
import { getT } from '@/lib/i18n/translator';
import { REGIONS, type RegionSlug } from '@/lib/packages/regions';
import { pageMetadata } from '@/lib/seo/metadata';

export function localRidesMetadata(locale: Locale) {
  const t = getT(locale, 'LocalRides');
  return pageMetadata({
    title: t('metaTitle'),
    description: t('description'),
    path: pathFor('/forfaits-locaux', locale),
    locale,
  });
}

const CARDS = [
  { slug: 'essonne-91', icon: Trees, key: 'essonne' },
  { slug: 'yvelines-78', icon: Castle, key: 'yvelines' },
  { slug: 'chartres', icon: Landmark, key: 'chartres' },
  { slug: 'dourdan-aeroports', icon: Plane, key: 'airports' },
] as const satisfies readonly { slug: RegionSlug; icon: typeof Plane; key: string }[];

export function LocalRidesHub({ locale, siteUrl }: { locale: Locale; siteUrl: string }) {
  const t = getT(locale, 'LocalRides');
  const home = getT(locale, 'Shell');
  const more = [
    {
      href: pathFor('/forfaits-aeroports', locale),
      icon: Plane,
      title: t('moreAirportTitle'),
      text: t('moreAirportText'),
    },
    {
      href: pathFor('/offre-entreprise', locale),
      icon: Building2,
      title: t('moreBusinessTitle'),
      text: t('moreBusinessText'),
    },
    {
      href: pathFor('/contact', locale),
      icon: MessageSquareText,
      title: t('moreContactTitle'),
      text: t('moreContactText'),
    },
  ];
  return (
    <main>
      <PageHeader
        crumbs={[{ href: pathFor('/', locale), label: home('nav.home') }]}
        breadcrumbLabel={locale === 'en' ? 'Breadcrumb' : undefined}
        siteUrl={siteUrl}
        title={t('title')}
        intro={t('intro')}
        highlights={[t('highlightPrices'), t('highlightService'), t('highlightDrivers')]}
      />

      <section aria-labelledby="zones" className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <h2 id="zones" className="text-primary text-2xl font-bold tracking-tight">
          {t('zones')}
        </h2>
        <ul className="mt-6 grid gap-5 sm:grid-cols-2">
          {CARDS.map(({ slug, icon: Icon, key }) => (
            <li key={slug}>
              <Link
                href={pathFor(REGIONS[slug].path, locale)}
                className="group bg-card hover:border-primary focus-visible:border-primary flex h-full flex-col gap-4 rounded-xl border p-6 shadow-sm transition-all hover:shadow-md"
              >
                <span className="bg-primary/10 text-primary flex size-12 items-center justify-center rounded-lg">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <span>
                  <span className="text-primary block text-lg font-bold">{t(`${key}Title`)}</span>
                  <span className="text-muted-foreground mt-1 block text-sm">{t(`${key}Examples`)}</span>
                </span>
                <span className="text-success mt-auto flex items-center gap-1.5 text-sm font-semibold">
                  {t('seePrices')}
                  <ArrowRight
                    aria-hidden="true"
                    className="size-4 transition-transform group-hover:translate-x-0.5"
                  />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="plus" className="bg-muted/50 border-t">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
          <h2 id="plus" className="text-primary text-xl font-bold tracking-tight">
            {t('more')}
          </h2>
          <ul className="mt-5 grid gap-4 sm:grid-cols-3">
            {more.map(({ href, icon: Icon, title, text }) => (
              <li key={href}>
                <Link
                  href={href}
                  className="bg-card hover:border-primary flex h-full gap-3 rounded-xl border p-5 transition-colors"
                >
                  <Icon aria-hidden="true" className="text-primary mt-0.5 size-5 shrink-0" />
                  <span>
                    <span className="block font-semibold">{title}</span>
                    <span className="text-muted-foreground mt-1 block text-sm">{text}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </main>
  );
}
