// What the admin reservation list says when a page shows no row, and how it reports a refused status change
// (components/admin/reservations-board.tsx). Pure, unit-tested without a browser.
import { ACTION_MESSAGES, RESERVATION_MESSAGES } from '@/lib/auth/messages';
import type { ReservationFilters } from './reservation-query';

export interface EmptyListNotes {
  /** The period's start is after its end: said as an alert. */
  periodReversed: boolean;
  /** The page asked for is past the last: how many pages there are (said as an alert, with a link to the first). */
  pastLastPage: number | null;
  /**
   * The plain line under the alerts: no reservation at all, none matching, or nothing more (a page past the last: the
   * list has bookings, so « Aucune réservation pour le moment. » would contradict the count above it).
   */
  note: 'none' | 'noMatch' | null;
}

/** Why a page of the list shows no row (docs/product.md#admin: a list emptied by its own filters says why). */
export function emptyListNotes({
  filters,
  total,
  pageSize,
  rowsOnPage,
}: {
  filters: ReservationFilters;
  /** Matches of the filters, every page together. */
  total: number;
  pageSize: number;
  /** The rows this page holds (before the live search narrows them). */
  rowsOnPage: number;
}): EmptyListNotes {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const page = filters.page ?? 1;
  const filtered = Boolean(filters.q || filters.statut || filters.type || filters.du || filters.au);
  const pastLastPage = total > 0 && page > pages ? pages : null;
  return {
    periodReversed: Boolean(filters.du && filters.au && filters.du > filters.au),
    pastLastPage,
    note: pastLastPage !== null ? null : rowsOnPage === 0 && !filtered ? 'none' : 'noMatch',
  };
}

/** Failures that say nothing of the booking itself: the toast keeps its general title, the cause under it. */
const GENERAL_FAILURES: readonly string[] = [
  ACTION_MESSAGES.invalid,
  ACTION_MESSAGES.unavailable,
  ACTION_MESSAGES.unexpected,
];

/**
 * The toast of a refused status change: a reason the server gives for this booking (it stays cancelled, it changed
 * meanwhile, it no longer exists) is the toast's title, rather than « La mise à jour du statut a échoué. »; any
 * other failure keeps that title with its cause.
 */
export function statusFailureToast(error: string | undefined): { title: string; description?: string } {
  if (!error || GENERAL_FAILURES.includes(error))
    return { title: RESERVATION_MESSAGES.statusFailed, description: error };
  return { title: error };
}
