// POST /api/admin/login — check the admin password and open the session cookie. Limited per client, or per device
// for a browser holding a device cookie from an earlier login (lib/auth/rate-limit.ts, lib/auth/device.ts).
import { deviceCookieFrom, issueDeviceCookie, verifyDeviceCookie } from '@/lib/auth/device';
import { attemptAdminLogin, adminCredential } from '@/lib/auth/login';
import { authError, isCrossSite } from '@/lib/auth/http';
import { AUTH_MESSAGES } from '@/lib/auth/messages';
import { loginSchema } from '@/lib/auth/login-schema';
import { LOGIN_RETRY_AFTER_SECONDS } from '@/lib/auth/rate-limit';
import { startAdminSession } from '@/lib/auth/session';
import { isSessionConfigured } from '@/lib/auth/session-config';
import { getStore } from '@/lib/db';
import { clientIp, readJsonBody, RequestError } from '@/lib/requests';

export async function POST(request: Request): Promise<Response> {
  try {
    if (isCrossSite(request)) return authError(403, AUTH_MESSAGES.foreignOrigin);
    const parsed = loginSchema.safeParse(await readJsonBody(request, 2048));
    if (!parsed.success) return authError(400, AUTH_MESSAGES.invalidRequest);

    const now = new Date();
    const configured = isSessionConfigured();
    const outcome = await attemptAdminLogin({
      store: await getStore(),
      ip: clientIp(request.headers),
      device: configured ? verifyDeviceCookie(deviceCookieFrom(request.headers), now.getTime()) : null,
      password: parsed.data.password,
      now,
      // Without a session secret a correct password could not open a session: treat as not configured.
      credential: configured ? adminCredential() : null,
    });
    switch (outcome) {
      case 'success':
        await startAdminSession(now.getTime());
        return Response.json(
          { ok: true, redirectTo: '/admin/dashboard' },
          // A fresh device cookie at every success (OWASP): this browser keeps its own allowance from now on.
          { headers: { 'Cache-Control': 'no-store', 'Set-Cookie': issueDeviceCookie(now.getTime()) } },
        );
      case 'wrong-password':
        return authError(401, AUTH_MESSAGES.loginFailed);
      case 'throttled':
        return authError(429, AUTH_MESSAGES.throttled, {
          'Retry-After': String(LOGIN_RETRY_AFTER_SECONDS),
        });
      case 'not-configured':
        console.error(
          '[admin] connexion impossible : ADMIN_PASSWORD_HASH (ou ADMIN_PASSWORD en dev) et SESSION_SECRET requis',
        );
        return authError(503, AUTH_MESSAGES.notConfigured);
    }
  } catch (error) {
    if (error instanceof RequestError) {
      return authError(400, { title: AUTH_MESSAGES.loginFailed.title, message: error.message });
    }
    console.error('[admin] connexion impossible', error);
    return authError(503, AUTH_MESSAGES.unavailable);
  }
}
