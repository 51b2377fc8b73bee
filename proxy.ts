import { unsealData } from 'iron-session';
import { NextResponse, type NextRequest } from 'next/server';
import {
  isValidSession,
  sessionSecret,
  SESSION_COOKIE_NAME,
  SESSION_TTL_SECONDS,
} from '@/lib/auth/session-config';

// Optimistic admin gate only: it saves a render for visitors without a session. It is never relied upon —
// every admin page, layout, Server Action and route handler calls the guard in lib/auth/guard.ts itself.

const LOGIN_PATH = '/admin/login';

async function hasValidSessionCookie(request: NextRequest): Promise<boolean> {
  const seal = request.cookies.get(SESSION_COOKIE_NAME)?.value;
  if (!seal) return false;
  try {
    const data = await unsealData<unknown>(seal, {
      password: sessionSecret(),
      ttl: SESSION_TTL_SECONDS,
    });
    return isValidSession(data, Date.now());
  } catch {
    // Unparsable cookie or no SESSION_SECRET: no session.
    return false;
  }
}

function noindex(response: NextResponse): NextResponse {
  response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  return response;
}

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const isLogin = pathname === LOGIN_PATH || pathname.startsWith(`${LOGIN_PATH}/`);
  // A Server Action POST goes on to the action, whose own guard answers 401: a redirect would mean nothing to
  // the action client, and the 401 is the contract the security tests check.
  if (isLogin || request.headers.has('next-action') || (await hasValidSessionCookie(request))) {
    return noindex(NextResponse.next());
  }
  return noindex(NextResponse.redirect(new URL(LOGIN_PATH, request.url)));
}

export const config = { matcher: ['/admin', '/admin/:path*'] };
