import type { Metadata } from 'next';
import Link from 'next/link';
import { ReservationsBoard } from '@/components/admin/reservations-board';
import { buttonVariants } from '@/components/ui/button';
import { requireAdmin } from '@/lib/auth/guard';
import { RESERVATION_MESSAGES, SETUP_MESSAGES } from '@/lib/auth/messages';
import { setupGaps } from '@/lib/admin/setup-status';
import { getStore } from '@/lib/db';
import { isSmtpConfigured } from '@/lib/notifications/config';
import {
  parseReservationFilters,
  reservationQuery,
  RESERVATIONS_PAGE_SIZE,
  type ReservationFilters,
} from '@/lib/admin/reservation-query';
import { toReservationRow, type ReservationRow } from '@/components/admin/reservation-row';
import { deleteReservation, loadReservationDetails, updateReservationStatus } from './actions';

export const metadata: Metadata = { title: 'Tableau de bord' };

/** One page of the list, filtered by the database (never the whole table). */
async function loadReservations(
  filters: ReservationFilters,
): Promise<{ rows: ReservationRow[]; total: number } | null> {
  try {
    const store = await getStore();
    const page = await store.listReservationsPage(reservationQuery(filters));
    // Which of them have an invoice: cancelling one issues a credit note, which its confirmation says; and which
    // invoices a credit note cancelled: those bookings stay Annulée, which their row says before any attempt.
    const ids = page.rows.map((r) => r.id);
    const [invoices, creditNotes] = await Promise.all([
      store.listInvoicesByReservations(ids),
      store.listCreditNotesByReservations(ids),
    ]);
    const invoiced = new Set(invoices.map((i) => i.reservationId));
    const credited = new Map(creditNotes.map((c) => [c.reservationId, c.number]));
    return {
      rows: page.rows.map((r) => toReservationRow(r, invoiced.has(r.id), credited.get(r.id) ?? null)),
      total: page.total,
    };
  } catch (error) {
    console.error('[admin] lecture des réservations impossible', error);
    return null;
  }
}

/** What the database still lacks for the public pages (docs/operations.md, "Before going live"); none on a failed read. */
async function loadSetupGaps(): Promise<string[]> {
  try {
    return await setupGaps(await getStore());
  } catch (error) {
    console.error('[admin] lecture des données de référence impossible', error);
    return [];
  }
}

export default async function DashboardPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireAdmin();
  const filters = parseReservationFilters(await searchParams);
  const [reservations, gaps] = await Promise.all([loadReservations(filters), loadSetupGaps()]);
  return (
    <main className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="text-2xl font-bold">Tableau de bord</h1>
        <div className="flex flex-wrap gap-2">
          <Link href="/admin/prices" className={buttonVariants({ variant: 'outline' })}>
            Gérer les prix
          </Link>
          <Link href="/admin/blog" className={buttonVariants({ variant: 'outline' })}>
            Gérer le blog
          </Link>
        </div>
      </div>
      {gaps.length > 0 ? (
        <section
          aria-labelledby="mise-en-service"
          className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
        >
          <h2 id="mise-en-service" className="font-semibold">
            {SETUP_MESSAGES.title}
          </h2>
          <p className="mt-1 text-sm">{SETUP_MESSAGES.intro}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm [overflow-wrap:anywhere]">
            {gaps.map((gap) => (
              <li key={gap}>{gap}</li>
            ))}
          </ul>
          <Link href="/admin/prices" className={`${buttonVariants({ variant: 'outline' })} mt-3`}>
            {SETUP_MESSAGES.action}
          </Link>
        </section>
      ) : null}
      {reservations ? (
        <ReservationsBoard
          // A new page or new filters: a fresh board (its rows state starts from the server's page).
          key={JSON.stringify(filters)}
          initial={reservations.rows}
          total={reservations.total}
          filters={filters}
          pageSize={RESERVATIONS_PAGE_SIZE}
          mailConfigured={isSmtpConfigured()}
          actions={{
            updateStatus: updateReservationStatus,
            remove: deleteReservation,
            details: loadReservationDetails,
          }}
        />
      ) : (
        <div role="alert" className="border-destructive/40 bg-destructive/10 rounded-xl border p-4">
          <p className="text-destructive font-semibold">{RESERVATION_MESSAGES.loadFailed.title}</p>
          <p className="text-sm">{RESERVATION_MESSAGES.loadFailed.message}</p>
        </div>
      )}
    </main>
  );
}
