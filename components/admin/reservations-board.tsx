'use client';

import { useRouter } from 'next/navigation';
import { useDeferredValue, useMemo, useState } from 'react';
import { Eye, Search, Trash2 } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button, buttonVariants } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { toast } from '@/components/ui/toast';
import { RESERVATION_MESSAGES } from '@/lib/auth/messages';
import type { PaymentStatus, Reservation } from '@/lib/db/types';
import { cn } from '@/lib/utils';
import { fold, formatCents, formatDateTime, STATUS_OPTIONS, statusLabel } from './format';
import { ReservationDetails } from './reservation-details';
import type { ReservationRow } from './reservation-row';
import { runAction, type AdminActionFn } from './run-action';

/** One lowercase, accent-free string per row: reference, name, e-mail, phone (as typed and as 0…), addresses. */
function searchText(r: ReservationRow): string {
  const digits = (r.phone ?? '').replace(/\D/g, '');
  const national = digits.startsWith('33') ? `0${digits.slice(2)}` : digits;
  return fold(
    [r.bookingRef, r.fullName, r.email, r.phone, digits, national, r.pickupLocation, r.dropoffLocation]
      .filter(Boolean)
      .join(' '),
  );
}

const STATUS_TONE: Record<PaymentStatus, string> = {
  paid: 'border-success/40 bg-success/10',
  pending: 'border-amber-400 bg-amber-50',
  completed: 'border-primary/30 bg-primary/5',
  cancelled: 'border-destructive/40 bg-destructive/10',
};

export interface ReservationActions {
  updateStatus: AdminActionFn<
    { id: string; status: PaymentStatus },
    { id: string; status: PaymentStatus; updatedAt: string }
  >;
  remove: AdminActionFn<{ id: string }, { id: string }>;
  details: AdminActionFn<{ id: string }, Reservation>;
}

/** Rows in the server-rendered HTML; the rest render right after hydration (keeps the response small and fast). */
const FIRST_PAINT_ROWS = 50;

