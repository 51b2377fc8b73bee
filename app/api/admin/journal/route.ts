// Admin: the sales journal — every invoice and credit note issued in ?from=yyyy-MM-dd&to=yyyy-MM-dd (both included),
// deleted bookings' included, for the accountant (lib/documents/csv.ts, salesJournalCsv).
import { salesJournalCsv } from '@/lib/documents/csv';
import { csvDownload } from '@/lib/documents/csv-route';

export const GET = csvDownload('journal-des-ventes', async (store, range) => {
  const [invoices, creditNotes] = await Promise.all([
    store.listInvoicesIssued(range.from, range.to),
    store.listCreditNotesIssued(range.from, range.to),
  ]);
  return salesJournalCsv(invoices, creditNotes);
});
