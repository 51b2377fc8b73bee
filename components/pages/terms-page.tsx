// /cgv and /en/terms: the terms and conditions of sale, from the catalogues (the English page says the French
// version prevails).
import Link from 'next/link';
import { LegalPage } from '@/components/site/legal-page';
import type { LegalIdentity } from '@/lib/config/legal';
import { site } from '@/lib/config/site';
import type { Locale } from '@/lib/i18n/config';
import { pathFor } from '@/lib/i18n/routes';
import { getT } from '@/lib/i18n/translator';
import { pageMetadata } from '@/lib/seo/metadata';

export function termsMetadata(locale: Locale) {
  const t = getT(locale, 'Terms');
  return pageMetadata({
    title: t('title'),
    description: t('description'),
    path: pathFor('/cgv', locale),
    noindex: true,
    locale,
  });
}

/**
 * The route passes the operator's identity (lib/config/legal.ts reads the environment): its VAT number, or none under
 * the VAT exemption, decides the prices' VAT sentence.
 */
export function TermsPage({ locale, legal }: { locale: Locale; legal: LegalIdentity }) {
  const t = getT(locale, 'Terms');
  const common = getT(locale, 'Legal');
  const strong = (chunks: React.ReactNode) => <strong>{chunks}</strong>;
  const siteName = site.name;
  return (
    <LegalPage
      title={t('title')}
      updated={common('noticeUpdated')}
      updatedLabel={common('updated', { date: common('noticeUpdated') })}
      prevails={locale === 'en' ? common('prevails') : undefined}
    >
      <p>
        {t('intro', {
          companyName: legal.companyName,
          companyForm: legal.companyForm,
          siren: legal.siren,
          vtc: legal.vtcRegisterNumber,
        })}
      </p>

      <h2>{t('s1')}</h2>
      <p>{t.rich('s1p1', { strong })}</p>
      <p>{t('s1p2', { siteName })}</p>
      <p>{t('s1p3')}</p>

      <h2>{t('s2')}</h2>
      <p>
        {/* Under the VAT exemption (franchise en base: no VAT number) no VAT is included: the art. 293 B mention. */}
        {t.rich(legal.vatNumber === null ? 's2vatExempt' : 's2vat', { strong })} {t('s2p')}
      </p>

      <h2>{t('s3')}</h2>
      <ul>
        <li>{t('s3a')}</li>
        <li>{t('s3b')}</li>
        <li>{t('s3c')}</li>
      </ul>

      <h2>{t('s4')}</h2>
      <ul>
        <li>{t('s4a')}</li>
        <li>{t('s4b')}</li>
        <li>{t('s4c')}</li>
      </ul>

      <h2>{t('s5')}</h2>
      <p>{t('s5p')}</p>

      <h2>{t('s6')}</h2>
      <p>{t.rich('s6p', { strong })}</p>

      <h2>{t('s7')}</h2>
      <p>{t('s7p')}</p>

      <h2>{t('s8')}</h2>
      <p>{t('s8p', { siteName })}</p>

      <h2>{t('s9')}</h2>
      <p>
        {t.rich('s9p', {
          email: legal.email,
          mediator: legal.mediator.name,
          mail: (chunks) => <a href={`mailto:${legal.email}`}>{chunks}</a>,
          contact: (chunks) => <Link href={pathFor('/contact', locale)}>{chunks}</Link>,
        })}
      </p>

      <h2>{t('s10')}</h2>
      <p>{t('s10p')}</p>
    </LegalPage>
  );
}
