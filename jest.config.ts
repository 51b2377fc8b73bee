import type { Config } from 'jest';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// Unit and DB contract tests run in Node; `server-only` is mapped to an empty module so server code is testable.
const config: Config = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/{lib,app,components,scripts}/**/*.test.{ts,tsx}'],
  moduleNameMapper: {
    '^server-only$': '<rootDir>/lib/testing/empty-module.ts',
    '^@/(.*)$': '<rootDir>/$1',
  },
  testTimeout: 30_000,
  maxWorkers: 2,
};

export default createJestConfig(config);
