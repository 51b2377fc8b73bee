// App-facing shapes of what the database stores. Pages and actions see these, never column names.
// Money is integer cents; timestamps are ISO-8601 strings (UTC).
import type { FixedRouteKey, PriceSettings } from '@/lib/pricing/settings';
import type {
  Channel,
  CheckoutState,
  PaymentMethod,
  PaymentStatus,
  ReservationLocale,
} from '@/lib/domain/reservations';
import type { TripType } from '@/lib/domain/trips';
import type { VehicleType } from '@/lib/domain/vehicles';

export const DEPARTMENTS = [
  'Dourdan-Aéroport',
  'Essonne (91)',
  'Yvelines (78)',
  'Chartres et environs',
] as const;
export type Department = (typeof DEPARTMENTS)[number];

export interface TripPrices {
  oneWayCents: number | null;
  roundTripCents: number | null;
}

export interface LocalPackage {
  id: string;
  department: Department;
  startLocation: string;
  endLocation: string;
  prices: Record<VehicleType, TripPrices>;
  isActive: boolean;
  /**
   * The fixed route this row shows (Dourdan → Orly / CDG): its prices are the settings' fixed fares
   * (lib/packages/fixed-route-prices.ts), not its own columns. Set by migration and seed, and by the admin when it adds
   * the row of a route that has none (lib/packages/fixed-route-link.ts); never changed afterwards.
   */
  fixedRoute: LinkedFixedRoute | null;
  createdAt: string;
  updatedAt: string;
}

/** The fixed routes a local package row can show (supabase/migrations/20261127000400_local_package_fixed_route.sql). */
export const LINKED_FIXED_ROUTES = ['dourdanOrly', 'dourdanCdg'] as const satisfies readonly FixedRouteKey[];
export type LinkedFixedRoute = (typeof LINKED_FIXED_ROUTES)[number];

export type LocalPackageInput = Omit<LocalPackage, 'id' | 'fixedRoute' | 'createdAt' | 'updatedAt'>;

export interface BlogPostSummary {
  id: string;
  title: string;
  slug: string;
  metaDescription: string | null;
  imageUrl: string | null;
  externalUrl: string | null;
  createdAt: string;
  /**
   * Set the first time the post is published, then kept (edits, unpublish and republish): the date the blog shows and
   * orders by, datePublished. Null for a post never published. Set by the database (migration 20261128000200).
   */
  publishedAt: string | null;
  /** Last edit: dateModified, the sitemap's lastmod. */
  updatedAt: string;
}

export interface BlogPost extends BlogPostSummary {
  content: string;
  isPublished: boolean;
}

export interface BlogPostInput {
  title: string;
  slug: string;
  metaDescription: string | null;
  imageUrl: string | null;
  externalUrl: string | null;
  content: string;
  isPublished: boolean;
}

export interface Reservation {
  id: string;
  bookingRef: string;
  requestId: string | null;
  channel: Channel;
  fullName: string;
  email: string;
  phone: string | null;
  companyName: string | null;
  message: string | null;
  pickupLocation: string | null;
  dropoffLocation: string | null;
  pickupTime: string | null;
  flightTrainNumber: string | null;
  vehicleType: VehicleType | null;
  passengers: number | null;
  holdBags: number | null;
  booster: number;
  tripType: TripType | null;
  returnPickupTime: string | null;
  returnFlightTrainNumber: string | null;
  priceCents: number | null;
  /** Snapshot of the priced request as the server computed it (free-form JSON). */
  quote: unknown;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
  checkoutState: CheckoutState | null;
  stripeSessionId: string | null;
  paidAt: string | null;
  /** 'fr' unless the booking was made on the English site. */
  locale: ReservationLocale;
  createdAt: string;
  updatedAt: string;
  /** When the customer's personal data was erased (on request or at the end of its retention); null until then. */
  anonymisedAt: string | null;
}

/** The admin list's filters and page (lib/admin/reservation-query.ts reads them from the URL). */
export interface ReservationListQuery {
  status?: PaymentStatus | null;
  channel?: Channel | null;
  /** Pickup time bounds as ISO instants: from inclusive, to exclusive. */
  pickupFrom?: string | null;
  pickupTo?: string | null;
  /** Words that must each appear in the reference, name, e-mail, phone or an address (case-insensitive). */
  search?: string | null;
  limit: number;
  offset: number;
}

