// One DataStore over SQL, shared by the embedded PGlite and node-postgres (`pg` Pool): both speak the same Postgres
// dialect, so the statements below are the single implementation of docs/product.md#store for SQL engines.
import { DEFAULT_PRICE_SETTINGS, type PriceSettings } from '@/lib/pricing/settings';
import { priceSettingsSchema } from '@/lib/pricing/settings-schema';
import { ConflictError, InvalidDataError, NotFoundError } from './errors';
import { DEFAULT_DB_TIMEOUT_MS, guarded } from './guard';
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

/** The minimal surface both engines offer. `exec` runs a multi-statement script (migrations, seed). */
export interface SqlExecutor {
  readonly kind: 'pglite' | 'postgres';
  query<T>(sql: string, params?: readonly unknown[]): Promise<{ rows: T[]; rowCount: number }>;
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

export interface SqlStoreOptions {
  timeoutMs?: number;
}

/** Column list and values of a row object, in the object's key order (one source for SQL and PostgREST). */
function columnsOf<R extends object>(row: R): { columns: string[]; values: unknown[] } {
  const entries = Object.entries(row);
  return { columns: entries.map(([k]) => k), values: entries.map(([, v]) => v) };
}

function placeholders(count: number, from = 1): string {
  return Array.from({ length: count }, (_, i) => `$${i + from}`).join(', ');
}
function assignments(columns: readonly string[], from = 2): string {
  return columns.map((c, i) => `${c} = $${i + from}`).join(', ');
}

export class SqlStore implements DataStore {
  readonly kind: 'pglite' | 'postgres';
  private readonly timeoutMs: number;

  constructor(
    private readonly db: SqlExecutor,
    options: SqlStoreOptions = {},
  ) {
    this.kind = db.kind;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_DB_TIMEOUT_MS;
  }

  private run<T>(what: string, work: () => Promise<T>): Promise<T> {
    return guarded(what, this.timeoutMs, work);
  }

  private async rows<T>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    return (await this.db.query<T>(sql, params)).rows;
  }

  // ── local_packages ──────────────────────────────────────────────────────────────────────────────────────────────

  listActivePackages(department: Department): Promise<LocalPackage[]> {
    return this.run('Forfaits', async () => {
      const rows = await this.rows<LocalPackageRow>(
        `select ${LOCAL_PACKAGE_COLUMNS} from public.local_packages
         where department = $1 and is_active = true order by end_location asc, id`,
        [department],
      );
      return sortByEndLocation(rows.map(packageFromRow));
    });
  }

  listPackagesForAdmin(department: Department): Promise<LocalPackage[]> {
    return this.run('Forfaits', async () => {
      const rows = await this.rows<LocalPackageRow>(
        `select ${LOCAL_PACKAGE_COLUMNS} from public.local_packages
         where department = $1 order by created_at desc, id`,
        [department],
      );
      return rows.map(packageFromRow);
    });
  }

  getPackage(id: string): Promise<LocalPackage | null> {
    return this.run('Forfait', async () => {
      if (!isUuid(id)) return null;
      const [row] = await this.rows<LocalPackageRow>(
        `select ${LOCAL_PACKAGE_COLUMNS} from public.local_packages where id = $1`,
        [id],
      );
      return row ? packageFromRow(row) : null;
    });
  }

  createPackage(input: LocalPackageInput, id?: string, fixedRoute?: LinkedFixedRoute): Promise<LocalPackage> {
    return this.run('Forfait', async () => {
      if (id !== undefined && !isUuid(id)) throw new InvalidDataError('Forfait : identifiant invalide');
      const row = { ...packageToRow(input), ...(fixedRoute ? { fixed_route: fixedRoute } : {}) };
      const { columns, values } = columnsOf(id ? { id, ...row } : row);
      const [created] = await this.rows<LocalPackageRow>(
        `insert into public.local_packages (${columns.join(', ')})
         values (${placeholders(columns.length)}) returning ${LOCAL_PACKAGE_COLUMNS}`,
        values,
      );
      return packageFromRow(mustExist(created, 'Forfait'));
    });
  }

