import { legalConfigProblems, resetServerEnvForTests, serverEnv } from '@/lib/env';
import legalIdentityEnv from '@/e2e/legal-identity.json';
import { VAT_EXEMPT_MENTION } from '@/lib/pricing/quote';
import { legalIdentity } from './legal';
import { site } from './site';

describe('legal identity (one validated configuration)', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    resetServerEnvForTests();
  });
  // A production server also needs a database (the embedded one is allowed explicitly, so the test does not depend
  // on whether the machine running it has DATABASE_URL set: CI does, a laptop may not) and its signing secret.
  const use = (env: Record<string, string | undefined>) => {
    process.env = {
      ...saved,
      ALLOW_EMBEDDED_DB: '1',
      SESSION_SECRET: 's'.repeat(40),
      ...env,
    } as NodeJS.ProcessEnv;
    resetServerEnvForTests();
  };

  it('a production server refuses the placeholders, names every missing variable, and prints none', () => {
    use({ NODE_ENV: 'production', NEXT_PHASE: undefined });
    const problems = legalConfigProblems(serverEnv());
    for (const key of ['LEGAL_SIREN', 'LEGAL_VTC_REGISTER', 'LEGAL_ADDRESS', 'LEGAL_VAT_NUMBER']) {
      expect(problems.join('\n')).toContain(key);
    }
    expect(() => legalIdentity()).toThrow(/Identité légale incomplète/);
  });

  it('the build (prerendering) and development use the placeholders', () => {
    use({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' });
    expect(legalConfigProblems(serverEnv())).toEqual([]);
    use({ NODE_ENV: 'development' });
    expect(legalIdentity().siren).toBe('000 000 000');
  });

  it('accepts a complete identity and formats it', () => {
    use({ NODE_ENV: 'production', ...legalIdentityEnv });
    expect(legalConfigProblems(serverEnv())).toEqual([]);
    expect(legalIdentity()).toMatchObject({
      companyName: 'Harmony Move SASU',
      siren: '123 456 782',
      vtcRegisterNumber: 'EVTC091230045',
      vatNumber: 'FR11123456782',
      vatMention: 'N° TVA intracommunautaire : FR11123456782',
    });
  });

  it('refuses a build whose pages carry another number or e-mail than the documents (or none)', () => {
    // SITE_PHONE / SITE_EMAIL are what next.config.ts wrote into the build (lib/config/business-contact.ts).
    use({ NODE_ENV: 'production', ...legalIdentityEnv, SITE_PHONE: '+33 6 12 34 56 78', SITE_EMAIL: '' });
    const problems = legalConfigProblems(serverEnv()).join('\n');
    expect(problems).toContain(
      `LEGAL_PHONE (${legalIdentityEnv.LEGAL_PHONE}) n'est pas celui des pages construites (+33 6 12 34 56 78)`,
    );
    expect(problems).toContain(
      `LEGAL_EMAIL (${legalIdentityEnv.LEGAL_EMAIL}) n'est pas celui des pages construites (aucun)`,
    );
    use({
      NODE_ENV: 'production',
      ...legalIdentityEnv,
      SITE_PHONE: legalIdentityEnv.LEGAL_PHONE,
      SITE_EMAIL: legalIdentityEnv.LEGAL_EMAIL,
    });
    expect(legalConfigProblems(serverEnv())).toEqual([]);
  });

  it('VAT exemption prints the art. 293 B mention instead of a number', () => {
    use({ NODE_ENV: 'production', ...legalIdentityEnv, LEGAL_VAT_NUMBER: '', LEGAL_VAT_EXEMPT: 'true' });
    expect(legalIdentity()).toMatchObject({ vatNumber: null, vatMention: VAT_EXEMPT_MENTION });
  });

  it('refuses the VAT exemption together with a VAT number, naming both (the exemption used to win silently)', () => {
    for (const NODE_ENV of ['production', 'development']) {
      use({ NODE_ENV, ...legalIdentityEnv, LEGAL_VAT_EXEMPT: 'true' });
      expect(() => serverEnv()).toThrow(
        /LEGAL_VAT_EXEMPT: LEGAL_VAT_EXEMPT=true \(franchise en base de TVA\) et LEGAL_VAT_NUMBER sont tous deux définis/,
      );
      expect(() => legalIdentity()).toThrow(/LEGAL_VAT_NUMBER/);
    }
    use({ NODE_ENV: 'production', ...legalIdentityEnv, LEGAL_VAT_EXEMPT: 'false' });
    expect(legalIdentity().vatNumber).toBe('FR11123456782');
  });

  it('rejects a bad SIREN, a dummy SIREN and a VAT number of another company', () => {
    use({ ...legalIdentityEnv, LEGAL_SIREN: '123 456 789' });
    expect(() => serverEnv()).toThrow(/LEGAL_SIREN doit être un SIREN valide/);
    use({ NODE_ENV: 'production', ...legalIdentityEnv, LEGAL_SIREN: '000000000' });
    expect(legalConfigProblems(serverEnv())).toContain('LEGAL_SIREN est une valeur factice.');
    use({ NODE_ENV: 'production', ...legalIdentityEnv, LEGAL_VAT_NUMBER: 'FR40303265045' });
    expect(legalConfigProblems(serverEnv())).toContain(
      'LEGAL_VAT_NUMBER doit contenir le SIREN de LEGAL_SIREN.',
    );
  });

  it('prints the configured host of the legal notice (LEGAL_HOST, LEGAL_HOST_ADDRESS)', () => {
    use({ NODE_ENV: 'production', ...legalIdentityEnv });
    expect(legalIdentity().host).toEqual({
      name: legalIdentityEnv.LEGAL_HOST,
      address: legalIdentityEnv.LEGAL_HOST_ADDRESS,
    });
  });

  it.each(['LEGAL_HOST', 'LEGAL_HOST_ADDRESS'])(
    'a production start refuses to run without %s, as without the other legal variables',
    (key) => {
      use({ NODE_ENV: 'production', NEXT_PHASE: undefined, ...legalIdentityEnv, [key]: '' });
      expect(legalConfigProblems(serverEnv()).join('\n')).toContain(`${key} est obligatoire en production`);
      expect(() => legalIdentity()).toThrow(/Identité légale incomplète/);
    },
  );

  it('development keeps the placeholder host', () => {
    use({ NODE_ENV: 'development', LEGAL_HOST: '', LEGAL_HOST_ADDRESS: '' });
    expect(legalIdentity().host).toEqual(site.legal.host);
  });
});
