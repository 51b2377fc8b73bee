// /reservation — the two-step booking wizard (docs/product.md#wizard, #payment-verification), or the payment result view when the URL carries
// payment_status and session_id (Stripe's return). A Server Component: the wizard is the only client island.
// Step 1 may be filled from the query string (depart, arrivee, depart_ref, arrivee_ref, date, heure, passagers,
// bagages, type — lib/booking/prefill.ts): checked and resolved here, so the HTML already shows it without JavaScript.
import type { Metadata } from 'next';
import { connection } from 'next/server';
import { PaymentResult } from '@/components/payments/payment-result';
import { BookingWizard } from '@/components/booking/booking-wizard';
import { BookingSidePanel } from '@/components/booking/side-panel';
import { hasPrefill, parsePrefill, type BookingPrefill } from '@/lib/booking/prefill';
import { resolvePrefill } from '@/lib/booking/prefill-server';
import { getPriceSettingsCached } from '@/lib/db/cached';
import { paymentResultText } from '@/lib/payments/locale';
import { isOnlinePaymentEnabled } from '@/lib/payments/stripe';
import { DEFAULT_PRICE_SETTINGS, getFixedPackage, type PriceSettings } from '@/lib/pricing';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Réservation VTC en ligne',
  description:
    'Réservez votre chauffeur VTC en deux étapes\u00a0: trajet, date, passagers, puis véhicule et prix TTC immédiat. Transferts aéroports, gares et Disneyland Paris au départ de Dourdan.',
  path: '/reservation',
});

type SearchParams = Record<string, string | string[] | undefined>;

function single(value: string | string[] | undefined): string | null {
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

/** The preview in the browser uses the current rates; if the database is down the defaults do (the server re-prices). */
async function previewSettings(): Promise<PriceSettings> {
  try {
    return await getPriceSettingsCached();
  } catch {
    return DEFAULT_PRICE_SETTINGS;
  }
}

/** The request's time (the page renders per request): bounds of the date pickers, identical on server and client. */
async function requestTime(): Promise<number> {
  await connection();
  return Date.now();
}

/** The query string's step-1 values; a failure to resolve a place only leaves that field as typed, never an error. */
async function prefillOf(params: SearchParams, nowMs: number): Promise<BookingPrefill | null> {
  const query = parsePrefill(params, nowMs);
  if (!hasPrefill(query)) return null;
  try {
    return await resolvePrefill(query, new Date(nowMs));
  } catch (error) {
    console.warn('[reservation] préremplissage ignoré', error);
    return null;
  }
}

export default async function ReservationPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const paymentStatus = single(params.payment_status);
  const sessionId = single(params.session_id);
  if (paymentStatus && sessionId) {
    return (
      <main>
        <PaymentResult
          variant="reservation"
          sessionId={sessionId}
          bookingRef={single(params.booking_ref)}
          text={paymentResultText('fr')}
        />
      </main>
    );
  }

  const pkg = getFixedPackage(single(params.package));
  const [settings, nowMs] = await Promise.all([previewSettings(), requestTime()]);
  const prefill = await prefillOf(params, nowMs);
  return (
    <main className="bg-gradient-to-b from-slate-100 to-white">
      <div className="mx-auto max-w-6xl px-4 pt-8 pb-12 sm:px-6 md:pt-12 md:pb-16">
        <header className="mb-6 max-w-3xl md:mb-8">
          <p className="text-sm font-semibold tracking-wider text-emerald-700 uppercase">
            Réservation classique
          </p>
          <h1 className="text-primary mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {pkg ? `Réserver le forfait ${pkg.title}` : 'Réservez votre chauffeur VTC'}
          </h1>
          <p className="mt-3 text-base leading-relaxed text-slate-700 sm:text-lg">
            Indiquez votre trajet, obtenez le prix TTC immédiatement, puis envoyez votre demande&nbsp;: nous
            confirmons la disponibilité sur WhatsApp.
          </p>
        </header>
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-8">
          <BookingWizard
            packageId={pkg?.id ?? null}
            nowMs={nowMs}
            settings={settings}
            onlinePaymentEnabled={isOnlinePaymentEnabled()}
            prefill={prefill}
          />
          <BookingSidePanel />
        </div>
      </div>
    </main>
  );
}
