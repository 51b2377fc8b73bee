// Row ↔ app-type mapping, one place per table. Every adapter (PGlite, node-postgres, Supabase/PostgREST) goes through
// these functions: snake_case columns → camelCase types, numeric(10,2) euros ↔ integer cents, timestamptz → ISO.
import type { PriceSettings } from '@/lib/pricing/settings';
import { priceSettingsSchema } from '@/lib/pricing/settings-schema';
import type {
  CachedDistance,
  CachedPlace,
  BlogPost,
  BlogPostInput,
  BlogPostSummary,
  Department,
  CreditNote,
  Invoice,
  LocalPackage,
  LocalPackageInput,
  Notification,
  NotificationAttachment,
  NotificationDraft,
  NotificationKind,
  NotificationStatus,
  Reservation,
  ReservationInput,
} from './types';
import { LINKED_FIXED_ROUTES, type LinkedFixedRoute } from './types';
import type { TripType } from '@/lib/domain/trips';
import type { Channel, CheckoutState, PaymentMethod, PaymentStatus } from '@/lib/domain/reservations';
import type { VehicleType } from '@/lib/domain/vehicles';

/** Numeric columns arrive as strings (pg, PGlite) or numbers (PostgREST). */
type Numeric = string | number | null;
/** Timestamps arrive as Date (pg, PGlite) or strings (PostgREST). */
type Timestamp = Date | string;

