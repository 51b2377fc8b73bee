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
    // Exported for `import` only: Jest (require) needs the file itself.
    '^@react-pdf/hyphenate/(.*)$': '<rootDir>/node_modules/@react-pdf/hyphenate/lib/$1.js',
    '^@react-pdf/hyphenate$': '<rootDir>/node_modules/@react-pdf/hyphenate/lib/index.js',
    '^unpdf/pdfjs$': '<rootDir>/node_modules/unpdf/dist/pdfjs.mjs',
  },
  // The embedded database (PGlite) imports Node built-ins with `import()`; see lib/db/jest-pglite-transform.cjs.
  // React Email's renderer loads react-dom/server the same way: the same import → require rewrite applies.
  transform: {
    '/node_modules/@electric-sql/pglite/dist/.+\\.cjs$': '<rootDir>/lib/db/jest-pglite-transform.cjs',
    '/node_modules/@react-email/render/dist/.+\\.cjs$': '<rootDir>/lib/db/jest-pglite-transform.cjs',
  },
  setupFiles: ['<rootDir>/lib/testing/jest-env.ts'],
  testTimeout: 30_000,
  maxWorkers: 2,
};

/**
 * ESM-only packages compiled to CommonJS for Jest (Node 20's Jest cannot require ES modules): the PDF renderer of
 * lib/documents and its dependencies, and the PDF text extractor of its tests.
 */
const ESM_PACKAGES = [
  '@react-pdf',
  'yoga-layout',
  'color-string',
  'color-name',
  'fontkit',
  'restructure',
  'unicode-properties',
  'linebreak',
  'png-js',
  'jay-peg',
  'unpdf',
  // React Email's renderer (lib/notifications) loads react-dom/server with import(): see the transform above.
  '@react-email/render',
  // Translations (lib/i18n/translator.ts): next-intl's createTranslator and its message formatter.
  'next-intl',
  'use-intl',
  'icu-minify',
  'intl-messageformat',
  '@formatjs',
];

// next/jest always ignores node_modules for transforms; let the PGlite bundle, React Email and the ESM packages through.
export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  resolved.transformIgnorePatterns = (resolved.transformIgnorePatterns ?? []).map((p) =>
    p.replace(/^\/node_modules\//, `/node_modules/(?!@electric-sql/pglite/|${ESM_PACKAGES.join('/|')}/)`),
  );
  return resolved;
}
