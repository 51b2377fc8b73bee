// The environment of the operations scripts run from a crontab (`npm run db:purge`, `npm run notifications:deliver`),
// and the database they may use.
//
// Production audit, 2026-11-28: cron runs a command with an almost empty environment. The scripts then found no
// DATABASE_URL / Supabase variable, opened the embedded development database instead (creating .data/pglite with demo
// data in the app folder), printed « 0 réservation(s) anonymisée(s)… » and exited 0: the retention the privacy page
// promises never ran on the production database, and nothing said so. Two rules now:
//
// 1. The environment is loaded the way Next loads it (`loadEnvConfig` from @next/env, as scripts/db-snapshot.ts does),
//    from the working directory (the crontab line `cd`s into the app). Production mode — `.env.production.local`,
//    `.env.local`, `.env.production`, `.env`, as `next start` reads them — when NODE_ENV=production or when asked with
//    `--production` (which sets NODE_ENV=production, as `next start` does); otherwise development mode
//    (`.env.development.local`, `.env.local`, `.env.development`, `.env`), as `next dev` reads them. Variables already in
//    the environment win over the files.
// 2. An operations script never falls back to the embedded database silently. Without DATABASE_URL and without
//    Supabase it uses the embedded one only when it is allowed explicitly — ALLOW_EMBEDDED_DB=1 (production
//    included, the server's own switch), or PGLITE_DIR set (outside production) — or when a developer runs it by hand
//    at their checkout: outside production, from a terminal (stdin is a TTY). Cron, systemd timers and CI have no
//    terminal, so there the script stops before opening anything: exit 2 and a French message on stderr naming the
//    variables to set (cron mails it). In production mode lib/env.ts refuses the embedded database without
//    ALLOW_EMBEDDED_DB=1 anyway; this check says it first, without opening anything.
// The web server is unchanged: it chooses its database in lib/db/index.ts and validates it in lib/env.ts.
import path from 'node:path';
import { loadEnvConfig } from '@next/env';

/** Exit code of a refused run (configuration), apart from 1 (a run that failed). */
export const REFUSED_EXIT_CODE = 2;

export type Env = Readonly<Record<string, string | undefined>>;

/** Where the script's data lives, in words for its log (no secret: host and database name only). */
export type DatabaseChoice =
  { kind: 'supabase' | 'postgres'; label: string } | { kind: 'pglite'; dir: string; label: string };

/** A run refused before touching any database; `message` is for the operator (stderr, mailed by cron). */
export class OperationsRefusal extends Error {
  override readonly name = 'OperationsRefusal';
}

const set = (env: Env, name: string): string | undefined => env[name]?.trim() || undefined;
const on = (env: Env, name: string): boolean => ['1', 'true'].includes(set(env, name)?.toLowerCase() ?? '');

/** Production mode: NODE_ENV=production, or `--production` on the command line. */
export function isProductionRun(env: Env, argv: readonly string[]): boolean {
  return argv.includes('--production') || set(env, 'NODE_ENV') === 'production';
}

/** The files Next reads in that mode, in priority order (lib/db and lib/env read the result). */
export function envFilesFor(env: Env, production: boolean): string[] {
  const mode = set(env, 'NODE_ENV') === 'test' ? 'test' : production ? 'production' : 'development';
  return [`.env.${mode}.local`, ...(mode === 'test' ? [] : ['.env.local']), `.env.${mode}`, '.env'];
}

