// Typed environment, validated once. Server secrets are read only on the server; public values are inlined by Next.
import { z } from 'zod';
import { passwordWeakness } from '@/lib/auth/password-policy';
import { parseTrustedProxy, TRUSTED_PROXY_MESSAGE } from '@/lib/requests/trusted-proxy';
import { identityDigest, missingLegalIdentity } from '@/lib/config/built-identity';
import { isProfileUrl, SOCIAL_NETWORKS, type SocialVariable } from '@/lib/config/social';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** A schema of its own for a non-text variable, an empty value (a copied .env.example line) read as an absent one. */
const emptyAsUnset = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema);

/** An explicit on/off switch: only '1' (or 'true') turns it on; anything else but '0'/'false'/'' is a typo → error. */
const flag = (name: string) =>
  z
    .string()
    .trim()
    .optional()
    .refine((v) => v === undefined || ['', '0', '1', 'true', 'false'].includes(v.toLowerCase()), {
      message: `${name} doit valoir 1 (activé) ou 0 (désactivé)`,
    })
    .transform((v) => v === '1' || v?.toLowerCase() === 'true');

/** SIREN: 9 digits whose Luhn checksum is valid. */
function isSiren(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    let digit = Number(value[8 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * The two-digit key of the French intra-EU VAT number of a SIREN: (12 + 3 × (SIREN mod 97)) mod 97. The number is
 * FR + that key + the SIREN (FR11123456782 for the SIREN 123456782).
 */
export function frenchVatKey(siren: string): string {
  return String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, '0');
}

/**
 * What is wrong with a French VAT number (normalised: no spaces, upper case) for the company's SIREN, or null: its
 * SIREN part must be LEGAL_SIREN and its key the one computed from it — a wrong number printed on every invoice
 * makes them irregular (CGI art. 242 nonies A) and a business customer's VAT deduction contestable.
 */
function vatNumberProblem(vatNumber: string, siren: string | undefined): string | null {
  const sirenPart = vatNumber.slice(4);
  if (siren !== undefined && sirenPart !== siren) {
    return 'LEGAL_VAT_NUMBER doit contenir le SIREN de LEGAL_SIREN.';
  }
  const key = frenchVatKey(sirenPart);
  if (vatNumber.slice(2, 4) === key) return null;
  return `LEGAL_VAT_NUMBER (${vatNumber}) a une clé de contrôle erronée : le numéro de TVA intracommunautaire du SIREN ${sirenPart} est FR${key}${sirenPart} (FR + clé (12 + 3 × (SIREN modulo 97)) modulo 97 + SIREN).`;
}

/** The registry of a company's registration (Code de commerce R123-237): « RCS » and the town of its court's registry. */
const RCS_PATTERN = /^RCS\s+\p{L}[\p{L}'’ -]*\p{L}$/u;

/** A company profile URL (lib/config/social.ts: https, on the network's domain, not its home page). */
const socialProfile = (name: SocialVariable) => {
  const { label, host } = SOCIAL_NETWORKS[name];
  return optionalString.pipe(
    z
      .string()
      .refine((v) => isProfileUrl(v, host), {
        message: `${name} doit être l'adresse https de la page ${label} de l'entreprise (https://www.${host}/…), pas la page d'accueil du réseau`,
      })
      .optional(),
  );
};

/**
 * Default of GOOGLE_DAILY_CALL_LIMIT. A small operator's normal day uses a few hundred Google calls (two addresses
 * typed ≈ 20 debounced autocomplete requests, then Place Details and Routes, both cached 30 days), so 3000 leaves
 * ~10× headroom for a busy day while bounding the worst case (a botnet or a scraper rotating IPs) to 3000 billable
 * calls a day — a few dollars per 1000 calls beyond Google's free monthly quota, i.e. tens of dollars a day at most
 * instead of an unbounded bill.
 */
export const DEFAULT_GOOGLE_DAILY_CALL_LIMIT = 3000;

/**
 * Defaults of the caps on customers' « Demande reçue » (lib/requests/acknowledgement-cap.ts): an address gets at most
 * CUSTOMER_ACK_ADDRESS_DAILY_LIMIT a day (a customer who sends again, or changes their mind, a few times), the whole site
 * sends at most CUSTOMER_ACK_HOURLY_LIMIT an hour (several times a local operator's busiest hour, well inside a small
 * mail plan). Beyond, the request is stored and the operator told as always; only the customer's copy is left out.
 */
export const DEFAULT_CUSTOMER_ACK_ADDRESS_DAILY_LIMIT = 5;
export const DEFAULT_CUSTOMER_ACK_HOURLY_LIMIT = 30;

/** An optional positive whole number setting, with its default and a French error naming it. */
function countSetting(name: string, unit: string, fallback: number) {
  return optionalString
    .pipe(
      z
        .string()
        .regex(/^[1-9]\d{0,6}$/, { message: `${name} doit être un nombre entier ${unit} (1 à 9999999)` })
        .transform(Number)
        .optional(),
    )
    .transform((v) => v ?? fallback);
}

/**
 * Default of GOOGLE_CLIENT_DAILY_CALL_LIMIT: 5 % of the default site budget. A visitor typing two addresses uses about
 * twenty autocomplete calls, two Place Details and one Routes call; 150 is several bookings a day from one address
 * (an office, a hotel desk, a mobile carrier's shared IPv4), while one address alone spends at most 5 % of the site's
 * day instead of all of it (lib/maps/google-budget.ts).
 */
export const DEFAULT_GOOGLE_CLIENT_DAILY_CALL_LIMIT = 150;

/** SITE_URL outside production when it is not set (`npm run dev`, unit tests); a production start requires it. */
export const DEFAULT_SITE_URL = 'http://localhost:3000';

/** Hosts for which a production SITE_URL may be http:// (the e2e and benchmark servers run on http://localhost:<port>). */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function isLoopback(url: URL): boolean {
  return LOOPBACK_HOSTS.has(url.hostname);
}

/** 'https://www.harmonymove.fr/' → 'https://www.harmonymove.fr': a bare origin loses its trailing slash; else as is. */
function normaliseSiteUrl(value: string): string {
  const url = new URL(value);
  return url.href === `${url.origin}/` ? url.origin : value;
}

/**
 * What is wrong with a (normalised) production SITE_URL, or null: it must be the bare origin visitors use (the Origin
 * rule of every form compares with it; canonical links, sitemap and robots are built on it) and https, except on a
 * loopback host (local production servers of the tests and benchmarks).
 */
function productionSiteUrlProblem(value: string): string | null {
  const url = parseUrl(value);
  if (!url) return null; // already reported by z.url()
  const shown = new URL(url);
  shown.username = '';
  shown.password = ''; // never print a password written into the URL
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return `SITE_URL doit être l'adresse https://… du site (reçu : ${shown.href}).`;
  }
  if (value !== url.origin) {
    return `SITE_URL doit être l'origine seule du site, sans identifiant, chemin, paramètre ni ancre (ex. https://www.harmonymove.fr, reçu : ${shown.href}) : la règle Origin des formulaires et les liens canoniques en dépendent.`;
  }
  if (url.protocol === 'http:' && !isLoopback(url)) {
    return `SITE_URL doit commencer par https:// en production (reçu : ${value}) ; http:// n'est admis que pour localhost, 127.0.0.1 ou ::1.`;
  }
  return null;
}

const serverSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    // Required by a production start (productionStartProblems); a trailing '/' is dropped, other paths are refused.
    SITE_URL: optionalString
      .pipe(z.url({ message: 'SITE_URL doit être une URL complète (https://…)' }).optional())
      .transform((v) => normaliseSiteUrl(v ?? DEFAULT_SITE_URL)),
    // Data: Supabase first, then any Postgres, else embedded PGlite under PGLITE_DIR.
    NEXT_PUBLIC_SUPABASE_URL: optionalString.pipe(z.url().optional()),
    SUPABASE_SECRET_KEY: optionalString,
    DATABASE_URL: optionalString,
    PGLITE_DIR: optionalString,
    // An empty value (a copied .env.example line) is an absent one, as for every other variable.
    DB_TIMEOUT_MS: emptyAsUnset(z.coerce.number().int().min(100).max(60_000).default(5_000)),
    // Admin
    // Format of lib/auth/password.ts (`scrypt:N:r:p:salt:hash`); checked here so a bad value fails at start.
    ADMIN_PASSWORD_HASH: optionalString.pipe(
      z
        .string()
        .regex(
          /^scrypt:\d+:\d+:\d+:[\w-]+:[\w-]+$/,
          'ADMIN_PASSWORD_HASH invalide : générez-le avec npm run admin:hash-password',
        )
        .optional(),
    ),
    ADMIN_PASSWORD: optionalString,
    // Where the client address of a request comes from (lib/requests/client-ip.ts): none | vercel | hops:N.
    TRUSTED_PROXY: optionalString.refine((v) => parseTrustedProxy(v) !== null, TRUSTED_PROXY_MESSAGE),
    SESSION_SECRET: optionalString.pipe(
      z.string().min(32, 'SESSION_SECRET doit contenir au moins 32 caractères').optional(),
    ),
    // Signs the links of vouchers and invoices (lib/documents/links.ts); defaults to a key derived from SESSION_SECRET.
    DOCUMENT_TOKEN_SECRET: optionalString.pipe(
      z.string().min(32, 'DOCUMENT_TOKEN_SECRET doit contenir au moins 32 caractères').optional(),
    ),
    // Bearer secret of the scheduled routes /api/cron/* (lib/cron/auth.ts); without it they all answer 401.
    CRON_SECRET: optionalString.pipe(
      z.string().min(16, 'CRON_SECRET doit contenir au moins 16 caractères').optional(),
    ),
    // Safety switches of a production start (docs/operations.md "Production start").
    // The 0,60 € test total of TEST_CONTACT_NAME (docs/product.md#pricing-test); refused in production.
    ENABLE_TEST_PRICING: flag('ENABLE_TEST_PRICING'),
    // Production on the embedded PGlite database (one process, data on local disk) only when asked.
    ALLOW_EMBEDDED_DB: flag('ALLOW_EMBEDDED_DB'),
    // Sample reservations and draft posts (supabase/demo.sql) on a fresh embedded database; never on a real one.
    LOAD_DEMO_DATA: flag('LOAD_DEMO_DATA'),
    // Image hosts of the blog allowed through /_next/image (lib/config/image-hosts.ts), comma-separated.
    IMAGE_HOSTS: optionalString,
    // E-mail notifications (lib/notifications). Without SMTP_URL messages stay in the outbox, readable in the admin.
    // smtp://user:pass@host:587 (STARTTLS) or smtps://user:pass@host:465 (TLS); user and password URL-encoded.
    SMTP_URL: optionalString.pipe(
      z
        .url({ message: 'SMTP_URL doit être une URL smtp://… ou smtps://…' })
        .refine((v) => /^smtps?:\/\//.test(v), { message: 'SMTP_URL doit commencer par smtp:// ou smtps://' })
        .optional(),
    ),
    MAIL_FROM: optionalString.pipe(
      z
        .string()
        .regex(/^([^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, {
          message: 'MAIL_FROM doit être une adresse (« Nom <adresse@domaine.fr> » ou adresse@domaine.fr)',
        })
        .optional(),
    ),
    OPERATOR_EMAIL: optionalString.pipe(
      z.email({ message: "OPERATOR_EMAIL doit être l'adresse e-mail de l'exploitant" }).optional(),
    ),
    // The operator's legal identity (lib/config/legal.ts): voucher, invoices, legal pages. Placeholders outside
    // production; a production start refuses to run without them (see superRefine).
    LEGAL_COMPANY_NAME: optionalString.pipe(z.string().max(120).optional()),
    LEGAL_COMPANY_FORM: optionalString.pipe(z.string().max(160).optional()),
    LEGAL_ADDRESS: optionalString.pipe(z.string().max(200).optional()),
    LEGAL_PHONE: optionalString.pipe(
      z
        .string()
        .regex(
          /^\+?[\d\s.()-]{8,25}$/,
          'LEGAL_PHONE doit être un numéro de téléphone (ex. +33 6 12 34 56 78)',
        )
        .optional(),
    ),
    LEGAL_EMAIL: optionalString.pipe(
      z.email({ message: 'LEGAL_EMAIL doit être une adresse e-mail' }).optional(),
    ),
    LEGAL_SIREN: optionalString.pipe(
      z
        .string()
        .transform((v) => v.replace(/\s+/g, ''))
        .pipe(z.string().refine(isSiren, 'LEGAL_SIREN doit être un SIREN valide (9 chiffres, clé de Luhn)'))
        .optional(),
    ),
    LEGAL_VTC_REGISTER: optionalString.pipe(
      z
        .string()
        .regex(
          /^EVTC\d{9}$/,
          'LEGAL_VTC_REGISTER doit être le numéro du registre VTC (EVTC suivi de 9 chiffres)',
        )
        .optional(),
    ),
    LEGAL_VAT_NUMBER: optionalString.pipe(
      z
        .string()
        .transform((v) => v.replace(/\s+/g, '').toUpperCase())
        .pipe(
          z
            .string()
            .regex(/^FR[0-9A-Z]{2}\d{9}$/, 'LEGAL_VAT_NUMBER doit être un numéro de TVA FR (FRxx + SIREN)'),
        )
        .optional(),
    ),
    // 'true' under the VAT exemption (franchise en base): invoices then print 'TVA non applicable, art. 293 B du CGI'.
    LEGAL_VAT_EXEMPT: optionalString.pipe(
      z
        .enum(['true', 'false'])
        .transform((v) => v === 'true')
        .optional(),
    ),
    // Optional: the registry of the company's registration, « RCS » and the town (« RCS Évry »), printed after the
    // SIREN on the invoices and the legal notice (Code de commerce R123-237). Unset for a business not registered at
    // the RCS (the invoices then print the SIREN alone).
    LEGAL_RCS: optionalString.pipe(
      z
        .string()
        .transform((v) => v.replace(/\s+/g, ' '))
        .pipe(
          z
            .string()
            .max(60)
            .regex(
              RCS_PATTERN,
              'LEGAL_RCS doit être « RCS » suivi de la ville du greffe, sans numéro (ex. RCS Évry : le SIREN est imprimé à côté)',
            ),
        )
        .optional(),
    ),
    LEGAL_PUBLICATION_DIRECTOR: optionalString.pipe(z.string().max(120).optional()),
    LEGAL_MEDIATOR_NAME: optionalString.pipe(z.string().max(200).optional()),
    LEGAL_MEDIATOR_URL: optionalString.pipe(
      z.url({ message: 'LEGAL_MEDIATOR_URL doit être une URL' }).optional(),
    ),
    // The host of the site, named by the legal notice (LCEN art. 6): company name, then its postal address.
    LEGAL_HOST: optionalString.pipe(z.string().max(160).optional()),
    LEGAL_HOST_ADDRESS: optionalString.pipe(z.string().max(200).optional()),
    // The company's own social profiles (footer icons, home JSON-LD sameAs): none is shown unless configured.
    SOCIAL_FACEBOOK_URL: socialProfile('SOCIAL_FACEBOOK_URL'),
    SOCIAL_INSTAGRAM_URL: socialProfile('SOCIAL_INSTAGRAM_URL'),
    SOCIAL_LINKEDIN_URL: socialProfile('SOCIAL_LINKEDIN_URL'),

    // Several instances: every instance must encrypt Server Action closures with the same AES key (read by Next itself,
    // at build and at start; docs/operations.md "Several instances"). Checked here so a bad value fails at start.
    NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: optionalString.pipe(
      z
        .string()
        .refine(
          (v) => /^[A-Za-z0-9+/]+={0,2}$/.test(v) && [16, 24, 32].includes(Buffer.from(v, 'base64').length),
          'NEXT_SERVER_ACTIONS_ENCRYPTION_KEY doit être une clé AES en base64 (openssl rand -base64 32)',
        )
        .optional(),
    ),
    // Integrations (all optional: features degrade without them)
    GOOGLE_MAPS_SERVER_KEY: optionalString,
    // Obsolete (the browser no longer calls Google): still accepted so existing production configs start; only the
    // privacy page reads it, to keep naming Google as a recipient where it is set. See docs/operations.md.
    NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: optionalString,
    // Tests only: point the server's Google calls at e2e/fake-google (Places API (New), then Routes API).
    GOOGLE_MAPS_API_BASE_URL: optionalString.pipe(z.url().optional()),
    GOOGLE_ROUTES_API_BASE_URL: optionalString.pipe(z.url().optional()),
    // The time limit of each Google call, in ms; unset: 2 500 for places, 1 500 for a distance (lib/maps).
    GOOGLE_TIMEOUT_MS: emptyAsUnset(z.coerce.number().int().min(100).max(60_000).optional()),
    // Site-wide cap on Google calls per rolling 24 h, all clients together (lib/maps/google-budget.ts).
    GOOGLE_DAILY_CALL_LIMIT: countSetting(
      'GOOGLE_DAILY_CALL_LIMIT',
      "d'appels par 24 h",
      DEFAULT_GOOGLE_DAILY_CALL_LIMIT,
    ),
    // Each client's share of that cap per rolling 24 h (lib/maps/google-budget.ts).
    GOOGLE_CLIENT_DAILY_CALL_LIMIT: countSetting(
      'GOOGLE_CLIENT_DAILY_CALL_LIMIT',
      "d'appels par client et 24 h",
      DEFAULT_GOOGLE_CLIENT_DAILY_CALL_LIMIT,
    ),
    // Caps on the customers' « Demande reçue » (lib/requests/acknowledgement-cap.ts).
    CUSTOMER_ACK_ADDRESS_DAILY_LIMIT: countSetting(
      'CUSTOMER_ACK_ADDRESS_DAILY_LIMIT',
      "d'e-mails par adresse et 24 h",
      DEFAULT_CUSTOMER_ACK_ADDRESS_DAILY_LIMIT,
    ),
    CUSTOMER_ACK_HOURLY_LIMIT: countSetting(
      'CUSTOMER_ACK_HOURLY_LIMIT',
      "d'e-mails par heure",
      DEFAULT_CUSTOMER_ACK_HOURLY_LIMIT,
    ),
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    STRIPE_API_HOST: optionalString,
    STRIPE_API_PORT: emptyAsUnset(z.coerce.number().int().min(1).max(65535).optional()),
    STRIPE_API_PROTOCOL: emptyAsUnset(z.enum(['http', 'https']).optional()),
  })
  .superRefine((env, ctx) => {
    if (env.NEXT_PUBLIC_SUPABASE_URL && !env.SUPABASE_SECRET_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['SUPABASE_SECRET_KEY'],
        message:
          'NEXT_PUBLIC_SUPABASE_URL est défini : SUPABASE_SECRET_KEY est alors obligatoire (clé secrète, côté serveur).',
      });
    }
    const weakness = env.ADMIN_PASSWORD ? passwordWeakness(env.ADMIN_PASSWORD) : null;
    if (weakness) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: `ADMIN_PASSWORD : ${weakness}` });
    }
    if (env.NODE_ENV === 'production') {
      // At build too: the prerendered pages and the headers are written with it (next.config.ts).
      const siteUrlProblem = productionSiteUrlProblem(env.SITE_URL);
      if (siteUrlProblem) ctx.addIssue({ code: 'custom', path: ['SITE_URL'], message: siteUrlProblem });
      if (env.ENABLE_TEST_PRICING) {
        ctx.addIssue({
          code: 'custom',
          path: ['ENABLE_TEST_PRICING'],
          message:
            'ENABLE_TEST_PRICING est interdit en production : le tarif de test (0,60 €) ne doit jamais être proposé à un client.',
        });
      }
      const embedded = !env.DATABASE_URL && !(env.NEXT_PUBLIC_SUPABASE_URL && env.SUPABASE_SECRET_KEY);
      // Database rules concern a production *start*: `next build` prerenders without any database variable.
      const building = process.env.NEXT_PHASE === 'phase-production-build';
      if (embedded && !env.ALLOW_EMBEDDED_DB && !building) {
        ctx.addIssue({
          code: 'custom',
          path: ['DATABASE_URL'],
          message:
            'DATABASE_URL (ou Supabase) est obligatoire en production ; la base embarquée PGlite exige ALLOW_EMBEDDED_DB=1 explicitement.',
        });
      }
      if (!embedded && env.LOAD_DEMO_DATA && !building) {
        ctx.addIssue({
          code: 'custom',
          path: ['LOAD_DEMO_DATA'],
          message:
            'LOAD_DEMO_DATA est interdit sur une vraie base en production : les données de démonstration sont réservées à la base embarquée.',
        });
      }
      if (env.ADMIN_PASSWORD) {
        ctx.addIssue({
          code: 'custom',
          path: ['ADMIN_PASSWORD'],
          // With a hash the plain password would be ignored (lib/auth/login.ts), but it must not stay in the
          // production environment (process listings, logs of the host, copies of the configuration).
          message: env.ADMIN_PASSWORD_HASH
            ? 'ADMIN_PASSWORD (mot de passe en clair) est défini à côté de ADMIN_PASSWORD_HASH : un mot de passe en clair ne doit pas rester dans l’environnement de production ; supprimez ADMIN_PASSWORD (seul ADMIN_PASSWORD_HASH sert).'
            : 'ADMIN_PASSWORD (en clair) est réservé au développement : utilisez ADMIN_PASSWORD_HASH en production (npm run admin:hash-password).',
        });
      }
      if (env.ADMIN_PASSWORD_HASH && !env.SESSION_SECRET) {
        ctx.addIssue({
          code: 'custom',
          path: ['SESSION_SECRET'],
          message:
            'SESSION_SECRET (32 caractères minimum) est obligatoire en production pour signer la session admin.',
        });
      }
    }
    // Everywhere (build included: the legal pages are prerendered): an invoice prints the VAT number or the exemption.
    if (env.LEGAL_VAT_EXEMPT === true && env.LEGAL_VAT_NUMBER !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['LEGAL_VAT_EXEMPT'],
        message:
          'LEGAL_VAT_EXEMPT=true (franchise en base de TVA) et LEGAL_VAT_NUMBER sont tous deux définis : une facture porte soit le numéro de TVA, soit « TVA non applicable, art. 293 B du CGI ». Retirez celui qui ne s’applique pas.',
      });
    }
    if (env.SMTP_URL) {
      for (const key of ['MAIL_FROM', 'OPERATOR_EMAIL'] as const) {
        if (!env[key]) {
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: `SMTP_URL est défini : ${key} est alors obligatoire (expéditeur et destinataire des avis).`,
          });
        }
      }
    }
    if (env.STRIPE_SECRET_KEY && env.NODE_ENV === 'production' && !env.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message:
          'STRIPE_SECRET_KEY est défini : STRIPE_WEBHOOK_SECRET est obligatoire pour confirmer les paiements.',
      });
    }
  });

