// Row-level security and grants, as Supabase's anonymous role sees them (`set role anon`), on PGlite and PostgreSQL.
// Also: the migrations apply twice in a row and on an empty database.
import { migrate, listMigrationFiles } from './migrate';
import { testEngines, type TestStore } from './testing';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const TABLES = [
  'local_packages',
  'blog_posts',
  'reservations',
  'price_settings',
  'login_attempts',
  'request_throttle',
  'stripe_events',
  'notifications',
  'admin_session_state',
  'admin_revoked_sessions',
  'invoices',
  'invoice_counters',
  'credit_notes',
  'credit_note_counters',
  'app_secrets',
  'anonymisations',
  'place_cache',
  'place_distances',
] as const;

/** A harmless write per table and kind; each must be refused to anon. */
const WRITES: Record<(typeof TABLES)[number], string[]> = {
  local_packages: [
    `insert into public.local_packages (department, end_location) values ('Essonne (91)', 'Pirate')`,
    `update public.local_packages set berline_one_way_price = 1`,
    `delete from public.local_packages`,
  ],
  blog_posts: [
    `insert into public.blog_posts (title, slug) values ('Pirate', 'pirate')`,
    `update public.blog_posts set title = 'Pirate'`,
    `delete from public.blog_posts`,
  ],
  reservations: [
    `insert into public.reservations (booking_ref, full_name, email) values ('HM-PIRAT', 'P', 'p@p.fr')`,
    `update public.reservations set payment_status = 'paid'`,
    `delete from public.reservations`,
  ],
  price_settings: [
    `insert into public.price_settings (id, settings) values (1, '{}') on conflict do nothing`,
    `update public.price_settings set settings = '{}'`,
    `delete from public.price_settings`,
  ],
  login_attempts: [
    `insert into public.login_attempts (ip) values ('6.6.6.6')`,
    `update public.login_attempts set succeeded = true`,
    `delete from public.login_attempts`,
  ],
  request_throttle: [
    `insert into public.request_throttle (bucket, ip) values ('b', '6.6.6.6')`,
    `update public.request_throttle set ip = 'x'`,
    `delete from public.request_throttle`,
    `select public.take_throttle_slot('b', '6.6.6.6', now(), now() - interval '1 hour', 100)`,
  ],
  admin_session_state: [
    `update public.admin_session_state set version = 1`,
    `delete from public.admin_session_state`,
    `select public.bump_admin_session_version()`,
  ],
  admin_revoked_sessions: [
    `insert into public.admin_revoked_sessions (session_id) values ('pirate')`,
    `delete from public.admin_revoked_sessions`,
  ],
  stripe_events: [
    `insert into public.stripe_events (id, type) values ('evt_pirate', 't')`,
    `update public.stripe_events set type = 'x'`,
    `delete from public.stripe_events`,
  ],
  notifications: [
    `insert into public.notifications (kind, recipient, subject, html, text_body)
     values ('operator_new_request', 'p@p.fr', 'Pirate', '', '')`,
    `update public.notifications set status = 'sent'`,
    `delete from public.notifications`,
    // The outbox's SQL functions are the server's only: anon may neither enqueue nor claim.
    `select public.claim_notifications(10, 60)`,
    `select public.enqueue_notifications(null, '[]'::jsonb)`,
    `select * from public.create_reservation_with_notifications('{}'::jsonb, '[]'::jsonb)`,
    `select * from public.mark_paid_with_notifications(gen_random_uuid(), 'pending', '[]'::jsonb)`,
    `select * from public.update_payment_status_with_notifications(gen_random_uuid(), 'paid', 'pending', false, '[]'::jsonb)`,
  ],
  invoices: [
    `insert into public.invoices (number, year, sequence, snapshot) values ('F-2099-0001', 2099, 1, '{}')`,
    `update public.invoices set snapshot = '{}'`,
    `delete from public.invoices`,
  ],
  invoice_counters: [
    `insert into public.invoice_counters (year, last) values (2099, 1)`,
    `update public.invoice_counters set last = 0`,
    `delete from public.invoice_counters`,
  ],
  credit_notes: [
    // A credit note cancels an invoice (foreign key): the owner's insert writes one first.
    `with i as (insert into public.invoices (number, year, sequence, snapshot) values ('F-2099-0001', 2099, 1, '{}') returning id)
     insert into public.credit_notes (invoice_id, number, year, sequence, snapshot) select id, 'A-2099-0001', 2099, 1, '{}' from i`,
    `update public.credit_notes set snapshot = '{}'`,
    `delete from public.credit_notes`,
    `select public.issue_credit_note('00000000-0000-4000-8000-000000000000'::uuid, '{}'::jsonb)`,
  ],
  credit_note_counters: [
    `insert into public.credit_note_counters (year, last) values (2099, 1)`,
    `update public.credit_note_counters set last = 0`,
    `delete from public.credit_note_counters`,
  ],
  app_secrets: [
    `insert into public.app_secrets (name, hash) values ('calendar_feed', repeat('0', 64))`,
    `update public.app_secrets set hash = repeat('0', 64)`,
    `delete from public.app_secrets`,
  ],
  anonymisations: [
    `insert into public.anonymisations (reason, reservations) values ('request', 0)`,
    `update public.anonymisations set reservations = 0`,
    `delete from public.anonymisations`,
  ],
  place_cache: [
    `insert into public.place_cache (place_id, address, lat, lng) values ('ChIJpirate', 'Lille', 50.6, 3.06)`,
    `update public.place_cache set lat = 48.529, lng = 2.011`,
    `delete from public.place_cache`,
  ],
  place_distances: [
    `insert into public.place_distances (from_ref, to_ref, km) values ('a', 'b', 1)`,
    `update public.place_distances set km = 0`,
    `delete from public.place_distances`,
  ],
};

