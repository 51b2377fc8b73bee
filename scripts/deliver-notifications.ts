// `npm run notifications:deliver`: one delivery run of the e-mail outbox (same work as GET /api/cron/notifications),
// for a crontab on a server using PostgreSQL or Supabase. With the embedded database (PGlite, single process) call
// the cron route instead while the site runs (docs/operations.md).
import { closeStore } from '../lib/db';
import { deliverPendingNotifications } from '../lib/notifications/run';

async function main(): Promise<void> {
  const result = await deliverPendingNotifications();
  if (!result.smtp) {
    console.log(
      'SMTP non configuré (SMTP_URL) : les notifications restent en attente dans la boîte d’envoi.',
    );
    return;
  }
  console.log(
    `Notifications : ${result.claimed} traitée(s), ${result.sent} envoyée(s), ${result.retried} à réessayer, ${result.failed} en échec.`,
  );
  if (result.retried + result.failed > 0) process.exitCode = 1;
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => closeStore());
