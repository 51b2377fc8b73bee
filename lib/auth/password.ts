// Admin password hashing: scrypt with a random salt and OWASP parameters (N=2^17, r=8, p=1), stored as a
// self-describing string `scrypt:N:r:p:salt:hash` (base64url) so parameters can be raised later without breaking
// existing hashes. Colons, not the usual `$`: Next's .env loader expands `$1`, `$8`… even inside quotes and would
// silently corrupt a `$`-separated hash. No `server-only` import: the CLI (scripts/hash-password.ts) and playwright.config.ts use it too.
import { createHash, randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

export const SCRYPT_PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
const PREFIX = 'scrypt';
const SEPARATOR = ':';

/** scrypt needs 128·N·r bytes; Node's default cap (32 MiB) is too small for N=2^17, so allow twice that. */
function maxmemFor(N: number, r: number): number {
  return 2 * 128 * N * r;
}

/**
 * Hashes a password for ADMIN_PASSWORD_HASH. Synchronous on purpose: only the CLI and the e2e config hash;
 * the server only verifies (asynchronously, off the event loop).
 */
export function hashPassword(password: string, salt: Buffer = randomBytes(SALT_LENGTH)): string {
  if (password.length === 0) throw new Error('Le mot de passe ne peut pas être vide.');
  const { N, r, p } = SCRYPT_PARAMS;
  const key = scryptSync(password.normalize('NFC'), salt, KEY_LENGTH, {
    N,
    r,
    p,
    maxmem: maxmemFor(N, r),
  });
  return [PREFIX, N, r, p, salt.toString('base64url'), key.toString('base64url')].join(SEPARATOR);
}

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

const isPowerOfTwo = (n: number) => Number.isInteger(n) && n > 1 && (n & (n - 1)) === 0;

/** Parses a stored hash; null when malformed or when its parameters are outside sane bounds (no memory bomb). */
export function parsePasswordHash(stored: string): ParsedHash | null {
  const parts = stored.trim().split(SEPARATOR);
  if (parts.length !== 6 || parts[0] !== PREFIX) return null;
  const [, nText, rText, pText, saltText, keyText] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const N = Number(nText);
  const r = Number(rText);
  const p = Number(pText);
  if (!isPowerOfTwo(N) || N > 2 ** 20 || !Number.isInteger(r) || r < 1 || r > 32) return null;
  if (!Number.isInteger(p) || p < 1 || p > 16) return null;
  const salt = Buffer.from(saltText, 'base64url');
  const key = Buffer.from(keyText, 'base64url');
  if (salt.length < 8 || key.length < 32) return null;
  return { N, r, p, salt, key };
}

function scryptAsync(password: string, parsed: ParsedHash): Promise<Buffer> {
  const { N, r, p, salt, key } = parsed;
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFC'),
      salt,
      key.length,
      { N, r, p, maxmem: maxmemFor(N, r) },
      (error, derived) => (error ? reject(error) : resolve(derived)),
    );
  });
}

/** true when `password` matches the stored scrypt hash. A malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parsePasswordHash(stored);
  if (!parsed) return false;
  const derived = await scryptAsync(password, parsed);
  return timingSafeEqual(derived, parsed.key);
}

/**
 * Development-only plain ADMIN_PASSWORD comparison. Both sides are hashed to equal-length digests first so
 * `timingSafeEqual` applies and the length of the secret does not leak either.
 */
export function plainPasswordMatches(password: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value.normalize('NFC')).digest();
  return timingSafeEqual(digest(password), digest(expected));
}
