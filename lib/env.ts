// Typed environment, validated once. Server secrets are read only on the server; public values are inlined by Next.
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

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

/** For tests that change process.env between cases. */
export function resetServerEnvForTests(): void {
  cached = undefined;
}

export const isProduction = process.env.NODE_ENV === 'production';

/** Public values: referenced literally so Next inlines them into client bundles. */
export const publicEnv = {
  googleMapsApiKey: process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY || undefined,
} as const;
