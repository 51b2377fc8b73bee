// Booking reference: 'HM-' + 5 uppercase letters or digits from the platform CSPRNG, without modulo bias.

export const BOOKING_REF_PREFIX = 'HM-';
export const BOOKING_REF_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const BOOKING_REF_LENGTH = 5;
export const BOOKING_REF_PATTERN = /^HM-[A-Z0-9]{5}$/;

/** Bytes at or above this value are redrawn: 252 = 7 × 36, so each character is uniform. */
const LIMIT = 256 - (256 % BOOKING_REF_ALPHABET.length);

type RandomFill = (bytes: Uint8Array) => Uint8Array;

const cryptoFill: RandomFill = (bytes) => globalThis.crypto.getRandomValues(bytes);

/** A fresh reference such as 'HM-7K2QX'. `fill` is injectable for tests; defaults to crypto.getRandomValues. */
export function generateBookingRef(fill: RandomFill = cryptoFill): string {
  let out = '';
  const buffer = new Uint8Array(16);
  while (out.length < BOOKING_REF_LENGTH) {
    fill(buffer);
    for (const byte of buffer) {
      if (byte >= LIMIT) continue;
      out += BOOKING_REF_ALPHABET[byte % BOOKING_REF_ALPHABET.length];
      if (out.length === BOOKING_REF_LENGTH) break;
    }
  }
  return BOOKING_REF_PREFIX + out;
}

export function isBookingRef(value: unknown): value is string {
  return typeof value === 'string' && BOOKING_REF_PATTERN.test(value);
}
