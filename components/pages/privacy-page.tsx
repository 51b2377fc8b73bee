// /politique-de-confidentialite and /en/privacy: the privacy policy, from the catalogues (the English page says the
// French version prevails). What it says about recipients depends on what the deployment actually uses (Google,
// Stripe): the route reads it from the environment and passes it here, so the page never names a service the site
// does not call; the retention periods come from the route as well (lib/retention reads no request, but components/
// load no server module).
import { LegalPage } from '@/components/site/legal-page';
import type { LegalIdentity } from '@/lib/config/legal';
import type { DataRecipients } from '@/lib/config/recipients';
import { site } from '@/lib/config/site';
import type { Locale } from '@/lib/i18n/config';
import { pathFor } from '@/lib/i18n/routes';
import { getT } from '@/lib/i18n/translator';
import type { RETENTION } from '@/lib/retention/policy';
import { pageMetadata } from '@/lib/seo/metadata';

export function privacyMetadata(locale: Locale) {
  const t = getT(locale, 'Privacy');
  return pageMetadata({
    title: t('title'),
    description: t('description'),
    path: pathFor('/politique-de-confidentialite', locale),
    noindex: true,
    locale,
  });
}

/** The retention periods (lib/retention/policy.ts), passed by the route. */
export type RetentionPeriods = typeof RETENTION;

export function PrivacyPage({
  locale,
  legal,
  services,
  retention,
}: {
  locale: Locale;
  legal: LegalIdentity;
  services: DataRecipients;
  retention: RetentionPeriods;
}) {
  const t = getT(locale, 'Privacy');
  const common = getT(locale, 'Legal');
  const mail = (chunks: React.ReactNode) => <a href={`mailto:${legal.email}`}>{chunks}</a>;
  return (
    <LegalPage
      title={t('title')}
      updated={t('updated')}
      updatedLabel={common('updated', { date: t('updated') })}
      prevails={locale === 'en' ? common('prevails') : undefined}
    >
      <p>{t('intro', { companyName: legal.companyName })}</p>

      <h2>{t('controllerTitle')}</h2>
      <p>
        {t.rich('controller', {
          companyName: legal.companyName,
          address: legal.address,
          email: legal.email,
          mail,
        })}
      </p>

      <h2>{t('dataTitle')}</h2>
      <ul>
        <li>{t('data1')}</li>
        <li>{t('data2')}</li>
        <li>{t('data3')}</li>
        <li>{t('data4')}</li>
      </ul>
      <p>{t('noTracking')}</p>

      <h2>{t('purposesTitle')}</h2>
      <ul>
        <li>{t('purpose1')}</li>
        <li>{t('purpose2')}</li>
        <li>{t('purpose3')}</li>
        <li>{t('purpose4')}</li>
      </ul>

      <h2>{t('recipientsTitle')}</h2>
      <p>{t('recipientsIntro', { siteName: site.name })}</p>
      <ul>
        <li>{t('recipientHost')}</li>
        {services.usesGoogle ? <li>{t('recipientGoogle')}</li> : null}
        {services.usesStripe ? <li>{t('recipientStripe')}</li> : null}
        <li>{t('recipientWhatsApp')}</li>
        <li>{t('recipientMail')}</li>
      </ul>

      <h2>{t('retentionTitle')}</h2>
      <ul>
        <li>{t('retentionBookings', { years: retention.bookingsYearsAfterRide })}</li>
        <li>{t('retentionMessages', { years: retention.messagesYears })}</li>
        <li>{t('retentionInvoices', { years: retention.invoicesYears })}</li>
        <li>{t('retentionCancellation', { days: retention.unsentCancellationDays })}</li>
        <li>{t('retentionIp', { days: retention.securityRowsDays })}</li>
      </ul>
      <p>{t('purge')}</p>

      <h2>{t('rightsTitle')}</h2>
      <p>
        {t.rich('rights', {
          email: legal.email,
          mail,
          cnil: (chunks) => <a href="https://www.cnil.fr">{chunks}</a>,
        })}
      </p>

      <h2 id="cookies">{t('cookiesTitle')}</h2>
      <p>{t('cookiesIntro')}</p>
      <ul>
        <li>{t('cookie1')}</li>
        <li>{t('cookie2')}</li>
      </ul>
      <p>{t('cookiesErase')}</p>
    </LegalPage>
  );
}