  updatePackage(id: string, input: LocalPackageInput): Promise<LocalPackage> {
    return this.run('Forfait', async () => {
      if (!isUuid(id)) throw new NotFoundError('Forfait');
      const { columns, values } = columnsOf(packageToRow(input));
      const [updated] = await this.rows<LocalPackageRow>(
        `update public.local_packages set ${assignments(columns)}
         where id = $1 returning ${LOCAL_PACKAGE_COLUMNS}`,
        [id, ...values],
      );
      if (!updated) throw new NotFoundError('Forfait');
      return packageFromRow(updated);
    });
  }

  deletePackage(id: string): Promise<void> {
    return this.deleteById('public.local_packages', id, 'Forfait');
  }

  // ── blog_posts ──────────────────────────────────────────────────────────────────────────────────────────────────

  listPublishedPosts(): Promise<BlogPostSummary[]> {
    return this.run('Articles', async () => {
      const rows = await this.rows<BlogPostRow>(
        `select ${BLOG_SUMMARY_COLUMNS} from public.blog_posts
         where is_published = true order by published_at desc, id`,
      );
      return rows.map(postSummaryFromRow);
    });
  }

  getPublishedPostBySlug(slug: string): Promise<BlogPost | null> {
    return this.run('Article', async () => {
      const [row] = await this.rows<BlogPostRow>(
        `select ${BLOG_POST_COLUMNS} from public.blog_posts where slug = $1 and is_published = true`,
        [slug],
      );
      return row ? postFromRow(row) : null;
    });
  }

  listAllPosts(): Promise<BlogPost[]> {
    return this.run('Articles', async () => {
      const rows = await this.rows<BlogPostRow>(
        `select ${BLOG_POST_COLUMNS} from public.blog_posts order by created_at desc, id`,
      );
      return rows.map(postFromRow);
    });
  }

  getPost(id: string): Promise<BlogPost | null> {
    return this.run('Article', async () => {
      if (!isUuid(id)) return null;
      const [row] = await this.rows<BlogPostRow>(
        `select ${BLOG_POST_COLUMNS} from public.blog_posts where id = $1`,
        [id],
      );
      return row ? postFromRow(row) : null;
    });
  }

  createPost(input: BlogPostInput, id?: string): Promise<BlogPost> {
    return this.run('Article', async () => {
      if (id !== undefined && !isUuid(id)) throw new InvalidDataError('Article : identifiant invalide');
      const { columns, values } = columnsOf({ ...(id ? { id } : {}), ...postToRow(input) });
      const [created] = await this.rows<BlogPostRow>(
        `insert into public.blog_posts (${columns.join(', ')})
         values (${placeholders(columns.length)}) returning ${BLOG_POST_COLUMNS}`,
        values,
      );
      return postFromRow(mustExist(created, 'Article'));
    });
  }

  updatePost(id: string, input: BlogPostInput): Promise<BlogPost> {
    return this.run('Article', async () => {
      if (!isUuid(id)) throw new NotFoundError('Article');
      const { columns, values } = columnsOf(postToRow(input));
      const [updated] = await this.rows<BlogPostRow>(
        `update public.blog_posts set ${assignments(columns)}
         where id = $1 returning ${BLOG_POST_COLUMNS}`,
        [id, ...values],
      );
      if (!updated) throw new NotFoundError('Article');
      return postFromRow(updated);
    });
  }

  deletePost(id: string): Promise<void> {
    return this.deleteById('public.blog_posts', id, 'Article');
  }

  // ── reservations ────────────────────────────────────────────────────────────────────────────────────────────────

  listReservations(): Promise<Reservation[]> {
    return this.run('Réservations', async () => {
      const rows = await this.rows<ReservationRow>(
        'select * from public.reservations order by created_at desc, id',
      );
      return rows.map(reservationFromRow);
    });
  }

