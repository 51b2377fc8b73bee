'use client';

// The admin's reservation list: filters, live search, rows (cards on a phone), status change, details and delete.
// Over 250 lines because the table, its phone cards and the delete dialog share the row state and the optimistic
// updates; the filter form (reservation-filters.tsx) and the details view (reservation-details.tsx) live apart.

import { useDeferredValue, useMemo, useRef, useState } from 'react';
import Link from 'next/link';
import { Eye, LoaderCircle, Trash2 } from 'lucide-react';
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
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { toast } from '@/components/ui/toast';
import { RESERVATION_MESSAGES } from '@/lib/auth/messages';
import { reservationFiltersHref, searchWords, type ReservationFilters } from '@/lib/admin/reservation-query';
import { countOf, NOUNS } from '@/lib/booking/plural';
import { VEHICLES } from '@/lib/pricing/vehicles';
import { cn } from '@/lib/utils';
import { fold } from '@/lib/admin/format';
import { ReservationDetails } from './reservation-details';
import { ReservationFiltersForm as Filters } from './reservation-filters';
import type { ReservationRow } from './reservation-row';
import { runAction, type AdminActionFn } from './run-action';
import { invoicedOrDue, statusConfirmNotes } from '@/lib/admin/status-confirm';
import { emptyListNotes, statusFailureToast } from '@/lib/admin/reservation-list';
import type { ReservationDetailsRecord } from '@/lib/documents/rules';
import {
  type PaymentStatus,
  statusLabelFor,
  statusOptionsFor,
  CHANNEL_TYPE_LABELS,
} from '@/lib/domain/reservations';
import { formatParisDateTimeCompact } from '@/lib/format/dates';
import { formatEurosOrDash } from '@/lib/format/money';

/** One lowercase, accent-free string per row: reference, name, e-mail, phone (as typed and as 0…), addresses. */
/**
 * What the list's live filter searches: the same fields as the server's `search_text` (supabase/migrations
 * 20261128000200): a row the server found for `?q=` must not be hidden by the filter that starts from it.
 */
