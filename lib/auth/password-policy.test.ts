import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { resetServerEnvForTests, serverEnv } from '@/lib/env';
import { passwordWeakness } from './password-policy';

describe('passwordWeakness (the one admin password rule)', () => {
  it.each([
    ['', /trop court \(0 caractères\)/],
    ['Ab1!ab', /trop court/],
    ['motdepasse12', /trop simple/], // 12 characters, two kinds
    ['harmonymove2026', /trop simple/],
    ['aaaaaaaaaaaaaaaaaaaaaaaa', /trop répétitif/],
    ['Ab1Ab1Ab1Ab1', /trop répétitif/],
  ])('refuses %j', (password, reason) => {
    expect(passwordWeakness(password)).toMatch(reason);
  });

  it.each(['Dourdan-Dev-2026!', 'Chauffeur.Orly7', 'le cheval bleu mange du foin', 'Électrique-9-nuits'])(
    'accepts %j',
    (password) => {
      expect(passwordWeakness(password)).toBeNull();
    },
  );
});

describe('ADMIN_PASSWORD at start (lib/env.ts)', () => {
  const env = { ...process.env };
  afterEach(() => {
    process.env = { ...env };
    resetServerEnvForTests();
  });

  it('refuses a weak ADMIN_PASSWORD by name, with the French reason', () => {
    process.env.ADMIN_PASSWORD = 'admin123';
    resetServerEnvForTests();
    expect(() => serverEnv()).toThrow(/ADMIN_PASSWORD: ADMIN_PASSWORD : Mot de passe trop court/);
  });

  it('accepts a strong one (the development default included)', () => {
    process.env.ADMIN_PASSWORD = 'Dourdan-Dev-2026!';
    resetServerEnvForTests();
    expect(serverEnv().ADMIN_PASSWORD).toBe('Dourdan-Dev-2026!');
  });

  it('validates TRUSTED_PROXY', () => {
    process.env.TRUSTED_PROXY = 'hops:2';
    resetServerEnvForTests();
    expect(serverEnv().TRUSTED_PROXY).toBe('hops:2');
    process.env.TRUSTED_PROXY = 'yes';
    resetServerEnvForTests();
    expect(() => serverEnv()).toThrow(/TRUSTED_PROXY: TRUSTED_PROXY doit valoir none/);
  });
});

describe('npm run admin:hash-password', () => {
  const run = (input: string) =>
    spawnSync(path.join(process.cwd(), 'node_modules/.bin/tsx'), ['scripts/hash-password.ts'], {
      input,
      encoding: 'utf8',
      timeout: 30_000,
    });

  it('refuses a weak password with the French reason and prints no hash', () => {
    const result = run('motdepasse12\n');
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/Mot de passe trop simple/);
  });

  it('hashes a strong one', () => {
    const result = run('Chauffeur.Orly7\n');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^scrypt:131072:8:1:[\w-]+:[\w-]+\n$/);
  });
});