export interface LocalPackageRow {
  id: string;
  department: string;
  start_location: string;
  end_location: string;
  berline_one_way_price: Numeric;
  berline_round_trip_price: Numeric;
  van_one_way_price: Numeric;
  van_round_trip_price: Numeric;
  is_active: boolean;
  fixed_route: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface BlogPostRow {
  id: string;
  title: string;
  slug: string;
  meta_description: string | null;
  image_url: string | null;
  external_url: string | null;
  content?: string;
  is_published?: boolean;
  created_at: Timestamp;
  published_at: Timestamp | null;
  updated_at: Timestamp;
}

export interface ReservationRow {
  id: string;
  booking_ref: string;
  request_id: string | null;
  channel: string;
  full_name: string;
  email: string;
  phone: string | null;
  company_name: string | null;
  message: string | null;
  pickup_location: string | null;
  dropoff_location: string | null;
  pickup_time: Timestamp | null;
  flight_train_number: string | null;
  vehicle_type: string | null;
  passengers: number | string | null;
  hold_bags: number | string | null;
  booster: number | string;
  trip_type: string | null;
  return_pickup_time: Timestamp | null;
  return_flight_train_number: string | null;
  price: Numeric;
  quote: unknown;
  payment_status: string;
  payment_method: string;
  checkout_state: string | null;
  stripe_session_id: string | null;
  paid_at: Timestamp | null;
  /** Absent only in rows read before the locale migration ran. */
  locale?: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Absent only in rows read before the retention migration ran. */
  anonymised_at?: Timestamp | null;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids are uuids: anything else cannot exist, so adapters answer "not found" without asking the database. */
export function isUuid(value: string): boolean {
  return UUID_RE.test(value);
}

/** A login attempt's id (a bigint, as text): anything else names no row. */
export function isAttemptId(value: string): boolean {
  return /^\d{1,18}$/.test(value);
}

export function toIso(value: Timestamp): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
function toIsoOrNull(value: Timestamp | null | undefined): string | null {
  return value === null || value === undefined ? null : toIso(value);
}

/** numeric euros → integer cents (null stays null). */
export function eurosToCents(value: Numeric): number | null {
  if (value === null || value === undefined) return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? Math.round(n * 100) : null;
}

/** integer cents → exact 2-decimal euro string for a numeric(10,2) column (no float rounding surprises). */
export function centsToEuros(cents: number | null): string | null {
  if (cents === null) return null;
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

function intOrNull(value: number | string | null): number | null {
  return value === null ? null : Number(value);
}

// ── local_packages ────────────────────────────────────────────────────────────────────────────────────────────────

export const LOCAL_PACKAGE_COLUMNS =
  'id, department, start_location, end_location, berline_one_way_price, berline_round_trip_price, van_one_way_price, van_round_trip_price, is_active, fixed_route, created_at, updated_at';

export function packageFromRow(row: LocalPackageRow): LocalPackage {
  return {
    id: row.id,
    department: row.department as Department,
    startLocation: row.start_location,
    endLocation: row.end_location,
    prices: {
      berline: {
        oneWayCents: eurosToCents(row.berline_one_way_price),
        roundTripCents: eurosToCents(row.berline_round_trip_price),
      },
      van: {
        oneWayCents: eurosToCents(row.van_one_way_price),
        roundTripCents: eurosToCents(row.van_round_trip_price),
      },
    },
    isActive: row.is_active,
    fixedRoute: (LINKED_FIXED_ROUTES as readonly (string | null)[]).includes(row.fixed_route)
      ? (row.fixed_route as LinkedFixedRoute)
      : null,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

/** Writable columns of local_packages, in a fixed order (SQL placeholders and PostgREST bodies use the same keys). */
export function packageToRow(input: LocalPackageInput) {
  return {
    department: input.department,
    start_location: input.startLocation,
    end_location: input.endLocation,
    berline_one_way_price: centsToEuros(input.prices.berline.oneWayCents),
    berline_round_trip_price: centsToEuros(input.prices.berline.roundTripCents),
    van_one_way_price: centsToEuros(input.prices.van.oneWayCents),
    van_round_trip_price: centsToEuros(input.prices.van.roundTripCents),
    is_active: input.isActive,
  };
}

/** French alphabetical order (É with E), the same on every engine whatever its collation. */
const frCollator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });
export function sortByEndLocation(list: LocalPackage[]): LocalPackage[] {
  return [...list].sort((a, b) => frCollator.compare(a.endLocation, b.endLocation));
}

// ── blog_posts ────────────────────────────────────────────────────────────────────────────────────────────────────

export const BLOG_SUMMARY_COLUMNS =
  'id, title, slug, created_at, published_at, updated_at, meta_description, image_url, external_url';
export const BLOG_POST_COLUMNS = `${BLOG_SUMMARY_COLUMNS}, content, is_published`;

export function postSummaryFromRow(row: BlogPostRow): BlogPostSummary {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    metaDescription: row.meta_description,
    imageUrl: row.image_url,
    externalUrl: row.external_url,
    createdAt: toIso(row.created_at),
    publishedAt: row.published_at ? toIso(row.published_at) : null,
    updatedAt: toIso(row.updated_at),
  };
}

export function postFromRow(row: BlogPostRow): BlogPost {
  return {
    ...postSummaryFromRow(row),
    content: row.content ?? '',
    isPublished: row.is_published ?? false,
  };
}

export function postToRow(input: BlogPostInput) {
  return {
    title: input.title,
    slug: input.slug,
    meta_description: input.metaDescription,
    image_url: input.imageUrl,
    external_url: input.externalUrl,
    content: input.content,
    is_published: input.isPublished,
  };
}

// ── reservations ──────────────────────────────────────────────────────────────────────────────────────────────────

export function reservationFromRow(row: ReservationRow): Reservation {
  return {
    id: row.id,
    bookingRef: row.booking_ref,
    requestId: row.request_id,
    channel: row.channel as Channel,
    fullName: row.full_name,
    email: row.email,
    phone: row.phone,
    companyName: row.company_name,
    message: row.message,
    pickupLocation: row.pickup_location,
    dropoffLocation: row.dropoff_location,
    pickupTime: toIsoOrNull(row.pickup_time),
    flightTrainNumber: row.flight_train_number,
    vehicleType: row.vehicle_type as VehicleType | null,
    passengers: intOrNull(row.passengers),
    holdBags: intOrNull(row.hold_bags),
    booster: Number(row.booster),
    tripType: row.trip_type as TripType | null,
    returnPickupTime: toIsoOrNull(row.return_pickup_time),
    returnFlightTrainNumber: row.return_flight_train_number,
    priceCents: eurosToCents(row.price),
    quote: row.quote ?? null,
    paymentStatus: row.payment_status as PaymentStatus,
    paymentMethod: row.payment_method as PaymentMethod,
    checkoutState: row.checkout_state as CheckoutState | null,
    stripeSessionId: row.stripe_session_id,
    paidAt: toIsoOrNull(row.paid_at),
    locale: row.locale === 'en' ? 'en' : 'fr',
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
    anonymisedAt: toIsoOrNull(row.anonymised_at ?? null),
  };
}

/** Insertable columns of reservations. `quote` stays a JS value here; SQL adapters serialise it for jsonb. */
export function reservationToRow(input: ReservationInput) {
  return {
    booking_ref: input.bookingRef,
    request_id: input.requestId,
    channel: input.channel,
    full_name: input.fullName,
    email: input.email,
    phone: input.phone,
    company_name: input.companyName,
    message: input.message,
    pickup_location: input.pickupLocation,
    dropoff_location: input.dropoffLocation,
    pickup_time: input.pickupTime,
    flight_train_number: input.flightTrainNumber,
    vehicle_type: input.vehicleType,
    passengers: input.passengers,
    hold_bags: input.holdBags,
    booster: input.booster,
    trip_type: input.tripType,
    return_pickup_time: input.returnPickupTime,
    return_flight_train_number: input.returnFlightTrainNumber,
    price: centsToEuros(input.priceCents),
    quote: input.quote ?? null,
    payment_status: input.paymentStatus ?? 'pending',
    payment_method: input.paymentMethod,
    locale: input.locale ?? 'fr',
  };
}

// ── price_settings ────────────────────────────────────────────────────────────────────────────────────────────────

/** A stored settings document that no longer validates is logged and ignored: callers fall back to the defaults. */
export function priceSettingsFromJson(value: unknown): PriceSettings | null {
  if (value === null || value === undefined) return null;
  const parsed = priceSettingsSchema.safeParse(typeof value === 'string' ? safeJsonParse(value) : value);
  if (!parsed.success) {
    console.error('[db] price_settings invalide, tarifs par défaut utilisés', parsed.error.issues);
    return null;
  }
  return parsed.data;
}

function safeJsonParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export interface PlaceRow {
  place_id: string;
  address: string;
  lat: number | string;
  lng: number | string;
  fetched_at: Date | string;
}

export interface DistanceRow {
  from_ref: string;
  to_ref: string;
  km: number | string;
  duration_minutes: number | string | null;
  fetched_at: Date | string;
}

export function placeFromRow(row: PlaceRow): CachedPlace {
  return {
    placeId: row.place_id,
    address: row.address,
    lat: Number(row.lat),
    lng: Number(row.lng),
    fetchedAt: toIso(row.fetched_at),
  };
}

export function distanceFromRow(row: DistanceRow): CachedDistance {
  return {
    fromRef: row.from_ref,
    toRef: row.to_ref,
    km: Number(row.km),
    durationMinutes: row.duration_minutes === null ? null : Number(row.duration_minutes),
    fetchedAt: toIso(row.fetched_at),
  };
}

// ── notifications ─────────────────────────────────────────────────────────────────────────────────────────────────

export interface NotificationRow {
  id: string;
  reservation_id: string | null;
  kind: NotificationKind;
  recipient: string;
  subject: string;
  html: string;
  text_body: string;
  attachments: unknown;
  /** Added by 20261128000100 (null on older rows). */
  reply_to?: string | null;
  status: NotificationStatus;
  attempts: number | string;
  next_attempt_at: Timestamp;
  locked_until: Timestamp | null;
  claim_token: string | null;
  last_error: string | null;
  sent_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

function attachmentsFromJson(value: unknown): NotificationAttachment[] {
  const list = typeof value === 'string' ? safeJsonParse(value) : value;
  if (!Array.isArray(list)) return [];
  return list.flatMap((a: Partial<NotificationAttachment> | null) =>
    a && typeof a.filename === 'string' && typeof a.content === 'string'
      ? [
          {
            filename: a.filename,
            contentType: String(a.contentType ?? 'application/octet-stream'),
            content: a.content,
          },
        ]
      : [],
  );
}

export function notificationFromRow(row: NotificationRow): Notification {
  return {
    id: row.id,
    reservationId: row.reservation_id,
    kind: row.kind,
    recipient: row.recipient,
    subject: row.subject,
    html: row.html,
    text: row.text_body,
    attachments: attachmentsFromJson(row.attachments),
    replyTo: row.reply_to ?? null,
    status: row.status,
    attempts: Number(row.attempts),
    nextAttemptAt: toIso(row.next_attempt_at),
    lockedUntil: toIsoOrNull(row.locked_until),
    claimToken: row.claim_token,
    lastError: row.last_error,
    sentAt: toIsoOrNull(row.sent_at),
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

/** The JSON array the SQL functions (enqueue_notifications) read. */
export function notificationsToJson(drafts: readonly NotificationDraft[]) {
  return drafts.map((d) => ({
    kind: d.kind,
    recipient: d.recipient,
    subject: d.subject,
    html: d.html,
    text_body: d.text,
    attachments: d.attachments,
    reply_to: d.replyTo ?? null,
  }));
}

/** Error text kept on a row: bounded by the column's check (2000 characters). */
export function boundedError(error: string): string {
  return error.length > 2000 ? `${error.slice(0, 1999)}…` : error;
}

// ── invoices ──────────────────────────────────────────────────────────────────────────────────────────────────────

export interface InvoiceRow {
  id: string;
  reservation_id: string | null;
  number: string;
  year: number | string;
  sequence: number | string;
  issued_at: string | Date;
  snapshot: unknown;
}

/** Invoices and credit notes: same shape, same numbering; their tables, issuing functions and names in errors. */
export const DOCUMENT_KINDS = {
  invoice: { table: 'invoices', issue: 'issue_invoice', one: 'Facture', many: 'Factures' },
  credit_note: { table: 'credit_notes', issue: 'issue_credit_note', one: 'Avoir', many: 'Avoirs' },
} as const;
export type DocumentKind = keyof typeof DOCUMENT_KINDS;

export interface CreditNoteRow extends InvoiceRow {
  invoice_id: string;
}

export function creditNoteFromRow(row: CreditNoteRow): CreditNote {
  return { ...invoiceFromRow(row), invoiceId: row.invoice_id };
}

export function invoiceFromRow(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    reservationId: row.reservation_id,
    number: row.number,
    year: Number(row.year),
    sequence: Number(row.sequence),
    issuedAt: toIso(row.issued_at),
    snapshot: typeof row.snapshot === 'string' ? (JSON.parse(row.snapshot) as unknown) : row.snapshot,
  };
}
