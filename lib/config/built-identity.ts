// The legal identity and the company's profiles a build wrote into its prerendered pages (the legal notice, the
// terms of sale, the footer's profiles, the home's structured data): next.config.ts records a digest of every LEGAL_*
// and SOCIAL_* value as BUILT_IDENTITY_DIGEST, and a production start compares it with its own environment
// (lib/env.ts legalConfigProblems), so a build made with another identity, or without one, does not go live with
// placeholders (SIREN 000 000 000) or yesterday's mediator on its legal pages while the documents print today's.
import { createHash } from 'node:crypto';

/** Legal identity variables a production start requires (the VAT number has its own rule: number or exemption). */
export const LEGAL_REQUIRED = [
  'LEGAL_COMPANY_NAME',
  'LEGAL_COMPANY_FORM',
  'LEGAL_ADDRESS',
  'LEGAL_PHONE',
  'LEGAL_EMAIL',
  'LEGAL_SIREN',
  'LEGAL_VTC_REGISTER',
  'LEGAL_PUBLICATION_DIRECTOR',
  'LEGAL_MEDIATOR_NAME',
  'LEGAL_MEDIATOR_URL',
  'LEGAL_HOST',
  'LEGAL_HOST_ADDRESS',
] as const;

/**
 * The one rule of a complete legal identity: every LEGAL_REQUIRED variable, and a VAT number unless exempt. Read on the
 * raw environment (a build: strings) or the validated one (a start: LEGAL_VAT_EXEMPT is a boolean there). The names
 * missing, in order.
 */
export function missingLegalIdentity(env: Record<string, unknown>): string[] {
  const set = (key: string) => {
    const value = env[key];
    return typeof value === 'string' && value.trim() !== '';
  };
  const missing: string[] = LEGAL_REQUIRED.filter((key) => !set(key));
  const exempt = env.LEGAL_VAT_EXEMPT === true || env.LEGAL_VAT_EXEMPT === 'true';
  if (!set('LEGAL_VAT_NUMBER') && !exempt) missing.push('LEGAL_VAT_NUMBER');
  return missing;
}

/**
 * A production build on Vercel refuses to run without the legal identity: there the prerendered pages are served
 * without a server start (the start's check, lib/env.ts legalConfigProblems, would come too late), and they would show
 * the development stand-ins — SIREN 000 000 000 and another business's WhatsApp number. Other hosts start the server,
 * which refuses. The names missing, or none.
 */
export function buildIdentityProblems(env: Record<string, string | undefined>): string[] {
  return env.VERCEL_ENV === 'production' ? missingLegalIdentity(env) : [];
}

/** SHA-256 of the LEGAL_* and SOCIAL_* values (trimmed; an empty value is an absent one), in name order. */
export function identityDigest(env: Record<string, string | undefined>): string {
  const entries = Object.keys(env)
    .filter((key) => /^(LEGAL|SOCIAL)_[A-Z0-9_]+$/.test(key))
    .map((key) => [key, env[key]?.trim() ?? ''] as const)
    .filter(([, value]) => value !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256').update(JSON.stringify(entries)).digest('hex');
}
