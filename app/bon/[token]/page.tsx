// The voucher (bon de réservation) of a confirmed booking, reached by its signed token (lib/documents/links.ts):
// printable, with its PDF and, once paid or completed, the invoice — in the customer's language (reservations.locale),
// which is the document's (<html lang>, ./layout.tsx).
// Private: noindex and no-store (next.config.ts).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DownloadIcon as Download, FileTextIcon as FileText } from '@/components/site/shell-icons';
import { PrintButton } from '@/components/documents/print-button';
import { VoucherView } from '@/components/documents/voucher-view';
import { buttonVariants } from '@/components/ui/button';
import { legalIdentity } from '@/lib/config/legal';
import { site } from '@/lib/config/site';
import { DOCUMENT_COPY } from '@/lib/documents/copy';
import { findInvoice, isInvoiceable } from '@/lib/documents/invoice';
import { buildVoucher } from '@/lib/documents/voucher';
import { shareImage } from '@/lib/seo/share-image-meta';
import { reservationOf } from './reservation';

type Props = { params: Promise<{ token: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const reservation = await reservationOf((await params).token).catch(() => null);
  const locale = reservation?.locale ?? 'fr';
  const { title, presentOnCheck } = DOCUMENT_COPY[locale].voucher;
  // The link's preview (a messaging app, a mail client) in the booking's language, not the site's French defaults.
  return {
    title,
    description: presentOnCheck,
    openGraph: {
      type: 'website',
      locale: locale === 'en' ? 'en_GB' : 'fr_FR',
      siteName: site.name,
      title: `${title} | ${site.name}`,
      description: presentOnCheck,
      images: [shareImage(locale)],
    },
    robots: { index: false, follow: false, nocache: true },
    referrer: 'no-referrer',
  };
}

export default async function VoucherPage({ params }: Props) {
  const { token } = await params;
  const reservation = await reservationOf(token);
  if (!reservation) notFound();
  const voucher = buildVoucher(reservation, legalIdentity(), reservation.locale);
  const t = DOCUMENT_COPY[voucher.locale].voucher;
  const hasInvoice = isInvoiceable(reservation) || (await findInvoice(reservation.id)) !== null;
  const base = `/bon/${encodeURIComponent(token)}`;
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 print:max-w-none print:p-0">
      <VoucherView voucher={voucher} />
      <div className="flex flex-wrap gap-2 print:hidden">
        <PrintButton label={t.print} />
        <a href={`${base}/pdf`} className={buttonVariants({ variant: 'default' })}>
          <Download aria-hidden="true" />
          {t.downloadPdf}
        </a>
        {hasInvoice && (
          <a href={`${base}/facture`} className={buttonVariants({ variant: 'outline' })}>
            <FileText aria-hidden="true" />
            {t.invoicePdf}
          </a>
        )}
      </div>
    </main>
  );
}
