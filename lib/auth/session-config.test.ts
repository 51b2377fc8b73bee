import { sealData, unsealData } from 'iron-session';
import {
  isValidSession,
  sessionOptions,
  sessionSecret,
  SESSION_COOKIE_NAME,
  SESSION_TTL_SECONDS,
} from './session-config';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 2, 1, 12);
/** What startAdminSession seals besides admin/issuedAt: the server-side revocation keys. */
const IDS = { sid: '7d0f3a52-6c1e-4b8a-9f00-1a2b3c4d5e6f', version: 1 };

describe('admin session rules', () => {
  const env = { ...process.env };
  afterEach(() => {
    process.env = { ...env };
  });

  it('accepts a fresh admin session and refuses anything else', () => {
    expect(isValidSession({ admin: true, issuedAt: NOW - HOUR, ...IDS }, NOW)).toBe(true);
    // A cookie sealed before server-side revocation existed (no id, no version) is no session.
    expect(isValidSession({ admin: true, issuedAt: NOW - HOUR }, NOW)).toBe(false);
    expect(isValidSession({ admin: true, issuedAt: NOW - HOUR, sid: IDS.sid }, NOW)).toBe(false);
    expect(isValidSession({ admin: true, issuedAt: NOW - HOUR, sid: 'x', version: 1 }, NOW)).toBe(false);
    expect(isValidSession({}, NOW)).toBe(false);
    expect(isValidSession(null, NOW)).toBe(false);
    expect(isValidSession({ admin: 'true', issuedAt: NOW }, NOW)).toBe(false);
    expect(isValidSession({ admin: true }, NOW)).toBe(false);
    expect(isValidSession({ admin: true, issuedAt: Number.NaN }, NOW)).toBe(false);
  });

  it('expires 8 hours after login, whatever the cookie says', () => {
    expect(SESSION_TTL_SECONDS).toBe(8 * 3600);
    expect(isValidSession({ admin: true, issuedAt: NOW - 8 * HOUR + 1000, ...IDS }, NOW)).toBe(true);
    expect(isValidSession({ admin: true, issuedAt: NOW - 8 * HOUR, ...IDS }, NOW)).toBe(false);
    // A session "issued" in the future (forged clock) is refused beyond a minute of skew.
    expect(isValidSession({ admin: true, issuedAt: NOW + 5 * 60_000, ...IDS }, NOW)).toBe(false);
  });

  it('cookie: HttpOnly, SameSite=Lax, path /, Secure only in production', () => {
    process.env.SESSION_SECRET = 'x'.repeat(32);
    expect(sessionOptions()).toMatchObject({
      cookieName: SESSION_COOKIE_NAME,
      ttl: SESSION_TTL_SECONDS,
      cookieOptions: { httpOnly: true, sameSite: 'lax', path: '/', secure: false },
    });
    Object.assign(process.env, { NODE_ENV: 'production' });
    expect(sessionOptions().cookieOptions?.secure).toBe(true);
  });

  it('requires SESSION_SECRET of at least 32 characters', () => {
    delete process.env.SESSION_SECRET;
    expect(() => sessionSecret()).toThrow('SESSION_SECRET est manquant');
    process.env.SESSION_SECRET = 'court';
    expect(() => sessionSecret()).toThrow('SESSION_SECRET doit contenir au moins 32 caractères');
  });

  it('a cookie sealed with another secret unseals to nothing', async () => {
    const seal = await sealData({ admin: true, issuedAt: NOW }, { password: 'a'.repeat(32) });
    await expect(unsealData(seal, { password: 'b'.repeat(32) })).resolves.toEqual({});
    await expect(unsealData(seal, { password: 'a'.repeat(32) })).resolves.toEqual({
      admin: true,
      issuedAt: NOW,
    });
  });
});
