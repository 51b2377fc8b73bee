// The English home page: the hero with the booking box in English (components/home, the French home's box with the
// catalogue's HomeBox copy; it opens /en/booking with the prefill query string), then why Harmony Move.
import Link from 'next/link';
import { CheckIcon } from '@/components/site/shell-icons';
import { HomeBookingBox } from '@/components/home/booking-box';
import { JsonLd } from '@/components/site/json-ld';
import { buttonVariants } from '@/components/ui/button';
import { site } from '@/lib/config/site';
import { serverEnv } from '@/lib/env';
import { getT } from '@/lib/i18n/translator';
import { businessId } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';

const t = getT('en', 'Home');

export const metadata = pageMetadata({
  title: t('metaTitle'),
  description: getT('en', 'Site')('shortDescription'),
  path: '/en',
  locale: 'en',
});

export default function EnglishHomePage() {
  return (
    <main>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'WebPage',
          name: `${site.name} — ${t('metaTitle')}`,
          url: new URL('/en', serverEnv().SITE_URL).toString(),
          inLanguage: 'en',
          // The business itself is described once, on the French home page (one entity, one @id).
          about: { '@id': businessId(serverEnv().SITE_URL) },
        }}
      />
      <section className="bg-gradient-to-b from-slate-100 to-white">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 pt-8 pb-14 sm:px-6 md:pt-14 lg:grid-cols-[1.1fr_1fr] lg:grid-rows-[auto_1fr] lg:gap-x-12 lg:pb-20">
          <div>
            <h1 className="text-primary max-w-3xl text-3xl font-bold tracking-tight text-balance sm:text-5xl">
              {t('title')}
            </h1>
            <p className="mt-4 max-w-2xl text-base leading-relaxed text-slate-700 sm:text-lg">{t('intro')}</p>
          </div>
          {/* As on the French home: on a phone the box comes right after the intro, the two links after it. */}
          <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
            <HomeBookingBox locale="en" />
          </div>
          <div className="flex flex-wrap items-start gap-3">
            <Link href="/en/airport-transfers" className={buttonVariants({ variant: 'success', size: 'lg' })}>
              {t('airportCta')}
            </Link>
            <Link href="/en/disneyland-transfers" className={buttonVariants({ size: 'lg' })}>
              {t('disneyCta')}
            </Link>
          </div>
        </div>
      </section>
      <section aria-labelledby="why" className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <h2 id="why" className="text-primary text-2xl font-bold tracking-tight">
          {t('whyTitle')}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-3">
          {(['fixed', 'drivers', 'service'] as const).map((key) => (
            <li key={key} className="bg-card flex items-start gap-3 rounded-xl border p-5 shadow-sm">
              <CheckIcon className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
              {t(key)}
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
