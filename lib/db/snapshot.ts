// Prepared embedded-database snapshots: a PGlite data directory with every migration (and the demo seed) applied,
// dumped once as a gzip tarball and named by a hash of the migrations and the seed. A new migration or seed change
// gives a new name, so the snapshot is rebuilt on its next use; other files are left alone (a few hundred KB each).
// Used by `npm run dev` (first open of a missing .data/pglite, prepared before the server starts by `predev`) and by
// the tests (a fresh in-memory database per test file, lib/db/testing.ts).
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pgliteExecutor } from './executors';
import { listMigrationFiles, migrate } from './migrate';

/** The embedded database's folder when PGLITE_DIR is not set (lib/db/index.ts, scripts). */
export const DEFAULT_PGLITE_DIR = '.data/pglite';

/** Where snapshots live (git-ignored, like every `.tmp/` file). */
export function snapshotDir(root = process.cwd()): string {
  return path.join(root, '.tmp', 'pglite-templates');
}

/** The snapshot file for the current migrations (+ seed): changes whenever one of them does. */
export async function snapshotFile(seed: boolean, root = process.cwd()): Promise<string> {
  const files = (await listMigrationFiles(root)).map((f) => path.join(root, 'supabase', 'migrations', f));
  if (seed) files.push(path.join(root, 'supabase', 'seed.sql'), path.join(root, 'supabase', 'demo.sql'));
  const hash = createHash('sha256');
  for (const file of files) hash.update(path.basename(file)).update(await readFile(file));
  return path.join(snapshotDir(root), `${hash.digest('hex').slice(0, 20)}.tar.gz`);
}

/** The snapshot if it exists, else null (never builds). */
export async function readSnapshot(seed: boolean, root = process.cwd()): Promise<Blob | null> {
  try {
    return new Blob([await readFile(await snapshotFile(seed, root))]);
  } catch {
    return null;
  }
}

/**
 * The snapshot, built first when missing: initdb + migrations (+ seed) in memory, then published atomically, so
 * concurrent builders (jest workers) never read half a file.
 */
export async function ensureSnapshot(seed: boolean, root = process.cwd()): Promise<Blob> {
  const existing = await readSnapshot(seed, root);
  if (existing) return existing;
  const file = await snapshotFile(seed, root);
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create();
  try {
    await migrate(pgliteExecutor(db), { root, seed: seed ? 'always' : 'never', demo: seed });
    const dump = await db.dumpDataDir('gzip');
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
    return dump;
  } finally {
    await db.close();
  }
}
