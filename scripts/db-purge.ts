// `npm run db:purge`: the retention purge on the configured database (Supabase, DATABASE_URL or the embedded PGlite),
// the same as GET /api/cron/purge. For a plain crontab: `15 3 * * * cd /srv/harmony-move && npm run db:purge`.
// Run with the react-server condition (package.json) so the server-only data layer loads outside Next.
import { closeStore, getStore } from '../lib/db';
import { runPurge } from '../lib/retention/purge';

async function main(): Promise<void> {
  try {
    await runPurge(await getStore());
  } finally {
    await closeStore();
  }
}

main().catch((error: unknown) => {
  console.error('[purge] échec', error);
  process.exit(1);
});
