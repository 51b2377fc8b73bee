// GET /api/cron/notifications — deliver the outbox's due e-mails (Vercel Cron every 5 minutes, or a crontab; see
// docs/operations.md). Bearer CRON_SECRET required. Rows that fail are retried later with exponential backoff.
import { isAuthorizedCron, unauthorizedCron } from '@/lib/cron/auth';
import { deliverPendingNotifications } from '@/lib/notifications';

export const dynamic = 'force-dynamic';

const NO_STORE = { 'Cache-Control': 'no-store' };

async function run(request: Request): Promise<Response> {
  if (!isAuthorizedCron(request)) return unauthorizedCron();
  try {
    const result = await deliverPendingNotifications();
    return Response.json(result, { headers: NO_STORE });
  } catch (error) {
    console.error('[notifications] tâche planifiée en échec', error);
    return Response.json(
      {
        error: {
          title: 'Service indisponible',
          message: 'Les notifications n’ont pas pu être envoyées. Elles restent en attente.',
        },
      },
      { status: 503, headers: NO_STORE },
    );
  }
}

export const GET = run;
export const POST = run;
