// The Origin rule of every state-changing request a browser sends us (public forms, payment return, admin login
// and logout): the `Origin` header, when present, must be the site's own origin (SITE_URL); anything else — another
// site, `null` (sandboxed frame, file:, some redirects), a malformed value — is refused with 403 before any work.
//
// A MISSING Origin is allowed. Browsers always send Origin on a cross-origin request and on every same-origin
// POST/PUT/PATCH/DELETE fetch or form, so a missing Origin means a non-browser client (curl, a server, the Stripe
// webhook, a scheduler) — which could write any Origin it likes anyway, so requiring it would protect nothing and
// only break integrations. A browser that marks the request cross-site (`Sec-Fetch-Site: cross-site`) without an
// Origin is refused too. Reads (GET/HEAD/OPTIONS) are not concerned.
import { serverEnv } from '@/lib/env';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function siteOrigin(): string {
  return new URL(serverEnv().SITE_URL).origin;
}

/** true when a browser request comes from another site than SITE_URL (see the rule above). */
export function isForeignOrigin(request: Request, expected: string = siteOrigin()): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  const origin = request.headers.get('origin');
  if (origin === null) return request.headers.get('sec-fetch-site')?.toLowerCase() === 'cross-site';
  try {
    return new URL(origin).origin !== expected;
  } catch {
    return true;
  }
}
