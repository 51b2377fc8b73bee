import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * Server-side modules: every lib/ file that imports 'server-only', plus the places that cannot carry the marker
 * because the command-line scripts (tsx, outside Next) load them: the database layer (but its types), the password
 * hashing, the environment with its secrets, the cron and retention jobs, the start-up work.
 */
const SERVER_SIDE_WITHOUT_MARKER = ['@/lib/auth/password', '@/lib/env', '@/lib/startup'];
const SERVER_SIDE_FOLDERS = ['@/lib/db', '@/lib/cron', '@/lib/retention'];
const NOT_SERVER_SIDE = ['@/lib/db/types'];

/** '@/lib/x/y' of every lib/ module that imports 'server-only' ('@/lib/x' too for an index). */
function markedServerOnly(dir) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'fixtures') found.push(...markedServerOnly(file));
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      if (/^import 'server-only';$/m.test(readFileSync(file, 'utf8'))) {
        const specifier = `@/${path
          .relative(root, file)
          .replace(/\\/g, '/')
          .replace(/\.tsx?$/, '')}`;
        found.push(
          specifier,
          ...(specifier.endsWith('/index') ? [specifier.slice(0, -'/index'.length)] : []),
        );
      }
    }
  }
  return found;
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One pattern for every server-side import specifier (exact modules, whole folders, minus the exceptions). */
export const SERVER_ONLY_IMPORT = `^(?!(?:${NOT_SERVER_SIDE.map(escape).join('|')})$)(?:${[
  ...new Set([...markedServerOnly(path.join(root, 'lib')), ...SERVER_SIDE_WITHOUT_MARKER]),
]
  .map(escape)
  .join('|')}|(?:${SERVER_SIDE_FOLDERS.map(escape).join('|')})(?:/.*)?)$`;

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    '.next/**',
    '.next-*/**',
    'node_modules/**',
    '.data/**',
    'next-env.d.ts',
    'test-results/**',
    'playwright-report/**',
    'coverage/**',
    // The deliberate import circle the boundary test (scripts/lint/boundaries.test.ts) lints on purpose.
    'scripts/lint/fixtures/**',
  ]),
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/ban-ts-comment': 'error',
    },
  },
  // Boundaries (docs/architecture.md): lib/ owns logic and never imports the UI or the routes (its tests may drive a
  // route end to end); no import circles anywhere.
  {
    files: ['lib/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './lib',
              from: ['./components', './app'],
              message:
                'lib/ holds the logic: it never imports components/ or app/ (move the shared code into lib/).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,mts}'],
    // Packages are never parsed for the circle check: only the project's own files can close a circle.
    settings: { 'import/ignore': ['node_modules'] },
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // components/ is React UI: no server-only module (database, secrets, mail, payments, documents...). Types are fine.
  {
    files: ['components/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: SERVER_ONLY_IMPORT,
              allowTypeImports: true,
              message:
                'components/ is React UI only: load server data in app/ (page, route, Server Action) and pass it as props.',
            },
          ],
        },
      ],
    },
  },
]);
