// The admin session: an iron-session cookie (sealed, HttpOnly, SameSite=Lax, Secure in production, 8 h).
import 'server-only';
import { getIronSession, type IronSession } from 'iron-session';
import { cookies } from 'next/headers';
import {
  isSessionConfigured,
  isValidSession,
  sessionOptions,
  type AdminSession,
  type AdminSessionData,
} from './session-config';

/**
 * Opens the session bound to the request cookies. A cookie that iron cannot even parse (garbage, truncated)
 * makes getIronSession throw; it is then treated as absent, so a forged cookie never becomes a 500.
 */
async function openSession(
  store: Awaited<ReturnType<typeof cookies>>,
): Promise<IronSession<AdminSessionData>> {
  const options = sessionOptions();
  try {
    return await getIronSession<AdminSessionData>(store, options);
  } catch {
    return getIronSession<AdminSessionData>({ get: () => undefined, set: store.set.bind(store) }, options);
  }
}

/** The current admin session, or null when absent, forged, expired or older than 8 h. */
export async function readAdminSession(now: number = Date.now()): Promise<AdminSession | null> {
  // Reading the cookies first, always: it marks every guarded page as request-time. Returning before it (e.g. when
  // the build has no SESSION_SECRET) would let `next build` prerender the guard's redirect as a static page.
  const store = await cookies();
  // Without a secret no session can have been issued: everyone is a visitor (login answers 503).
  if (!isSessionConfigured()) return null;
  const session = await openSession(store);
  return isValidSession(session, now) ? { admin: true, issuedAt: session.issuedAt } : null;
}

/** Starts a fresh admin session (called after a successful password check). */
export async function startAdminSession(now: number = Date.now()): Promise<void> {
  const session = await openSession(await cookies());
  session.admin = true;
  session.issuedAt = now;
  await session.save();
}

/** Ends the session: the cookie is cleared. */
export async function endAdminSession(): Promise<void> {
  const session = await openSession(await cookies());
  session.destroy();
}
