import { unsealData } from 'iron-session';
import { NextResponse, type NextRequest } from 'next/server';
import {
  isValidSession,
  sessionSecret,
  SESSION_COOKIE_NAME,
  SESSION_TTL_SECONDS,
} from '@/lib/auth/session-config';
import { AUTH_MESSAGES } from '@/lib/auth/messages';
import { ADMIN_LOGIN_PATH as LOGIN_PATH, ADMIN_PATH_HEADER, adminLoginHref } from '@/lib/auth/return-path';
import { localeOfPath } from '@/lib/i18n/routes';
import { PAGE_POST_REFUSED } from '@/lib/requests/messages';
import { isForeignOrigin } from '@/lib/requests/origin';

// Optimistic admin gate only: it saves a render for visitors without a session. It is never relied upon —
// every admin page, layout, Server Action and route handler calls the guard in lib/auth/guard.ts itself.

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

/** The admin's JSON refusal (the shape of lib/auth/http.ts's authError, which is server-only). */
function refuse(status: 401 | 403, { title, message }: { title: string; message: string }): NextResponse {
  return noindex(
    NextResponse.json({ error: { title, message } }, { status, headers: { 'Cache-Control': 'no-store' } }),
  );
}

/**
 * The site-wide Origin rule for admin Server Actions (POSTs to /admin pages). Next's action handler already aborts an
 * action whose Origin differs from Host, but answers 500; refusing here gives the same 403 as every route handler.
 */
function foreignActionPost(request: NextRequest): boolean {
  if (request.method !== 'POST') return false;
  try {
    return isForeignOrigin(request);
  } catch {
    return false; // invalid environment: the page or action reports it; Next's own Origin check still applies
  }
}

/**
 * Outside /admin the proxy sees only what the matcher's last two entries let through: a request with a `Next-Action`
 * header or a multipart body. No public page has a Server Action (the forms post to /api), and Next's action handler
 * answered such a POST 500 — to a plain cross-site `<form enctype="multipart/form-data">`, to a `Next-Action` from
 * another origin — or forwarded it to the admin page holding that action. It is refused here, in the page's language.
 */
function pagePost(request: NextRequest): NextResponse {
  if (request.method !== 'POST') return NextResponse.next();
  return new NextResponse(PAGE_POST_REFUSED[localeOfPath(request.nextUrl.pathname)], {
    status: 405,
    headers: { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname !== '/admin' && !pathname.startsWith('/admin/')) return pagePost(request);
  if (foreignActionPost(request)) return refuse(403, AUTH_MESSAGES.foreignOrigin);
  const isLogin = pathname === LOGIN_PATH || pathname.startsWith(`${LOGIN_PATH}/`);
  const asked = `${pathname}${request.nextUrl.search}`;
  const session = !isLogin && (await hasValidSessionCookie(request));
  // A Server Action POST without a session that opens is answered 401 here, before Next decodes its body: a forged
  // body that does not decode made Next's action handler answer 500 to a stranger. A redirect would mean nothing to
  // the action client; the 401 is the contract the security tests check, and the action's own guard still answers
  // it for a session ended on the server (its seal still opens).
  if (!isLogin && !session && request.headers.has('next-action'))
    return refuse(401, AUTH_MESSAGES.unauthorized);
  if (isLogin || session) {
    // A seal that opens can still belong to a session ended on the server (logged out elsewhere): the guard then
    // sends to the login page too, and reads the page asked for here (lib/auth/guard.ts; only an admin path is kept).
    const headers = new Headers(request.headers);
    headers.set(ADMIN_PATH_HEADER, asked);
    return noindex(NextResponse.next({ request: { headers } }));
  }
  // Back to the page asked for once signed in (a link from an e-mail, a bookmark, a session that ran out).
  return noindex(NextResponse.redirect(new URL(adminLoginHref(asked), request.url)));
}

export const config = {
  matcher: [
    '/admin',
    '/admin/:path*',
    // Every other page, for an action-shaped request only: a page's GET never runs the proxy (pagePost).
    { source: '/((?!api/|_next/|admin/|admin$).*)', has: [{ type: 'header', key: 'next-action' }] },
    {
      source: '/((?!api/|_next/|admin/|admin$).*)',
      has: [{ type: 'header', key: 'content-type', value: 'multipart/form-data.*' }],
    },
  ],
};
