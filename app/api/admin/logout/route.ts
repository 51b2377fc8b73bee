// POST /api/admin/logout — end this admin session on the server (its id is revoked) and clear the cookie.
// 401 without a session, like every admin API; 503 when the database cannot say (nothing is reported as done).
import { requireAdminToRevoke } from '@/lib/auth/guard';
import { authError, isCrossSite } from '@/lib/auth/http';
import { AUTH_MESSAGES } from '@/lib/auth/messages';
import { endAdminSession } from '@/lib/auth/session';

export async function POST(request: Request): Promise<Response> {
  try {
    if (isCrossSite(request)) return authError(403, AUTH_MESSAGES.foreignOrigin);
    const denied = await requireAdminToRevoke();
    if (denied) return denied;
    await endAdminSession();
  } catch (error) {
    console.error('[admin] déconnexion impossible', error);
    return authError(503, AUTH_MESSAGES.logoutFailed);
  }
  return Response.json(
    { ok: true, message: AUTH_MESSAGES.loggedOut.title },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
