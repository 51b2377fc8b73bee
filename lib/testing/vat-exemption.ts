// Runs a test's code as an operator under the VAT exemption (LEGAL_VAT_EXEMPT=true, no VAT number: lib/config/legal.ts
// isVatExempt), then puts the environment back as it was — once the promise settles, when the code is async.
import { resetServerEnvForTests } from '@/lib/env';

export function withVatExemption<T>(run: () => T): T {
  const saved = { exempt: process.env.LEGAL_VAT_EXEMPT, number: process.env.LEGAL_VAT_NUMBER };
  const restore = () => {
    if (saved.exempt === undefined) delete process.env.LEGAL_VAT_EXEMPT;
    else process.env.LEGAL_VAT_EXEMPT = saved.exempt;
    if (saved.number !== undefined) process.env.LEGAL_VAT_NUMBER = saved.number;
    resetServerEnvForTests();
  };
  process.env.LEGAL_VAT_EXEMPT = 'true';
  delete process.env.LEGAL_VAT_NUMBER;
  resetServerEnvForTests();
  let result: T;
  try {
    result = run();
  } catch (error) {
    restore();
    throw error;
  }
  if (result instanceof Promise) return result.finally(restore) as T;
  restore();
  return result;
}
