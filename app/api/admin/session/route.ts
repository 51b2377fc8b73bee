// GET /api/admin/session — 204 while this browser's admin session is open, 401 once it is over (expired, logged out
// here or on another device). The admin's pages ask it when a Server Action fails, to tell an expired session (sign in
// again in place, components/admin/reauth-dialog.tsx) from a lost connection.
import { requireAdminApi } from '@/lib/auth/guard';
import { authError } from '@/lib/auth/http';
import { AUTH_MESSAGES } from '@/lib/auth/messages';

export async function GET(): Promise<Response> {
  try {
    const denied = await requireAdminApi();
    if (denied) return denied;
  } catch (error) {
    console.error('[admin] session illisible', error);
    return authError(503, AUTH_MESSAGES.unavailable);
  }
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}
