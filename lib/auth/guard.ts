// The admin guard. Every admin page, layout, route handler and Server Action calls one of these itself:
// proxy.ts only redirects obvious cases and is never relied upon (a bypassed proxy changes nothing).
import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { checkAdminSession, readAdminSession } from './session';
import type { AdminSession } from './session-config';
import { authError } from './http';
import { AUTH_MESSAGES } from './messages';
import { ADMIN_PATH_HEADER, adminLoginHref } from './return-path';

export async function isAdmin(): Promise<boolean> {
  return (await readAdminSession()) !== null;
}

/** For pages and layouts: the session, or a redirect to /admin/login. */
export async function requireAdmin(): Promise<AdminSession> {
  const session = await readAdminSession();
  if (!session) redirect(adminLoginHref((await headers()).get(ADMIN_PATH_HEADER) ?? ''));
  return session;
}

/** For route handlers: a 401 JSON response to return as is, or null when the caller is the admin. */
export async function requireAdminApi(): Promise<Response | null> {
  if (await isAdmin()) return null;
  return authError(401, AUTH_MESSAGES.unauthorized);
}

/**
 * For the routes that end sessions (log out, log out everywhere): the same 401, but a database that cannot be read
 * throws (the route answers 503) instead of reading as « no session », so a revocation that was not written is never
 * reported to the admin as done.
 */
export async function requireAdminToRevoke(): Promise<Response | null> {
  if (await checkAdminSession()) return null;
  return authError(401, AUTH_MESSAGES.unauthorized);
}
