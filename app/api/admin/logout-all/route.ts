// POST /api/admin/logout-all — 'Déconnecter toutes les sessions': bumps the session version in the database, so
// every admin cookie issued so far (other browsers, a stolen copy) stops working at its next request. 401 without a
// session (this browser's is over: nothing was revoked), 503 when the database cannot say or write.
import { requireAdminToRevoke } from '@/lib/auth/guard';
import { authError, isCrossSite } from '@/lib/auth/http';
import { AUTH_MESSAGES } from '@/lib/auth/messages';
import { endAllAdminSessions } from '@/lib/auth/session';

export async function POST(request: Request): Promise<Response> {
  try {
    if (isCrossSite(request)) return authError(403, AUTH_MESSAGES.foreignOrigin);
    const denied = await requireAdminToRevoke();
    if (denied) return denied;
    await endAllAdminSessions();
  } catch (error) {
    console.error('[admin] déconnexion de toutes les sessions impossible', error);
    return authError(503, AUTH_MESSAGES.logoutFailed);
  }
  return Response.json(
    { ok: true, message: AUTH_MESSAGES.loggedOutEverywhere.title },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
