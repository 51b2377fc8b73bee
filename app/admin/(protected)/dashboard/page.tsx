import type { Metadata } from 'next';
import Link from 'next/link';
import { ReservationsBoard } from '@/components/admin/reservations-board';
import { buttonVariants } from '@/components/ui/button';
import { requireAdmin } from '@/lib/auth/guard';
import { BOOKING_REF_PATTERN } from '@/lib/booking/ref';
import { RESERVATION_MESSAGES } from '@/lib/auth/messages';
import { getStore } from '@/lib/db';
import { toReservationRow, type ReservationRow } from '@/components/admin/reservation-row';
import { deleteReservation, loadReservationDetails, updateReservationStatus } from './actions';

export const metadata: Metadata = { title: 'Tableau de bord' };

async function loadReservations(): Promise<ReservationRow[] | null> {
  try {
    return (await (await getStore()).listReservations()).map(toReservationRow);
  } catch (error) {
    console.error('[admin] lecture des réservations impossible', error);
    return null;
  }
}

export default async function DashboardPage({
  searchParams,
}: {
  searchParams: Promise<{ ref?: string | string[] }>;
}) {
  await requireAdmin();
  const { ref } = await searchParams;
  // A notification's link: the board opens filtered on that booking reference.
  const initialQuery = typeof ref === 'string' && BOOKING_REF_PATTERN.test(ref) ? ref : '';
  const reservations = await loadReservations();
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
      {reservations ? (
        <ReservationsBoard
          initial={reservations}
          initialQuery={initialQuery}
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