  listReservationsPage(query: ReservationListQuery): Promise<ReservationPage> {
    return this.run('Réservations', async () => {
      const where: string[] = [];
      const params: unknown[] = [];
      const add = (sql: (p: string) => string, value: unknown) => {
        params.push(value);
        where.push(sql(`$${params.length}`));
      };
      if (query.status) add((p) => `payment_status = ${p}`, query.status);
      if (query.channel) add((p) => `channel = ${p}`, query.channel);
      if (query.pickupFrom) add((p) => `pickup_time >= ${p}`, query.pickupFrom);
      if (query.pickupTo) add((p) => `pickup_time < ${p}`, query.pickupTo);
      // search_text: lower case, no accents, the phone's digits and national form too (migration 20261127000200).
      for (const word of searchWords(query.search)) add((p) => `search_text like ${p}`, `%${word}%`);
      const condition = where.length ? `where ${where.join(' and ')}` : '';
      params.push(query.limit, query.offset);
      const rows = await this.rows<ReservationRow & { total_count: string | number }>(
        `select *, count(*) over () as total_count from public.reservations ${condition}
         order by created_at desc, id limit $${params.length - 1} offset $${params.length}`,
        params,
      );
      let total = rows[0] ? Number(rows[0].total_count) : 0;
      if (rows.length === 0 && query.offset > 0) {
        const [row] = await this.rows<{ n: string | number }>(
          `select count(*) as n from public.reservations ${condition}`,
          params.slice(0, -2),
        );
        total = Number(row?.n ?? 0);
      }
      return { rows: rows.map(({ total_count: _total, ...row }) => reservationFromRow(row)), total };
    });
  }

  getReservation(id: string): Promise<Reservation | null> {
    return this.run('Réservation', async () => (isUuid(id) ? this.reservationWhere('id = $1', id) : null));
  }

  getReservationByBookingRef(bookingRef: string): Promise<Reservation | null> {
    return this.run('Réservation', () => this.reservationWhere('booking_ref = $1', bookingRef));
  }

  getReservationByStripeSession(sessionId: string): Promise<Reservation | null> {
    return this.run('Réservation', () => this.reservationWhere('stripe_session_id = $1', sessionId));
  }

  getReservationByRequestId(requestId: string): Promise<Reservation | null> {
    return this.run('Réservation', async () =>
      isUuid(requestId) ? this.reservationWhere('request_id = $1', requestId) : null,
    );
  }

  private async reservationWhere(condition: string, value: string): Promise<Reservation | null> {
    const [row] = await this.rows<ReservationRow>(`select * from public.reservations where ${condition}`, [
      value,
    ]);
    return row ? reservationFromRow(row) : null;
  }

  createReservation(
    input: ReservationInput,
    notifications?: NotificationDraft[],
  ): Promise<CreateReservationResult> {
    return this.run('Réservation', async () => {
      if (input.requestId !== null && !isUuid(input.requestId)) {
        throw new InvalidDataError('Réservation : identifiant de requête invalide');
      }
      const row = reservationToRow(input);
      if (notifications && notifications.length > 0) {
        // One SQL function: the row and its notifications commit together, or not at all.
        const [stored] = await this.rows<ReservationRow>(
          'select * from public.create_reservation_with_notifications($1::jsonb, $2::jsonb)',
          [JSON.stringify(row), JSON.stringify(notificationsToJson(notifications))],
        );
        if (stored) return { reservation: reservationFromRow(stored), created: true };
        const existing = await this.reservationWhere('request_id = $1', input.requestId as string);
        return { reservation: mustExist(existing, 'Réservation'), created: false };
      }
      const { columns, values } = columnsOf({
        ...row,
        quote: row.quote === null ? null : JSON.stringify(row.quote),
      });
      const [created] = await this.rows<ReservationRow>(
        `insert into public.reservations (${columns.join(', ')})
         values (${columns.map((c, i) => (c === 'quote' ? `$${i + 1}::jsonb` : `$${i + 1}`)).join(', ')})
         on conflict (request_id) do nothing returning *`,
        values,
      );
      if (created) return { reservation: reservationFromRow(created), created: true };
      // Same requestId already stored: the first request wins, this one is a replay.
      const existing = await this.reservationWhere('request_id = $1', input.requestId as string);
      return { reservation: mustExist(existing, 'Réservation'), created: false };
    });
  }

