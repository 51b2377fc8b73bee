// GET /api/admin/session — 204 while this browser's admin session is open, 401 once it is over (expired, logged out
// here or on another device), 503 when the database cannot say. components/admin/run-action.ts asks it before every
// admin Server Action, to sign in again in place rather than let the action's 401 take the page to the login screen.
import { unstable_rethrow } from 'next/navigation';
import { authError } from '@/lib/auth/http';
import { AUTH_MESSAGES } from '@/lib/auth/messages';
import { checkAdminSession } from '@/lib/auth/session';

export async function GET(): Promise<Response> {
  try {
    if (!(await checkAdminSession())) return authError(401, AUTH_MESSAGES.unauthorized);
  } catch (error) {
    unstable_rethrow(error);
    console.error('[admin] session illisible', error);
    return authError(503, AUTH_MESSAGES.unavailable);
  }
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}
