// Runs a test's code as an operator under the VAT exemption (LEGAL_VAT_EXEMPT=true, no VAT number: lib/config/legal.ts
// isVatExempt), then puts the environment back as it was.
import { resetServerEnvForTests } from '@/lib/env';

export function withVatExemption<T>(run: () => T): T {
  const saved = { exempt: process.env.LEGAL_VAT_EXEMPT, number: process.env.LEGAL_VAT_NUMBER };
  process.env.LEGAL_VAT_EXEMPT = 'true';
  delete process.env.LEGAL_VAT_NUMBER;
  resetServerEnvForTests();
  try {
    return run();
  } finally {
    if (saved.exempt === undefined) delete process.env.LEGAL_VAT_EXEMPT;
    else process.env.LEGAL_VAT_EXEMPT = saved.exempt;
    if (saved.number !== undefined) process.env.LEGAL_VAT_NUMBER = saved.number;
    resetServerEnvForTests();
  }
}
