// /reservation and /en/booking: the two-step booking wizard (docs/product.md#wizard, #payment-verification), or the
// payment result view when the URL carries payment_status and session_id (Stripe's return). A Server Component: the
// wizard is the only client island, and its copy comes from the catalogue as a prop (lib/i18n/booking-text.ts).
// The route loads the data (app/(site)/reservation/load.ts), the query string's prefill included.
import type { Metadata } from 'next';
import { PaymentCancelled, type CancelledPaymentView } from '@/components/payments/payment-cancelled';
import { LazyPaymentResult } from '@/components/payments/payment-result-lazy';
import { BookingWizard } from '@/components/booking/booking-wizard';
import { BookingSidePanel } from '@/components/booking/side-panel';
import type { BookingPrefill } from '@/lib/booking/prefill';
import { whatsappUrl } from '@/lib/config/site';
import type { Locale } from '@/lib/i18n/config';
import { bookingText } from '@/lib/i18n/booking-text';
import { pathFor } from '@/lib/i18n/routes';
import { getT } from '@/lib/i18n/translator';
import { paymentResultText } from '@/lib/payments/locale';
import { getFixedPackage, type FixedPackageId, type PriceSettings } from '@/lib/pricing';
import type { LocalRoute } from '@/lib/pricing/local-routes';
import { pageMetadata } from '@/lib/seo/metadata';

export function bookingMetadata(locale: Locale): Metadata {
  const t = getT(locale, 'Booking');
  return pageMetadata({
    title: t('metaTitle'),
    description: t('description'),
    path: pathFor('/reservation', locale),
    locale,
  });
}

/** What the route loads (app/(site)/reservation/load.ts): the payment return, or the wizard's data. */
export type BookingPageData =
  | { kind: 'payment'; sessionId: string; bookingRef: string | null }
  | { kind: 'cancelled'; view: CancelledPaymentView }
  | {
      kind: 'wizard';
      packageId: FixedPackageId | null;
      settings: PriceSettings;
      localRoutes: LocalRoute[];
      nowMs: number;
      prefill: BookingPrefill | null;
      onlinePaymentEnabled: boolean;
    };

export function BookingPage({ locale, data }: { locale: Locale; data: BookingPageData }) {
  if (data.kind === 'payment') {
    return (
      <main>
        <LazyPaymentResult
          variant="reservation"
          sessionId={data.sessionId}
          bookingRef={data.bookingRef}
          text={paymentResultText(locale, data.bookingRef)}
        />
      </main>
    );
  }
  if (data.kind === 'cancelled') {
    return (
      <main>
        <PaymentCancelled locale={locale} view={data.view} />
      </main>
    );
  }
  const { settings, localRoutes, nowMs, prefill } = data;
  const pkg = getFixedPackage(data.packageId);
  const text = bookingText(locale, pkg ?? null);
  const t = getT(locale, 'Booking');
  return (
    <main className="bg-gradient-to-b from-slate-100 to-white">
      <div className="mx-auto max-w-6xl px-4 pt-8 pb-12 sm:px-6 md:pt-12 md:pb-16">
        <header className="mb-6 max-w-3xl md:mb-8">
          <p className="text-sm font-semibold tracking-wider text-emerald-700 uppercase">{t('eyebrow')}</p>
          <h1 className="text-primary mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {text.packageTitle ? t('packageTitle', { title: text.packageTitle }) : t('title')}
          </h1>
          <p className="mt-3 text-base leading-relaxed text-slate-700 sm:text-lg">{t('intro')}</p>
        </header>
        <NoScriptNotice locale={locale} />
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-8">
          <BookingWizard
            packageId={pkg?.id ?? null}
            nowMs={nowMs}
            settings={settings}
            localRoutes={localRoutes}
            onlinePaymentEnabled={data.onlinePaymentEnabled}
            prefill={prefill}
            text={text}
          />
          <BookingSidePanel locale={locale} />
        </div>
      </div>
    </main>
  );
}

/**
 * Without JavaScript the wizard cannot price a ride (the quote is asked as the visitor goes): said at once, with the
 * ways that work without it (WhatsApp, the contact form and the fixed-price forms post as plain forms). Plain links:
 * inside `<noscript>` nothing runs.
 */
function NoScriptNotice({ locale }: { locale: Locale }) {
  const t = getT(locale, 'NoScript');
  const link = 'font-semibold text-amber-950 underline underline-offset-4';
  return (
    <noscript>
      <div className="mb-6 max-w-3xl rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
        <p className="font-semibold">{t('wizardTitle')}</p>
        <p className="mt-1">{t('wizard')}</p>
        <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          <li>
            <a href={whatsappUrl()} className={link}>
              {t('whatsApp')}
            </a>
          </li>
          <li>
            <a href={pathFor('/contact', locale)} className={link}>
              {t('contactLink')}
            </a>
          </li>
          <li>
            <a href={pathFor('/forfaits-locaux', locale)} className={link}>
              {t('packagesLink')}
            </a>
          </li>
        </ul>
      </div>
    </noscript>
  );
}
