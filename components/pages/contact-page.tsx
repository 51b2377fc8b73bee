// /contact and /en/contact: the contact page, from the catalogues. The form's copy comes from the server too
// (lib/i18n/form-text.ts), so neither language's sentences reach the other's JavaScript.
import Link from 'next/link';
import { MessageCircleIcon } from '@/components/ui/form-icons';
import { CarFrontIcon, ClockIcon, MailIcon, PhoneIcon } from '@/components/site/shell-icons';
import { PageHero } from '@/components/site/page-hero';
import { noteField, personFields } from './message-form-fields';
import { WhatsAppRequestForm, type RequestField } from '@/components/site/whatsapp-request-form';
import { site, whatsappUrl } from '@/lib/config/site';
import type { Locale } from '@/lib/i18n/config';
import { requestFormText } from '@/lib/i18n/form-text';
import { pathFor } from '@/lib/i18n/routes';
import { getT } from '@/lib/i18n/translator';
import { pageMetadata } from '@/lib/seo/metadata';

export function contactMetadata(locale: Locale) {
  const t = getT(locale, 'Contact');
  return pageMetadata({
    title: t('metaTitle'),
    description: t('description'),
    path: pathFor('/contact', locale),
    locale,
  });
}

export function ContactPage({ locale }: { locale: Locale }) {
  const t = getT(locale, 'Contact');
  const shell = getT(locale, 'Shell');
  const claims = getT(locale, 'Site');
  const fields: readonly RequestField[] = [
    ...personFields('name', { name: t('name'), email: t('email'), phone: t('phone') }, false),
    noteField('message', t('message'), t('messagePlaceholder')),
  ];
  return (
    <main>
      <PageHero eyebrow={t('eyebrow')} title={t('title')}>
        <p>{t('intro')}</p>
      </PageHero>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-16 sm:px-6 lg:grid-cols-[1.4fr_1fr]">
        <section aria-labelledby="form-title" className="rounded-2xl border bg-white p-6 shadow-sm md:p-8">
          <h2 id="form-title" className="text-primary text-xl font-semibold">
            {t('formTitle')}
          </h2>
          <div className="mt-6">
            <WhatsAppRequestForm
              endpoint="/api/contact"
              fields={fields}
              submitLabel={t('submit')}
              text={requestFormText(locale)}
            />
          </div>
        </section>
        <aside aria-labelledby="coords-title" className="space-y-6">
          <section className="bg-primary rounded-2xl p-6 text-white md:p-8">
            <h2 id="coords-title" className="text-xl font-semibold">
              {t('coordsTitle')}
            </h2>
            <ul className="mt-5 space-y-4">
              <li className="flex items-center gap-3">
                <MailIcon className="size-5 text-emerald-300" aria-hidden="true" />
                <a href={`mailto:${site.email}`} className="underline-offset-4 hover:underline">
                  {site.email}
                </a>
              </li>
              <li className="flex items-center gap-3">
                <PhoneIcon className="size-5 text-emerald-300" aria-hidden="true" />
                {/* The number, not a call link: calls and SMS are not taken. */}
                <span>{site.phone}</span>
              </li>
              <li className="flex items-center gap-3">
                <MessageCircleIcon className="size-5 text-emerald-300" aria-hidden="true" />
                <a
                  href={whatsappUrl()}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="underline-offset-4 hover:underline"
                >
                  {t('writeWhatsApp')}
                  <span className="sr-only"> {shell('newTab')}</span>
                </a>
              </li>
              <li className="flex items-center gap-3">
                <ClockIcon className="size-5 text-emerald-300" aria-hidden="true" />
                {claims('service')}
              </li>
            </ul>
            <p className="mt-6 border-t border-white/15 pt-5 text-sm leading-relaxed text-slate-200">
              {claims('bookingChannels')}
            </p>
          </section>
          <section aria-labelledby="book-title" className="rounded-2xl border bg-slate-50 p-6 md:p-8">
            <h2 id="book-title" className="text-primary text-lg font-semibold">
              {t('bookTitle')}
            </h2>
            <p className="mt-2 text-sm leading-relaxed text-slate-700">{t('bookText')}</p>
            <Link
              href={pathFor('/reservation', locale)}
              className="text-primary mt-4 inline-flex items-center gap-2 font-semibold underline underline-offset-4"
            >
              <CarFrontIcon className="size-5" aria-hidden="true" />
              {t('bookLink')}
            </Link>
          </section>
        </aside>
      </div>
    </main>
  );
}