export function ReservationsBoard({
  initial,
  actions,
  initialQuery = '',
}: {
  initial: ReservationRow[];
  actions: ReservationActions;
  /** Pre-filled search (the e-mails link to /admin/dashboard?ref=HM-XXXXX). */
  initialQuery?: string;
}) {
  const router = useRouter();
  const [rows, setRows] = useState(initial);
  const [query, setQuery] = useState(initialQuery);
  const deferredQuery = useDeferredValue(query);
  const [savingId, setSavingId] = useState<string | null>(null);
  const [details, setDetails] = useState<Reservation | null>(null);
  const [loadingDetailsId, setLoadingDetailsId] = useState<string | null>(null);
  const [pendingDelete, setPendingDelete] = useState<ReservationRow | null>(null);
  // false during the server render and the first client render, then true in a background re-render.
  const renderAll = useDeferredValue(true, false);

  const index = useMemo(() => rows.map((r) => ({ r, text: searchText(r) })), [rows]);
  const visible = useMemo(() => {
    const terms = fold(deferredQuery).split(/\s+/).filter(Boolean);
    if (terms.length === 0) return rows;
    return index.filter(({ text }) => terms.every((t) => text.includes(t))).map(({ r }) => r);
  }, [index, rows, deferredQuery]);
  const shown = renderAll ? visible : visible.slice(0, FIRST_PAINT_ROWS);

  async function openDetails(reservation: ReservationRow) {
    setLoadingDetailsId(reservation.id);
    const result = await runAction(() => actions.details({ id: reservation.id }));
    setLoadingDetailsId(null);
    if (result?.ok) {
      setDetails(result.data);
      return;
    }
    toast({
      title: RESERVATION_MESSAGES.loadFailed.title,
      description: result?.error,
      variant: 'destructive',
    });
    if (!result) router.refresh();
  }

  async function changeStatus(reservation: ReservationRow, status: PaymentStatus) {
    setSavingId(reservation.id);
    const result = await runAction(() => actions.updateStatus({ id: reservation.id, status }));
    setSavingId(null);
    if (result?.ok) {
      setRows((current) =>
        current.map((r) => (r.id === reservation.id ? { ...r, paymentStatus: result.data.status } : r)),
      );
      toast({ title: RESERVATION_MESSAGES.statusUpdated, variant: 'success' });
      return;
    }
    toast({
      title: RESERVATION_MESSAGES.statusFailed,
      description: result?.error,
      variant: 'destructive',
    });
    if (!result) router.refresh();
  }

  async function confirmDelete() {
    const reservation = pendingDelete;
    if (!reservation) return;
    setPendingDelete(null);
    const result = await runAction(() => actions.remove({ id: reservation.id }));
    if (result?.ok) {
      setRows((current) => current.filter((r) => r.id !== reservation.id));
      toast({ title: RESERVATION_MESSAGES.deleted, variant: 'success' });
      return;
    }
    toast({
      title: RESERVATION_MESSAGES.deleteFailed,
      description: result?.error,
      variant: 'destructive',
    });
    if (!result) router.refresh();
  }

  return (
    <section aria-labelledby="reservations-title" className="bg-card rounded-xl border shadow-sm">
      <div className="flex flex-col gap-3 border-b p-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="reservations-title" className="text-lg font-semibold">
            Réservations
          </h2>
          <p className="text-muted-foreground text-sm" aria-live="polite">
            {visible.length === rows.length
              ? `${rows.length} réservation${rows.length > 1 ? 's' : ''}, les plus récentes en premier`
              : `${visible.length} sur ${rows.length} réservations`}
          </p>
        </div>
        <div className="relative w-full sm:max-w-sm">
          <label htmlFor="reservation-search" className="sr-only">
            Rechercher une réservation
          </label>
          <Search
            aria-hidden="true"
            className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2"
          />
          <Input
            id="reservation-search"
            type="search"
            placeholder="Référence, nom, e-mail, téléphone, adresse…"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className="pl-9"
          />
        </div>
      </div>

      {visible.length === 0 ? (
        <p className="text-muted-foreground p-6 text-center text-sm">
          {rows.length === 0
            ? 'Aucune réservation pour le moment.'
            : 'Aucune réservation ne correspond à la recherche.'}
        </p>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Réservation</TableHead>
              <TableHead className="hidden md:table-cell">Client</TableHead>
              <TableHead className="hidden lg:table-cell">Trajet</TableHead>
              <TableHead className="hidden md:table-cell">Prise en charge</TableHead>
              <TableHead className="hidden sm:table-cell">Prix</TableHead>
              <TableHead>Statut</TableHead>
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {shown.map((r) => (
              <TableRow key={r.id} data-testid="reservation-row">
                <TableCell className="align-top">
                  <span className="block font-semibold">{r.bookingRef}</span>
                  <span className="text-muted-foreground block text-xs">
                    Créée le {formatDateTime(r.createdAt)}
                  </span>
                  <span className="block md:hidden">{r.fullName}</span>
                  <span className="text-muted-foreground block text-xs md:hidden">
                    {r.pickupTime ? `Prise en charge ${formatDateTime(r.pickupTime)}` : null}
                  </span>
                </TableCell>
                <TableCell className="hidden align-top md:table-cell">
                  <span className="block font-medium">{r.fullName}</span>
                  <span className="text-muted-foreground block text-xs break-all">{r.email}</span>
                  {r.phone && <span className="text-muted-foreground block text-xs">{r.phone}</span>}
                </TableCell>
                <TableCell className="hidden max-w-72 align-top whitespace-normal lg:table-cell">
                  {r.pickupLocation || r.dropoffLocation ? (
                    <>
                      <span className="block">{r.pickupLocation ?? '—'}</span>
                      <span className="text-muted-foreground block text-xs">
                        → {r.dropoffLocation ?? '—'}
                      </span>
                    </>
                  ) : (
                    <span className="text-muted-foreground">—</span>
                  )}
                </TableCell>
                <TableCell className="hidden align-top md:table-cell">
                  {formatDateTime(r.pickupTime)}
                </TableCell>
                <TableCell className="hidden align-top sm:table-cell">{formatCents(r.priceCents)}</TableCell>
                <TableCell className="align-top">
                  <select
                    aria-label={`Statut de la réservation ${r.bookingRef}`}
                    value={r.paymentStatus}
                    disabled={savingId === r.id}
                    onChange={(event) => changeStatus(r, event.target.value as PaymentStatus)}
                    className={cn(
                      'focus-visible:ring-ring h-10 w-full min-w-28 rounded-md border px-2 text-sm outline-none focus-visible:ring-2 disabled:opacity-60',
                      STATUS_TONE[r.paymentStatus],
                    )}
                  >
                    {!STATUS_OPTIONS.includes(r.paymentStatus) && (
                      <option value={r.paymentStatus} disabled>
                        {statusLabel(r.paymentStatus)}
                      </option>
                    )}
                    {STATUS_OPTIONS.map((status) => (
                      <option key={status} value={status}>
                        {statusLabel(status)}
                      </option>
                    ))}
                  </select>
                </TableCell>
                <TableCell className="align-top">
                  <div className="flex flex-col items-end gap-1 sm:flex-row sm:justify-end">
                    <Button
                      variant="outline"
                      size="icon"
                      aria-label={`Détails de la réservation ${r.bookingRef}`}
                      disabled={loadingDetailsId === r.id}
                      onClick={() => openDetails(r)}
                    >
                      <Eye aria-hidden="true" />
                    </Button>
                    <Button
                      variant="outline"
                      size="icon"
                      aria-label={`Supprimer la réservation ${r.bookingRef}`}
                      onClick={() => setPendingDelete(r)}
                      className="text-destructive hover:text-destructive"
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}

      <ReservationDetails reservation={details} onOpenChange={(open) => !open && setDetails(null)} />

      <AlertDialog open={pendingDelete !== null} onOpenChange={(open) => !open && setPendingDelete(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Supprimer la réservation {pendingDelete?.bookingRef} ?</AlertDialogTitle>
            <AlertDialogDescription>
              Cette action est irréversible et supprimera définitivement la demande de{' '}
              {pendingDelete?.fullName}.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Annuler</AlertDialogCancel>
            <AlertDialogAction className={buttonVariants({ variant: 'destructive' })} onClick={confirmDelete}>
              Supprimer
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}
