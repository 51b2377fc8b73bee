// Admin: CSV export of the reservations whose pickup date lies in ?from=yyyy-MM-dd&to=yyyy-MM-dd (both included),
// for the accountant (lib/documents/csv.ts).
import { legalIdentity } from '@/lib/config/legal';
import { reservationsCsv } from '@/lib/documents/csv';
import { csvDownload } from '@/lib/documents/csv-route';

export const GET = csvDownload('reservations', async (store, range) => {
  const reservations = await store.listReservationsByPickup(range.from, range.to);
  const ids = reservations.map((r) => r.id);
  const [invoices, creditNotes] = await Promise.all([
    store.listInvoicesByReservations(ids),
    store.listCreditNotesByReservations(ids),
  ]);
  return reservationsCsv(reservations, { invoices, creditNotes }, range, legalIdentity());
});
