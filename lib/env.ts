// Typed environment, validated once. Server secrets are read only on the server; public values are inlined by Next.
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

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

const serverSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    SITE_URL: z
      .url({ message: 'SITE_URL doit être une URL complète (https://…)' })
      .default('http://localhost:3000'),
    // Data: Supabase first, then any Postgres, else embedded PGlite under PGLITE_DIR.
    NEXT_PUBLIC_SUPABASE_URL: optionalString.pipe(z.url().optional()),
    SUPABASE_SECRET_KEY: optionalString,
    DATABASE_URL: optionalString,
    PGLITE_DIR: optionalString,
    DB_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
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
    // The 0,60 € test total of TEST_CONTACT_NAME (spec §4); refused in production.
    ENABLE_TEST_PRICING: flag('ENABLE_TEST_PRICING'),
    // Production on the embedded PGlite database (one process, data on local disk) only when asked.
    ALLOW_EMBEDDED_DB: flag('ALLOW_EMBEDDED_DB'),
    // Sample reservations and draft posts (supabase/demo.sql) on a fresh embedded database; never on a real one.
    LOAD_DEMO_DATA: flag('LOAD_DEMO_DATA'),
    // Image hosts of the blog allowed through /_next/image (lib/config/image-hosts.ts), comma-separated.
    IMAGE_HOSTS: optionalString,
    // Integrations (all optional: features degrade without them)
    GOOGLE_MAPS_SERVER_KEY: optionalString,
    NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: optionalString,
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    STRIPE_API_HOST: optionalString,
    STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
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
    if (env.NODE_ENV === 'production') {
      if (env.ENABLE_TEST_PRICING) {
        ctx.addIssue({
          code: 'custom',
          path: ['ENABLE_TEST_PRICING'],
          message:
            'ENABLE_TEST_PRICING est interdit en production : le tarif de test (0,60 €) ne doit jamais être proposé à un client.',
        });
      }
      const embedded = !env.DATABASE_URL && !(env.NEXT_PUBLIC_SUPABASE_URL && env.SUPABASE_SECRET_KEY);
      if (embedded && !env.ALLOW_EMBEDDED_DB) {
        ctx.addIssue({
          code: 'custom',
          path: ['DATABASE_URL'],
          message:
            'DATABASE_URL (ou Supabase) est obligatoire en production ; la base embarquée PGlite exige ALLOW_EMBEDDED_DB=1 explicitement.',
        });
      }
      if (!embedded && env.LOAD_DEMO_DATA) {
        ctx.addIssue({
          code: 'custom',
          path: ['LOAD_DEMO_DATA'],
          message:
            'LOAD_DEMO_DATA est interdit sur une vraie base en production : les données de démonstration sont réservées à la base embarquée.',
        });
      }
      if (env.ADMIN_PASSWORD && !env.ADMIN_PASSWORD_HASH) {
        ctx.addIssue({
          code: 'custom',
          path: ['ADMIN_PASSWORD'],
          message:
            'ADMIN_PASSWORD (en clair) est réservé au développement : utilisez ADMIN_PASSWORD_HASH en production (npm run admin:hash-password).',
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
  if (parsed.success) return null;
  return parsed.error.issues.map((i) => `${i.path.join('.') || '(env)'} : ${i.message}`);
}

/** For tests that change process.env between cases. */
export function resetServerEnvForTests(): void {
  cached = undefined;
}

export const isProduction = process.env.NODE_ENV === 'production';

/** Public values: referenced literally so Next inlines them into client bundles. */
export const publicEnv = {
  googleMapsApiKey: process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY || undefined,
} as const;
