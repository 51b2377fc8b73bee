import legalIdentityEnv from '@/e2e/legal-identity.json';
import { legalConfigProblems, resetServerEnvForTests, serverEnv } from '@/lib/env';
import { legalIdentity } from './legal';
import { site } from './site';

describe("the legal notice's host is configuration (LEGAL_HOST, LEGAL_HOST_ADDRESS)", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    resetServerEnvForTests();
  });
  const use = (env: Record<string, string | undefined>) => {
    process.env = { ...saved, ALLOW_EMBEDDED_DB: '1', ...env } as NodeJS.ProcessEnv;
    resetServerEnvForTests();
  };

  it('prints the configured host', () => {
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
