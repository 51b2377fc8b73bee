// The seed stays in step with the code: default rates equal DEFAULT_PRICE_SETTINGS, demo content is complete.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_PRICE_SETTINGS } from '@/lib/pricing/settings';
import { createTestStore, type TestStore } from './testing';
import { DEPARTMENTS } from './types';

const seedSql = readFileSync(path.join(process.cwd(), 'supabase', 'seed.sql'), 'utf8');

describe('supabase/seed.sql', () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await createTestStore();
  }, 60_000);
  afterAll(async () => {
    await store?.close();
  });

  it('price_settings JSON equals DEFAULT_PRICE_SETTINGS', () => {
    const match = /insert into public\.price_settings[\s\S]*?values \(1, '([^']+)'::jsonb\)/.exec(seedSql);
    expect(match).not.toBeNull();
    expect(JSON.parse(match?.[1] ?? 'null')).toEqual(DEFAULT_PRICE_SETTINGS);
  });

  it('has active packages in each department, some missing prices, one inactive row', async () => {
    for (const department of DEPARTMENTS) {
      expect((await store.listActivePackages(department)).length).toBeGreaterThanOrEqual(4);
    }
    const all = (await Promise.all(DEPARTMENTS.map((d) => store.listPackagesForAdmin(d)))).flat();
    expect(all.filter((p) => !p.isActive)).toHaveLength(1);
    expect(all.some((p) => p.prices.van.oneWayCents === null)).toBe(true);
    expect(all.some((p) => p.prices.berline.roundTripCents === null)).toBe(true);
    const essonne = await store.listActivePackages('Essonne (91)');
    expect(essonne.find((p) => p.endLocation === 'Étampes')?.prices.berline.oneWayCents).toBe(4000);
    const chartres = await store.listActivePackages('Chartres et environs');
    expect(chartres.find((p) => p.endLocation.includes('Orly'))?.prices.berline.oneWayCents).toBe(11000);
  });

  it('Dourdan → Orly / CDG rows show the fixed routes (priced by the settings), and no other row does', async () => {
    const airports = await store.listActivePackages('Dourdan-Aéroport');
    const orly = airports.find((p) => p.endLocation.includes('Orly'));
    const cdg = airports.find((p) => p.endLocation.includes('CDG'));
    expect([orly?.fixedRoute, cdg?.fixedRoute]).toEqual(['dourdanOrly', 'dourdanCdg']);
    const others = await Promise.all(
      DEPARTMENTS.map(async (department) => store.listPackagesForAdmin(department)),
    );
    const linked = others.flat().filter((p) => p.fixedRoute);
    expect(linked.map((p) => p.id).sort()).toEqual([orly?.id, cdg?.id].sort());
    // Their own columns (unread) still hold the default fares, for a reader of the table itself.
    const fares = DEFAULT_PRICE_SETTINGS.fixedFares;
    expect([orly?.prices.berline.oneWayCents, orly?.prices.van.oneWayCents]).toEqual([
      fares.dourdanOrly.berline,
      fares.dourdanOrly.van,
    ]);
    expect([cdg?.prices.berline.oneWayCents, cdg?.prices.van.oneWayCents]).toEqual([
      fares.dourdanCdg.berline,
      fares.dourdanCdg.van,
    ]);
  });

  it('publishes the two articles of the spec with real content and calls to action', async () => {
    const expected = {
      'avantages-vtc-transferts-aeroport': '2025-07-04',
      'engagements-qualite-vtc-premium-harmony-move': '2025-06-20',
    };
    for (const [slug, date] of Object.entries(expected)) {
      const post = await store.getPublishedPostBySlug(slug);
      expect(post?.createdAt.slice(0, 10)).toBe(date);
      expect(post?.externalUrl).toBeNull();
      const text = (post?.content ?? '').replace(/<[^>]+>/g, ' ');
      expect(text.split(/\s+/).filter(Boolean).length).toBeGreaterThanOrEqual(600);
      for (const href of ['/forfaits-aeroports', '/forfaits-disney', '/reservation', '/blog']) {
        expect(post?.content).toContain(`href="${href}"`);
      }
      expect(post?.content).toMatch(/<h2>/);
      expect(post?.content).toMatch(/<(ul|ol)>/);
    }
    expect((await store.listAllPosts()).filter((p) => !p.isPublished)).toHaveLength(1);
  });

  it('has sample reservations in every status over several channels', async () => {
    const list = await store.listReservations();
    expect(new Set(list.map((r) => r.paymentStatus)).size).toBe(4);
    expect(new Set(list.map((r) => r.channel)).size).toBeGreaterThanOrEqual(4);
    expect(list.every((r) => /^HM-[A-Z0-9]{5}$/.test(r.bookingRef))).toBe(true);
  });

  it('seed.sql is reference data only: sample reservations and the draft post live in demo.sql', () => {
    expect(seedSql).not.toMatch(/insert into public\.reservations/i);
    expect(seedSql).not.toContain('voyager-avec-enfants-vtc-conseils');
    const demoSql = readFileSync(path.join(process.cwd(), 'supabase', 'demo.sql'), 'utf8');
    expect(demoSql).toMatch(/insert into public\.reservations/i);
  });
});

describe('migrate() without the demo flag (a production start)', () => {
  it('loads the reference data but no sample reservation', async () => {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pgliteExecutor } = await import('./executors');
    const { migrate } = await import('./migrate');
    const db = await PGlite.create();
    try {
      const sql = pgliteExecutor(db);
      expect((await migrate(sql)).seeded).toBe(true);
      const count = async (table: string) =>
        Number((await sql.query<{ n: string }>(`select count(*) as n from public.${table}`)).rows[0]?.n);
      expect(await count('local_packages')).toBeGreaterThan(20);
      expect(await count('price_settings')).toBe(1);
      expect(await count('reservations')).toBe(0);
    } finally {
      await db.close();
    }
  }, 120_000);
});
