// GET|POST /api/cron/purge — the retention purge (lib/retention/purge.ts), daily. Vercel Cron calls GET with
// `Authorization: Bearer $CRON_SECRET` (vercel.json); a plain crontab uses curl the same way (docs/operations.md).
import { isAuthorizedCron, unauthorizedCron } from '@/lib/cron/auth';
import { getStore } from '@/lib/db';
import { CACHE_TAGS, revalidateData } from '@/lib/db/cached';
import { UnavailableError } from '@/lib/db/errors';
import { runPurge } from '@/lib/retention/purge';

export const dynamic = 'force-dynamic';

async function purge(request: Request): Promise<Response> {
  if (!isAuthorizedCron(request)) return unauthorizedCron();
  try {
    const result = await runPurge(await getStore());
    if (result.anonymised > 0) revalidateData(CACHE_TAGS.reservations);
    return Response.json({ ok: true, ...result }, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    if (!(error instanceof UnavailableError)) console.error('[purge] échec', error);
    return Response.json(
      {
        error: {
          title: 'Service indisponible',
          message: 'Purge momentanément impossible, elle sera relancée.',
        },
      },
      { status: 503, headers: { 'Cache-Control': 'no-store' } },
    );
  }
}

export const GET = purge;
export const POST = purge;
