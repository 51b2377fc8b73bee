// @ts-check
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// Unit and DB contract tests run in Node; `server-only` is mapped to an empty module so server code is testable.
// (A .mjs config: Node 20 cannot load jest.config.ts without ts-node.)
/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/{lib,app,components,scripts}/**/*.test.{ts,tsx}'],
  moduleNameMapper: {
    '^server-only$': '<rootDir>/lib/testing/empty-module.ts',
    '^@/(.*)$': '<rootDir>/$1',
  },
  // The embedded database (PGlite) imports Node built-ins with `import()`; see lib/db/jest-pglite-transform.cjs.
  // React Email's renderer loads react-dom/server the same way: the same import → require rewrite applies.
  transform: {
    '/node_modules/@electric-sql/pglite/dist/.+\\.cjs$': '<rootDir>/lib/db/jest-pglite-transform.cjs',
    '/node_modules/@react-email/render/dist/.+\\.cjs$': '<rootDir>/lib/db/jest-pglite-transform.cjs',
  },
  testTimeout: 30_000,
  maxWorkers: 2,
};

// next/jest always ignores node_modules for transforms; let the PGlite and React Email bundles through.
export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  resolved.transformIgnorePatterns = (resolved.transformIgnorePatterns ?? []).map((p) =>
    p.replace(/^\/node_modules\//, '/node_modules/(?!@electric-sql/pglite/|@react-email/render/)'),
  );
  return resolved;
}
