// `npm run db:reset`: deletes the embedded database (PGLITE_DIR, default .data/pglite) and recreates it with every
// migration and the demo seed, then clears Next's data cache (cached reads of the old database).
// Stop `npm run dev` first: the embedded database is single-process.
import { rm, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { openPglite } from '../lib/db/executors';
import { migrate } from '../lib/db/migrate';

const DEFAULT_DIR = '.data/pglite';

async function main(): Promise<void> {
  if (process.env.DATABASE_URL || process.env.NEXT_PUBLIC_SUPABASE_URL) {
    console.warn(
      'db:reset ne touche que la base embarquée (PGlite) ; DATABASE_URL / NEXT_PUBLIC_SUPABASE_URL sont ignorés.',
    );
  }
  const dir = path.resolve(process.env.PGLITE_DIR?.trim() || DEFAULT_DIR);
  const started = Date.now();
  await rm(dir, { recursive: true, force: true });
  await mkdir(path.dirname(dir), { recursive: true });
  const db = await openPglite(dir);
  try {
    // Development database: reference data plus the demo data (sample reservations, a draft post).
    const { applied, seeded } = await migrate(db, {
      demo: process.env.NODE_ENV !== 'production' || process.env.LOAD_DEMO_DATA === '1',
    });
    console.log(
      `Base embarquée recréée dans ${path.relative(process.cwd(), dir) || dir} : ${applied.length} migration(s)${seeded ? ' + données de démonstration' : ''} (${Date.now() - started} ms).`,
    );
  } finally {
    await db.close();
  }
  for (const distDir of new Set(['.next', process.env.NEXT_DIST_DIR?.trim() || '.next'])) {
    await rm(path.resolve(distDir, 'cache', 'fetch-cache'), { recursive: true, force: true });
  }
  console.log('Cache de données Next vidé (.next/cache/fetch-cache).');
}

main().catch((error: unknown) => {
  console.error('db:reset a échoué :', error);
  process.exit(1);
});
