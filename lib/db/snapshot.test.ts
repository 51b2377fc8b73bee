// Prepared embedded-database snapshots: named by the migrations + seed (a new migration → a new snapshot), loaded only
// into a directory that does not exist yet (never over existing data).
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPglite } from './executors';
import { migrate } from './migrate';
import { ensureSnapshot, snapshotFile } from './snapshot';

jest.setTimeout(120_000);

describe('embedded database snapshot', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'hm-snapshot-'));
    await cp(path.join(process.cwd(), 'supabase'), path.join(root, 'supabase'), { recursive: true });
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('is named by the content of the migrations and of the seed', async () => {
    const seeded = await snapshotFile(true, root);
    const bare = await snapshotFile(false, root);
    expect(seeded).not.toBe(bare);
    expect(await snapshotFile(true, root)).toBe(seeded);
    // Another helper adds a migration: the next use builds a new snapshot.
    const added = path.join(root, 'supabase', 'migrations', '29990101000000_test.sql');
    await writeFile(added, 'create table if not exists public.snapshot_probe (id int);\n');
    expect(await snapshotFile(true, root)).not.toBe(seeded);
    await writeFile(added, 'create table if not exists public.snapshot_probe (id bigint);\n');
    const edited = await snapshotFile(true, root);
    await rm(added);
    expect(edited).not.toBe(seeded);
    expect(await snapshotFile(true, root)).toBe(seeded);
    await writeFile(path.join(root, 'supabase', 'seed.sql'), '-- changed seed\n', { flag: 'a' });
    expect(await snapshotFile(true, root)).not.toBe(seeded);
    expect(await snapshotFile(false, root)).toBe(bare); // the seed is not part of the unseeded snapshot
  });

  it('creates a missing directory with the seeded schema, and never loads over an existing one', async () => {
    const snapshot = await ensureSnapshot(true);
    const dir = path.join(root, 'data');
    const db = await openPglite(dir, { snapshot });
    try {
      expect(await migrate(db)).toEqual({ applied: [], seeded: false });
      const { rows } = await db.query<{ n: number }>('select count(*)::int as n from public.local_packages');
      expect(rows[0]?.n).toBeGreaterThan(0);
      await db.query('delete from public.local_packages');
    } finally {
      await db.close();
    }
    const again = await openPglite(dir, { snapshot });
    try {
      const { rows } = await again.query<{ n: number }>(
        'select count(*)::int as n from public.local_packages',
      );
      expect(rows[0]?.n).toBe(0);
    } finally {
      await again.close();
    }
  });
});