export type ServerEnv = z.infer<typeof serverSchema>;

let cached: ServerEnv | undefined;

/** The validated server environment. Throws one readable error listing every bad variable. */
export function serverEnv(): ServerEnv {
  if (cached) return cached;
  const parsed = serverSchema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new Error(
      `Configuration invalide (variables d'environnement) :\n${lines.join('\n')}\nVoir .env.example.`,
    );
  }
  cached = parsed.data;
  return cached;
}

/**
 * Boot check (instrumentation.ts): every missing or invalid variable, one line each and by name, or null when the
 * environment is valid. Never throws.
 */
export function environmentProblems(env: NodeJS.ProcessEnv = process.env): string[] | null {
  const parsed = serverSchema.safeParse(env);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((i) => `${i.path.join('.') || '(env)'} : ${i.message}`);
  problems.push(...productionStartProblems(env));
  return problems.length > 0 ? problems : null;
}

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/**
 * What a production *start* needs beyond the schema (environmentProblems adds it; serverEnv() does not, so production
 * code stays testable and the command-line scripts need no SITE_URL): SITE_URL set explicitly, and the same origin as
 * the build's. `built` is the SITE_URL next.config.ts wrote into the build (`env`: BUILT_SITE_URL, '' for a build without
 * it); the build wrote that address into the prerendered pages (canonical links, Open Graph, JSON-LD), robots.txt and
 * the headers (HSTS and upgrade-insecure-requests only with https). Undefined outside a Next build (unit tests,
 * scripts). Two loopback origins may differ: the e2e and benchmark servers share one build on several local ports.
 */
