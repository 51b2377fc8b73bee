// Honeypot: a visually hidden, non-focusable field that people leave empty and form-filling bots fill in.

import { HONEYPOT_FIELD } from './field-rules';

export { HONEYPOT_FIELD };

/** True when the body carries a non-empty honeypot value (the request is then refused like a throttled one). */
export function isHoneypotFilled(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  if (value === undefined || value === null) return false;
  return typeof value !== 'string' || value.trim() !== '';
}
