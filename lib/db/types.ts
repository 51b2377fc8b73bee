// App-facing shapes of what the database stores. Pages and actions see these, never column names.
// Money is integer cents; timestamps are ISO-8601 strings (UTC).
import type { PriceSettings, VehicleType } from '@/lib/pricing/settings';

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
  createdAt: string;
  updatedAt: string;
}

export type LocalPackageInput = Omit<LocalPackage, 'id' | 'createdAt' | 'updatedAt'>;

export interface BlogPostSummary {
  id: string;
  title: string;
  slug: string;
  metaDescription: string | null;
  imageUrl: string | null;
  externalUrl: string | null;
  createdAt: string;
}

export interface BlogPost extends BlogPostSummary {
  content: string;
  isPublished: boolean;
  updatedAt: string;
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

export const PAYMENT_STATUSES = ['pending', 'paid', 'completed', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const CHANNELS = ['wizard', 'package', 'airport', 'business', 'contact'] as const;
export type Channel = (typeof CHANNELS)[number];

export type TripType = 'oneWay' | 'roundTrip';
export type PaymentMethod = 'on_board' | 'online';
export type CheckoutState = 'open' | 'paid' | 'expired' | 'failed';

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
  createdAt: string;
  updatedAt: string;
}

export type ReservationInput = Omit<
  Reservation,
  'id' | 'createdAt' | 'updatedAt' | 'paymentStatus' | 'checkoutState' | 'stripeSessionId' | 'paidAt'
> & { paymentStatus?: PaymentStatus };

/** Result of an idempotent create: `created` is false when the same requestId was already stored. */
export interface CreateReservationResult {
  reservation: Reservation;
  created: boolean;
}

/** Result of the pending → paid transition: `transitioned` is true for exactly one caller. */
export interface MarkPaidResult {
  reservation: Reservation | null;
  transitioned: boolean;
}

/** An issued invoice (table invoices): immutable; `snapshot` is everything it prints (lib/documents/invoice.ts). */
export interface Invoice {
  id: string;
  /** null once the reservation was deleted: the invoice itself is kept 10 years. */
  reservationId: string | null;
  /** 'F-2026-0001' */
  number: string;
  year: number;
  sequence: number;
  issuedAt: string;
  snapshot: unknown;
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
  createPackage(input: LocalPackageInput): Promise<LocalPackage>;
  updatePackage(id: string, input: LocalPackageInput): Promise<LocalPackage>; // NotFoundError
  deletePackage(id: string): Promise<void>; // NotFoundError

  // blog_posts
  listPublishedPosts(): Promise<BlogPostSummary[]>; // created_at desc
  getPublishedPostBySlug(slug: string): Promise<BlogPost | null>;
  listAllPosts(): Promise<BlogPost[]>; // created_at desc
  getPost(id: string): Promise<BlogPost | null>;
  createPost(input: BlogPostInput): Promise<BlogPost>; // ConflictError on slug
  updatePost(id: string, input: BlogPostInput): Promise<BlogPost>; // NotFoundError, ConflictError
  deletePost(id: string): Promise<void>; // NotFoundError

  // reservations
  listReservations(): Promise<Reservation[]>; // created_at desc
  getReservation(id: string): Promise<Reservation | null>;
  getReservationByBookingRef(bookingRef: string): Promise<Reservation | null>;
  getReservationByStripeSession(sessionId: string): Promise<Reservation | null>;
  /** Idempotent on requestId; ConflictError if the booking_ref collides (caller retries with a new one). */
  createReservation(input: ReservationInput): Promise<CreateReservationResult>;
  updatePaymentStatus(id: string, status: PaymentStatus): Promise<Reservation>; // NotFoundError
  deleteReservation(id: string): Promise<void>; // NotFoundError
  attachStripeSession(id: string, sessionId: string): Promise<Reservation>; // checkout_state 'open', method online
  /** Atomic pending → paid (checkout_state 'paid', paid_at now). Safe under concurrent callers. */
  markPaid(id: string): Promise<MarkPaidResult>;
  /** Marks an unpaid checkout as expired or failed; never touches a paid reservation. */
  markCheckoutState(id: string, state: 'expired' | 'failed'): Promise<Reservation | null>;

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
  recordThrottleHit(bucket: string, ip: string, at: Date): Promise<void>;
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

  close(): Promise<void>;
}
