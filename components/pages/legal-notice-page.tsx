// /mentions-legales and /en/legal-notice: the legal notice, from the catalogues (the English page says the French
// version prevails).
import Link from 'next/link';
import { LegalPage } from '@/components/site/legal-page';
import type { LegalIdentity } from '@/lib/config/legal';
import { site } from '@/lib/config/site';
import type { Locale } from '@/lib/i18n/config';
import { pathFor } from '@/lib/i18n/routes';
import { getT } from '@/lib/i18n/translator';
import { pageMetadata } from '@/lib/seo/metadata';

export function legalNoticeMetadata(locale: Locale) {
  const t = getT(locale, 'LegalNotice');
  return pageMetadata({
    title: t('title'),
    description: t('description'),
    path: pathFor('/mentions-legales', locale),
    noindex: true,
    locale,
  });
}

/** The route passes the operator's identity (lib/config/legal.ts reads the environment). */
export function LegalNoticePage({ locale, legal }: { locale: Locale; legal: LegalIdentity }) {
  const t = getT(locale, 'LegalNotice');
  const common = getT(locale, 'Legal');
  const privacy = pathFor('/politique-de-confidentialite', locale);
  const siteName = site.name;
  return (
    <LegalPage
      title={t('title')}
      updated={common('noticeUpdated')}
      updatedLabel={common('updated', { date: common('noticeUpdated') })}
      prevails={locale === 'en' ? common('prevails') : undefined}
    >
      <h2>{t('publisherTitle')}</h2>
      <p>
        {/* The registry (« RCS Évry ») after the SIREN when LEGAL_RCS is set (Code de commerce R123-237). */}
        {t.rich(legal.rcs ? 'publisherRcs' : 'publisher', {
          strong: (chunks) => <strong>{chunks}</strong>,
          companyName: legal.companyName,
          companyForm: legal.companyForm,
          siren: legal.siren,
          rcs: legal.rcs ?? '',
          address: legal.address,
        })}
      </p>
      <ul>
        <li>{t('vtc', { number: legal.vtcRegisterNumber })}</li>
        <li>{legal.vatNumber ? t('vat', { number: legal.vatNumber }) : t('vatExempt')}</li>
        <li>
          {t('email')}
          <a href={`mailto:${legal.email}`}>{legal.email}</a>
        </li>
        <li>{t('phone', { phone: legal.phone })}</li>
      </ul>
      <p>{t('director', { name: legal.publicationDirector })}</p>

      <h2>{t('hostTitle')}</h2>
      <p>{t('host', { name: legal.host.name, address: legal.host.address })}</p>

      <h2>{t('activityTitle')}</h2>
      <p>{t('activity', { siteName })}</p>

      <h2>{t('ipTitle')}</h2>
      <p>{t('ip', { siteName })}</p>

      <h2>{t('liabilityTitle')}</h2>
      <p>{t('liability', { siteName })}</p>

      <h2>{t('dataTitle')}</h2>
      <p>
        {t.rich('data', {
          privacy: (chunks) => <Link href={privacy}>{chunks}</Link>,
          cookies: (chunks) => <Link href={`${privacy}#cookies`}>{chunks}</Link>,
        })}
      </p>

      <h2>{t('mediationTitle')}</h2>
      <p>
        {t.rich('mediation', {
          name: legal.mediator.name,
          host: legal.mediator.url.replace('https://', ''),
          link: (chunks) => <a href={legal.mediator.url}>{chunks}</a>,
        })}
      </p>
    </LegalPage>
  );
}