  updatePaymentStatus(
    id: string,
    status: PaymentStatus,
    change?: StatusChangeNotifications,
  ): Promise<Reservation> {
    return this.run('Réservation', async () => {
      if (!isUuid(id)) throw new NotFoundError('Réservation');
      if (change) {
        const [updated] = await this.rows<ReservationRow>(
          'select * from public.update_payment_status_with_notifications($1, $2, $3, $4, $5::jsonb, $6::jsonb)',
          [
            id,
            status,
            change.expectedStatus,
            change.expectedPaidOnline,
            JSON.stringify(notificationsToJson(change.notifications)),
            change.creditNote ? JSON.stringify(change.creditNote) : null,
          ],
        );
        if (updated) return reservationFromRow(updated);
        if (await this.reservationWhere('id = $1', id)) throw new ConflictError('Réservation');
        throw new NotFoundError('Réservation');
      }
      const [row] = await this.rows<ReservationRow>(
        `update public.reservations
         set payment_status = $2,
             paid_at = case when $2 = 'paid' then coalesce(paid_at, now()) else paid_at end
         where id = $1 returning *`,
        [id, status],
      );
      if (!row) throw new NotFoundError('Réservation');
      return reservationFromRow(row);
    });
  }

  deleteReservation(id: string): Promise<void> {
    return this.deleteById('public.reservations', id, 'Réservation');
  }

  attachStripeSession(id: string, sessionId: string, previous?: string | null): Promise<Reservation> {
    return this.run('Réservation', async () => {
      if (!isUuid(id)) throw new NotFoundError('Réservation');
      // Only to a request still waiting for a payment, read under the update's row lock: cancelled, confirmed, erased or
      // paid while Stripe was creating the page → none (lib/payments/checkout.ts then closes that page).
      const [row] = await this.rows<ReservationRow>(
        `update public.reservations
         set stripe_session_id = $2, checkout_state = 'open', payment_method = 'online'
         where id = $1 and payment_status = 'pending' and anonymised_at is null
           and checkout_state is distinct from 'paid'
           and ($3::boolean is false or stripe_session_id is not distinct from $4)
         returning *`,
        [id, sessionId, previous !== undefined, previous ?? null],
      );
      if (row) return reservationFromRow(row);
      if (await this.reservationWhere('id = $1', id)) throw new ConflictError('Réservation');
      throw new NotFoundError('Réservation');
    });
  }

  markPaid(
    id: string,
    notifications: NotificationDraft[] = [],
    expected: PaymentStatus = 'pending',
  ): Promise<MarkPaidResult> {
    return this.run('Réservation', async () => {
      if (!isUuid(id)) return { reservation: null, transitioned: false };
      // One statement (supabase/migrations/20261127000100): the row lock makes exactly one concurrent caller see the
      // checkout unpaid.
      const [paid] = await this.rows<ReservationRow>(
        'select * from public.mark_paid_with_notifications($1, $2, $3::jsonb)',
        [id, expected, JSON.stringify(notificationsToJson(notifications))],
      );
      if (paid) return { reservation: reservationFromRow(paid), transitioned: true };
      return { reservation: await this.reservationWhere('id = $1', id), transitioned: false };
    });
  }

  markCheckoutState(id: string, state: 'expired' | 'failed'): Promise<Reservation | null> {
    return this.run('Réservation', async () => {
      if (!isUuid(id)) return null;
      const [row] = await this.rows<ReservationRow>(
        `update public.reservations set checkout_state = $2
         where id = $1 and checkout_state is distinct from 'paid'
         returning *`,
        [id, state],
      );
      return row ? reservationFromRow(row) : this.reservationWhere('id = $1', id);
    });
  }

  payOnBoardInstead(id: string): Promise<Reservation | null> {
    return this.run('Réservation', async () => {
      if (!isUuid(id)) return null;
      const [row] = await this.rows<ReservationRow>(
        `update public.reservations set payment_method = 'on_board'
         where id = $1 and payment_method = 'online' and checkout_state is distinct from 'paid'
         returning *`,
        [id],
      );
      return row ? reservationFromRow(row) : this.reservationWhere('id = $1', id);
    });
  }

