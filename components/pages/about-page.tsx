import Link from 'next/link';
import {
  CircleCheckIcon as CheckCircle2Icon,
  HandshakeIcon,
  HeartHandshakeIcon,
  LeafIcon,
  TimerIcon,
} from '@/components/site/shell-icons';
import { ArrowRightIcon } from '@/components/ui/icons';
import { PageHero } from '@/components/site/page-hero';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/lib/i18n/config';
import { pathFor } from '@/lib/i18n/routes';
import { getT } from '@/lib/i18n/translator';
import { pageMetadata } from '@/lib/seo/metadata';

export function aboutMetadata(locale: Locale) {
  const t = getT(locale, 'About');
  return pageMetadata({
    title: t('metaTitle'),
    description: t('description'),
    path: pathFor('/a-propos', locale),
    locale,
  });
}

const values = [
  { Icon: TimerIcon, key: 'punctuality' },
  { Icon: HeartHandshakeIcon, key: 'care' },
  { Icon: HandshakeIcon, key: 'transparency' },
  { Icon: LeafIcon, key: 'responsibility' },
] as const;

/** /a-propos and /en/about. */
export function AboutPage({ locale }: { locale: Locale }) {
  const t = getT(locale, 'About');
  const site = getT(locale, 'Site');
  const at = (frPath: string) => pathFor(frPath, locale);
  const reasons = [
    site('service'),
    site('fixedPrices'),
    site('flightTracking'),
    site('greeting'),
    site('airportWait'),
    site('drivers'),
    site('vehicles'),
    t('vanReason'),
  ];

  return (
    <main>
      <PageHero eyebrow={t('eyebrow')} title={t('title')}>
        <p>{t('intro')}</p>
      </PageHero>

      <section aria-labelledby="histoire" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 md:py-16">
        <div className="grid gap-10 lg:grid-cols-2">
          <div>
            <h2 id="histoire" className="text-primary text-2xl font-bold tracking-tight md:text-3xl">
              {t('storyTitle')}
            </h2>
            <div className="mt-4 space-y-4 leading-relaxed text-slate-700">
              <p>{t('story1')}</p>
              <p>{t('story2')}</p>
              <p>{t('story3')}</p>
            </div>
          </div>
          <div className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200 md:p-8">
            <h2 className="text-primary text-xl font-semibold">{t('reasonsTitle')}</h2>
            <ul className="mt-5 space-y-3">
              {reasons.map((reason) => (
                <li key={reason} className="flex gap-3 text-slate-800">
                  <CheckCircle2Icon className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
                  {reason}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section aria-labelledby="valeurs" className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 md:py-16">
          <h2 id="valeurs" className="text-primary text-2xl font-bold tracking-tight md:text-3xl">
            {t('valuesTitle')}
          </h2>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {values.map(({ Icon, key }) => (
              <li key={key} className="rounded-xl border bg-white p-6 shadow-sm">
                <Icon className="size-7 text-emerald-700" aria-hidden="true" />
                <h3 className="text-primary mt-3 text-lg font-semibold">{t(key)}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-700">{t(`${key}Text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="aller-plus-loin" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 md:py-16">
        <h2 id="aller-plus-loin" className="text-primary text-2xl font-bold tracking-tight md:text-3xl">
          {t('ctaTitle')}
        </h2>
        <p className="mt-3 max-w-2xl text-slate-700">
          {t.rich('cta', {
            airport: (chunks) => (
              <Link
                href={at('/forfaits-aeroports')}
                className="text-primary font-semibold underline underline-offset-4"
              >
                {chunks}
              </Link>
            ),
            contact: (chunks) => (
              <Link href={at('/contact')} className="text-primary font-semibold underline underline-offset-4">
                {chunks}
              </Link>
            ),
          })}
        </p>
        <Button asChild variant="success" size="lg" className="mt-6 w-full sm:w-auto">
          <Link href={at('/reservation')}>
            {t('book')}
            <ArrowRightIcon className="size-5" aria-hidden="true" />
          </Link>
        </Button>
      </section>
    </main>
  );
}