/** 'host/database' of a connection URL, never its user or password. */
function where(url: string): string {
  try {
    const u = new URL(url);
    const db = u.pathname.replace(/^\//, '');
    return db ? `${u.host}/${db}` : u.host;
  } catch {
    return 'adresse illisible';
  }
}

export interface DatabaseRules {
  /** The command, for the messages (`db:purge`). */
  script: string;
  /** The directory the env files were read from (the app). */
  cwd: string;
  production: boolean;
  /** Run by hand from a terminal (stdin is a TTY). */
  interactive: boolean;
  /** The env files actually found (for the refusal message). */
  loadedFiles?: readonly string[];
}

/** Why the embedded database may be used here, or null (rule 2 above). */
function embeddedAllowance(env: Env, rules: DatabaseRules): string | null {
  if (on(env, 'ALLOW_EMBEDDED_DB')) return 'ALLOW_EMBEDDED_DB=1';
  if (rules.production) return null;
  if (set(env, 'PGLITE_DIR')) return 'PGLITE_DIR';
  if (rules.interactive) return 'lancement à la main dans un terminal, hors production';
  return null;
}

/**
 * The database the script may use, in the order lib/db/index.ts picks it, or an OperationsRefusal when nothing is
 * configured and the embedded database is not allowed (rule 2 above). A Supabase URL without its key is left to
 * lib/env.ts, which names the missing variable; a key without its URL is ignored, as lib/db ignores it.
 */
export function chooseDatabase(env: Env, rules: DatabaseRules): DatabaseChoice {
  const supabaseUrl = set(env, 'NEXT_PUBLIC_SUPABASE_URL');
  if (supabaseUrl) return { kind: 'supabase', label: `Supabase (${where(supabaseUrl)})` };
  const databaseUrl = set(env, 'DATABASE_URL');
  if (databaseUrl) return { kind: 'postgres', label: `PostgreSQL (DATABASE_URL : ${where(databaseUrl)})` };

  const allowedBy = embeddedAllowance(env, rules);
  if (!allowedBy) throw new OperationsRefusal(refusalMessage(env, rules));
  const dir = path.resolve(rules.cwd, set(env, 'PGLITE_DIR') ?? '.data/pglite');
  const shown = path.relative(rules.cwd, dir) || dir;
  return { kind: 'pglite', dir, label: `base embarquée PGlite (${shown}), autorisée par ${allowedBy}` };
}

function refusalMessage(env: Env, rules: DatabaseRules): string {
  const files = envFilesFor(env, rules.production).join(', ');
  const found = rules.loadedFiles?.length ? rules.loadedFiles.join(', ') : 'aucun';
  return [
    `[${rules.script}] Refusé : aucune base de données configurée (ni DATABASE_URL, ni NEXT_PUBLIC_SUPABASE_URL + SUPABASE_SECRET_KEY).`,
    `Rien n'a été fait : sans ces variables, ce script aurait travaillé sur la base embarquée de développement (PGlite, .data/pglite) au lieu de la base du site.`,
    `Cherché dans l'environnement et dans ${rules.cwd} : ${files} (mode ${rules.production ? 'production' : 'développement'} ; fichiers trouvés : ${found}).`,
    `À faire : définissez DATABASE_URL (ou NEXT_PUBLIC_SUPABASE_URL et SUPABASE_SECRET_KEY) dans l'environnement de la tâche planifiée, ou dans .env.production en lançant avec NODE_ENV=production (ou --production) — voir docs/operations.md.`,
    `Pour travailler volontairement sur la base embarquée : ALLOW_EMBEDDED_DB=1${rules.production ? '' : ' ou PGLITE_DIR=<dossier>'}.`,
  ].join('\n');
}

/**
 * The scripts' first step, before anything imports the data layer: loads the environment (rule 1), then checks the
 * database (rule 2). Returns where the data lives; throws OperationsRefusal.
 */
export function prepareOperations(
  script: string,
  {
    argv = process.argv.slice(2),
    cwd = process.cwd(),
    interactive = Boolean(process.stdin.isTTY),
  }: { argv?: readonly string[]; cwd?: string; interactive?: boolean } = {},
): DatabaseChoice {
  const production = isProductionRun(process.env, argv);
  // As `next start`: NODE_ENV=production decides the files read and what lib/env.ts and lib/db then require.
  if (production) Object.assign(process.env, { NODE_ENV: 'production' });
  const { loadedEnvFiles } = loadEnvConfig(
    cwd,
    !production,
    { info: () => undefined, error: console.error },
    true,
  );
  return chooseDatabase(process.env, {
    script,
    cwd,
    production,
    interactive,
    loadedFiles: loadedEnvFiles.map((f) => f.path),
  });
}
