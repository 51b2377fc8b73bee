// `npm run db:purge`: the retention purge on the configured database (Supabase or DATABASE_URL), the same as
// GET /api/cron/purge. For a plain crontab (docs/operations.md, "Personal data"):
//   15 3 * * * cd /srv/harmony-move && NODE_ENV=production npm run db:purge >> /var/log/hm-purge.log
// The environment is read as `next start` reads it (.env.production…, scripts/operations-env.ts); without a database
// the script refuses (exit 2, the reason on stderr) instead of purging the embedded development database — allowed
// only with ALLOW_EMBEDDED_DB=1, PGLITE_DIR, or by hand from a terminal outside production.
// Run with the react-server condition (package.json) so the server-only data layer loads outside Next.
import { OperationsRefusal, prepareOperations, REFUSED_EXIT_CODE } from './operations-env';

async function main(): Promise<void> {
  const database = prepareOperations('db:purge');
  console.info(`[purge] base : ${database.label}`);
  // Imported only now: the data layer reads the environment loaded above.
  const [{ closeStore, getStore }, { runPurge }] = await Promise.all([
    import('../lib/db'),
    import('../lib/retention/purge'),
  ]);
  try {
    await runPurge(await getStore());
  } finally {
    await closeStore();
  }
}

main().catch((error: unknown) => {
  if (error instanceof OperationsRefusal) {
    console.error(error.message);
    process.exit(REFUSED_EXIT_CODE);
  }
  console.error('[purge] échec', error);
  process.exit(1);
});
