// A database that is down or slow never hangs a caller: every call ends in UnavailableError within the time-out.
import { UnavailableError } from './errors';
import { openPostgres } from './executors';
import { SqlStore, type SqlExecutor } from './sql-store';

describe('unavailable database', () => {
  it('PostgreSQL on a closed port → UnavailableError quickly', async () => {
    const db = await openPostgres('postgres://postgres@127.0.0.1:1/none', { timeoutMs: 2_000 });
    const store = new SqlStore(db, { timeoutMs: 2_000 });
    const started = Date.now();
    await expect(store.listActivePackages('Essonne (91)')).rejects.toBeInstanceOf(UnavailableError);
    await expect(store.getPublishedPostBySlug('x')).rejects.toBeInstanceOf(UnavailableError);
    expect(Date.now() - started).toBeLessThan(4_000);
    await store.close();
  });

  it('a query that never answers → UnavailableError after DB_TIMEOUT_MS', async () => {
    const hanging: SqlExecutor = {
      kind: 'postgres',
      query: () => new Promise(() => undefined),
      exec: () => new Promise(() => undefined),
      close: async () => undefined,
    };
    const store = new SqlStore(hanging, { timeoutMs: 150 });
    const started = Date.now();
    const error = await store.listPublishedPosts().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnavailableError);
    expect((error as UnavailableError).code).toBe('unavailable');
    expect(Date.now() - started).toBeLessThan(2_000);
    await expect(store.markPaid('00000000-0000-4000-8000-000000000601')).rejects.toBeInstanceOf(
      UnavailableError,
    );
  });
});

describe('getStore() from the environment', () => {
  const saved = { ...process.env };
  afterEach(async () => {
    const { closeStore } = await import('./index');
    await closeStore();
    process.env = { ...saved };
    (await import('@/lib/env')).resetServerEnvForTests();
  });

  it('a DATABASE_URL that points nowhere gives UnavailableError, and the next call retries', async () => {
    process.env = { ...saved, DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none', DB_TIMEOUT_MS: '1000' };
    delete process.env.NEXT_PUBLIC_SUPABASE_URL;
    (await import('@/lib/env')).resetServerEnvForTests();
    const { getStore, storeIdentity } = await import('./index');
    expect(storeIdentity().kind).toBe('postgres');
    await expect(getStore()).rejects.toBeInstanceOf(UnavailableError);
    await expect(getStore()).rejects.toBeInstanceOf(UnavailableError);
  });

  it('picks Supabase when its URL and secret key are set, PGlite when nothing is', async () => {
    process.env = {
      ...saved,
      NEXT_PUBLIC_SUPABASE_URL: 'https://abc.supabase.co',
      SUPABASE_SECRET_KEY: 'sb_secret_test',
    };
    (await import('@/lib/env')).resetServerEnvForTests();
    const { getStore, storeIdentity } = await import('./index');
    expect((await getStore()).kind).toBe('supabase');
    const supabaseId = storeIdentity().id;

    process.env = { ...saved, PGLITE_DIR: '/tmp/hm-never-opened' };
    delete process.env.DATABASE_URL;
    delete process.env.NEXT_PUBLIC_SUPABASE_URL;
    (await import('@/lib/env')).resetServerEnvForTests();
    expect(storeIdentity().kind).toBe('pglite');
    expect(storeIdentity().id).not.toBe(supabaseId);
  });
});
