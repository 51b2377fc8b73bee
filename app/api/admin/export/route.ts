// Admin: CSV export of the reservations whose pickup date lies in ?from=yyyy-MM-dd&to=yyyy-MM-dd (both included),
// for the accountant (lib/documents/csv.ts).
import { requireAdminApi } from '@/lib/auth/guard';
import { legalIdentity } from '@/lib/config/legal';
import { getStore } from '@/lib/db';
import { parseExportRange, reservationsCsv } from '@/lib/documents/csv';
import { DOCUMENT_MESSAGES, documentError } from '@/lib/documents/messages';
import { exportFormHref } from '@/lib/documents/export-form';

/** A relative Location: `request.url` holds the server's own host (127.0.0.1 behind nginx), not the visitor's. */
function exportFormRedirect(params: URLSearchParams): Response {
  const href = exportFormHref({ from: params.get('from'), to: params.get('to') });
  return new Response(null, {
    status: 303,
    headers: { Location: href, 'Cache-Control': 'private, no-store' },
  });
}

export async function GET(request: Request) {
  const denied = await requireAdminApi();
  if (denied) return denied;
  const params = new URL(request.url).searchParams;
  const range = parseExportRange(params.get('from'), params.get('to'));
  if (!range) {
    // From the agenda's form: back to it, which says what is wrong beside the two dates it keeps.
    if (params.get('retour') === 'agenda') return exportFormRedirect(params);
    return documentError(400, DOCUMENT_MESSAGES.invalidRange);
  }
  try {
    const store = await getStore();
    const reservations = await store.listReservationsByPickup(range.from, range.to);
    const ids = reservations.map((r) => r.id);
    const [invoices, creditNotes] = await Promise.all([
      store.listInvoicesByReservations(ids),
      store.listCreditNotesByReservations(ids),
    ]);
    const csv = reservationsCsv(reservations, { invoices, creditNotes }, range, legalIdentity());
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="reservations-${range.label}.csv"`,
        'Cache-Control': 'private, no-store, max-age=0',
      },
    });
  } catch (error) {
    console.error('[admin] export CSV impossible', error);
    return documentError(503, DOCUMENT_MESSAGES.unavailable);
  }
}
