// The business's public number and e-mail are the legal identity's (LEGAL_PHONE, LEGAL_EMAIL, lib/env.ts): next.config.ts
// writes them into the build (`env`), so the static pages, the WhatsApp links made in the browser, the calendar files
// and the documents all show one number (lib/config/site.ts reads them; a production start checks that they still
// match its environment, lib/env.ts legalConfigProblems).
import { internationalDigits } from '../documents/format';

/** The build-time variables next.config.ts defines; empty without a legal identity (the placeholders then stand in). */
export function builtContactEnv(env: Record<string, string | undefined>): Record<string, string> {
  const phone = env.LEGAL_PHONE?.trim() ?? '';
  return {
    SITE_PHONE: phone,
    // wa.me wants the international digits: '06 98 76 54 32' → '33698765432'.
    SITE_PHONE_DIGITS: internationalDigits(phone) ?? '',
    SITE_EMAIL: env.LEGAL_EMAIL?.trim() ?? '',
  };
}
