// Client IP for per-IP limits.
//
// Trust decision: the app is deployed behind exactly one reverse proxy we control (Vercel, or nginx/Caddy in front of
// `next start`), which sets `x-real-ip` and appends the peer address to `x-forwarded-for`. So we read `x-real-ip`
// first, then the RIGHT-most `x-forwarded-for` entry (the one our proxy appended). The left-most entries are whatever
// the client sent and can be forged to dodge the limit. Without a proxy (bare `next start` on the internet) no header
// is trustworthy; the deployment guide (docs/operations.md) requires the proxy. Anything that does not look like an
// IPv4/IPv6 literal collapses to 'unknown', which shares one bucket (fails closed rather than open).

const IP_LITERAL = /^[0-9a-fA-F:.]{2,45}$/;

export const UNKNOWN_IP = 'unknown';

function normalise(candidate: string | undefined | null): string | undefined {
  const value = candidate?.trim();
  if (!value) return undefined;
  return IP_LITERAL.test(value) && (value.includes('.') || value.includes(':')) ? value : undefined;
}

export function clientIp(headers: Headers): string {
  const realIp = normalise(headers.get('x-real-ip'));
  if (realIp) return realIp;
  const forwarded = headers.get('x-forwarded-for');
  if (forwarded) {
    const hops = forwarded.split(',');
    const last = normalise(hops[hops.length - 1]);
    if (last) return last;
  }
  return UNKNOWN_IP;
}
