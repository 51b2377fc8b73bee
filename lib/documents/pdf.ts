// PDF rendering of the documents (@react-pdf/renderer, in process, no network: standard fonts only).
import 'server-only';
import { renderToBuffer } from '@react-pdf/renderer';
import { createElement } from 'react';
import { InvoicePdf } from '@/components/documents/invoice-pdf';
import { VoucherPdf } from '@/components/documents/voucher-pdf';
import type { IssuedInvoice } from './invoice';
import type { Voucher } from './voucher';

export function renderVoucherPdf(voucher: Voucher): Promise<Buffer> {
  return renderToBuffer(createElement(VoucherPdf, { voucher }) as Parameters<typeof renderToBuffer>[0]);
}

export function renderInvoicePdf(invoice: IssuedInvoice): Promise<Buffer> {
  return renderToBuffer(createElement(InvoicePdf, { invoice }) as Parameters<typeof renderToBuffer>[0]);
}

/** A PDF download response: private, never cached, never indexed. */
export function pdfResponse(
  pdf: Buffer,
  fileName: string,
  disposition: 'inline' | 'attachment' = 'inline',
): Response {
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `${disposition}; filename="${fileName}"`,
      'Cache-Control': 'private, no-store, max-age=0',
      'X-Robots-Tag': 'noindex, nofollow',
    },
  });
}
