// TRUSTED_PROXY: where the client address of a request comes from (docs/operations.md "Client address").
// Parsed here once; lib/env.ts validates it at start with this parser and lib/requests/client-ip.ts applies it.
// No imports: the env module, the client-ip module and server.mjs's documentation all refer to this one definition.

export type TrustedProxy =
  /** Reached directly: the TCP peer address, set by the production server (server.mjs) in PEER_IP_HEADER. */
  | { kind: 'none' }
  /** On Vercel: the platform's `x-real-ip` / `x-vercel-forwarded-for`, which Vercel overwrites on every request. */
  | { kind: 'vercel' }
  /** Behind N reverse proxies we run (nginx, Caddy…): the N-th `x-forwarded-for` entry from the right. */
  | { kind: 'hops'; hops: number };

export const TRUSTED_PROXY_MESSAGE =
  'TRUSTED_PROXY doit valoir none (serveur joint directement), vercel, ou hops:N (N proxys de confiance devant le serveur, 1 à 5).';

/** null when the value is not one of `none`, `vercel`, `hops:N` (1 ≤ N ≤ 5). Unset: `vercel` on Vercel, else `none`. */
export function parseTrustedProxy(
  value: string | undefined,
  onVercel: boolean = process.env.VERCEL === '1',
): TrustedProxy | null {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '') return onVercel ? { kind: 'vercel' } : { kind: 'none' };
  if (text === 'none') return { kind: 'none' };
  if (text === 'vercel') return { kind: 'vercel' };
  const hops = /^hops:([1-5])$/.exec(text);
  return hops ? { kind: 'hops', hops: Number(hops[1]) } : null;
}