function searchText(r: ReservationRow): string {
  const digits = (r.phone ?? '').replace(/\D/g, '');
  const national = digits.startsWith('33') ? `0${digits.slice(2)}` : digits;
  const flights = [r.flightTrainNumber, r.returnFlightTrainNumber].filter((n): n is string => Boolean(n));
  return fold(
    [
      r.bookingRef,
      r.fullName,
      r.companyName,
      r.email,
      r.phone,
      digits,
      national,
      r.pickupLocation,
      r.dropoffLocation,
      ...flights,
      ...flights.map((n) => n.replace(/\s+/g, '')),
    ]
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
    /** expected: the booking as this list shows it; the server refuses a change to a booking changed since. */
    { id: string; status: PaymentStatus; expected: { status: PaymentStatus; paidOnline: boolean } },
    /** creditNote: the credit note a cancellation issued (or found), whose booking stays cancelled. */
    {
      id: string;
      status: PaymentStatus;
      paidOnline: boolean;
      updatedAt: string;
      creditNote: string | null;
    }
  >;
  remove: AdminActionFn<{ id: string }, { id: string }>;
  details: AdminActionFn<{ id: string }, ReservationDetailsRecord>;
}

/** Rows in the server-rendered HTML; the rest render right after hydration (keeps the response small and fast). */
const FIRST_PAINT_ROWS = 50;

const isTrip = (r: ReservationRow) => r.channel !== 'contact' && r.channel !== 'business';

/** Its invoice was cancelled by a credit note: the booking stays Annulée (docs/product.md#credit-notes). */
const staysCancelled = (r: ReservationRow): r is ReservationRow & { creditNote: string } =>
  r.paymentStatus === 'cancelled' && r.creditNote !== null;

/** What matters for this kind of request: the trip's facts, or the message of a contact / business request. */
function RequestSummary({ r }: { r: ReservationRow }) {
  if (!isTrip(r)) {
    return (
      <span className="block wrap-anywhere">
        {r.companyName && <span className="block font-medium">{r.companyName}</span>}
        <span className="text-muted-foreground block text-xs whitespace-normal">
          {r.message ? `«\u00a0${r.message}${r.message.length >= 160 ? '…' : ''}\u00a0»` : 'Sans message'}
        </span>
      </span>
    );
  }
  const facts = [
    r.vehicleType ? VEHICLES[r.vehicleType].name : null,
    r.passengers ? countOf(r.passengers, NOUNS.passenger) : null,
    r.tripType === 'roundTrip' ? 'aller-retour' : null,
    r.flightTrainNumber ? `vol / train ${r.flightTrainNumber}` : null,
  ].filter(Boolean);
  return (
    <span className="block wrap-anywhere whitespace-normal">
      <span className="block">{r.pickupLocation ?? 'Départ non précisé'}</span>
      <span className="text-muted-foreground block text-xs">
        → {r.dropoffLocation ?? 'Destination non précisée'}
      </span>
      {facts.length > 0 && <span className="text-muted-foreground block text-xs">{facts.join(' · ')}</span>}
    </span>
  );
}

export function ReservationsBoard({
  initial,
  total,
  filters,
  pageSize,
  actions,
  mailConfigured,
}: {
  initial: ReservationRow[];
  /** Matches of the filters, every page together. */
  total: number;
  filters: ReservationFilters;
  pageSize: number;
  actions: ReservationActions;
  /** SMTP is configured: the confirmations then say the customer is e-mailed now, else that the e-mail waits. */
  mailConfigured: boolean;
}) {
  const [rows, setRows] = useState(initial);
  // A router.refresh() (after 'Anonymiser ce client') brings the server's page again: show it, or
  // the list kept the customer's name and message after they were erased.
  const [fromServer, setFromServer] = useState(initial);
  if (initial !== fromServer) {
    setFromServer(initial);
    setRows(initial);
  }
  const [query, setQuery] = useState(filters.q ?? '');
  const deferredQuery = useDeferredValue(query);
  // The rows with a status change or a deletion on its way: each its own (a second row's change, queued by Next behind
  // the first, stays locked until its own answer).
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(() => new Set());
  const markBusy = (id: string, busy: boolean) =>
    setBusyIds((current) => {
      const next = new Set(current);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });
  const [details, setDetails] = useState<ReservationDetailsRecord | null>(null);
  const [loadingDetailsId, setLoadingDetailsId] = useState<string | null>(null);
  const [pendingDelete, setPendingDelete] = useState<ReservationRow | null>(null);
  const [pendingStatus, setPendingStatus] = useState<{
    reservation: ReservationRow;
    status: Exclude<PaymentStatus, 'pending'>;
  } | null>(null);
  // A status browsed with the arrow keys on a closed select (Chrome and Firefox on Windows and Linux change the value
  // at each press, where a click or a phone's picker chooses): shown, confirmed on Enter or when the focus leaves,
  // so « Annulée » can be reached without a confirmation opening for each status on the way.
  const [browsed, setBrowsed] = useState<{ id: string; status: PaymentStatus } | null>(null);
  const keyPressed = useRef(false);
  // false during the server render and the first client render, then true in a background re-render.
  const renderAll = useDeferredValue(true, false);

  const index = useMemo(() => rows.map((r) => ({ r, text: searchText(r) })), [rows]);
  const visible = useMemo(() => {
    // The server's words (lib/admin/reservation-query.ts): a pasted '+33 6…' finds the '06…' typed by the customer.
    const terms = searchWords(deferredQuery);
    if (terms.length === 0) return rows;
    return index.filter(({ text }) => terms.every((t) => text.includes(t))).map(({ r }) => r);
  }, [index, rows, deferredQuery]);
  const shown = renderAll ? visible : visible.slice(0, FIRST_PAINT_ROWS);
  const page = filters.page ?? 1;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const filtered = Boolean(filters.q || filters.statut || filters.type || filters.du || filters.au);
  const empty = emptyListNotes({ filters, total, pageSize, rowsOnPage: rows.length });

  async function openDetails(reservation: ReservationRow) {
    setLoadingDetailsId(reservation.id);
    const result = await runAction(() => actions.details({ id: reservation.id }));
    setLoadingDetailsId(null);
    if (!result) return;
    if (result.ok) {
      setDetails(result.data);
      return;
    }
    toast({
      title: RESERVATION_MESSAGES.loadFailed.title,
      description: result.error,
      variant: 'destructive',
    });
  }

  async function changeStatus(reservation: ReservationRow, status: PaymentStatus) {
    markBusy(reservation.id, true);
    const expected = { status: reservation.paymentStatus, paidOnline: reservation.paidOnline };
    const result = await runAction(() => actions.updateStatus({ id: reservation.id, status, expected }));
    markBusy(reservation.id, false);
    if (!result) return;
    if (result.ok) {
      setRows((current) =>
        current.map((r) =>
          r.id === reservation.id
            ? // Terminée (or Confirmée once paid online) issues the invoice: a later cancellation from this page
              // says it is credited.
              {
                ...r,
                paymentStatus: result.data.status,
                paidOnline: result.data.paidOnline,
                invoiced: invoicedOrDue({
                  ...r,
                  paymentStatus: result.data.status,
                  paidOnline: result.data.paidOnline,
                }),
                creditNote: result.data.creditNote,
              }
            : r,
        ),
      );
      toast({ title: RESERVATION_MESSAGES.statusUpdated, variant: 'success' });
      return;
    }
    // The server's reason for this booking (it stays cancelled, it changed meanwhile) as the title, not a bare failure.
    toast({ ...statusFailureToast(result.error), variant: 'destructive' });
  }

  /** Confirmée, Annulée and Terminée are asked first (see the select); En attente is set at once. */
  function chooseStatus(reservation: ReservationRow, status: PaymentStatus) {
    setBrowsed(null);
    if (status === reservation.paymentStatus) return;
    if (status === 'pending') void changeStatus(reservation, status);
    else setPendingStatus({ reservation, status });
  }

  async function confirmDelete() {
    const reservation = pendingDelete;
    if (!reservation) return;
    setPendingDelete(null);
    markBusy(reservation.id, true);
    const result = await runAction(() => actions.remove({ id: reservation.id }));
    markBusy(reservation.id, false);
    if (!result) return;
    if (result.ok) {
      setRows((current) => current.filter((r) => r.id !== reservation.id));
      toast({ title: RESERVATION_MESSAGES.deleted, variant: 'success' });
      // Its row is gone, and the keyboard focus with it: back to the search, at the list's top.
      document.getElementById('reservation-search')?.focus();
      return;
    }
    toast({
      title: RESERVATION_MESSAGES.deleteFailed,
      description: result.error,
      variant: 'destructive',
    });
  }

  return (
    <section aria-labelledby="reservations-title" className="bg-card rounded-xl border shadow-sm">
      <div className="flex flex-col gap-3 border-b p-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="reservations-title" className="text-lg font-semibold">
            Réservations
          </h2>
          <p className="text-muted-foreground text-sm" aria-live="polite" data-testid="reservations-count">
            {visible.length === rows.length
              ? `${total} réservation${total > 1 ? 's' : ''}${filtered ? ' correspondant aux filtres' : ''}, les plus récentes en premier`
              : `${visible.length} sur ${rows.length} réservations de cette page`}
            {pages > 1 ? ` · page ${page} sur ${pages}` : ''}
          </p>
        </div>
      </div>
      <Filters filters={filters} query={query} onQuery={setQuery} />

      {visible.length === 0 ? (
        <div className="flex flex-col items-center gap-2 p-6 text-center text-sm">
          {/* Why the list is empty when the filters themselves are the cause: a period upside down, a page past the last. */}
          {empty.periodReversed ? (
            <p role="alert" className="text-destructive font-medium">
              {RESERVATION_MESSAGES.periodReversed}
            </p>
          ) : null}
          {empty.pastLastPage !== null ? (
            <p role="alert" className="font-medium">
              {RESERVATION_MESSAGES.pastLastPage(empty.pastLastPage)}{' '}
              <Link
                href={reservationFiltersHref({ ...filters, page: 1 })}
                className="underline underline-offset-4"
              >
                {RESERVATION_MESSAGES.firstPage}
              </Link>
            </p>
          ) : null}
          {/* Not under « Cette page n’existe pas »: the list has bookings, the count above says how many. */}
          {empty.note ? (
            <p className="text-muted-foreground">
              {empty.note === 'none'
                ? 'Aucune réservation pour le moment.'
                : 'Aucune réservation ne correspond à la recherche.'}
            </p>
          ) : null}
        </div>
      ) : (
        <Table className="max-sm:block">
          <TableHeader className="max-sm:hidden">
            <TableRow>
              <TableHead>Réservation</TableHead>
              <TableHead className="hidden md:table-cell">Client</TableHead>
              <TableHead className="hidden lg:table-cell">Demande</TableHead>
              <TableHead className="hidden md:table-cell">Prise en charge</TableHead>
              <TableHead className="hidden sm:table-cell">Prix</TableHead>
              <TableHead>Statut</TableHead>
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody className="max-sm:block">
            {shown.map((r) => (
              // On a phone each row is a card: reference and type, name, route or message, time, price, status.
              <TableRow
                key={r.id}
                data-testid="reservation-row"
                // minmax(0, 1fr), and wrap-anywhere on what the customer typed: a name or an address written as one
                // long word wraps, whole, instead of widening the table past the screen (its status and buttons
                // out of reach on every row).
                className="max-sm:grid max-sm:grid-cols-[minmax(0,1fr)_auto] max-sm:gap-x-3 max-sm:gap-y-2 max-sm:p-4 max-sm:[&>td]:p-0"
              >
                <TableCell className="align-top max-sm:col-span-2">
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold" data-testid="reservation-ref">
                      {r.bookingRef}
                    </span>
                    <span
                      data-testid="reservation-type"
                      className="bg-primary/10 text-primary rounded-full px-2 py-0.5 text-xs font-semibold"
                    >
                      {CHANNEL_TYPE_LABELS[r.channel]}
                    </span>
                  </span>
                  <span className="text-muted-foreground block text-xs">
                    Créée le {formatParisDateTimeCompact(r.createdAt)}
                  </span>
                  <span className="block wrap-anywhere md:hidden">{r.fullName}</span>
                  {isTrip(r) && (
                    <span className="block text-xs font-medium md:hidden">
                      {r.pickupTime
                        ? `Prise en charge ${formatParisDateTimeCompact(r.pickupTime)}`
                        : 'Date à préciser'}
                    </span>
                  )}
                </TableCell>
                <TableCell className="hidden align-top wrap-anywhere md:table-cell">
                  {/* At most 15rem: a name typed as one long word wraps there, and leaves the request its room. */}
                  <div className="max-w-60">
                    <span className="block font-medium">{r.fullName}</span>
                    <span className="text-muted-foreground block text-xs break-all">{r.email}</span>
                    {r.phone && <span className="text-muted-foreground block text-xs">{r.phone}</span>}
                  </div>
                </TableCell>
                <TableCell className="max-w-72 align-top whitespace-normal max-sm:col-span-2 max-sm:block max-sm:max-w-none sm:hidden lg:table-cell">
                  <RequestSummary r={r} />
                </TableCell>
                <TableCell className="hidden align-top md:table-cell">
                  {isTrip(r) ? (
                    formatParisDateTimeCompact(r.pickupTime)
                  ) : (
                    <span className="text-muted-foreground">Sans objet</span>
                  )}
                </TableCell>
                <TableCell className="align-top font-semibold tabular-nums max-sm:self-center">
                  {isTrip(r) ? (
                    formatEurosOrDash(r.priceCents)
                  ) : (
                    <span className="text-muted-foreground font-normal">Sur devis</span>
                  )}
                </TableCell>
                <TableCell className={cn('align-top', staysCancelled(r) && 'max-sm:col-span-2')}>
                  <select
                    aria-label={`Statut de la réservation ${r.bookingRef}`}
                    value={browsed?.id === r.id ? browsed.status : r.paymentStatus}
                    // aria-disabled, not disabled: a disabled control drops the keyboard focus to the page's top.
                    aria-disabled={busyIds.has(r.id) || staysCancelled(r)}
                    aria-describedby={staysCancelled(r) ? `credited-${r.id}` : undefined}
                    onKeyDown={(event) => {
                      // The change a key makes on the closed select comes during this keydown (its default action).
                      keyPressed.current = true;
                      setTimeout(() => {
                        keyPressed.current = false;
                      }, 0);
                      if (browsed?.id !== r.id) return;
                      if (event.key === 'Enter') {
                        event.preventDefault();
                        chooseStatus(r, browsed.status);
                      } else if (event.key === 'Escape') setBrowsed(null);
                    }}
                    onBlur={() => browsed?.id === r.id && chooseStatus(r, browsed.status)}
                    onChange={(event) => {
                      if (busyIds.has(r.id) || staysCancelled(r)) return;
                      const status = event.target.value as PaymentStatus;
                      if (keyPressed.current) {
                        setBrowsed({ id: r.id, status });
                        return;
                      }
                      // Confirmée and Annulée e-mail the customer, Terminée issues the invoice: asked first (the
                      // select keeps the current status until then). A message is asked too: the window says that
                      // nothing is sent or issued.
                      chooseStatus(r, status);
                    }}
                    className={cn(
                      'focus-visible:ring-ring h-11 w-full min-w-28 rounded-md border px-2 text-base outline-none focus-visible:ring-2 aria-disabled:opacity-60 sm:h-10',
                      STATUS_TONE[r.paymentStatus],
                    )}
                  >
                    {/* An unknown status, or a message confirmed before messages could not be: shown, not offered. */}
                    {!statusOptionsFor(r.channel).includes(r.paymentStatus) && (
                      <option value={r.paymentStatus} disabled>
                        {statusLabelFor(r.paymentStatus, r.channel)}
                      </option>
                    )}
                    {/* A contact or business message is never « Confirmée »; its « Terminée » reads « Traitée ». */}
                    {statusOptionsFor(r.channel).map((status) => (
                      <option
                        key={status}
                        value={status}
                        disabled={staysCancelled(r) && status !== 'cancelled'}
                      >
                        {statusLabelFor(status, r.channel)}
                      </option>
                    ))}
                  </select>
                  {staysCancelled(r) && (
                    // Said before any attempt (the server refuses it too): no other status is offered, and why.
                    <p id={`credited-${r.id}`} className="text-muted-foreground mt-1 text-xs sm:w-48">
                      {RESERVATION_MESSAGES.creditedStaysCancelled(r.creditNote)}
                    </p>
                  )}
                </TableCell>
                <TableCell className="align-top max-sm:col-span-2">
                  <div className="flex items-end justify-end gap-1">
                    <Button
                      variant="outline"
                      size="icon"
                      aria-label={`Détails de la réservation ${r.bookingRef}`}
                      aria-disabled={loadingDetailsId === r.id}
                      onClick={() => loadingDetailsId !== r.id && openDetails(r)}
                    >
                      <Eye aria-hidden="true" />
                    </Button>
                    <Button
                      variant="outline"
                      size="icon"
                      aria-label={`Supprimer la réservation ${r.bookingRef}`}
                      // While a deletion or a status change is on its way: said busy, not pressed again.
                      aria-disabled={busyIds.has(r.id) || undefined}
                      aria-busy={busyIds.has(r.id) || undefined}
                      onClick={() => !busyIds.has(r.id) && setPendingDelete(r)}
                      className="text-destructive hover:text-destructive"
                    >
                      {busyIds.has(r.id) ? (
                        <LoaderCircle aria-hidden="true" className="animate-spin" />
                      ) : (
                        <Trash2 aria-hidden="true" />
                      )}
                    </Button>
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}

      {pages > 1 && (
        <nav
          aria-label="Pages des réservations"
          className="flex items-center justify-between gap-3 border-t p-4"
        >
          {page > 1 ? (
            <Link
              href={reservationFiltersHref({ ...filters, page: page - 1 })}
              className={buttonVariants({ variant: 'outline' })}
            >
              Page précédente
            </Link>
          ) : (
            <span />
          )}
          <span className="text-muted-foreground text-sm">
            Page {page} sur {pages}
          </span>
          {page < pages ? (
            <Link
              href={reservationFiltersHref({ ...filters, page: page + 1 })}
              className={buttonVariants({ variant: 'outline' })}
            >
              Page suivante
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}

      <ReservationDetails reservation={details} onOpenChange={(open) => !open && setDetails(null)} />

      <AlertDialog open={pendingStatus !== null} onOpenChange={(open) => !open && setPendingStatus(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>
              {pendingStatus &&
                RESERVATION_MESSAGES.statusConfirm.title(
                  pendingStatus.reservation.bookingRef,
                  statusLabelFor(pendingStatus.status, pendingStatus.reservation.channel),
                )}
            </AlertDialogTitle>
            {/* What the change does, then what is left to the operator (a refund, an early invoice). */}
            {/* All of it in the description the window is described by: a screen reader hears the warnings too. */}
            <AlertDialogDescription asChild>
              <div className="flex flex-col gap-3">
                {pendingStatus &&
                  statusConfirmNotes(
                    pendingStatus.reservation,
                    pendingStatus.status,
                    new Date(),
                    mailConfigured,
                  ).map((note, i) => (
                    <p
                      key={note}
                      className={
                        i === 0
                          ? undefined
                          : 'rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900'
                      }
                    >
                      {note}
                    </p>
                  ))}
              </div>
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{RESERVATION_MESSAGES.statusConfirm.cancel}</AlertDialogCancel>
            <AlertDialogAction
              onClick={() => {
                if (!pendingStatus) return;
                setPendingStatus(null);
                void changeStatus(pendingStatus.reservation, pendingStatus.status);
              }}
            >
              {RESERVATION_MESSAGES.statusConfirm.confirm}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>

      <AlertDialog open={pendingDelete !== null} onOpenChange={(open) => !open && setPendingDelete(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Supprimer la réservation {pendingDelete?.bookingRef} ?</AlertDialogTitle>
            <AlertDialogDescription className="wrap-anywhere">
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
