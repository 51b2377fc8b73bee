// The voucher (bon de réservation) of a confirmed booking, reached by its signed token (lib/documents/links.ts):
// printable, with its PDF and, once paid or completed, the invoice — in the customer's language (reservations.locale),
// which is the document's (<html lang>, ./layout.tsx). The link of a booking not (or no longer) confirmed says so, with
// its invoice and credit note when it has them; a link that finds no booking is the 404.
// Private: noindex and no-store (next.config.ts).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DownloadIcon as Download, FileTextIcon as FileText } from '@/components/site/shell-icons';
import { PrintButton } from '@/components/documents/print-button';
import { VoucherView } from '@/components/documents/voucher-view';
import { buttonVariants } from '@/components/ui/button';
import { legalIdentity } from '@/lib/config/legal';
import type { Reservation } from '@/lib/db/types';
import { site } from '@/lib/config/site';
import { DOCUMENT_COPY } from '@/lib/documents/copy';
import { findInvoice } from '@/lib/documents/invoice';
import { findCreditNote } from '@/lib/documents/credit-note';
import { billingLinks, showsVoucher } from '@/lib/documents/rules';
import { buildVoucher } from '@/lib/documents/voucher';
import { pathFor } from '@/lib/i18n/routes';
import { getT } from '@/lib/i18n/translator';
import { shareImage } from '@/lib/seo/share-image-meta';
import { bookingOf } from './reservation';

type Props = { params: Promise<{ token: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const reservation = await bookingOf((await params).token).catch(() => null);
  const locale = reservation?.locale ?? 'fr';
  const copy = DOCUMENT_COPY[locale].voucher;
  const unavailable = reservation !== null && !showsVoucher(reservation);
  const title = unavailable ? copy.unavailable.title : copy.title;
  const description = unavailable ? copy.unavailable.body(reservation.bookingRef) : copy.presentOnCheck;
  // The link's preview (a messaging app, a mail client) in the booking's language, not the site's French defaults.
  return {
    title,
    description,
    openGraph: {
      type: 'website',
      locale: locale === 'en' ? 'en_GB' : 'fr_FR',
      siteName: site.name,
      title: `${title} | ${site.name}`,
      description,
      images: [shareImage(locale)],
    },
    robots: { index: false, follow: false, nocache: true },
    referrer: 'no-referrer',
  };
}

export default async function VoucherPage({ params }: Props) {
  const { token } = await params;
  const reservation = await bookingOf(token);
  if (!reservation) notFound();
  const base = `/bon/${encodeURIComponent(token)}`;
  if (!showsVoucher(reservation)) return <VoucherUnavailable reservation={reservation} base={base} />;
  const voucher = buildVoucher(reservation, legalIdentity(), reservation.locale);
  const t = DOCUMENT_COPY[voucher.locale].voucher;
  const links = await documentLinks(reservation);
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 print:max-w-none print:p-0">
      <VoucherView voucher={voucher} />
      <div className="flex flex-wrap gap-2 print:hidden">
        <PrintButton label={t.print} />
        <a href={`${base}/pdf`} className={buttonVariants({ variant: 'default' })}>
          <Download aria-hidden="true" />
          {t.downloadPdf}
        </a>
        {links.invoice && (
          <a href={`${base}/facture`} className={buttonVariants({ variant: 'outline' })}>
            <FileText aria-hidden="true" />
            {t.invoicePdf}
          </a>
        )}
      </div>
    </main>
  );
}

/**
 * The documents a voucher link offers: the admin's rule (lib/documents/rules.ts billingLinks), an invoice or a credit
 * note issued or due (one due is issued on its first download).
 */
async function documentLinks(reservation: Reservation) {
  const [invoice, creditNote] = await Promise.all([
    findInvoice(reservation.id),
    findCreditNote(reservation.id),
  ]);
  return billingLinks(reservation, {
    invoice: invoice?.number ?? null,
    creditNote: creditNote?.number ?? null,
  });
}

/**
 * A booking not (or no longer) confirmed, or whose customer was erased: no voucher to show, said in its language; its
 * documents stay reachable.
 */
async function VoucherUnavailable({ reservation, base }: { reservation: Reservation; base: string }) {
  const locale = reservation.locale;
  const t = DOCUMENT_COPY[locale].voucher;
  const links = await documentLinks(reservation);
  return (
    <main className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-12">
      <h1 className="text-primary text-2xl font-bold tracking-tight">{t.unavailable.title}</h1>
      <p className="text-slate-700">{t.unavailable.body(reservation.bookingRef)}</p>
      {links.invoice && (
        <div className="flex flex-col gap-2">
          <p className="text-slate-700">{t.unavailable.documents}</p>
          <div className="flex flex-wrap gap-2">
            <a href={`${base}/facture`} className={buttonVariants({ variant: 'outline' })}>
              <FileText aria-hidden="true" />
              {t.invoicePdf}
            </a>
            {links.creditNote && (
              <a href={`${base}/avoir`} className={buttonVariants({ variant: 'outline' })}>
                <FileText aria-hidden="true" />
                {t.creditNotePdf}
              </a>
            )}
          </div>
        </div>
      )}
      {/* A plain link: the voucher's document ships no router for one way out. Worded as the 404's. */}
      <a href={pathFor('/', locale)} className={`${buttonVariants({ variant: 'default' })} self-start`}>
        {getT(locale, 'NotFound')('home')}
      </a>
    </main>
  );
}
