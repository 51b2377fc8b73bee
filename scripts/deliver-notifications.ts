// `npm run notifications:deliver`: one delivery run of the e-mail outbox (same work as GET /api/cron/notifications),
// for a crontab on a server using PostgreSQL or Supabase (docs/operations.md):
//   */5 * * * * cd /srv/harmony-move && NODE_ENV=production npm run notifications:deliver > /dev/null
// The environment is read as `next start` reads it (.env.production…, scripts/operations-env.ts); without a database
// the script refuses (exit 2, the reason on stderr) instead of delivering the embedded development database's outbox.
// With the embedded database (PGlite, single process) call the cron route instead while the site runs.
import { OperationsRefusal, prepareOperations, REFUSED_EXIT_CODE } from './operations-env';

async function main(): Promise<void> {
  const database = prepareOperations('notifications:deliver');
  // Imported only now: the data layer and the mail settings read the environment loaded above.
  const [{ closeStore }, { deliverPendingNotifications }] = await Promise.all([
    import('../lib/db'),
    import('../lib/notifications/run'),
  ]);
  try {
    const result = await deliverPendingNotifications();
    if (!result.smtp) {
      console.log(
        `SMTP non configuré (SMTP_URL) : les notifications restent en attente dans la boîte d’envoi (${database.label}).`,
      );
      return;
    }
    console.log(
      `Notifications (${database.label}) : ${result.claimed} traitée(s), ${result.sent} envoyée(s), ${result.skipped} non envoyée(s) car plus à jour, ${result.retried} à réessayer, ${result.failed} en échec.`,
    );
    if (result.retried + result.failed > 0) process.exitCode = 1;
  } finally {
    await closeStore();
  }
}

main().catch((error: unknown) => {
  if (error instanceof OperationsRefusal) {
    console.error(error.message);
    process.exitCode = REFUSED_EXIT_CODE;
    return;
  }
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
