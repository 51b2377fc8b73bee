// DataStore over Supabase's PostgREST API with the project's secret key (server-only: the key bypasses RLS, so it
// must never reach a browser). Each method is the request docs/product.md#store describes: table, select list, eq filters, order,
// single. Rows go through the same mappers as the SQL adapters (./rows).
import 'server-only';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { DEFAULT_PRICE_SETTINGS, type PriceSettings } from '@/lib/pricing/settings';
import { priceSettingsSchema } from '@/lib/pricing/settings-schema';
import { ConflictError, DataError, InvalidDataError, NotFoundError, UnavailableError } from './errors';
import { DEFAULT_DB_TIMEOUT_MS, guarded, mapEngineError } from './guard';
import {
  BLOG_POST_COLUMNS,
  BLOG_SUMMARY_COLUMNS,
  LOCAL_PACKAGE_COLUMNS,
  boundedError,
  isAttemptId,
  isUuid,
  notificationFromRow,
  notificationsToJson,
  packageFromRow,
  packageToRow,
  postFromRow,
  postSummaryFromRow,
  postToRow,
  priceSettingsFromJson,
  invoiceFromRow,
  creditNoteFromRow,
  DOCUMENT_KINDS,
  type CreditNoteRow,
  type DocumentKind,
  reservationFromRow,
  reservationToRow,
  sortByEndLocation,
  type BlogPostRow,
  type InvoiceRow,
  type LocalPackageRow,
  type NotificationRow,
  type ReservationRow,
  placeFromRow,
  distanceFromRow,
  type PlaceRow,
  type DistanceRow,
} from './rows';
import { searchWords } from '@/lib/admin/reservation-query';
import type {
  AppSecretName,
  BlogPost,
  CachedDistance,
  CachedPlace,
  BlogPostInput,
  BlogPostSummary,
  CreateReservationResult,
  DataStore,
  Department,
  Invoice,
  IssueInvoiceResult,
  IssueCreditNoteResult,
  CreditNote,
  LocalPackage,
  LinkedFixedRoute,
  LocalPackageInput,
  MarkPaidResult,
  Notification,
  NotificationDraft,
  NotificationOutcome,
  PurgeResult,
  Reservation,
  ReservationInput,
  ReservationListQuery,
  ReservationPage,
  StatusChangeNotifications,
  LoginClaim,
} from './types';
import type { PaymentStatus } from '@/lib/domain/reservations';

/** PostgREST answers at most `max_rows` rows a request (supabase/config.toml): the long reads go page by page. */
const PAGE_ROWS = 1000;

export interface SupabaseStoreOptions {
  url: string;
  key: string;
  timeoutMs?: number;
  /** Injected in tests (a fake PostgREST); defaults to the global fetch. */
  fetch?: typeof fetch;
}

interface PgrstError {
  code?: string;
  message?: string;
  details?: string | null;
}
interface PgrstResponse<T> {
  data: T | null;
  error: PgrstError | null;
  status: number;
  count?: number | null;
}

/** PostgREST answer → typed error: 23505 conflict, PGRST116 no row, network (status 0) / 5xx / auth → unavailable. */
export function mapSupabaseError(what: string, error: PgrstError, status: number): DataError {
  const code = error.code ?? '';
  if (code === '23505') {
    const constraint = /constraint "([^"]+)"/.exec(error.message ?? '')?.[1];
    return new ConflictError(what, constraint);
  }
  if (code === 'PGRST116') return new NotFoundError(what);
  if (status === 0 || status >= 500) return new UnavailableError(error);
  return mapEngineError(error, what);
}

const SINGLE_NOT_FOUND = 'PGRST116';

export function createSupabaseStore(options: SupabaseStoreOptions): SupabaseStore {
  return new SupabaseStore(options);
}

export class SupabaseStore implements DataStore {
  readonly kind = 'supabase' as const;
  private readonly client: SupabaseClient;
  private readonly timeoutMs: number;

