// The server's own signatures: an HMAC that only this server (and its other instances, sharing the secret) can make,
// for what it hands out and must recognise when it comes back — a reservation's document and payment links
// (lib/documents/links.ts), the Google places it suggested (lib/maps/place-signature.ts). Each use signs its own
// message prefix, so a signature made for one never stands for another.
import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { serverEnv } from '@/lib/env';

const DEV_SECRET = 'harmony-move-development-document-secret';

function secret(): string {
  const env = serverEnv();
  if (env.DOCUMENT_TOKEN_SECRET) return env.DOCUMENT_TOKEN_SECRET;
  if (env.SESSION_SECRET)
    return createHmac('sha256', env.SESSION_SECRET).update('documents').digest('base64url');
  if (env.NODE_ENV === 'production') {
    throw new Error('DOCUMENT_TOKEN_SECRET (ou SESSION_SECRET) est obligatoire en production.');
  }
  return DEV_SECRET;
}

/** The signature of `message`, `length` base64url characters long. */
export function serverSignature(message: string, length: number): string {
  return createHmac('sha256', secret()).update(message).digest('base64url').slice(0, length);
}

/** Whether `given` is this server's signature of `message` (constant time). */
export function isServerSignature(message: string, given: string, length: number): boolean {
  const expected = Buffer.from(serverSignature(message, length));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
