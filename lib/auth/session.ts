// The admin session: an iron-session cookie (sealed, HttpOnly, SameSite=Lax, Secure in production, 8 h), revocable on
// the server. The cookie carries a random session id and the session version at login; every admin request
// (readAdminSession, called by every guard) checks both against the database, so a logged-out cookie replayed from
// a copy — or every cookie after 'Déconnecter toutes les sessions' — is refused (401 / redirect to the login).
import 'server-only';
import { randomUUID } from 'node:crypto';
import { getIronSession, type IronSession } from 'iron-session';
import { cookies } from 'next/headers';
import { unstable_rethrow } from 'next/navigation';
import { getStore } from '@/lib/db';
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

/**
 * The current admin session, or null when absent, forged, expired, older than 8 h, logged out, or older than the
 * last 'Déconnecter toutes les sessions'. A database that cannot answer means no session (fails closed).
 */
export async function readAdminSession(now: number = Date.now()): Promise<AdminSession | null> {
  try {
    return await checkAdminSession(now);
  } catch (error) {
    // Next's own signals pass through: at build time cookies() throws to mark the page as request-time.
    unstable_rethrow(error);
    console.error('[admin] vérification de session impossible', error);
    return null;
  }
}

/**
 * The same reading, but a database that cannot answer throws instead of meaning « no session »: for
 * GET /api/admin/session, whose caller must tell an expired session (sign in again) from an outage (try later).
 */
export async function checkAdminSession(now: number = Date.now()): Promise<AdminSession | null> {
  // Reading the cookies first, always: it marks every guarded page as request-time. Returning before it (e.g. when
  // the build has no SESSION_SECRET) would let `next build` prerender the guard's redirect as a static page.
  const jar = await cookies();
  // Without a secret no session can have been issued: everyone is a visitor (login answers 503).
  if (!isSessionConfigured()) return null;
  const session = await openSession(jar);
  if (!isValidSession(session, now)) return null;
  const status = await (await getStore()).adminSessionStatus(session.sid);
  if (status.revoked || status.version !== session.version) return null;
  return { admin: true, issuedAt: session.issuedAt };
}

/** Starts a fresh admin session (called after a successful password check). */
export async function startAdminSession(now: number = Date.now()): Promise<void> {
  const sid = randomUUID();
  const { version } = await (await getStore()).adminSessionStatus(sid);
  const session = await openSession(await cookies());
  session.admin = true;
  session.issuedAt = now;
  session.sid = sid;
  session.version = version;
  await session.save();
}

/** Ends this session on the server (its id is revoked) and clears the cookie. */
export async function endAdminSession(now: number = Date.now()): Promise<void> {
  const session = await openSession(await cookies());
  if (typeof session.sid === 'string') {
    await (await getStore()).revokeAdminSession(session.sid, new Date(now));
  }
  session.destroy();
}

/** 'Déconnecter toutes les sessions': every cookie issued so far stops working, this one is cleared. */
export async function endAllAdminSessions(): Promise<void> {
  await (await getStore()).revokeAllAdminSessions();
  const session = await openSession(await cookies());
  session.destroy();
}
