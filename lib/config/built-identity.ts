// The legal identity and the company's profiles a build wrote into its prerendered pages (the legal notice, the
// terms of sale, the footer's profiles, the home's structured data): next.config.ts records a digest of every LEGAL_*
// and SOCIAL_* value as BUILT_IDENTITY_DIGEST, and a production start compares it with its own environment
// (lib/env.ts legalConfigProblems), so a build made with another identity, or without one, does not go live with
// placeholders (SIREN 000 000 000) or yesterday's mediator on its legal pages while the documents print today's.
import { createHash } from 'node:crypto';

/** SHA-256 of the LEGAL_* and SOCIAL_* values (trimmed; an empty value is an absent one), in name order. */
export function identityDigest(env: Record<string, string | undefined>): string {
  const entries = Object.keys(env)
    .filter((key) => /^(LEGAL|SOCIAL)_[A-Z0-9_]+$/.test(key))
    .map((key) => [key, env[key]?.trim() ?? ''] as const)
    .filter(([, value]) => value !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256').update(JSON.stringify(entries)).digest('hex');
}
