// /offre-entreprise and /en/business: the business offer, from the catalogues. The form's copy comes from the server
// too (lib/i18n/form-text.ts).
import Link from 'next/link';
import {
  BriefcaseBusinessIcon,
  CalendarClockIcon,
  FileTextIcon,
  PlaneIcon,
  UsersIcon,
} from '@/components/site/shell-icons';
import { PageHero } from '@/components/site/page-hero';
import { noteField, personFields } from './message-form-fields';
import { CONTACT_LIMITS } from '@/lib/requests/messages';
import { WhatsAppRequestForm, type RequestField } from '@/components/site/whatsapp-request-form';
import type { Locale } from '@/lib/i18n/config';
import { requestFormText } from '@/lib/i18n/form-text';
import { pathFor } from '@/lib/i18n/routes';
import { getT } from '@/lib/i18n/translator';
import { pageMetadata } from '@/lib/seo/metadata';

export function businessMetadata(locale: Locale) {
  const t = getT(locale, 'Business');
  return pageMetadata({
    title: t('metaTitle'),
    description: t('description'),
    path: pathFor('/offre-entreprise', locale),
    locale,
  });
}

export function BusinessPage({ locale }: { locale: Locale }) {
  const t = getT(locale, 'Business');
  const fields: readonly RequestField[] = [
    {
      name: 'company',
      label: t('company'),
      type: 'text',
      required: true,
      autoComplete: 'organization',
      maxLength: CONTACT_LIMITS.company,
    },
    ...personFields('contact', { name: t('contact'), email: t('email'), phone: t('phone') }, true),
    noteField('needs', t('needs'), t('needsPlaceholder')),
  ];
  const benefits = [
    { Icon: PlaneIcon, title: t('teamsTitle'), text: t('teamsText') },
    { Icon: UsersIcon, title: t('guestsTitle'), text: t('guestsText') },
    { Icon: CalendarClockIcon, title: t('disposalTitle'), text: t('disposalText') },
    { Icon: FileTextIcon, title: t('billingTitle'), text: t('billingText') },
  ];
  return (
    <main>
      <PageHero eyebrow={t('eyebrow')} title={t('title')}>
        <p>{t('intro')}</p>
      </PageHero>
      <section aria-labelledby="avantages" className="mx-auto max-w-6xl px-4 pb-12 sm:px-6">
        <h2 id="avantages" className="sr-only">
          {t('servicesTitle')}
        </h2>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {benefits.map(({ Icon, title, text }) => (
            <li key={title} className="rounded-xl border bg-white p-6 shadow-sm">
              <Icon className="size-7 text-emerald-700" aria-hidden="true" />
              <h3 className="text-primary mt-3 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
      </section>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-16 sm:px-6 lg:grid-cols-[1.4fr_1fr]">
        <section aria-labelledby="devis" className="rounded-2xl border bg-white p-6 shadow-sm md:p-8">
          <h2 id="devis" className="text-primary text-xl font-semibold">
            {t('quoteTitle')}
          </h2>
          <p className="mt-2 text-sm text-slate-700">{t('quoteText')}</p>
          <div className="mt-6">
            <WhatsAppRequestForm
              endpoint="/api/business"
              fields={fields}
              submitLabel={t('submit')}
              text={requestFormText(locale)}
            />
          </div>
        </section>
        <aside aria-labelledby="ponctuel" className="bg-primary h-fit rounded-2xl p-6 text-white md:p-8">
          <BriefcaseBusinessIcon className="size-8 text-emerald-300" aria-hidden="true" />
          <h2 id="ponctuel" className="mt-3 text-xl font-semibold">
            {t('oneOffTitle')}
          </h2>
          <p className="mt-2 text-sm leading-relaxed text-slate-200">{t('oneOffText')}</p>
          <ul className="mt-5 space-y-3 font-semibold">
            <li>
              <Link
                href={pathFor('/reservation', locale)}
                className="underline underline-offset-4 hover:text-emerald-200"
              >
                {t('bookLink')}
              </Link>
            </li>
            <li>
              <Link
                href={pathFor('/forfaits-aeroports', locale)}
                className="underline underline-offset-4 hover:text-emerald-200"
              >
                {t('airportLink')}
              </Link>
            </li>
          </ul>
        </aside>
      </div>
    </main>
  );
}