export interface ReservationPage {
  rows: Reservation[];
  /** Every reservation matching the filters, all pages together. */
  total: number;
}

export type ReservationInput = Omit<
  Reservation,
  | 'id'
  | 'createdAt'
  | 'updatedAt'
  | 'paymentStatus'
  | 'checkoutState'
  | 'stripeSessionId'
  | 'paidAt'
  | 'locale'
  | 'anonymisedAt'
> & { paymentStatus?: PaymentStatus; locale?: ReservationLocale };

/** One admin login attempt asking to check its password (DataStore.claimLoginAttempt). */
export interface LoginClaim {
  ip: string;
  /** The id of a valid device cookie, null without one: the failures are then counted per address. */
  device: string | null;
  at: Date;
  /** The start of the window the failures are counted in. */
  since: Date;
  max: number;
}

/** Result of an idempotent create: `created` is false when the same requestId was already stored. */
export interface CreateReservationResult {
  reservation: Reservation;
  created: boolean;
}

/**
 * What one run of the retention purge did (public.purge_expired_data: supabase/migrations/20261123000300_retention.sql,
 * 20261129000200_document_retention.sql).
 */
export interface PurgeResult {
  /** Reservations past their promised retention, anonymised (amounts, dates and status kept). */
  anonymised: number;
  throttleDeleted: number;
  loginsDeleted: number;
  /**
   * Invoices and credit notes 10 years past the close of their financial year whose customer was anonymised (number,
   * dates and amounts kept).
   */
  documentsAnonymised: number;
}

/** Result of the pending → paid transition: `transitioned` is true for exactly one caller. */
export interface MarkPaidResult {
  reservation: Reservation | null;
  transitioned: boolean;
}

// ── notifications (transactional outbox, lib/notifications) ──────────────────────────────────────────────────────