export function productionStartProblems(
  env: NodeJS.ProcessEnv = process.env,
  built: string | undefined = process.env.BUILT_SITE_URL,
): string[] {
  if (env.NODE_ENV !== 'production' || env.NEXT_PHASE === 'phase-production-build') return [];
  // Without the admin too (with ADMIN_PASSWORD_HASH the schema already names it): the server signs the address
  // suggestions it offers and the customers' document and payment links (lib/server-signature.ts), which would
  // fail at their first use rather than here. A start's rule, not the schema's: the cron scripts sign nothing.
  const secret =
    !env.SESSION_SECRET?.trim() && !env.DOCUMENT_TOKEN_SECRET?.trim() && !env.ADMIN_PASSWORD_HASH?.trim()
      ? [
          'SESSION_SECRET : SESSION_SECRET (32 caractères minimum) est obligatoire en production, même sans l’administration : il signe les adresses proposées et les liens des documents des clients.',
        ]
      : [];
  return [...secret, ...siteUrlProblems(env, built)];
}

/** SITE_URL set explicitly, and the same origin as the build's (productionStartProblems). */
function siteUrlProblems(env: NodeJS.ProcessEnv, built: string | undefined): string[] {
  const value = env.SITE_URL?.trim();
  if (!value) {
    return [
      `SITE_URL : SITE_URL est obligatoire en production (l'adresse publique du site, ex. https://www.harmonymove.fr) ; sans elle le site se croirait sur ${DEFAULT_SITE_URL} : formulaires refusés (403, règle Origin), sitemap et liens canoniques en localhost.`,
    ];
  }
  const start = parseUrl(value);
  const build = built === undefined ? null : parseUrl(built.trim() || DEFAULT_SITE_URL);
  if (!start || built === undefined || start.origin === build?.origin) return [];
  if (build && isLoopback(start) && isLoopback(build)) return [];
  const builtWith = built.trim() ? (build?.origin ?? built.trim()) : `aucun, donc ${DEFAULT_SITE_URL}`;
  return [
    `SITE_URL : SITE_URL (${start.origin}) n'est pas celui de la compilation (${builtWith}) : les pages générées par «\u00a0next build\u00a0», robots.txt et les en-têtes (HSTS) portent l'autre adresse. Relancez «\u00a0next build\u00a0» avec le SITE_URL de production.`,
  ];
}

