// Admin session cookie settings and validity rule, shared by lib/auth/session.ts and proxy.ts.
// No `next/headers` or `server-only` here: the proxy imports this module.
import type { SessionOptions } from 'iron-session';

export const SESSION_COOKIE_NAME = 'hm_admin_session';
/** 8 hours: a working day; after it the admin signs in again. */
export const SESSION_TTL_SECONDS = 8 * 60 * 60;
/** Tolerated clock drift between instances when checking `issuedAt`. */
const CLOCK_SKEW_MS = 60_000;

export interface AdminSessionData {
  admin?: true;
  /** Epoch milliseconds of the login. */
  issuedAt?: number;
  /** Random id of this session: logout revokes it on the server (admin_revoked_sessions). */
  sid?: string;
  /** Session version at login: 'Déconnecter toutes les sessions' bumps it (admin_session_state). */
  version?: number;
}

export interface AdminSession {
  admin: true;
  issuedAt: number;
}

/** A sealed cookie's data that passed isValidSession: what the server-side revocation check needs. */
export interface SealedAdminSession extends AdminSession {
  sid: string;
  version: number;
}

export class SessionConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SessionConfigError';
  }
}

/**
 * SESSION_SECRET (≥ 32 characters). `next dev` gets a development value from the committed `.env.development`;
 * everywhere else it must be set explicitly, so a production server never signs cookies with a known secret.
 */
export function sessionSecret(): string {
  const secret = process.env.SESSION_SECRET?.trim();
  if (!secret) {
    throw new SessionConfigError(
      'SESSION_SECRET est manquant : définissez une valeur aléatoire de 32 caractères minimum.',
    );
  }
  if (secret.length < 32) {
    throw new SessionConfigError('SESSION_SECRET doit contenir au moins 32 caractères');
  }
  return secret;
}

export function isSessionConfigured(): boolean {
  try {
    sessionSecret();
    return true;
  } catch {
    return false;
  }
}

export function sessionOptions(): SessionOptions {
  return {
    cookieName: SESSION_COOKIE_NAME,
    password: sessionSecret(),
    ttl: SESSION_TTL_SECONDS,
    cookieOptions: {
      httpOnly: true,
      secure: process.env.NODE_ENV === 'production',
      sameSite: 'lax',
      path: '/',
    },
  };
}

/**
 * Only the cookie's own checks (seal, expiry). Whether the session was revoked is a database question answered by
 * lib/auth/session.ts on every admin request; proxy.ts, which only redirects, does not ask it.
 *
 * The seal's own expiry (iron) tolerates 60 s of skew and trusts whatever ttl the cookie was sealed with;
 * checking `issuedAt` as well bounds every session to 8 h from login, whatever the cookie says.
 */
export function isValidSession(data: unknown, now: number): data is SealedAdminSession {
  if (typeof data !== 'object' || data === null) return false;
  const { admin, issuedAt, sid, version } = data as AdminSessionData;
  if (admin !== true || typeof issuedAt !== 'number' || !Number.isFinite(issuedAt)) return false;
  // Cookies sealed before server-side revocation existed carry no id: they are no longer sessions.
  if (typeof sid !== 'string' || sid.length < 16 || !Number.isInteger(version)) return false;
  return issuedAt <= now + CLOCK_SKEW_MS && now - issuedAt < SESSION_TTL_SECONDS * 1000;
}
