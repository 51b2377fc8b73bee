// Reference shown to the visitor and stored with the request: 'HM-' + 5 random characters from crypto.
import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function generateRequestRef(): string {
  let ref = 'HM-';
  for (let i = 0; i < 5; i += 1) ref += ALPHABET[randomInt(ALPHABET.length)];
  return ref;
}
