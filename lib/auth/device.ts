// OWASP "device cookies" for the admin login
// (https://owasp.org/www-community/Slow_Down_Online_Guessing_Attacks_with_Device_Cookies).
// A browser that logged in successfully receives a signed cookie naming a random device id. On later attempts a
// valid cookie puts the browser on its own failure budget (5 per 15 minutes per device) instead of its client
// address's, so strangers hammering the login — from any number of addresses — can never lock the operator out of
// a browser already used to log in. The cookie grants nothing by itself: it is not a session and skips no password.
//
// Format: `v1.<deviceId>.<issuedAt ms>.<HMAC-SHA256 base64url>`, keyed by a key derived from SESSION_SECRET.
// No `server-only` / `next/headers`: the route handler reads and writes the cookie through plain headers.
import 'server-only';
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { sessionSecret } from './session-config';

export const DEVICE_COOKIE_NAME = 'hm_admin_device';
/** 180 days: a browser used at least twice a year keeps its allowance. */
export const DEVICE_COOKIE_TTL_SECONDS = 180 * 24 * 60 * 60;

const VERSION = 'v1';
const DEVICE_ID = /^[0-9a-f-]{36}$/;

function signingKey(): Buffer {
  return createHmac('sha256', sessionSecret()).update('harmony-move/admin-device-cookie/v1').digest();
}

function signature(payload: string): string {
  return createHmac('sha256', signingKey()).update(payload).digest('base64url');
}

export function signDeviceCookie(deviceId: string, issuedAt: number): string {
  const payload = `${VERSION}.${deviceId}.${issuedAt}`;
  return `${payload}.${signature(payload)}`;
}

/** The device id of a genuine, unexpired cookie; null for anything else (absent, forged, expired, no secret). */
export function verifyDeviceCookie(
  value: string | undefined | null,
  now: number = Date.now(),
): string | null {
  if (!value || value.length > 200) return null;
  const parts = value.split('.');
  if (parts.length !== 4) return null;
  const [version, deviceId, issuedText, mac] = parts as [string, string, string, string];
  if (version !== VERSION || !DEVICE_ID.test(deviceId) || !/^\d{1,15}$/.test(issuedText)) return null;
  const issuedAt = Number(issuedText);
  if (issuedAt > now + 60_000 || now - issuedAt > DEVICE_COOKIE_TTL_SECONDS * 1000) return null;
  let expected: Buffer;
  try {
    expected = Buffer.from(signature(`${version}.${deviceId}.${issuedText}`));
  } catch {
    return null; // no SESSION_SECRET: no cookie can be genuine
  }
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : null;
}

/** The value of the device cookie in a Cookie header. */
export function deviceCookieFrom(headers: Headers): string | undefined {
  const header = headers.get('cookie');
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === DEVICE_COOKIE_NAME) return rest.join('=');
  }
  return undefined;
}

/** A Set-Cookie header issuing a fresh device cookie (after a successful login). */
export function issueDeviceCookie(now: number = Date.now()): string {
  const attributes = [
    `${DEVICE_COOKIE_NAME}=${signDeviceCookie(randomUUID(), now)}`,
    'Path=/api/admin/login',
    `Max-Age=${DEVICE_COOKIE_TTL_SECONDS}`,
    'HttpOnly',
    'SameSite=Strict',
  ];
  if (process.env.NODE_ENV === 'production') attributes.push('Secure');
  return attributes.join('; ');
}