/**
 * What a production server lacks to print the operator's legal identity (vouchers, invoices, legal pages): every
 * required LEGAL_* variable, a VAT number (the one of LEGAL_SIREN, with its right key) or the exemption, no dummy
 * SIREN. Empty outside production and during `next build`.
 * instrumentation.ts refuses to start on any problem, and lib/config/legal.ts refuses to print placeholders.
 */
export function legalConfigProblems(env: ServerEnv): string[] {
  if (env.NODE_ENV !== 'production' || process.env.NEXT_PHASE === 'phase-production-build') return [];
  const problems = missingLegalIdentity(env).map((key) =>
    key === 'LEGAL_VAT_NUMBER'
      ? 'LEGAL_VAT_NUMBER est obligatoire en production, sauf franchise en base de TVA (LEGAL_VAT_EXEMPT=true).'
      : `${key} est obligatoire en production (identité légale des bons de réservation, factures et mentions légales).`,
  );
  if (env.LEGAL_SIREN && /^0+$/.test(env.LEGAL_SIREN)) problems.push('LEGAL_SIREN est une valeur factice.');
  // The number and e-mail written into the pages and WhatsApp links at build time (next.config.ts) must be the ones the
  // documents print: a build made without, or with another, legal identity would send visitors elsewhere.
  // (Undefined outside a Next build: unit tests and scripts.)
  const built = { LEGAL_PHONE: process.env.SITE_PHONE, LEGAL_EMAIL: process.env.SITE_EMAIL };
  for (const [key, value] of Object.entries(built) as ['LEGAL_PHONE' | 'LEGAL_EMAIL', string | undefined][]) {
    if (value !== undefined && env[key] !== undefined && value !== env[key]) {
      problems.push(
        `${key} (${env[key]}) n'est pas celui des pages construites (${value || 'aucun'})\u00a0: relancez «\u00a0next build\u00a0» avec l'environnement de production.`,
      );
    }
  }
  // Every other LEGAL_* and SOCIAL_* value is in the prerendered legal notice, terms and footer: the whole identity
  // the build printed must be this environment's (lib/config/built-identity.ts). Said once, after the number and
  // e-mail's more precise lines. (Undefined outside a Next build.)
  const builtDigest = process.env.BUILT_IDENTITY_DIGEST;
  if (problems.length === 0 && builtDigest !== undefined && builtDigest !== identityDigest(process.env)) {
    problems.push(
      "Les pages construites (mentions légales, CGV, pied de page) portent une autre identité légale ou d'autres profils (LEGAL_*, SOCIAL_*) que cet environnement\u00a0: relancez «\u00a0next build\u00a0» avec l'environnement de production.",
    );
  }
  const vatProblem = env.LEGAL_VAT_NUMBER ? vatNumberProblem(env.LEGAL_VAT_NUMBER, env.LEGAL_SIREN) : null;
  if (vatProblem) problems.push(vatProblem);
  return problems;
}

/** For tests that change process.env between cases. */
export function resetServerEnvForTests(): void {
  cached = undefined;
}

export const isProduction = process.env.NODE_ENV === 'production';
