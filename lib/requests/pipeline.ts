// The one pipeline every request a visitor sends goes through (wizard booking, online checkout, package and airport
// booking, contact and business message). A kind (wizard-booking.ts, package-booking.ts, message.ts) says how to
// validate its body, what reservation it stores and what it answers; this module does everything else, in order:
//
//   origin check (403) → kind guard → body read with the size cap (400) → honeypot + per-client throttle (429)
//   → validation: zod with French messages, then the kind's own checks (422, `fields`); a request sent again (its
//     requestId already stored) is throttled apart and validated with the clock of its first arrival
//   → storage: one reservation, idempotent by requestId (409 when the id is replayed with other content)
//   → answer: 201 (200 on a replay) with the kind's hand-off body; any refusal as `{ error: { title, message,
//     fields? } }` (lib/requests/errors.ts), never a 500.
//
// Route handlers are one line: `export const POST = handle(contactRequest)`.
import 'server-only';
import { getStore } from '@/lib/db';
import { CACHE_TAGS, revalidateData } from '@/lib/db/cached';
import type { CreateReservationResult, DataStore, ReservationInput } from '@/lib/db/types';
import { readJsonBody } from './body';
import { isHoneypotFilled } from './honeypot';
import { withErrorHandling } from './errors';
import { createReservationWithRef, judgedAt, storedRequest } from './idempotency';
import { localizeError, pageLocale, requestLocale } from './localize';
import { rejectSpam } from './spam';

export interface RequestContext {
  request: Request;
  store: DataStore;
  now: Date;
  /**
   * The clock of the date rules (24 hours ahead, online hours, 12 months): `now`, or for a request sent again the
   * moment it first arrived (judgedAt). Everything else — caches, Google's daily budget, a payment page's expiry —
   * keeps `now`.
   */
  datesAt: Date;
}

/** One kind of visitor request, on the shared pipeline. */
export interface RequestKind<Input> {
  /** Throttle bucket: the per-client limit is counted per kind. */
  bucket: string;
  /** A refusal before any work (e.g. online payment switched off); throws a RequestError. */
  guard?: () => void;
  /** The body, validated (parseInput with the kind's zod schema, then its own checks); throws 422/503. */
  validate: (body: unknown, ctx: RequestContext) => Input | Promise<Input>;
  /** The reservation this request stores (its requestId makes the storage idempotent). */
  reservation: (input: Input, ctx: RequestContext) => Omit<ReservationInput, 'bookingRef'>;
  /** Expire the `reservations` cache tag after a new row (booking kinds; message kinds never did). */
  revalidates?: boolean;
  /** The answer body once stored: booking reference and hand-off (WhatsApp link, payment URL…). */
  answer: (input: Input, stored: CreateReservationResult, ctx: RequestContext) => object | Promise<object>;
}

export interface RunOptions {
  /** Tests pass their store; route handlers use the process-wide one. */
  store?: DataStore;
  now?: Date;
}

/**
 * Retries of stored requests, per client and kind: a few per 10 minutes are all a visitor whose answers get lost
 * needs, and all a client gets beside its 10 new requests.
 */
export const REPLAY_THROTTLE = { limit: 5, windowMs: 10 * 60 * 1000 };

/** Runs `kind` on `request`; refusals are thrown (RequestError), `handle` turns them into the public error shape. */
export async function runRequest<Input>(
  kind: RequestKind<Input>,
  request: Request,
  options: RunOptions = {},
): Promise<Response> {
  const now = options.now ?? new Date();
  let body: unknown;
  try {
    kind.guard?.();
    body = await readJsonBody(request);
  } catch (error) {
    // Before the body is read: the sending page's language (the Referer path; lib/requests/server-text.ts).
    throw localizeError(error, pageLocale(request));
  }
  // From here on, refusals come in the language the body asks for (`locale`, French by default; lib/requests/localize.ts).
  const locale = requestLocale(body);
  try {
    const store = options.store ?? (await getStore());
    // A request sent again (same requestId, its answer lost) is judged as when it was first stored: counted in a
    // bucket of its own (REPLAY_THROTTLE), so that new requests cannot use up its retries, and its date rules read the
    // clock of its first arrival, so that a ride booked 24 hours ahead to the minute is not refused « 24 heures à
    // l'avance » on its retry while it stands booked (docs/architecture.md, "A request sent again").
    // (A bot's filled honeypot costs no read: rejectSpam refuses it first.)
    const replayed = isHoneypotFilled(body) ? null : await storedRequest(store, body);
    await rejectSpam({
      request,
      body,
      store,
      now,
      ...(replayed ? { bucket: `${kind.bucket}:replay`, rule: REPLAY_THROTTLE } : { bucket: kind.bucket }),
    });
    const ctx: RequestContext = { request, store, now, datesAt: judgedAt(replayed, now) };
    const input = await kind.validate(body, ctx);
    const stored = await createReservationWithRef(store, kind.reservation(input, ctx));
    if (stored.created && kind.revalidates) revalidateData(CACHE_TAGS.reservations);
    const answer = await kind.answer(input, stored, ctx);
    return Response.json(answer, {
      status: stored.created ? 201 : 200,
      headers: { 'Cache-Control': 'no-store' },
    });
  } catch (error) {
    throw localizeError(error, locale);
  }
}

/** The route handler of a kind: origin check first, then the pipeline, every refusal in the public error shape. */
export function handle<Input>(kind: RequestKind<Input>): (request: Request) => Promise<Response> {
  return withErrorHandling((request: Request) => runRequest(kind, request));
}
