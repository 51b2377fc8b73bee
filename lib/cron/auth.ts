// Cron routes (/api/cron/*) are called by Vercel Cron or a plain crontab with `Authorization: Bearer <CRON_SECRET>`.
// Without CRON_SECRET every cron route answers 401: nothing scheduled can run unauthenticated.
import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { serverEnv } from '@/lib/env';

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** True when the request carries the configured cron secret (compared in constant time). */
export function isAuthorizedCron(request: Request): boolean {
  const secret = serverEnv().CRON_SECRET;
  if (!secret) return false;
  const header = request.headers.get('authorization') ?? '';
  const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  return timingSafeEqual(digest(given), digest(secret));
}

/** The answer of a cron route called without the secret. */
export function unauthorizedCron(): Response {
  return Response.json(
    { error: { title: 'Accès refusé', message: 'Secret de tâche planifiée manquant ou invalide.' } },
    { status: 401, headers: { 'Cache-Control': 'no-store' } },
  );
}
