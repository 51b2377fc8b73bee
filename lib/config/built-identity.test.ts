import legalIdentityEnv from '@/e2e/legal-identity.json';
import { buildIdentityProblems, LEGAL_REQUIRED } from './built-identity';

describe('a production build on Vercel without the legal identity', () => {
  it('is refused by name: its prerendered pages would print the stand-ins (SIREN 000 000 000, another WhatsApp)', () => {
    expect(buildIdentityProblems({ VERCEL_ENV: 'production' })).toEqual([
      ...LEGAL_REQUIRED,
      'LEGAL_VAT_NUMBER',
    ]);
    expect(
      buildIdentityProblems({ ...legalIdentityEnv, VERCEL_ENV: 'production', LEGAL_SIREN: ' ' }),
    ).toEqual(['LEGAL_SIREN']);
    expect(buildIdentityProblems({ ...legalIdentityEnv, VERCEL_ENV: 'production' })).toEqual([]);
  });

  it('leaves other builds alone: a Node host checks at start, previews and local builds use the stand-ins', () => {
    expect(buildIdentityProblems({})).toEqual([]);
    expect(buildIdentityProblems({ VERCEL_ENV: 'preview' })).toEqual([]);
  });

  it('stops next.config.ts itself, so `next build` fails before prerendering anything', () => {
    const saved = { ...process.env };
    try {
      for (const key of Object.keys(process.env)) if (/^LEGAL_/.test(key)) delete process.env[key];
      process.env.VERCEL_ENV = 'production';
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- loads next.config.ts afresh, as a build does
      expect(() => jest.isolateModules(() => require('@/next.config'))).toThrow(
        /identité légale incomplète \(LEGAL_COMPANY_NAME, /,
      );
    } finally {
      process.env = saved;
    }
  });
});
