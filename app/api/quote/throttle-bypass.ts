// The load benchmark's way past the quote throttle (issue 17, point 3): `npm run bench` measures the route, not the
// 429 answer, so its own client sends `x-quote-throttle-bypass: <QUOTE_THROTTLE_BYPASS_TOKEN>`. Honoured only when the
// variable is set on the server and holds at least 32 characters (a guessable value would be a way around the
// throttle for anyone); compared in constant time. Unset in production (docs/operations.md, .env.example).
import { timingSafeEqual } from 'node:crypto';

export const QUOTE_THROTTLE_BYPASS_HEADER = 'x-quote-throttle-bypass';
const MIN_TOKEN_LENGTH = 32;

let memo: { raw: string | undefined; token: Buffer | null } | null = null;

function configuredToken(): Buffer | null {
  const raw = process.env.QUOTE_THROTTLE_BYPASS_TOKEN;
  if (memo && memo.raw === raw) return memo.token;
  const value = raw?.trim() ?? '';
  memo = { raw, token: value.length >= MIN_TOKEN_LENGTH ? Buffer.from(value) : null };
  return memo.token;
}

/** True only when the server has a bypass token and the request carries exactly that token. */
export function bypassesQuoteThrottle(headers: Headers): boolean {
  const token = configuredToken();
  if (!token) return false;
  const sent = headers.get(QUOTE_THROTTLE_BYPASS_HEADER);
  if (!sent) return false;
  const given = Buffer.from(sent);
  return given.length === token.length && timingSafeEqual(given, token);
}
