import legalIdentityEnv from '@/e2e/legal-identity.json';
import { resetServerEnvForTests } from './env';
import { startServer } from './startup';

// The warm-ups a real start runs in the background are not the subject here.
jest.mock('./documents/pdf', () => ({}));
jest.mock('./db', () => ({ getStore: async () => undefined }));

/** A production start that passes every check (legal identity of the e2e servers, embedded database allowed). */
const production = {
  NODE_ENV: 'production',
  NEXT_PHASE: undefined,
  ALLOW_EMBEDDED_DB: '1',
  SESSION_SECRET: 'x'.repeat(40),
  SITE_URL: 'https://www.harmonymove.fr',
  CRON_SECRET: 'cron-secret-of-the-startup-test',
  ...legalIdentityEnv,
};

describe('startServer (instrumentation.ts)', () => {
  const saved = { ...process.env };
  let exit: jest.SpyInstance;
  let error: jest.SpyInstance;
  let warn: jest.SpyInstance;

  beforeEach(() => {
    exit = jest.spyOn(process, 'exit').mockImplementation(((code?: number) => {
      throw new Error(`exit ${code}`);
    }) as never);
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    process.env = { ...saved };
    resetServerEnvForTests();
  });

  const start = (env: Record<string, string | undefined>) => {
    process.env = { ...saved, ...production, ...env } as NodeJS.ProcessEnv;
    resetServerEnvForTests();
    return startServer();
  };

  it('starts silently with a complete production environment', async () => {
    await start({});
    expect(exit).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns on one [config] line, without refusing to start, when CRON_SECRET is missing in production', async () => {
    await start({ CRON_SECRET: undefined });
    expect(exit).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    const line = String(warn.mock.calls[0]?.[0]);
    expect(line).toMatch(/^\[config\] CRON_SECRET absent : .*purge/);
    expect(line).not.toContain('\n');
  });

  it('says nothing about CRON_SECRET outside production', async () => {
    await start({ NODE_ENV: 'development', CRON_SECRET: undefined });
    expect(warn).not.toHaveBeenCalled();
  });

  it('stops a production start without SITE_URL, naming it', async () => {
    await expect(start({ SITE_URL: undefined })).rejects.toThrow('exit 1');
    expect(String(error.mock.calls[0]?.[0])).toMatch(
      /^ {2}- SITE_URL : SITE_URL est obligatoire en production/m,
    );
  });

  it('stops a production start whose VAT number is not the one of LEGAL_SIREN (its SIREN or its key)', async () => {
    await expect(start({ LEGAL_VAT_NUMBER: 'FR00999999999' })).rejects.toThrow('exit 1');
    expect(String(error.mock.calls[0]?.[0])).toMatch(
      /^\[config\] Identité légale incomplète, démarrage refusé :\n {2}- LEGAL_VAT_NUMBER doit contenir le SIREN de LEGAL_SIREN\.$/,
    );
    error.mockClear();
    await expect(start({ LEGAL_VAT_NUMBER: 'FR00123456782' })).rejects.toThrow('exit 1');
    expect(String(error.mock.calls[0]?.[0])).toContain(
      'LEGAL_VAT_NUMBER (FR00123456782) a une clé de contrôle erronée : le numéro de TVA intracommunautaire du SIREN 123456782 est FR11123456782',
    );
  });

  it('stops a production start that still holds a plain ADMIN_PASSWORD beside the hash', async () => {
    await expect(
      start({
        ADMIN_PASSWORD_HASH: 'scrypt:16384:8:1:c2FsdA:aGFzaA',
        ADMIN_PASSWORD: 'Un-Mot-de-passe-2026!',
      }),
    ).rejects.toThrow('exit 1');
    expect(String(error.mock.calls[0]?.[0])).toMatch(/^ {2}- ADMIN_PASSWORD : .*ADMIN_PASSWORD_HASH/m);
  });
});