  constructor(options: SupabaseStoreOptions) {
    this.timeoutMs = options.timeoutMs ?? DEFAULT_DB_TIMEOUT_MS;
    this.client = createClient(options.url, options.key, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      global: options.fetch ? { fetch: options.fetch } : {},
    });
  }

  /** Sends one request with an abort signal and the time-out; returns data (and count) or throws a typed error. */
  private call<T>(
    what: string,
    request: (signal: AbortSignal) => PromiseLike<PgrstResponse<T>>,
    { nullOnNoRow = false } = {},
  ): Promise<{ data: T | null; count: number | null }> {
    return guarded(what, this.timeoutMs, async () => {
      const res = await request(AbortSignal.timeout(this.timeoutMs));
      if (res.error) {
        if (nullOnNoRow && res.error.code === SINGLE_NOT_FOUND) return { data: null, count: null };
        throw mapSupabaseError(what, res.error, res.status);
      }
      return { data: res.data, count: res.count ?? null };
    });
  }

  private table(name: string) {
    return this.client.from(name);
  }

  /**
   * Every row of an ordered query, page by page (`PAGE_ROWS` each, until a short page): the accountant's exports must
   * not be cut at PostgREST's `max_rows`.
   */
  private async allPages<R>(
    what: string,
    page: (from: number, to: number, signal: AbortSignal) => PromiseLike<PgrstResponse<R[]>>,
  ): Promise<R[]> {
    const rows: R[] = [];
    for (;;) {
      const offset = rows.length;
      const { data } = await this.call<R[]>(what, (signal) => page(offset, offset + PAGE_ROWS - 1, signal));
      rows.push(...(data ?? []));
      if ((data?.length ?? 0) < PAGE_ROWS) return rows;
    }
  }

  // ── local_packages ──────────────────────────────────────────────────────────────────────────────────────────────

  async listActivePackages(department: Department): Promise<LocalPackage[]> {
    const { data } = await this.call<LocalPackageRow[]>('Forfaits', (signal) =>
      this.table('local_packages')
        .select('*')
        .eq('department', department)
        .eq('is_active', true)
        .order('end_location', { ascending: true })
        .abortSignal(signal),
    );
    return sortByEndLocation((data ?? []).map(packageFromRow));
  }

  async listPackagesForAdmin(department: Department): Promise<LocalPackage[]> {
    const { data } = await this.call<LocalPackageRow[]>('Forfaits', (signal) =>
      this.table('local_packages')
        .select('*')
        .eq('department', department)
        .order('created_at', { ascending: false })
        .abortSignal(signal),
    );
    return (data ?? []).map(packageFromRow);
  }

  async getPackage(id: string): Promise<LocalPackage | null> {
    if (!isUuid(id)) return null;
    const { data } = await this.call<LocalPackageRow>(
      'Forfait',
      (signal) => this.table('local_packages').select('*').eq('id', id).abortSignal(signal).single(),
      { nullOnNoRow: true },
    );
    return data ? packageFromRow(data) : null;
  }

  async createPackage(
    input: LocalPackageInput,
    id?: string,
    fixedRoute?: LinkedFixedRoute,
  ): Promise<LocalPackage> {
    if (id !== undefined && !isUuid(id)) throw new InvalidDataError('Forfait : identifiant invalide');
    const { data } = await this.call<LocalPackageRow>('Forfait', (signal) =>
      this.table('local_packages')
        .insert({
          ...(id ? { id } : {}),
          ...packageToRow(input),
          ...(fixedRoute ? { fixed_route: fixedRoute } : {}),
        })
        .select(LOCAL_PACKAGE_COLUMNS)
        .abortSignal(signal)
        .single(),
    );
    return packageFromRow(required(data, 'Forfait'));
  }

  async updatePackage(id: string, input: LocalPackageInput): Promise<LocalPackage> {
    if (!isUuid(id)) throw new NotFoundError('Forfait');
    const { data } = await this.call<LocalPackageRow>('Forfait', (signal) =>
      this.table('local_packages')
        .update(packageToRow(input))
        .eq('id', id)
        .select(LOCAL_PACKAGE_COLUMNS)
        .abortSignal(signal)
        .single(),
    );
    return packageFromRow(required(data, 'Forfait'));
  }

  deletePackage(id: string): Promise<void> {
    return this.deleteById('local_packages', id, 'Forfait');
  }

  // ── blog_posts ──────────────────────────────────────────────────────────────────────────────────────────────────

  async listPublishedPosts(): Promise<BlogPostSummary[]> {
    const { data } = await this.call<BlogPostRow[]>('Articles', (signal) =>
      this.table('blog_posts')
        .select(BLOG_SUMMARY_COLUMNS)
        .eq('is_published', true)
        .order('published_at', { ascending: false })
        .order('id')
        .abortSignal(signal),
    );
    return (data ?? []).map(postSummaryFromRow);
  }

  async getPublishedPostBySlug(slug: string): Promise<BlogPost | null> {
    const { data } = await this.call<BlogPostRow>(
      'Article',
      (signal) =>
        this.table('blog_posts')
          .select('*')
          .eq('slug', slug)
          .eq('is_published', true)
          .abortSignal(signal)
          .single(),
      { nullOnNoRow: true },
    );
    return data ? postFromRow(data) : null;
  }

  async listAllPosts(): Promise<BlogPost[]> {
    const { data } = await this.call<BlogPostRow[]>('Articles', (signal) =>
      this.table('blog_posts').select('*').order('created_at', { ascending: false }).abortSignal(signal),
    );
    return (data ?? []).map(postFromRow);
  }

  async getPost(id: string): Promise<BlogPost | null> {
    if (!isUuid(id)) return null;
    const { data } = await this.call<BlogPostRow>(
      'Article',
      (signal) => this.table('blog_posts').select('*').eq('id', id).abortSignal(signal).single(),
      { nullOnNoRow: true },
    );
    return data ? postFromRow(data) : null;
  }

  async createPost(input: BlogPostInput, id?: string): Promise<BlogPost> {
    if (id !== undefined && !isUuid(id)) throw new InvalidDataError('Article : identifiant invalide');
    const { data } = await this.call<BlogPostRow>('Article', (signal) =>
      this.table('blog_posts')
        .insert({ ...(id ? { id } : {}), ...postToRow(input) })
        .select(BLOG_POST_COLUMNS)
        .abortSignal(signal)
        .single(),
    );
    return postFromRow(required(data, 'Article'));
  }

  async updatePost(id: string, input: BlogPostInput): Promise<BlogPost> {
    if (!isUuid(id)) throw new NotFoundError('Article');
    const { data } = await this.call<BlogPostRow>('Article', (signal) =>
      this.table('blog_posts')
        .update(postToRow(input))
        .eq('id', id)
        .select(BLOG_POST_COLUMNS)
        .abortSignal(signal)
        .single(),
    );
    return postFromRow(required(data, 'Article'));
  }

  deletePost(id: string): Promise<void> {
    return this.deleteById('blog_posts', id, 'Article');
  }

  // ── reservations ────────────────────────────────────────────────────────────────────────────────────────────────

  async listReservations(): Promise<Reservation[]> {
    const { data } = await this.call<ReservationRow[]>('Réservations', (signal) =>
      this.table('reservations').select('*').order('created_at', { ascending: false }).abortSignal(signal),
    );
    return (data ?? []).map(reservationFromRow);
  }

  async listReservationsPage(query: ReservationListQuery): Promise<ReservationPage> {
    const { data, count } = await this.call<ReservationRow[]>('Réservations', (signal) => {
      let q = this.table('reservations').select('*', { count: 'exact' });
      if (query.status) q = q.eq('payment_status', query.status);
      if (query.channel) q = q.eq('channel', query.channel);
      if (query.pickupFrom) q = q.gte('pickup_time', query.pickupFrom);
      if (query.pickupTo) q = q.lt('pickup_time', query.pickupTo);
      // search_text: lower case, no accents, the phone's digits and national form too (migration 20261127000200).
      for (const word of searchWords(query.search)) q = q.like('search_text', `%${word}%`);
      return q
        .order('created_at', { ascending: false })
        .order('id')
        .range(query.offset, query.offset + query.limit - 1)
        .abortSignal(signal);
    });
    return { rows: (data ?? []).map(reservationFromRow), total: count ?? 0 };
  }

  getReservation(id: string): Promise<Reservation | null> {
    return isUuid(id) ? this.reservationBy('id', id) : Promise.resolve(null);
  }

  getReservationByBookingRef(bookingRef: string): Promise<Reservation | null> {
    return this.reservationBy('booking_ref', bookingRef);
  }

  getReservationByStripeSession(sessionId: string): Promise<Reservation | null> {
    return this.reservationBy('stripe_session_id', sessionId);
  }

  getReservationByRequestId(requestId: string): Promise<Reservation | null> {
    return isUuid(requestId) ? this.reservationBy('request_id', requestId) : Promise.resolve(null);
  }

  private async reservationBy(column: string, value: string): Promise<Reservation | null> {
    const { data } = await this.call<ReservationRow>(
      'Réservation',
      (signal) => this.table('reservations').select('*').eq(column, value).abortSignal(signal).single(),
      { nullOnNoRow: true },
    );
    return data ? reservationFromRow(data) : null;
  }

  async createReservation(
    input: ReservationInput,
    notifications?: NotificationDraft[],
  ): Promise<CreateReservationResult> {
    const row = reservationToRow(input);
    if (notifications && notifications.length > 0) {
      if (input.requestId !== null && !isUuid(input.requestId)) {
        throw new InvalidDataError('Réservation : identifiant de requête invalide');
      }
      // SQL function (migration 20261123000400): the row and its notifications in one transaction.
      const { data } = await this.call<ReservationRow[]>('Réservation', (signal) =>
        this.client
          .rpc('create_reservation_with_notifications', {
            p_row: row,
            p_notifications: notificationsToJson(notifications),
          })
          .abortSignal(signal),
      );
      const [created] = data ?? [];
      if (created) return { reservation: reservationFromRow(created), created: true };
      const existing = input.requestId ? await this.reservationBy('request_id', input.requestId) : null;
      return { reservation: required(existing, 'Réservation'), created: false };
    }
    if (input.requestId === null) {
      const { data } = await this.call<ReservationRow>('Réservation', (signal) =>
        this.table('reservations').insert(row).select('*').abortSignal(signal).single(),
      );
      return { reservation: reservationFromRow(required(data, 'Réservation')), created: true };
    }
    if (!isUuid(input.requestId)) {
      throw new InvalidDataError('Réservation : identifiant de requête invalide');
    }
    // insert … on conflict (request_id) do nothing returning *: an empty answer means "already stored".
    const { data } = await this.call<ReservationRow[]>('Réservation', (signal) =>
      this.table('reservations')
        .upsert(row, { onConflict: 'request_id', ignoreDuplicates: true })
        .select('*')
        .abortSignal(signal),
    );
    const [created] = data ?? [];
    if (created) return { reservation: reservationFromRow(created), created: true };
    const existing = await this.reservationBy('request_id', input.requestId);
    return { reservation: required(existing, 'Réservation'), created: false };
  }

  async updatePaymentStatus(
    id: string,
    status: PaymentStatus,
    change?: StatusChangeNotifications,
  ): Promise<Reservation> {
    if (!isUuid(id)) throw new NotFoundError('Réservation');
    if (change) {
      const { data } = await this.call<ReservationRow[]>('Réservation', (signal) =>
        this.client
          .rpc('update_payment_status_with_notifications', {
            p_id: id,
            p_status: status,
            p_expected: change.expectedStatus,
            p_paid_online: change.expectedPaidOnline,
            p_notifications: notificationsToJson(change.notifications),
            p_credit_note: change.creditNote ?? null,
          })
          .abortSignal(signal),
      );
      const [updated] = data ?? [];
      if (updated) return reservationFromRow(updated);
      if (await this.getReservation(id)) throw new ConflictError('Réservation');
      throw new NotFoundError('Réservation');
    }
    const current = await this.getReservation(id);
    if (!current) throw new NotFoundError('Réservation');
    const patch: Record<string, unknown> = { payment_status: status };
    if (status === 'paid' && !current.paidAt) patch.paid_at = new Date().toISOString();
    const { data } = await this.call<ReservationRow>('Réservation', (signal) =>
      this.table('reservations').update(patch).eq('id', id).select('*').abortSignal(signal).single(),
    );
    return reservationFromRow(required(data, 'Réservation'));
  }

  deleteReservation(id: string): Promise<void> {
    return this.deleteById('reservations', id, 'Réservation');
  }

  async attachStripeSession(id: string, sessionId: string, previous?: string | null): Promise<Reservation> {
    if (!isUuid(id)) throw new NotFoundError('Réservation');
    // Only to a request still waiting for a payment (pending, not paid, not erased), over the session the caller read,
    // as the SQL store.
    const { data } = await this.call<ReservationRow[]>('Réservation', (signal) => {
      let update = this.table('reservations')
        .update({ stripe_session_id: sessionId, checkout_state: 'open', payment_method: 'online' })
        .eq('id', id)
        .eq('payment_status', 'pending')
        .is('anonymised_at', null)
        .or('checkout_state.is.null,checkout_state.neq.paid');
      if (previous === null) update = update.is('stripe_session_id', null);
      else if (previous !== undefined) update = update.eq('stripe_session_id', previous);
      return update.select('*').abortSignal(signal);
    });
    const [row] = data ?? [];
    if (row) return reservationFromRow(row);
    if (await this.getReservation(id)) throw new ConflictError('Réservation');
    throw new NotFoundError('Réservation');
  }

  async markPaid(
    id: string,
    notifications: NotificationDraft[] = [],
    expected: PaymentStatus = 'pending',
  ): Promise<MarkPaidResult> {
    if (!isUuid(id)) return { reservation: null, transitioned: false };
    // One SQL function (supabase/migrations/20261127000100): the status kept or moved in the same statement.
    const { data } = await this.call<ReservationRow[]>('Réservation', (signal) =>
      this.client
        .rpc('mark_paid_with_notifications', {
          p_id: id,
          p_expected: expected,
          p_notifications: notificationsToJson(notifications),
        })
        .abortSignal(signal),
    );
    const [paid] = data ?? [];
    if (paid) return { reservation: reservationFromRow(paid), transitioned: true };
    return { reservation: await this.reservationBy('id', id), transitioned: false };
  }

  async markCheckoutState(id: string, state: 'expired' | 'failed'): Promise<Reservation | null> {
    if (!isUuid(id)) return null;
    const { data } = await this.call<ReservationRow[]>('Réservation', (signal) =>
      this.table('reservations')
        .update({ checkout_state: state })
        .eq('id', id)
        .or('checkout_state.is.null,checkout_state.neq.paid')
        .select('*')
        .abortSignal(signal),
    );
    const [row] = data ?? [];
    return row ? reservationFromRow(row) : this.reservationBy('id', id);
  }

  async payOnBoardInstead(id: string): Promise<Reservation | null> {
    if (!isUuid(id)) return null;
    const { data } = await this.call<ReservationRow[]>('Réservation', (signal) =>
      this.table('reservations')
        .update({ payment_method: 'on_board' })
        .eq('id', id)
        .eq('payment_method', 'online')
        .or('checkout_state.is.null,checkout_state.neq.paid')
        .select('*')
        .abortSignal(signal),
    );
    const [row] = data ?? [];
    return row ? reservationFromRow(row) : this.reservationBy('id', id);
  }

  async listReservationsByPickup(from: Date, to: Date): Promise<Reservation[]> {
    const [a, b] = [from.toISOString(), to.toISOString()];
    const rows = await this.allPages<ReservationRow>('Réservations', (first, last, signal) =>
      this.table('reservations')
        .select('*')
        .or(
          `and(pickup_time.gte.${a},pickup_time.lt.${b}),and(return_pickup_time.gte.${a},return_pickup_time.lt.${b})`,
        )
        .order('pickup_time', { ascending: true, nullsFirst: false })
        .order('id', { ascending: true })
        .range(first, last)
        .abortSignal(signal),
    );
    return rows.map(reservationFromRow);
  }

  // ── invoices ────────────────────────────────────────────────────────────────────────────────────────────────────

  async issueInvoice(reservationId: string, snapshot: Record<string, unknown>): Promise<IssueInvoiceResult> {
    const { row, created } = await this.issueDocument<InvoiceRow>('invoice', reservationId, snapshot);
    return { invoice: invoiceFromRow(row), created };
  }

  async issueCreditNote(
    reservationId: string,
    snapshot: Record<string, unknown>,
  ): Promise<IssueCreditNoteResult> {
    const { row, created } = await this.issueDocument<CreditNoteRow>('credit_note', reservationId, snapshot);
    return { creditNote: creditNoteFromRow(row), created };
  }

  async getInvoiceByReservation(reservationId: string): Promise<Invoice | null> {
    const row = await this.documentOf<InvoiceRow>('invoice', reservationId);
    return row ? invoiceFromRow(row) : null;
  }

  async listInvoicesByReservations(reservationIds: readonly string[]): Promise<Invoice[]> {
    return (await this.documentsOf<InvoiceRow>('invoice', reservationIds)).map(invoiceFromRow);
  }

  async listInvoicesIssued(from: Date, to: Date): Promise<Invoice[]> {
    return (await this.documentsIssued<InvoiceRow>('invoice', from, to)).map(invoiceFromRow);
  }

  async getCreditNoteByReservation(reservationId: string): Promise<CreditNote | null> {
    const row = await this.documentOf<CreditNoteRow>('credit_note', reservationId);
    return row ? creditNoteFromRow(row) : null;
  }

  async listCreditNotesByReservations(reservationIds: readonly string[]): Promise<CreditNote[]> {
    return (await this.documentsOf<CreditNoteRow>('credit_note', reservationIds)).map(creditNoteFromRow);
  }

  async listCreditNotesIssued(from: Date, to: Date): Promise<CreditNote[]> {
    return (await this.documentsIssued<CreditNoteRow>('credit_note', from, to)).map(creditNoteFromRow);
  }

  /** The invoices or credit notes issued in [from, to), in number order (all pages: a cut journal hides numbers). */
  private documentsIssued<R>(kind: DocumentKind, from: Date, to: Date): Promise<R[]> {
    return this.allPages<R>(DOCUMENT_KINDS[kind].many, (first, last, signal) =>
      this.table(DOCUMENT_KINDS[kind].table)
        .select('*')
        .gte('issued_at', from.toISOString())
        .lt('issued_at', to.toISOString())
        .order('year', { ascending: true })
        .order('sequence', { ascending: true })
        .range(first, last)
        .abortSignal(signal),
    );
  }

  /** POST /rpc/issue_invoice or issue_credit_note: the SQL function runs in one transaction (its migration). */
  private async issueDocument<R extends InvoiceRow>(
    kind: DocumentKind,
    reservationId: string,
    snapshot: Record<string, unknown>,
  ): Promise<{ row: R; created: boolean }> {
    if (!isUuid(reservationId)) throw new NotFoundError('Réservation');
    const { data } = await this.call<(R & { created: boolean }) | null>(DOCUMENT_KINDS[kind].one, (signal) =>
      this.client
        .rpc(DOCUMENT_KINDS[kind].issue, { p_reservation_id: reservationId, p_snapshot: snapshot })
        .abortSignal(signal),
    );
    if (!data) throw new NotFoundError('Réservation');
    return { row: data, created: data.created === true };
  }

  private async documentOf<R>(kind: DocumentKind, reservationId: string): Promise<R | null> {
    if (!isUuid(reservationId)) return null;
    const { data } = await this.call<R>(
      DOCUMENT_KINDS[kind].one,
      (signal) =>
        this.table(DOCUMENT_KINDS[kind].table)
          .select('*')
          .eq('reservation_id', reservationId)
          .abortSignal(signal)
          .single(),
      { nullOnNoRow: true },
    );
    return data;
  }

  /** The invoices or credit notes of these reservations (at most one each), in number order. */
  private async documentsOf<R>(kind: DocumentKind, reservationIds: readonly string[]): Promise<R[]> {
    const ids = reservationIds.filter(isUuid);
    if (ids.length === 0) return [];
    const { data } = await this.call<R[]>(DOCUMENT_KINDS[kind].many, (signal) =>
      this.table(DOCUMENT_KINDS[kind].table)
        .select('*')
        .in('reservation_id', ids)
        .order('year', { ascending: true })
        .order('sequence', { ascending: true })
        .abortSignal(signal),
    );
    return data ?? [];
  }

  // ── app_secrets ─────────────────────────────────────────────────────────────────────────────────────────────────

  async getSecretHash(name: AppSecretName): Promise<string | null> {
    const { data } = await this.call<{ hash: string }>(
      'Secret',
      (signal) => this.table('app_secrets').select('hash').eq('name', name).abortSignal(signal).single(),
      { nullOnNoRow: true },
    );
    return data?.hash ?? null;
  }

  async setSecretHash(name: AppSecretName, hash: string): Promise<void> {
    await this.call('Secret', (signal) =>
      this.table('app_secrets')
        .upsert({ name, hash, updated_at: new Date().toISOString() }, { onConflict: 'name' })
        .abortSignal(signal),
    );
  }

  // ── price_settings ──────────────────────────────────────────────────────────────────────────────────────────────

  async getPriceSettings(): Promise<PriceSettings | null> {
    const { data } = await this.call<{ settings: unknown }>(
      'Tarifs',
      (signal) => this.table('price_settings').select('settings').eq('id', 1).abortSignal(signal).single(),
      { nullOnNoRow: true },
    );
    return data ? priceSettingsFromJson(data.settings) : null;
  }

  async savePriceSettings(settings: PriceSettings): Promise<PriceSettings> {
    const parsed = priceSettingsSchema.safeParse(settings);
    if (!parsed.success) throw new InvalidDataError('Tarifs invalides');
    const { data } = await this.call<{ settings: unknown }>('Tarifs', (signal) =>
      this.table('price_settings')
        .upsert({ id: 1, settings: parsed.data }, { onConflict: 'id' })
        .select('settings')
        .abortSignal(signal)
        .single(),
    );
    return required(priceSettingsFromJson(data?.settings), 'Tarifs');
  }

  resetPriceSettings(): Promise<PriceSettings> {
    return this.savePriceSettings(DEFAULT_PRICE_SETTINGS);
  }

  // ── safety tables ───────────────────────────────────────────────────────────────────────────────────────────────

  async recordLoginAttempt(
    ip: string,
    succeeded: boolean,
    at: Date,
    options: { device?: string; refused?: boolean } = {},
  ): Promise<void> {
    await this.call('Connexion', (signal) =>
      this.table('login_attempts')
        .insert({
          ip,
          succeeded,
          attempted_at: at.toISOString(),
          device: options.device ?? null,
          refused: options.refused ?? false,
        })
        .abortSignal(signal),
    );
  }

  async countLoginFailures(since: Date, ip?: string, device?: string): Promise<number> {
    const { count } = await this.call('Connexion', (signal) => {
      let q = this.table('login_attempts')
        .select('id', { count: 'exact', head: true })
        .eq('succeeded', false)
        .eq('refused', false)
        .gte('attempted_at', since.toISOString());
      if (ip !== undefined) q = q.eq('ip', ip);
      if (device !== undefined) q = q.eq('device', device);
      return q.abortSignal(signal);
    });
    return count ?? 0;
  }

  async claimLoginAttempt({ ip, device, at, since, max }: LoginClaim): Promise<string | null> {
    // One SQL function counts and records under advisory locks (supabase/migrations/…_login_claim.sql).
    const { data } = await this.call<number | string | null>('Connexion', (signal) =>
      this.client
        .rpc('claim_login_attempt', {
          p_ip: ip,
          p_device: device,
          p_at: at.toISOString(),
          p_since: since.toISOString(),
          p_max: max,
        })
        .abortSignal(signal),
    );
    return data === null || data === undefined ? null : String(data);
  }

  async markLoginSucceeded(id: string): Promise<void> {
    if (!isAttemptId(id)) return;
    await this.call('Connexion', (signal) =>
      this.table('login_attempts')
        .update({ succeeded: true })
        .eq('id', id)
        .eq('refused', false)
        .abortSignal(signal),
    );
  }

  async recordThrottleHit(bucket: string, ip: string, at: Date): Promise<void> {
    await this.call('Limitation', (signal) =>
      this.table('request_throttle').insert({ bucket, ip, created_at: at.toISOString() }).abortSignal(signal),
    );
  }

  async purgePersonalData(now: Date): Promise<PurgeResult> {
    const { data } = await this.call<
      { anonymised: number; throttle_deleted: number; logins_deleted: number; documents_anonymised: number }[]
    >('Purge', (signal) =>
      this.client.rpc('purge_expired_data', { p_now: now.toISOString() }).abortSignal(signal),
    );
    const row = Array.isArray(data) ? data[0] : undefined;
    return {
      anonymised: Number(row?.anonymised ?? 0),
      throttleDeleted: Number(row?.throttle_deleted ?? 0),
      loginsDeleted: Number(row?.logins_deleted ?? 0),
      documentsAnonymised: Number(row?.documents_anonymised ?? 0),
    };
  }

  async listCustomerReservations(match: {
    email?: string | null;
    phone?: string | null;
  }): Promise<Reservation[]> {
    const { data } = await this.call<ReservationRow[]>('Réservations', (signal) =>
      this.client
        .rpc('customer_reservations', { p_email: match.email ?? null, p_phone: match.phone ?? null })
        .abortSignal(signal),
    );
    return (data ?? []).map(reservationFromRow);
  }

  async anonymiseCustomer(
    match: { email?: string | null; phone?: string | null },
    now: Date,
  ): Promise<number> {
    const { data } = await this.call<number>('Anonymisation', (signal) =>
      this.client
        .rpc('anonymise_customer', {
          p_email: match.email ?? null,
          p_phone: match.phone ?? null,
          p_now: now.toISOString(),
        })
        .abortSignal(signal),
    );
    return Number(data ?? 0);
  }

  async countThrottleHits(bucket: string, ip: string, since: Date): Promise<number> {
    const { count } = await this.call('Limitation', (signal) =>
      this.table('request_throttle')
        .select('id', { count: 'exact', head: true })
        .eq('bucket', bucket)
        .eq('ip', ip)
        .gte('created_at', since.toISOString())
        .abortSignal(signal),
    );
    return count ?? 0;
  }

  async takeThrottleSlot(bucket: string, ip: string, at: Date, since: Date, limit: number): Promise<boolean> {
    // The SQL function counts and records under one advisory lock (supabase/migrations/…_trust_edges.sql).
    const { data } = await this.call<boolean>('Limitation', (signal) =>
      this.client
        .rpc('take_throttle_slot', {
          p_bucket: bucket,
          p_ip: ip,
          p_at: at.toISOString(),
          p_since: since.toISOString(),
          p_limit: limit,
        })
        .abortSignal(signal),
    );
    return data === true;
  }

  async adminSessionStatus(sessionId: string): Promise<{ version: number; revoked: boolean }> {
    const [{ data: state }, { data: revoked }] = await Promise.all([
      this.call<{ version: number }[]>('Session', (signal) =>
        this.table('admin_session_state').select('version').eq('id', 1).abortSignal(signal),
      ),
      this.call<{ session_id: string }[]>('Session', (signal) =>
        this.table('admin_revoked_sessions')
          .select('session_id')
          .eq('session_id', sessionId)
          .abortSignal(signal),
      ),
    ]);
    return { version: Number(state?.[0]?.version ?? 1), revoked: (revoked ?? []).length > 0 };
  }

  async revokeAdminSession(sessionId: string, at: Date): Promise<void> {
    await this.call('Session', (signal) =>
      this.table('admin_revoked_sessions')
        .upsert(
          { session_id: sessionId, revoked_at: at.toISOString() },
          { onConflict: 'session_id', ignoreDuplicates: true },
        )
        .abortSignal(signal),
    );
  }

  async revokeAllAdminSessions(): Promise<number> {
    const { data } = await this.call<number>('Session', (signal) =>
      this.client.rpc('bump_admin_session_version').abortSignal(signal),
    );
    return Number(data);
  }

  async recordStripeEvent(id: string, type: string): Promise<boolean> {
    const { data } = await this.call<{ id: string }[]>('Événement Stripe', (signal) =>
      this.table('stripe_events')
        .upsert({ id, type }, { onConflict: 'id', ignoreDuplicates: true })
        .select('id')
        .abortSignal(signal),
    );
    return (data ?? []).length === 1;
  }

  async getCachedPlace(placeId: string): Promise<CachedPlace | null> {
    const { data } = await this.call<PlaceRow>(
      'Lieu',
      (signal) => this.table('place_cache').select('*').eq('place_id', placeId).abortSignal(signal).single(),
      { nullOnNoRow: true },
    );
    return data ? placeFromRow(data) : null;
  }

  async saveCachedPlace(place: CachedPlace): Promise<void> {
    await this.call('Lieu', (signal) =>
      this.table('place_cache')
        .upsert(
          {
            place_id: place.placeId,
            address: place.address,
            lat: place.lat,
            lng: place.lng,
            fetched_at: place.fetchedAt,
          },
          { onConflict: 'place_id' },
        )
        .abortSignal(signal),
    );
  }

  async getCachedDistance(fromRef: string, toRef: string): Promise<CachedDistance | null> {
    const { data } = await this.call<DistanceRow>(
      'Distance',
      (signal) =>
        this.table('place_distances')
          .select('*')
          .eq('from_ref', fromRef)
          .eq('to_ref', toRef)
          .abortSignal(signal)
          .single(),
      { nullOnNoRow: true },
    );
    return data ? distanceFromRow(data) : null;
  }

  async saveCachedDistance(distance: CachedDistance): Promise<void> {
    await this.call('Distance', (signal) =>
      this.table('place_distances')
        .upsert(
          {
            from_ref: distance.fromRef,
            to_ref: distance.toRef,
            km: distance.km,
            duration_minutes: distance.durationMinutes,
            fetched_at: distance.fetchedAt,
          },
          { onConflict: 'from_ref,to_ref' },
        )
        .abortSignal(signal),
    );
  }

  // ── notifications ───────────────────────────────────────────────────────────────────────────────────────────────

  async claimNotifications(limit: number, lockSeconds: number): Promise<Notification[]> {
    const { data } = await this.call<NotificationRow[]>('Notifications', (signal) =>
      this.client
        .rpc('claim_notifications', { p_limit: limit, p_lock_seconds: lockSeconds })
        .abortSignal(signal),
    );
    return (data ?? []).map(notificationFromRow);
  }

  async renewNotificationClaim(id: string, claimToken: string, lockSeconds: number): Promise<boolean> {
    if (!isUuid(id) || !isUuid(claimToken)) return false;
    const { data } = await this.call<boolean>('Notification', (signal) =>
      this.client
        .rpc('renew_notification_claim', {
          p_id: id,
          p_claim_token: claimToken,
          p_lock_seconds: lockSeconds,
        })
        .abortSignal(signal),
    );
    return data === true;
  }

  async finishNotification(id: string, claimToken: string, outcome: NotificationOutcome): Promise<boolean> {
    if (!isUuid(id) || !isUuid(claimToken)) return false;
    const patch: Record<string, unknown> = { locked_until: null, claim_token: null };
    if (outcome.status === 'sent') {
      Object.assign(patch, { status: 'sent', sent_at: new Date().toISOString(), last_error: null });
    } else if (outcome.status === 'retry') {
      Object.assign(patch, {
        status: 'pending',
        next_attempt_at: outcome.nextAttemptAt.toISOString(),
        last_error: boundedError(outcome.error),
      });
    } else if (outcome.status === 'failed') {
      Object.assign(patch, { status: 'failed', last_error: boundedError(outcome.error) });
    } else {
      Object.assign(patch, { status: 'skipped', last_error: boundedError(outcome.reason) });
    }
    const { data } = await this.call<{ id: string }[]>('Notification', (signal) =>
      this.table('notifications')
        .update(patch)
        .eq('id', id)
        .eq('claim_token', claimToken)
        .eq('status', 'sending')
        .select('id')
        .abortSignal(signal),
    );
    return (data ?? []).length === 1;
  }

  async listNotifications(limit = 200): Promise<Notification[]> {
    const { data } = await this.call<NotificationRow[]>('Notifications', (signal) =>
      this.table('notifications')
        .select('*')
        .order('created_at', { ascending: false })
        .order('id')
        .limit(limit)
        .abortSignal(signal),
    );
    return (data ?? []).map(notificationFromRow);
  }

  async getNotification(id: string): Promise<Notification | null> {
    if (!isUuid(id)) return null;
    const { data } = await this.call<NotificationRow>(
      'Notification',
      (signal) => this.table('notifications').select('*').eq('id', id).abortSignal(signal).single(),
      { nullOnNoRow: true },
    );
    return data ? notificationFromRow(data) : null;
  }

  async requeueNotification(id: string): Promise<Notification> {
    if (!isUuid(id)) throw new NotFoundError('Notification');
    const { data } = await this.call<NotificationRow[]>('Notification', (signal) =>
      this.table('notifications')
        .update({
          status: 'pending',
          attempts: 0,
          next_attempt_at: new Date().toISOString(),
          last_error: null,
          sent_at: null,
          locked_until: null,
          claim_token: null,
        })
        .eq('id', id)
        // Not while a deliverer holds it (status 'sending' with a live lock).
        .or(`status.neq.sending,locked_until.lt.${new Date().toISOString()}`)
        .select('*')
        .abortSignal(signal),
    );
    const [row] = data ?? [];
    if (row) return notificationFromRow(row);
    if (await this.getNotification(id)) throw new ConflictError('Notification');
    throw new NotFoundError('Notification');
  }

  async close(): Promise<void> {
    // Stateless HTTP client: nothing to release.
  }

  private async deleteById(table: string, id: string, what: string): Promise<void> {
    if (!isUuid(id)) throw new NotFoundError(what);
    const { data } = await this.call<{ id: string }[]>(what, (signal) =>
      this.table(table).delete().eq('id', id).select('id').abortSignal(signal),
    );
    if ((data ?? []).length === 0) throw new NotFoundError(what);
  }
}

function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new NotFoundError(what);
  return value;
}
