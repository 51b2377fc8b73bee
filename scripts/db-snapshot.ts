// `predev` (before `npm run dev`): when the embedded database does not exist yet (fresh clone, after a reset), create
// it from the prepared snapshot of the current migrations + seed (lib/db/snapshot.ts, built here first if missing),
// so the dev server's first page only reopens a ready database instead of running initdb + migrations + seed behind
// the first request. Nothing to do with DATABASE_URL / Supabase, or when the directory exists (the server then
// applies pending migrations itself).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadEnvConfig } from '@next/env';
import { openPglite } from '../lib/db/executors';
import { DEFAULT_PGLITE_DIR, ensureSnapshot } from '../lib/db/snapshot';

async function main(): Promise<void> {
  loadEnvConfig(process.cwd(), true, { info: () => undefined, error: console.error });
  const env = process.env;
  if (env.DATABASE_URL?.trim() || (env.NEXT_PUBLIC_SUPABASE_URL?.trim() && env.SUPABASE_SECRET_KEY?.trim()))
    return;
  const dir = path.resolve(env.PGLITE_DIR?.trim() || DEFAULT_PGLITE_DIR);
  if (existsSync(dir)) return;
  const started = Date.now();
  const snapshot = await ensureSnapshot(true);
  const db = await openPglite(dir, { snapshot });
  await db.close();
  console.log(
    `Base embarquée créée dans ${path.relative(process.cwd(), dir) || dir} depuis l'instantané (migrations + données de démonstration) en ${Date.now() - started} ms.`,
  );
}

main().catch((error: unknown) => {
  // Never blocks `npm run dev`: the server falls back to migrating and seeding on first open.
  console.warn('Instantané de la base embarquée non préparé :', error);
});