  listReservationsByPickup(from: Date, to: Date): Promise<Reservation[]> {
    return this.run('Réservations', async () => {
      const rows = await this.rows<ReservationRow>(
        `select * from public.reservations
         where (pickup_time >= $1 and pickup_time < $2) or (return_pickup_time >= $1 and return_pickup_time < $2)
         order by pickup_time asc nulls last, id`,
        [from.toISOString(), to.toISOString()],
      );
      return rows.map(reservationFromRow);
    });
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

  /** public.issue_invoice / issue_credit_note: one function call = one transaction (lock, counter, insert). */
  private issueDocument<R extends InvoiceRow>(
    kind: DocumentKind,
    reservationId: string,
    snapshot: Record<string, unknown>,
  ): Promise<{ row: R; created: boolean }> {
    return this.run(DOCUMENT_KINDS[kind].one, async () => {
      if (!isUuid(reservationId)) throw new NotFoundError('Réservation');
      const [row] = await this.rows<{ result: (R & { created: boolean }) | string | null }>(
        `select public.${DOCUMENT_KINDS[kind].issue}($1::uuid, $2::jsonb) as result`,
        [reservationId, JSON.stringify(snapshot)],
      );
      const result = typeof row?.result === 'string' ? JSON.parse(row.result) : row?.result;
      if (!result) throw new NotFoundError('Réservation');
      return { row: result, created: result.created === true };
    });
  }

  async getInvoiceByReservation(reservationId: string): Promise<Invoice | null> {
    const [row] = await this.documentsOf<InvoiceRow>('invoice', [reservationId]);
    return row ? invoiceFromRow(row) : null;
  }

  async listInvoicesByReservations(reservationIds: readonly string[]): Promise<Invoice[]> {
    return (await this.documentsOf<InvoiceRow>('invoice', reservationIds)).map(invoiceFromRow);
  }

  async listInvoicesIssued(from: Date, to: Date): Promise<Invoice[]> {
    return (await this.documentsIssued<InvoiceRow>('invoice', from, to)).map(invoiceFromRow);
  }

  async getCreditNoteByReservation(reservationId: string): Promise<CreditNote | null> {
    const [row] = await this.documentsOf<CreditNoteRow>('credit_note', [reservationId]);
    return row ? creditNoteFromRow(row) : null;
  }

  async listCreditNotesByReservations(reservationIds: readonly string[]): Promise<CreditNote[]> {
    return (await this.documentsOf<CreditNoteRow>('credit_note', reservationIds)).map(creditNoteFromRow);
  }

  async listCreditNotesIssued(from: Date, to: Date): Promise<CreditNote[]> {
    return (await this.documentsIssued<CreditNoteRow>('credit_note', from, to)).map(creditNoteFromRow);
  }

  /** The invoices or credit notes issued in [from, to), in number order. */
  private documentsIssued<R>(kind: DocumentKind, from: Date, to: Date): Promise<R[]> {
    const { many, table } = DOCUMENT_KINDS[kind];
    return this.run(many, () =>
      this.rows<R>(
        `select * from public.${table} where issued_at >= $1 and issued_at < $2 order by year, sequence`,
        [from.toISOString(), to.toISOString()],
      ),
    );
  }

  /** The invoices or credit notes of these reservations (at most one each), in number order. */
  private documentsOf<R>(kind: DocumentKind, reservationIds: readonly string[]): Promise<R[]> {
    const { one, many, table } = DOCUMENT_KINDS[kind];
    return this.run(reservationIds.length === 1 ? one : many, async () => {
      const ids = reservationIds.filter(isUuid);
      if (ids.length === 0) return [];
      return this.rows<R>(
        `select * from public.${table} where reservation_id = any($1::uuid[]) order by year, sequence`,
        [ids],
      );
    });
  }

  // ── app_secrets ─────────────────────────────────────────────────────────────────────────────────────────────────

  getSecretHash(name: AppSecretName): Promise<string | null> {
    return this.run('Secret', async () => {
      const [row] = await this.rows<{ hash: string }>('select hash from public.app_secrets where name = $1', [
        name,
      ]);
      return row?.hash ?? null;
    });
  }

  setSecretHash(name: AppSecretName, hash: string): Promise<void> {
    return this.run('Secret', async () => {
      await this.db.query(
        `insert into public.app_secrets (name, hash) values ($1, $2)
         on conflict (name) do update set hash = excluded.hash, updated_at = now()`,
        [name, hash],
      );
    });
  }

  // ── price_settings ──────────────────────────────────────────────────────────────────────────────────────────────

  getPriceSettings(): Promise<PriceSettings | null> {
    return this.run('Tarifs', async () => {
      const [row] = await this.rows<{ settings: unknown }>(
        'select settings from public.price_settings where id = 1',
      );
      return row ? priceSettingsFromJson(row.settings) : null;
    });
  }

  savePriceSettings(settings: PriceSettings): Promise<PriceSettings> {
    return this.run('Tarifs', async () => {
      const parsed = priceSettingsSchema.safeParse(settings);
      if (!parsed.success) throw new InvalidDataError('Tarifs invalides');
      const [row] = await this.rows<{ settings: unknown }>(
        `insert into public.price_settings (id, settings) values (1, $1::jsonb)
         on conflict (id) do update set settings = excluded.settings returning settings`,
        [JSON.stringify(parsed.data)],
      );
      return mustExist(priceSettingsFromJson(row?.settings), 'Tarifs');
    });
  }

  resetPriceSettings(): Promise<PriceSettings> {
    return this.savePriceSettings(DEFAULT_PRICE_SETTINGS);
  }

  // ── safety tables ───────────────────────────────────────────────────────────────────────────────────────────────

  recordLoginAttempt(
    ip: string,
    succeeded: boolean,
    at: Date,
    options: { device?: string; refused?: boolean } = {},
  ): Promise<void> {
    return this.run('Connexion', async () => {
      await this.db.query(
        `insert into public.login_attempts (ip, succeeded, attempted_at, device, refused)
         values ($1, $2, $3, $4, $5)`,
        [ip, succeeded, at.toISOString(), options.device ?? null, options.refused ?? false],
      );
    });
  }

  countLoginFailures(since: Date, ip?: string, device?: string): Promise<number> {
    return this.run('Connexion', async () => {
      const params: unknown[] = [since.toISOString()];
      let where = 'succeeded = false and refused = false and attempted_at >= $1';
      if (ip !== undefined) {
        params.push(ip);
        where += ` and ip = $${params.length}`;
      }
      if (device !== undefined) {
        params.push(device);
        where += ` and device = $${params.length}`;
      }
      const [row] = await this.rows<{ n: number | string }>(
        `select count(*) as n from public.login_attempts where ${where}`,
        params,
      );
      return Number(row?.n ?? 0);
    });
  }

  claimLoginAttempt({ ip, device, at, since, max }: LoginClaim): Promise<string | null> {
    return this.run('Connexion', async () => {
      const [row] = await this.rows<{ id: string | null }>(
        'select public.claim_login_attempt($1, $2, $3, $4, $5)::text as id',
        [ip, device, at.toISOString(), since.toISOString(), max],
      );
      return row?.id ?? null;
    });
  }

  markLoginSucceeded(id: string): Promise<void> {
    return this.run('Connexion', async () => {
      if (!isAttemptId(id)) return;
      await this.db.query('update public.login_attempts set succeeded = true where id = $1 and not refused', [
        id,
      ]);
    });
  }

  purgePersonalData(now: Date): Promise<PurgeResult> {
    return this.run('Purge', async () => {
      const [row] = await this.rows<{
        anonymised: number;
        throttle_deleted: number;
        logins_deleted: number;
        documents_anonymised: number;
      }>('select * from public.purge_expired_data($1)', [now.toISOString()]);
      return {
        anonymised: Number(row?.anonymised ?? 0),
        throttleDeleted: Number(row?.throttle_deleted ?? 0),
        loginsDeleted: Number(row?.logins_deleted ?? 0),
        documentsAnonymised: Number(row?.documents_anonymised ?? 0),
      };
    });
  }

  listCustomerReservations(match: { email?: string | null; phone?: string | null }): Promise<Reservation[]> {
    return this.run('Réservations', async () => {
      const rows = await this.rows<ReservationRow>('select * from public.customer_reservations($1, $2)', [
        match.email ?? null,
        match.phone ?? null,
      ]);
      return rows.map(reservationFromRow);
    });
  }

  anonymiseCustomer(match: { email?: string | null; phone?: string | null }, now: Date): Promise<number> {
    return this.run('Anonymisation', async () => {
      const [row] = await this.rows<{ n: number }>('select public.anonymise_customer($1, $2, $3) as n', [
        match.email ?? null,
        match.phone ?? null,
        now.toISOString(),
      ]);
      return Number(row?.n ?? 0);
    });
  }

  recordThrottleHit(bucket: string, ip: string, at: Date): Promise<void> {
    return this.run('Limitation', async () => {
      await this.db.query(
        'insert into public.request_throttle (bucket, ip, created_at) values ($1, $2, $3)',
        [bucket, ip, at.toISOString()],
      );
    });
  }

  countThrottleHits(bucket: string, ip: string, since: Date): Promise<number> {
    return this.run('Limitation', async () => {
      const [row] = await this.rows<{ n: number | string }>(
        `select count(*) as n from public.request_throttle
         where bucket = $1 and ip = $2 and created_at >= $3`,
        [bucket, ip, since.toISOString()],
      );
      return Number(row?.n ?? 0);
    });
  }

  takeThrottleSlot(bucket: string, ip: string, at: Date, since: Date, limit: number): Promise<boolean> {
    return this.run('Limitation', async () => {
      const [row] = await this.rows<{ ok: boolean }>(
        'select public.take_throttle_slot($1, $2, $3, $4, $5) as ok',
        [bucket, ip, at.toISOString(), since.toISOString(), limit],
      );
      return row?.ok === true;
    });
  }

  adminSessionStatus(sessionId: string): Promise<{ version: number; revoked: boolean }> {
    return this.run('Session', async () => {
      const [row] = await this.rows<{ version: number | string | null; revoked: boolean }>(
        `select (select version from public.admin_session_state where id = 1) as version,
                exists (select 1 from public.admin_revoked_sessions where session_id = $1) as revoked`,
        [sessionId],
      );
      return { version: Number(row?.version ?? 1), revoked: row?.revoked === true };
    });
  }

  revokeAdminSession(sessionId: string, at: Date): Promise<void> {
    return this.run('Session', async () => {
      await this.db.query(
        `insert into public.admin_revoked_sessions (session_id, revoked_at) values ($1, $2)
         on conflict (session_id) do nothing`,
        [sessionId, at.toISOString()],
      );
    });
  }

  revokeAllAdminSessions(): Promise<number> {
    return this.run('Session', async () => {
      const [row] = await this.rows<{ version: number | string }>(
        'select public.bump_admin_session_version() as version',
      );
      return Number(row?.version);
    });
  }

  recordStripeEvent(id: string, type: string): Promise<boolean> {
    return this.run('Événement Stripe', async () => {
      const rows = await this.rows<{ id: string }>(
        'insert into public.stripe_events (id, type) values ($1, $2) on conflict (id) do nothing returning id',
        [id, type],
      );
      return rows.length === 1;
    });
  }

  getCachedPlace(placeId: string): Promise<CachedPlace | null> {
    return this.run('Lieu', async () => {
      const [row] = await this.rows<PlaceRow>(
        'select place_id, address, lat, lng, fetched_at from public.place_cache where place_id = $1',
        [placeId],
      );
      return row ? placeFromRow(row) : null;
    });
  }

  saveCachedPlace(place: CachedPlace): Promise<void> {
    return this.run('Lieu', async () => {
      await this.db.query(
        `insert into public.place_cache (place_id, address, lat, lng, fetched_at) values ($1, $2, $3, $4, $5)
         on conflict (place_id) do update
         set address = excluded.address, lat = excluded.lat, lng = excluded.lng, fetched_at = excluded.fetched_at`,
        [place.placeId, place.address, place.lat, place.lng, place.fetchedAt],
      );
    });
  }

  getCachedDistance(fromRef: string, toRef: string): Promise<CachedDistance | null> {
    return this.run('Distance', async () => {
      const [row] = await this.rows<DistanceRow>(
        `select from_ref, to_ref, km, duration_minutes, fetched_at from public.place_distances
         where from_ref = $1 and to_ref = $2`,
        [fromRef, toRef],
      );
      return row ? distanceFromRow(row) : null;
    });
  }

  saveCachedDistance(distance: CachedDistance): Promise<void> {
    return this.run('Distance', async () => {
      await this.db.query(
        `insert into public.place_distances (from_ref, to_ref, km, duration_minutes, fetched_at)
         values ($1, $2, $3, $4, $5)
         on conflict (from_ref, to_ref) do update
         set km = excluded.km, duration_minutes = excluded.duration_minutes, fetched_at = excluded.fetched_at`,
        [distance.fromRef, distance.toRef, distance.km, distance.durationMinutes, distance.fetchedAt],
      );
    });
  }

  // ── notifications ───────────────────────────────────────────────────────────────────────────────────────────────

  claimNotifications(limit: number, lockSeconds: number): Promise<Notification[]> {
    return this.run('Notifications', async () => {
      const rows = await this.rows<NotificationRow>('select * from public.claim_notifications($1, $2)', [
        limit,
        lockSeconds,
      ]);
      return rows.map(notificationFromRow);
    });
  }

  renewNotificationClaim(id: string, claimToken: string, lockSeconds: number): Promise<boolean> {
    return this.run('Notification', async () => {
      if (!isUuid(id) || !isUuid(claimToken)) return false;
      const [row] = await this.rows<{ renewed: boolean }>(
        'select public.renew_notification_claim($1, $2, $3) as renewed',
        [id, claimToken, lockSeconds],
      );
      return row?.renewed === true;
    });
  }

  finishNotification(id: string, claimToken: string, outcome: NotificationOutcome): Promise<boolean> {
    return this.run('Notification', async () => {
      if (!isUuid(id) || !isUuid(claimToken)) return false;
      const { rowCount } = await this.db.query(
        `update public.notifications
         set status = $3,
             sent_at = case when $3 = 'sent' then now() else sent_at end,
             next_attempt_at = coalesce($4::timestamptz, next_attempt_at),
             last_error = $5,
             locked_until = null,
             claim_token = null
         where id = $1 and claim_token = $2 and status = 'sending'`,
        finishParams(id, claimToken, outcome),
      );
      return rowCount === 1;
    });
  }

  listNotifications(limit = 200): Promise<Notification[]> {
    return this.run('Notifications', async () => {
      const rows = await this.rows<NotificationRow>(
        'select * from public.notifications order by created_at desc, id limit $1',
        [limit],
      );
      return rows.map(notificationFromRow);
    });
  }

  getNotification(id: string): Promise<Notification | null> {
    return this.run('Notification', async () => {
      if (!isUuid(id)) return null;
      const [row] = await this.rows<NotificationRow>('select * from public.notifications where id = $1', [
        id,
      ]);
      return row ? notificationFromRow(row) : null;
    });
  }

  requeueNotification(id: string): Promise<Notification> {
    return this.run('Notification', async () => {
      if (!isUuid(id)) throw new NotFoundError('Notification');
      const [row] = await this.rows<NotificationRow>(
        `update public.notifications
         set status = 'pending', attempts = 0, next_attempt_at = now(), last_error = null, sent_at = null,
             locked_until = null, claim_token = null
         where id = $1 and not (status = 'sending' and locked_until > now())
         returning *`,
        [id],
      );
      if (row) return notificationFromRow(row);
      const [exists] = await this.rows<{ id: string }>('select id from public.notifications where id = $1', [
        id,
      ]);
      throw exists ? new ConflictError('Notification') : new NotFoundError('Notification');
    });
  }

  close(): Promise<void> {
    return this.db.close();
  }

  private deleteById(table: string, id: string, what: string): Promise<void> {
    return this.run(what, async () => {
      if (!isUuid(id)) throw new NotFoundError(what);
      const { rowCount } = await this.db.query(`delete from ${table} where id = $1`, [id]);
      if (rowCount === 0) throw new NotFoundError(what);
    });
  }
}

/** Parameters ($3 status, $4 next attempt, $5 last error) of a claimed row's outcome. */
export function finishParams(id: string, claimToken: string, outcome: NotificationOutcome): unknown[] {
  switch (outcome.status) {
    case 'sent':
      return [id, claimToken, 'sent', null, null];
    case 'retry':
      return [id, claimToken, 'pending', outcome.nextAttemptAt.toISOString(), boundedError(outcome.error)];
    case 'failed':
      return [id, claimToken, 'failed', null, boundedError(outcome.error)];
    case 'skipped':
      return [id, claimToken, 'skipped', null, boundedError(outcome.reason)];
  }
}

function mustExist<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new NotFoundError(what);
  return value;
}