describe.each(testEngines())('row-level security on $name', ({ create }) => {
  let store: TestStore;

  beforeAll(async () => {
    store = await create({ max: 1 }); // one connection: `set role` holds across queries
  }, 60_000);
  afterAll(async () => {
    await store?.close();
  });

  async function asAnon<T>(sql: string): Promise<T[]> {
    await store.sql.query('set role anon');
    try {
      return (await store.sql.query<T>(sql)).rows;
    } finally {
      await store.sql.query('reset role');
    }
  }

  it('every table in public has RLS enabled', async () => {
    const { rows } = await store.sql.query<{ relname: string }>(
      `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relrowsecurity`,
    );
    expect(rows).toEqual([]);
    const { rows: all } = await store.sql.query<{ relname: string }>(
      `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r' order by 1`,
    );
    expect(all.map((r) => r.relname).sort()).toEqual([...TABLES].sort());
  });

  it('anon sees only active packages', async () => {
    const rows = await asAnon<{ is_active: boolean }>('select is_active from public.local_packages');
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.every((r) => r.is_active)).toBe(true);
    const { rows: owner } = await store.sql.query<{ n: number | string }>(
      'select count(*) as n from public.local_packages where not is_active',
    );
    expect(Number(owner[0]?.n)).toBeGreaterThan(0);
  });

  it('anon sees only published posts', async () => {
    const rows = await asAnon<{ slug: string; is_published: boolean }>(
      'select slug, is_published from public.blog_posts',
    );
    expect(rows.map((r) => r.slug)).toContain('avantages-vtc-transferts-aeroport');
    expect(rows.every((r) => r.is_published)).toBe(true);
    expect(rows.map((r) => r.slug)).not.toContain('voyager-avec-enfants-vtc-conseils');
  });

  it.each([
    'reservations',
    'price_settings',
    'login_attempts',
    'request_throttle',
    'stripe_events',
    'notifications',
    'invoices',
    'invoice_counters',
    'app_secrets',
    'place_cache',
    'place_distances',
  ] as const)('anon reads nothing from %s', async (table) => {
    await expect(asAnon(`select * from public.${table}`)).rejects.toMatchObject({ code: '42501' });
    // Even with a table grant, RLS (no policy for anon) returns no row, with rows in the table: most of these tables
    // are empty after the seed, where any policy would return nothing. The owner writes one (the table's insert from
    // WRITES) inside a transaction rolled back at the end, grant included: the other tests see the seeded database.
    const insert = WRITES[table].find((sql) => /^\s*(insert|with)\b/.test(sql));
    if (!insert) throw new Error(`WRITES.${table} has no insert`);
    await store.sql.query('begin');
    try {
      await store.sql.query(insert);
      const { rows } = await store.sql.query<{ n: number | string }>(
        `select count(*) as n from public.${table}`,
      );
      expect(Number(rows[0]?.n)).toBeGreaterThan(0);
      await store.sql.query(`grant select on public.${table} to anon`);
      expect(await asAnon(`select * from public.${table}`)).toEqual([]);
    } finally {
      await store.sql.query('rollback');
    }
  });

  it.each(TABLES.flatMap((t) => WRITES[t].map((sql) => [t, sql] as const)))(
    'anon cannot write to %s: %s',
    async (_table, sql) => {
      await expect(asAnon(sql)).rejects.toMatchObject({ code: '42501' });
    },
  );

  it('anon cannot issue an invoice (the function is not executable by PUBLIC)', async () => {
    await expect(
      asAnon(`select public.issue_invoice('00000000-0000-4000-8000-000000000000'::uuid, '{}'::jsonb)`),
    ).rejects.toMatchObject({ code: '42501' });
  });

  it('nothing anon tried was written', async () => {
    const { rows } = await store.sql.query<{ n: number | string }>(
      `select (select count(*) from public.blog_posts where slug = 'pirate')
            + (select count(*) from public.stripe_events where id = 'evt_pirate')
            + (select count(*) from public.reservations where booking_ref = 'HM-PIRAT')
            + (select count(*) from public.invoices where year = 2099)
            + (select count(*) from public.invoice_counters where year = 2099)
            + (select count(*) from public.app_secrets) as n`,
    );
    expect(Number(rows[0]?.n)).toBe(0);
  });
});

describe.each(testEngines())('migrations on $name', ({ create }) => {
  it('apply on an empty database, then again (tracked and raw) without error or change', async () => {
    const store = await create({ seed: false });
    try {
      const count = async () =>
        Number(
          (await store.sql.query<{ n: number | string }>('select count(*) as n from public.local_packages'))
            .rows[0]?.n,
        );
      expect(await count()).toBe(0); // no seed asked: empty tables
      expect(await migrate(store.sql)).toEqual({ applied: [], seeded: false });
      // Every file re-applied by hand, twice: the SQL itself is idempotent (supabase db push, manual runs).
      const dir = path.join(process.cwd(), 'supabase', 'migrations');
      for (let i = 0; i < 2; i += 1) {
        for (const file of await listMigrationFiles()) {
          await store.sql.exec(await readFile(path.join(dir, file), 'utf8'));
        }
      }
      const seed = await readFile(path.join(process.cwd(), 'supabase', 'seed.sql'), 'utf8');
      await store.sql.exec(seed);
      const seeded = await count();
      expect(seeded).toBeGreaterThan(20);
      await store.sql.exec(seed);
      expect(await count()).toBe(seeded);
      const { rows } = await store.sql.query<{ name: string }>(
        'select name from app_private.schema_migrations order by name',
      );
      expect(rows.map((r) => r.name)).toEqual(await listMigrationFiles());
    } finally {
      await store.close();
    }
  }, 60_000);
});
