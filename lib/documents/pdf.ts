// PDF rendering of the documents (@react-pdf/renderer, in process, no network: the embedded font is read from
// node_modules, templates/pdf-fonts.ts).
import 'server-only';
import { createElement, type ReactElement } from 'react';
import { InvoicePdf } from '@/lib/documents/templates/invoice-pdf';
import { loadPdfFonts } from '@/lib/documents/templates/pdf-fonts';
import { VoucherPdf } from '@/lib/documents/templates/voucher-pdf';
import type { IssuedInvoice } from './invoice';
import type { IssuedCreditNote } from './credit-note';
import type { Voucher } from './voucher';

/** The renderer is an ES module: imported on first use (also keeps it out of routes that never render a PDF). */
async function render(document: ReactElement): Promise<Buffer> {
  const { renderToBuffer, Font } = await import('@react-pdf/renderer');
  // Before the templates render: their text asks the font which characters it draws (pdfText).
  await loadPdfFonts(Font);
  return renderToBuffer(document as Parameters<typeof renderToBuffer>[0]);
}

export function renderVoucherPdf(voucher: Voucher): Promise<Buffer> {
  return render(createElement(VoucherPdf, { voucher }));
}

/** An invoice, or the credit note that cancels one (same page, amounts negative). */
export function renderInvoicePdf(invoice: IssuedInvoice | IssuedCreditNote): Promise<Buffer> {
  return render(createElement(InvoicePdf, { invoice }));
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
