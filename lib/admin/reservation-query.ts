// The admin reservation list's filters, read from the URL (status, type, pickup date range, search, page) and turned
// into a store query. Pure: the same rules for the SQL and the Supabase store, unit-tested without a database.
import { DateTime } from 'luxon';
import * as z from 'zod/mini';
import { internationalDigits } from '@/lib/documents/format';
import { DATE_PATTERN } from '@/lib/booking/dates';
import { type ReservationListQuery } from '@/lib/db/types';
import { CHANNELS, PAYMENT_STATUSES } from '@/lib/domain/reservations';
import { fold } from './format';

export const RESERVATIONS_PAGE_SIZE = 50;
const ZONE = 'Europe/Paris';

/**
 * A phone number as the operator pastes it — '+33 6 12 34 56 78' from WhatsApp, '0033…', '06.12.34.56.78' — as the one
 * word the search text always holds: French numbers in their national digits (0612345678), others as their digits.
 * Null when the search is not a phone number.
 */
function phoneSearch(search: string): string | null {
  const typed = search.trim().replace(/\(0\)/g, ''); // '+33 (0)6 …'
  if (!/^\+?[\d\s.()-]+$/.test(typed)) return null;
  const digits = internationalDigits(typed);
  if (digits === null) return /^\d{9,}$/.test(typed) ? typed : null;
  return digits.startsWith('33') ? `0${digits.slice(2)}` : digits;
}

/**
 * The search as words (at most 6, 60 characters each), folded as the list's live filter folds (lower case, no accents:
 * the stores match them against `search_text`), without characters that mean something to a filter syntax.
 */
export function searchWords(search: string | null | undefined): string[] {
  const phone = phoneSearch(search ?? '');
  if (phone) return [phone];
  return fold(search ?? '')
    .replace(/[,()"'\\%*_]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 6)
    .map((w) => w.slice(0, 60));
}

// zod/mini: the reservations board (a client component) builds its links with this module.
const day = z.string().check(
  z.regex(DATE_PATTERN),
  z.refine((v) => DateTime.fromISO(v, { zone: ZONE }).isValid),
);
const optional = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);

const filtersSchema = z.object({
  statut: optional(z.enum(PAYMENT_STATUSES)),
  type: optional(z.enum(CHANNELS)),
  du: optional(day),
  au: optional(day),
  q: optional(z.string().check(z.trim(), z.maxLength(200))),
  page: optional(z.coerce.number().check(z.refine(Number.isInteger), z.gte(1), z.lte(100_000))),
});

/** The filters as the URL holds them (invalid values are dropped, never an error). */
export type ReservationFilters = z.infer<typeof filtersSchema>;

type Params = Record<string, string | string[] | undefined>;

export function parseReservationFilters(params: Params): ReservationFilters {
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) || undefined;
  return filtersSchema.parse(Object.fromEntries(Object.entries(params).map(([k, v]) => [k, first(v)])));
}

/** The store query: pickup dates are whole days in Paris ('du' from 00:00, 'au' up to the next midnight). */
export function reservationQuery(
  f: ReservationFilters,
  pageSize = RESERVATIONS_PAGE_SIZE,
): ReservationListQuery {
  const start = (d: string) => DateTime.fromISO(d, { zone: ZONE }).startOf('day');
  return {
    status: f.statut ?? null,
    channel: f.type ?? null,
    pickupFrom: f.du ? start(f.du).toUTC().toISO() : null,
    pickupTo: f.au ? start(f.au).plus({ days: 1 }).toUTC().toISO() : null,
    search: f.q || null,
    limit: pageSize,
    offset: ((f.page ?? 1) - 1) * pageSize,
  };
}

/** The list's URL for these filters (empty ones left out), e.g. for the page links. */
export function reservationFiltersHref(f: ReservationFilters, base = '/admin/dashboard'): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(f)) {
    if (value !== undefined && value !== '' && !(key === 'page' && value === 1))
      params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${base}?${text}` : base;
}
