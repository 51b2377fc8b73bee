// Who a client is, for every per-client limit (public forms, admin login). One module decides; see
// docs/operations.md "Client address" for how to set TRUSTED_PROXY on Vercel, behind nginx/Caddy, or reached directly.
//
//   - none (default off Vercel): the server is reached directly. No request header can be trusted — `next start`
//     even keeps a client-sent `x-forwarded-for` (base-server.js `??=`) — so the production server (server.mjs)
//     overwrites PEER_IP_HEADER with the TCP peer address and strips any client-sent copy. Without that server
//     (plain `next start`, `next dev`) the address is unknown and everyone shares one bucket (fails closed).
//   - vercel: `x-real-ip`, else the first `x-vercel-forwarded-for` entry; Vercel overwrites both on every request.
//   - hops:N: the N-th `x-forwarded-for` entry from the right. Each trusted proxy appends the address it saw, so the
//     entries left of those are whatever the client sent and are ignored.
//
// IPv6 clients are grouped by /64 (one subscriber usually holds a whole /64). IPv4-mapped IPv6 becomes IPv4.
// Anything that is not an IP literal collapses to 'unknown'.
import { parseTrustedProxy, type TrustedProxy } from './trusted-proxy';

export const UNKNOWN_IP = 'unknown';

/** Set by server.mjs to the socket's remote address; any copy sent by a client is removed first. */
export const PEER_IP_HEADER = 'x-hm-peer-ip';
/** server.mjs sets this global: without it PEER_IP_HEADER may come from a client and is ignored. */
export const PEER_IP_MARKER = Symbol.for('harmony-move.peer-ip-header');

function ipv4(value: string): string | undefined {
  const parts = value.split('.');
  if (parts.length !== 4) return undefined;
  const bytes = parts.map((p) => (/^\d{1,3}$/.test(p) ? Number(p) : NaN));
  return bytes.every((b) => b >= 0 && b <= 255) ? bytes.join('.') : undefined;
}

/** The eight 16-bit groups of an IPv6 literal (zone and embedded IPv4 allowed), or undefined. */
function ipv6Groups(value: string): number[] | undefined {
  let text = value.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!/^[0-9a-fA-F:.]+$/.test(text) || !text.includes(':')) return undefined;
  const lastColon = text.lastIndexOf(':');
  const last = text.slice(lastColon + 1);
  if (last.includes('.')) {
    // ::ffff:192.0.2.1 → ::ffff:c000:201
    const v4 = ipv4(last);
    if (!v4) return undefined;
    const [a, b, c, d] = v4.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const parse = (part: string) => (part === '' ? [] : part.split(':'));
  const head = parse(halves[0] ?? '');
  const rest = halves.length === 2 ? parse(halves[1] ?? '') : [];
  if ([...head, ...rest].some((g) => !/^[0-9a-fA-F]{1,4}$/.test(g))) return undefined;
  const known = head.length + rest.length;
  if (halves.length === 1 ? known !== 8 : known > 7) return undefined;
  const zeros = Array.from({ length: 8 - known }, () => 0);
  return [...head.map((g) => parseInt(g, 16)), ...zeros, ...rest.map((g) => parseInt(g, 16))];
}

/** The bucket key of one address: IPv4 as is, IPv6 as its /64 prefix, anything else undefined. */
export function clientKey(candidate: string | undefined | null): string | undefined {
  const value = candidate?.trim();
  if (!value || value.length > 64) return undefined;
  const v4 = ipv4(value);
  if (v4) return v4;
  const groups = ipv6Groups(value);
  if (!groups) return undefined;
  // ::ffff:a.b.c.d — an IPv4 client seen through a dual-stack socket.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi, lo] = [groups[6] ?? 0, groups[7] ?? 0];
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

let warnedNoPeer = false;

function peerAddress(headers: Headers): string | undefined {
  const marked = (globalThis as Record<symbol, unknown>)[PEER_IP_MARKER] === true;
  if (!marked) {
    if (!warnedNoPeer && process.env.NODE_ENV === 'production') {
      warnedNoPeer = true;
      console.error(
        '[client-ip] TRUSTED_PROXY=none mais le serveur ne fournit pas l’adresse du client : démarrez avec `npm start` (server.mjs) ; tous les visiteurs partagent une seule limite.',
      );
    }
    return undefined;
  }
  return headers.get(PEER_IP_HEADER) ?? undefined;
}

function currentTrust(): TrustedProxy {
  // lib/env.ts refuses an invalid value at start; should one get here anyway, trust no header.
  return parseTrustedProxy(process.env.TRUSTED_PROXY) ?? { kind: 'none' };
}

export function clientIp(headers: Headers, trust: TrustedProxy = currentTrust()): string {
  let candidate: string | undefined;
  switch (trust.kind) {
    case 'none':
      candidate = peerAddress(headers);
      break;
    case 'vercel':
      candidate =
        headers.get('x-real-ip') ?? headers.get('x-vercel-forwarded-for')?.split(',')[0] ?? undefined;
      break;
    case 'hops': {
      const entries = (headers.get('x-forwarded-for') ?? '').split(',').map((e) => e.trim());
      const nonEmpty = entries.filter(Boolean);
      candidate = nonEmpty.length >= trust.hops ? nonEmpty[nonEmpty.length - trust.hops] : undefined;
      break;
    }
  }
  return clientKey(candidate) ?? UNKNOWN_IP;
}