export const NOTIFICATION_KINDS = [
  'operator_new_request',
  'operator_payment_received',
  'customer_request_received',
  'customer_confirmed',
  'customer_cancelled',
  'customer_payment_received',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * 'skipped': never sent, because when its turn came the message no longer told the truth about its booking (a
 * « Réservation confirmée » of a booking set back to pending…: lib/notifications/resend.ts); last_error says why.
 */
export const NOTIFICATION_STATUSES = ['pending', 'sending', 'sent', 'failed', 'skipped'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

export interface NotificationAttachment {
  filename: string;
  contentType: string;
  /** UTF-8 text (an .ics calendar file). */
  content: string;
}

/** A rendered message, written in the same transaction as the event that causes it. */
export interface NotificationDraft {
  kind: NotificationKind;
  recipient: string;
  subject: string;
  html: string;
  text: string;
  attachments: NotificationAttachment[];
  /**
   * The Reply-To a reply should go to when the message's kind does not tell it: the customer's address on the
   * operator's messages about their request. Customer messages reply to OPERATOR_EMAIL (lib/notifications/mailer.ts).
   */
  replyTo?: string | null;
}

export interface Notification extends NotificationDraft {
  id: string;
  replyTo: string | null;
  reservationId: string | null;
  status: NotificationStatus;
  attempts: number;
  nextAttemptAt: string;
  lockedUntil: string | null;
  /** Set by claimNotifications; finishNotification must present it (a stale deliverer changes nothing). */
  claimToken: string | null;
  lastError: string | null;
  sentAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** What a deliverer reports for a claimed row. */
export type NotificationOutcome =
  | { status: 'sent' }
  /** Try again at `nextAttemptAt` (status back to pending). */
  | { status: 'retry'; error: string; nextAttemptAt: Date }
  /** Attempts exhausted: stays failed until the admin re-queues it. */
  | { status: 'failed'; error: string }
  /** Not sent: out of date when its turn came (`reason`, in French, is kept as its last error). */
  | { status: 'skipped'; reason: string };

/** Options of updatePaymentStatus: the messages rendered for the transition from `expectedStatus`. */
export interface StatusChangeNotifications {
  /** The status the messages were rendered for; the update applies only if the row still has it (else ConflictError). */
  expectedStatus: PaymentStatus;
  /**
   * Whether the messages were rendered for a booking paid online (checkout_state 'paid'): a payment recorded meanwhile
   * keeps a confirmed booking's status but changes what the messages must say, so it is a ConflictError too.
   */
  expectedPaidOnline: boolean;
  notifications: NotificationDraft[];
  /**
   * The text of the credit note cancelling the booking's invoice, when the change cancels a booking that has one:
   * issued in the same transaction (lib/documents/credit-note.ts). Ignored for any other change.
   */
  creditNote?: Record<string, unknown> | null;
}

/** An issued invoice (table invoices): immutable; `snapshot` is everything it prints (lib/documents/invoice.ts). */
export interface Invoice {
  id: string;
  /**
   * null once the reservation was deleted: the invoice itself is kept 10 years after the close of its financial year
   * (then the purge anonymises its customer).
   */
  reservationId: string | null;
  /** 'F-2026-0001' */
  number: string;
  year: number;
  sequence: number;
  issuedAt: string;
  snapshot: unknown;
}

/**
 * An issued credit note (avoir, table credit_notes): cancels the whole invoice `invoiceId` of a cancelled booking;
 * immutable, numbered A-YYYY-NNNN, kept 10 years (lib/documents/credit-note.ts).
 */
export interface CreditNote extends Invoice {
  invoiceId: string;
}

/** Result of issueCreditNote: `created` is true for the one call that assigned the number. */
export interface IssueCreditNoteResult {
  creditNote: CreditNote;
  created: boolean;
}

/** Result of issueInvoice: `created` is true for the one call that assigned the number. */
export interface IssueInvoiceResult {
  invoice: Invoice;
  created: boolean;
}

/** Names of the hashed secrets the admin can rotate (table app_secrets). */
export type AppSecretName = 'calendar_feed';

/**
 * The whole data-access contract. One implementation per engine family:
 * SQL (PGlite and node-postgres share it) and Supabase (PostgREST). All pass one contract suite.
 */
export interface DataStore {
  readonly kind: 'pglite' | 'postgres' | 'supabase';

  // local_packages
  listActivePackages(department: Department): Promise<LocalPackage[]>; // end_location asc
  listPackagesForAdmin(department: Department): Promise<LocalPackage[]>; // created_at desc, inactive included
  getPackage(id: string): Promise<LocalPackage | null>;
  /** `id`: the one the editor drew for a new row (a save sent again finds it); ConflictError when it is taken. */
  /** `fixedRoute`: the fixed route the new row shows (lib/packages/fixed-route-link.ts); one row per route. */
  createPackage(input: LocalPackageInput, id?: string, fixedRoute?: LinkedFixedRoute): Promise<LocalPackage>;
  updatePackage(id: string, input: LocalPackageInput): Promise<LocalPackage>; // NotFoundError
  deletePackage(id: string): Promise<void>; // NotFoundError

  // blog_posts
  listPublishedPosts(): Promise<BlogPostSummary[]>; // published_at desc
  getPublishedPostBySlug(slug: string): Promise<BlogPost | null>;
  listAllPosts(): Promise<BlogPost[]>; // created_at desc
  getPost(id: string): Promise<BlogPost | null>;
  /** `id`: the one the editor drew for a new post (a retry finds it); ConflictError on slug or id. */
  createPost(input: BlogPostInput, id?: string): Promise<BlogPost>;
  updatePost(id: string, input: BlogPostInput): Promise<BlogPost>; // NotFoundError, ConflictError
  deletePost(id: string): Promise<void>; // NotFoundError

  // reservations
  listReservations(): Promise<Reservation[]>; // created_at desc
  /** One page of the admin list, filtered on the server (created_at desc), with the count of every match. */
  listReservationsPage(query: ReservationListQuery): Promise<ReservationPage>;
  getReservation(id: string): Promise<Reservation | null>;
  getReservationByBookingRef(bookingRef: string): Promise<Reservation | null>;
  getReservationByStripeSession(sessionId: string): Promise<Reservation | null>;
  /** The row a public request stored under its browser-made `requestId` (lib/requests/idempotency.ts). */
  getReservationByRequestId(requestId: string): Promise<Reservation | null>;
  /** Idempotent on requestId; ConflictError if the booking_ref collides (caller retries with a new one). */
  /** With `notifications`, they are stored in the same transaction, and only when the row is created. */
  createReservation(
    input: ReservationInput,
    notifications?: NotificationDraft[],
  ): Promise<CreateReservationResult>;
  /**
   * NotFoundError; with `change`, ConflictError when the status is no longer `change.expectedStatus` or an online
   * payment was recorded (or not) against `change.expectedPaidOnline`.
   */
  updatePaymentStatus(
    id: string,
    status: PaymentStatus,
    change?: StatusChangeNotifications,
  ): Promise<Reservation>;
  deleteReservation(id: string): Promise<void>; // NotFoundError
  /**
   * Stores a new Checkout Session on a request still waiting for a payment (pending, not paid online, not erased):
   * checkout_state 'open', payment method online. With `previous` (the session id the caller read, null for none),
   * only over that one: another call's page stored meanwhile is never replaced. ConflictError when it no longer
   * waits for one, or its session changed; NotFoundError.
   */
  attachStripeSession(id: string, sessionId: string, previous?: string | null): Promise<Reservation>;
  /**
   * Records an online payment once (checkout_state 'paid', paid_at now): a pending booking becomes 'paid', a confirmed,
   * completed or cancelled one keeps its status. Applies only while the status is `expected` (the one `notifications`
   * were written for) and the checkout not yet paid; exactly one of concurrent callers transitions.
   */
  markPaid(
    id: string,
    notifications?: NotificationDraft[],
    expected?: PaymentStatus,
  ): Promise<MarkPaidResult>;
  /**
   * Marks an unpaid checkout as expired or failed; never touches one paid online (checkout_state 'paid'). A booking the
   * operator confirmed by hand (« Confirmée », unpaid) is marked too: its page no longer takes a payment.
   */
  markCheckoutState(id: string, state: 'expired' | 'failed'): Promise<Reservation | null>;
  /**
   * The customer pays on board after all (their request sent again through WhatsApp once online payment failed):
   * payment_method 'on_board', unless an online payment was recorded (checkout_state 'paid': then nothing changes).
   * Returns the row as stored afterwards, changed or not; null when missing.
   */
  payOnBoardInstead(id: string): Promise<Reservation | null>;

  /** Reservations with an outbound or return pickup in [from, to), by that pickup time (agenda, feed, CSV). */
  listReservationsByPickup(from: Date, to: Date): Promise<Reservation[]>;

  // invoices (documents)
  /**
   * Issues the reservation's invoice once, atomically: a gapless yearly number F-YYYY-NNNN and the given snapshot.
   * A later call returns the same invoice unchanged (created false). NotFoundError when the reservation is missing.
   */
  issueInvoice(reservationId: string, snapshot: Record<string, unknown>): Promise<IssueInvoiceResult>;
  getInvoiceByReservation(reservationId: string): Promise<Invoice | null>;
  listInvoicesByReservations(reservationIds: readonly string[]): Promise<Invoice[]>;
  /** Invoices issued in [from, to), deleted bookings' included, in number order (the sales journal). */
  listInvoicesIssued(from: Date, to: Date): Promise<Invoice[]>;
  /**
   * Issues the credit note of a cancelled reservation's invoice once, atomically (gapless A-YYYY-NNNN); a later call
   * returns it unchanged. NotFoundError when the reservation is missing; refused (a database check) when it is not
   * cancelled or has no invoice. Once issued, the reservation cannot leave 'cancelled'.
   */
  issueCreditNote(reservationId: string, snapshot: Record<string, unknown>): Promise<IssueCreditNoteResult>;
  getCreditNoteByReservation(reservationId: string): Promise<CreditNote | null>;
  listCreditNotesByReservations(reservationIds: readonly string[]): Promise<CreditNote[]>;
  /** Credit notes issued in [from, to), in number order (the sales journal). */
  listCreditNotesIssued(from: Date, to: Date): Promise<CreditNote[]>;

  // app_secrets (SHA-256 hex of a rotatable secret; null when never set)
  getSecretHash(name: AppSecretName): Promise<string | null>;
  setSecretHash(name: AppSecretName, hash: string): Promise<void>;

  // price_settings (null when the row does not exist yet: callers use the defaults)
  getPriceSettings(): Promise<PriceSettings | null>;
  savePriceSettings(settings: PriceSettings): Promise<PriceSettings>;
  resetPriceSettings(): Promise<PriceSettings>; // writes DEFAULT_PRICE_SETTINGS

  // safety tables
  /** `device`: the id of a valid device cookie (lib/auth/device.ts); `refused`: answered 429 without a check. */
  recordLoginAttempt(
    ip: string,
    succeeded: boolean,
    at: Date,
    options?: { device?: string; refused?: boolean },
  ): Promise<void>;
  /** Failed (not refused) attempts since `since`, for one client `ip` and/or one `device` when given. */
  countLoginFailures(since: Date, ip?: string, device?: string): Promise<number>;
  /**
   * Counts and records in one call, atomic across instances (supabase/migrations/…_login_claim.sql): the id of an
   * attempt recorded as a failure before the password is checked, or null when the client (its `device`, else its
   * `ip`) already has `max` failures since `since` — then a refused attempt is recorded.
   */
  claimLoginAttempt(claim: LoginClaim): Promise<string | null>;
  /** The claimed attempt's password matched: it is a success, no longer a failure. */
  markLoginSucceeded(id: string): Promise<void>;
  recordThrottleHit(bucket: string, ip: string, at: Date): Promise<void>;
  // retention (one SQL function each, shared by both engines; traces in public.anonymisations)
  purgePersonalData(now: Date): Promise<PurgeResult>;
  /**
   * The reservations not yet anonymised that 'Anonymiser ce client' with this e-mail or phone would erase (the same
   * match: SQL function customer_reservations), in no particular order.
   */
  listCustomerReservations(match: { email?: string | null; phone?: string | null }): Promise<Reservation[]>;
  /** GDPR erasure of one customer by e-mail or phone across reservations; returns the number of rows anonymised. */
  anonymiseCustomer(match: { email?: string | null; phone?: string | null }, now: Date): Promise<number>;
  countThrottleHits(bucket: string, ip: string, since: Date): Promise<number>;
  /**
   * Atomic throttle: records a hit at `at` only if fewer than `limit` hits exist since `since` for (bucket, ip);
   * true when recorded. Correct under concurrent callers (SQL function take_throttle_slot).
   */
  takeThrottleSlot(bucket: string, ip: string, at: Date, since: Date, limit: number): Promise<boolean>;

  // admin sessions revoked on the server (lib/auth/session.ts)
  /** The current session version and whether this session id was logged out. */
  adminSessionStatus(sessionId: string): Promise<{ version: number; revoked: boolean }>;
  revokeAdminSession(sessionId: string, at: Date): Promise<void>;
  /** "Déconnecter toutes les sessions": bumps the version; returns the new one. */
  revokeAllAdminSessions(): Promise<number>;
  /** true when the event id is new (and now recorded); false on a replay. */
  recordStripeEvent(id: string, type: string): Promise<boolean>;

  // place_cache / place_distances: Google answers kept by place id and place pair (lib/places/resolve.ts)
  getCachedPlace(placeId: string): Promise<CachedPlace | null>;
  /** Insert or refresh (address, coordinates, fetchedAt) for the place id. */
  saveCachedPlace(place: CachedPlace): Promise<void>;
  getCachedDistance(fromRef: string, toRef: string): Promise<CachedDistance | null>;
  saveCachedDistance(distance: CachedDistance): Promise<void>;

  // notifications (outbox)
  /** Atomically claims up to `limit` due rows (status 'sending', attempts + 1, fresh claimToken, locked for lockSeconds). */
  claimNotifications(limit: number, lockSeconds: number): Promise<Notification[]>;
  /**
   * Extends a claimed row's lock by lockSeconds (from the database's clock) right before it is sent: false (and no
   * change) when the claim no longer holds — its lock ran out and another deliverer claimed it.
   */
  renewNotificationClaim(id: string, claimToken: string, lockSeconds: number): Promise<boolean>;
  /** Records a claimed row's outcome; false (and no change) when the claim token no longer matches. */
  finishNotification(id: string, claimToken: string, outcome: NotificationOutcome): Promise<boolean>;
  listNotifications(limit?: number): Promise<Notification[]>; // created_at desc
  getNotification(id: string): Promise<Notification | null>;
  /** Back to pending, due now, attempts 0 (the admin's 'Renvoyer'); NotFoundError; ConflictError while sending. */
  requeueNotification(id: string): Promise<Notification>;

  close(): Promise<void>;
}

/** A Google place resolved on the server (Place Details), cached by place id. */
export interface CachedPlace {
  placeId: string;
  address: string;
  lat: number;
  lng: number;
  /** ISO time of the Google answer; coordinates older than 30 days are fetched again. */
  fetchedAt: string;
}

/** A driving distance between two place references, cached by pair. */
export interface CachedDistance {
  fromRef: string;
  toRef: string;
  km: number;
  durationMinutes: number | null;
  fetchedAt: string;
}
