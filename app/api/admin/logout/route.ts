// POST /api/admin/logout — end the admin session (clears the cookie). 401 without a session, like every admin API.
import { requireAdminApi } from '@/lib/auth/guard';
import { authError, isCrossSite } from '@/lib/auth/http';
import { AUTH_MESSAGES } from '@/lib/auth/messages';
import { endAdminSession } from '@/lib/auth/session';

export async function POST(request: Request): Promise<Response> {
  if (isCrossSite(request)) return authError(403, AUTH_MESSAGES.unauthorized);
  const denied = await requireAdminApi();
  if (denied) return denied;
  await endAdminSession();
  return Response.json(
    { ok: true, message: AUTH_MESSAGES.loggedOut.title },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
