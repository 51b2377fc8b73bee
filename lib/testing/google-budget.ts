// Jest set-up of the tests that meet the site-wide daily Google budget (lib/maps/google-budget.ts): each test of the
// describe block runs with GOOGLE_DAILY_CALL_LIMIT = `limit`, a fresh refusal warning and console.warn silenced.
import { resetGoogleBudgetWarningForTests } from '@/lib/maps/google-budget';
import { resetServerEnvForTests } from '@/lib/env';

/** Call inside a describe block; `warn()` is the current test's console.warn spy. */
export function withGoogleDailyLimit(limit: number): { warn: () => jest.SpyInstance } {
  let spy: jest.SpyInstance | null = null;
  beforeEach(() => {
    process.env.GOOGLE_DAILY_CALL_LIMIT = String(limit);
    resetServerEnvForTests();
    resetGoogleBudgetWarningForTests();
    spy = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    delete process.env.GOOGLE_DAILY_CALL_LIMIT;
    resetServerEnvForTests();
    spy?.mockRestore();
  });
  return {
    warn: () => {
      if (!spy) throw new Error('withGoogleDailyLimit: hors d’un test');
      return spy;
    },
  };
}
