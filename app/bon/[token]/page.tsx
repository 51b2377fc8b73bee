// The voucher (bon de réservation) of a confirmed booking, reached by its signed token (lib/documents/links.ts):
// printable, with its PDF and, once paid or completed, the invoice. Private: noindex and no-store (next.config.ts).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Download, FileText } from 'lucide-react';
import { PrintButton } from '@/components/documents/print-button';
import { VoucherView } from '@/components/documents/voucher-view';
import { buttonVariants } from '@/components/ui/button';
import { legalIdentity } from '@/lib/config/legal';
import { findInvoice, isInvoiceable } from '@/lib/documents/invoice';
import { buildVoucher, reservationForToken } from '@/lib/documents/voucher';

export const metadata: Metadata = {
  title: 'Bon de réservation',
  robots: { index: false, follow: false, nocache: true },
  referrer: 'no-referrer',
};

export default async function VoucherPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const reservation = await reservationForToken(token);
  if (!reservation) notFound();
  const voucher = buildVoucher(reservation, legalIdentity());
  const hasInvoice = isInvoiceable(reservation) || (await findInvoice(reservation.id)) !== null;
  const base = `/bon/${encodeURIComponent(token)}`;
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 print:max-w-none print:p-0">
      <VoucherView voucher={voucher} />
      <div className="flex flex-wrap gap-2 print:hidden">
        <PrintButton />
        <a href={`${base}/pdf`} className={buttonVariants({ variant: 'default' })}>
          <Download aria-hidden="true" />
          Télécharger le PDF
        </a>
        {hasInvoice && (
          <a href={`${base}/facture`} className={buttonVariants({ variant: 'outline' })}>
            <FileText aria-hidden="true" />
            Facture (PDF)
          </a>
        )}
      </div>
    </main>
  );
}
