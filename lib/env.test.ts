import legalIdentityEnv from '@/e2e/legal-identity.json';
import { identityDigest } from '@/lib/config/built-identity';
import {
  environmentProblems,
  frenchVatKey,
  legalConfigProblems,
  productionStartProblems,
  resetServerEnvForTests,
  serverEnv,
} from './env';

// A production start that passes every other rule (the embedded database is allowed explicitly, so the machine's
// DATABASE_URL does not matter), to look at one variable at a time.
const production = {
  NODE_ENV: 'production',
  ALLOW_EMBEDDED_DB: '1',
  SESSION_SECRET: 'x'.repeat(40),
  SITE_URL: 'https://www.harmonymove.fr',
} as NodeJS.ProcessEnv;

const problemsOf = (env: Record<string, string | undefined>) =>
  (environmentProblems({ ...production, ...env } as NodeJS.ProcessEnv) ?? []).join('\n');

describe('SESSION_SECRET in production', () => {
  it('is required even without the admin (it signs address suggestions and document links), by name', () => {
    expect(problemsOf({ SESSION_SECRET: undefined })).toMatch(
      /^SESSION_SECRET : SESSION_SECRET \(32 caractères minimum\) est obligatoire en production, même sans l’administration/m,
    );
    expect(problemsOf({ SESSION_SECRET: undefined, DOCUMENT_TOKEN_SECRET: 'd'.repeat(40) })).toBe('');
    expect(problemsOf({ SESSION_SECRET: undefined, NEXT_PHASE: 'phase-production-build' })).toBe('');
  });
});

describe('a copied .env.example', () => {
  it('reads an empty STRIPE_API_PORT, STRIPE_API_PROTOCOL or DB_TIMEOUT_MS as absent, not as an error', () => {
    expect(problemsOf({ STRIPE_API_PORT: '', STRIPE_API_PROTOCOL: '', DB_TIMEOUT_MS: ' ' })).toBe('');
    expect(problemsOf({ STRIPE_API_PORT: '0' })).toMatch(/^STRIPE_API_PORT/m);
  });

  it('reads GOOGLE_TIMEOUT_MS empty as absent (each call keeps its own limit), refuses one under 100 ms', () => {
    expect(problemsOf({ GOOGLE_TIMEOUT_MS: '' })).toBe('');
    expect(problemsOf({ GOOGLE_TIMEOUT_MS: '50' })).toMatch(/^GOOGLE_TIMEOUT_MS/m);
    expect(problemsOf({ GOOGLE_TIMEOUT_MS: 'vite' })).toMatch(/^GOOGLE_TIMEOUT_MS/m);
  });
});

describe('SITE_URL in production', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    resetServerEnvForTests();
  });

  it('a production start refuses to run without SITE_URL (no silent http://localhost:3000), by name', () => {
    for (const missing of [undefined, '', '  ']) {
      expect(problemsOf({ SITE_URL: missing })).toMatch(
        /^SITE_URL : SITE_URL est obligatoire en production/m,
      );
    }
    expect(environmentProblems(production)).toBeNull();
  });

  it('is not required by `next build` nor outside production', () => {
    expect(problemsOf({ SITE_URL: undefined, NEXT_PHASE: 'phase-production-build' })).toBe('');
    expect(environmentProblems({ NODE_ENV: 'development' } as NodeJS.ProcessEnv)).toBeNull();
    expect(environmentProblems({ NODE_ENV: 'test' } as NodeJS.ProcessEnv)).toBeNull();
  });

  it.each(['http://www.harmonymove.fr', 'http://harmonymove.fr:8080', 'ftp://www.harmonymove.fr'])(
    'refuses %s: https except on a loopback host',
    (value) => {
      expect(problemsOf({ SITE_URL: value })).toMatch(/^SITE_URL : SITE_URL doit/m);
    },
  );

  it.each(['http://localhost:3100', 'http://127.0.0.1:3591', 'http://[::1]:3000', 'https://localhost'])(
    'accepts the loopback address %s (local production servers of the tests and benchmarks)',
    (value) => {
      expect(environmentProblems({ ...production, SITE_URL: value })).toBeNull();
    },
  );

  it.each([
    'https://www.harmonymove.fr/fr/',
    'https://www.harmonymove.fr/fr',
    'https://www.harmonymove.fr/?ref=x',
    'https://www.harmonymove.fr/#top',
    'https://user:secret@www.harmonymove.fr',
  ])('refuses %s: the bare origin only', (value) => {
    const problems = problemsOf({ SITE_URL: value });
    expect(problems).toMatch(/^SITE_URL : SITE_URL doit être l'origine seule du site/m);
    expect(problems).not.toContain('secret');
  });

  it('drops a trailing slash instead of refusing it (everywhere)', () => {
    expect(environmentProblems({ ...production, SITE_URL: 'https://www.harmonymove.fr/' })).toBeNull();
    process.env = { ...saved, ...production, SITE_URL: 'https://WWW.harmonymove.fr/' } as NodeJS.ProcessEnv;
    resetServerEnvForTests();
    expect(serverEnv().SITE_URL).toBe('https://www.harmonymove.fr');
    process.env = {
      ...saved,
      NODE_ENV: 'development',
      SITE_URL: 'http://localhost:3000/',
    } as NodeJS.ProcessEnv;
    resetServerEnvForTests();
    expect(serverEnv().SITE_URL).toBe('http://localhost:3000');
  });

  it('keeps the development default and accepts a path outside production', () => {
    process.env = { ...saved, NODE_ENV: 'development', SITE_URL: '' } as NodeJS.ProcessEnv;
    resetServerEnvForTests();
    expect(serverEnv().SITE_URL).toBe('http://localhost:3000');
    expect(
      environmentProblems({
        NODE_ENV: 'development',
        SITE_URL: 'http://localhost:3000/x',
      } as NodeJS.ProcessEnv),
    ).toBeNull();
  });
});

describe('SITE_URL of the build and of the start (next.config.ts BUILT_SITE_URL)', () => {
  const start = (siteUrl: string, built: string | undefined) =>
    productionStartProblems({ ...production, SITE_URL: siteUrl } as NodeJS.ProcessEnv, built).join('\n');

  it('refuses a start whose SITE_URL is not the one the build wrote into its pages and headers', () => {
    expect(start('https://www.harmonymove.fr', 'https://harmonymove.fr')).toBe(
      "SITE_URL : SITE_URL (https://www.harmonymove.fr) n'est pas celui de la compilation (https://harmonymove.fr) : les pages générées par «\u00a0next build\u00a0», robots.txt et les en-têtes (HSTS) portent l'autre adresse. Relancez «\u00a0next build\u00a0» avec le SITE_URL de production.",
    );
    // A build made without SITE_URL wrote http://localhost:3000 everywhere (and no HSTS).
    expect(start('https://www.harmonymove.fr', '')).toMatch(
      /^SITE_URL : .*\(aucun, donc http:\/\/localhost:3000\)/,
    );
  });

  it('accepts the same origin (trailing slash or not), and two loopback origins (one e2e build, several ports)', () => {
    expect(start('https://www.harmonymove.fr', 'https://www.harmonymove.fr/')).toBe('');
    expect(start('http://localhost:3150', 'http://localhost:3100')).toBe('');
    expect(start('http://127.0.0.1:3591', '')).toBe('');
    // Unit tests and scripts run outside a Next build: nothing to compare.
    expect(start('https://www.harmonymove.fr', undefined)).toBe('');
  });

  it('the boot check reads the value next.config.ts inlined (process.env.BUILT_SITE_URL)', () => {
    const saved = process.env.BUILT_SITE_URL;
    process.env.BUILT_SITE_URL = 'http://localhost:3000';
    try {
      expect((environmentProblems(production) ?? []).join('\n')).toMatch(/n'est pas celui de la compilation/);
    } finally {
      if (saved === undefined) delete process.env.BUILT_SITE_URL;
      else process.env.BUILT_SITE_URL = saved;
    }
  });
});

describe('ADMIN_PASSWORD in production', () => {
  const hash = 'scrypt:16384:8:1:c2FsdA:aGFzaA';

  it('refuses a plain password left beside ADMIN_PASSWORD_HASH (it would be silently ignored)', () => {
    expect(problemsOf({ ADMIN_PASSWORD_HASH: hash, ADMIN_PASSWORD: 'Un-Mot-de-passe-2026!' })).toMatch(
      /^ADMIN_PASSWORD : ADMIN_PASSWORD \(mot de passe en clair\) est défini à côté de ADMIN_PASSWORD_HASH/m,
    );
    expect(problemsOf({ ADMIN_PASSWORD: 'Un-Mot-de-passe-2026!' })).toMatch(
      /^ADMIN_PASSWORD : ADMIN_PASSWORD \(en clair\) est réservé au développement/m,
    );
    expect(environmentProblems({ ...production, ADMIN_PASSWORD_HASH: hash })).toBeNull();
  });

  it('development keeps accepting both', () => {
    expect(
      environmentProblems({
        NODE_ENV: 'development',
        ADMIN_PASSWORD_HASH: hash,
        ADMIN_PASSWORD: 'Un-Mot-de-passe-2026!',
      } as NodeJS.ProcessEnv),
    ).toBeNull();
  });
});

describe('counts set in the environment (Google shares, « Demande reçue » caps)', () => {
  afterEach(() => resetServerEnvForTests());

  it('take their defaults, or a whole number', () => {
    expect(environmentProblems(production)).toBeNull();
    for (const name of [
      'GOOGLE_CLIENT_DAILY_CALL_LIMIT',
      'CUSTOMER_ACK_ADDRESS_DAILY_LIMIT',
      'CUSTOMER_ACK_HOURLY_LIMIT',
    ]) {
      expect(problemsOf({ [name]: ' 400 ' })).toBe('');
    }
  });

  it.each(['0', '-5', '2.5', 'cent', '1e4', '150 appels'])('refuse %j at start, by name', (value) => {
    for (const name of [
      'GOOGLE_CLIENT_DAILY_CALL_LIMIT',
      'CUSTOMER_ACK_ADDRESS_DAILY_LIMIT',
      'CUSTOMER_ACK_HOURLY_LIMIT',
    ]) {
      expect(problemsOf({ [name]: value })).toMatch(new RegExp(`${name} doit être un nombre entier`));
    }
  });
});

describe('the legal identity’s VAT number and RCS (LEGAL_VAT_NUMBER, LEGAL_RCS)', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    resetServerEnvForTests();
  });
  /** What a production start says of this legal identity (instrumentation.ts → lib/startup.ts). */
  const legalProblems = (env: Record<string, string | undefined>) => {
    process.env = { ...saved, ...production, NEXT_PHASE: undefined, ...legalIdentityEnv, ...env };
    resetServerEnvForTests();
    return legalConfigProblems(serverEnv());
  };

  it('computes the key of a French VAT number: (12 + 3 × (SIREN mod 97)) mod 97, on two digits', () => {
    expect(frenchVatKey('123456782')).toBe('11');
    expect(frenchVatKey('303265045')).toBe('40');
    expect(frenchVatKey('542065479')).toBe('82');
    expect(frenchVatKey('123457038')).toBe('03'); // FR03123457038: a one-digit key is written with its 0
  });

  it('accepts FR + key + LEGAL_SIREN, spaces and case aside', () => {
    expect(legalProblems({})).toEqual([]);
    expect(legalProblems({ LEGAL_VAT_NUMBER: 'fr 11 123 456 782' })).toEqual([]);
  });

  it('refuses a VAT number of another SIREN (FR00999999999 with LEGAL_SIREN=123456782)', () => {
    expect(legalProblems({ LEGAL_VAT_NUMBER: 'FR00999999999', LEGAL_SIREN: '123456782' })).toEqual([
      'LEGAL_VAT_NUMBER doit contenir le SIREN de LEGAL_SIREN.',
    ]);
  });

  it.each(['FR00123456782', 'FR12123456782', 'FRAB123456782'])(
    'refuses %s: the SIREN is right, the key is not — and says which number it should be',
    (vat) => {
      expect(legalProblems({ LEGAL_VAT_NUMBER: vat })).toEqual([
        `LEGAL_VAT_NUMBER (${vat}) a une clé de contrôle erronée : le numéro de TVA intracommunautaire du SIREN 123456782 est FR11123456782 (FR + clé (12 + 3 × (SIREN modulo 97)) modulo 97 + SIREN).`,
      ]);
    },
  );

  it('checks the key even while LEGAL_SIREN is missing (named on its own line)', () => {
    const problems = legalProblems({ LEGAL_SIREN: undefined, LEGAL_VAT_NUMBER: 'FR00123456782' });
    expect(problems.join('\n')).toContain('LEGAL_SIREN est obligatoire en production');
    expect(problems.join('\n')).toContain('FR11123456782');
  });

  it('refuses a start whose legal identity or profiles are not the ones the build printed (BUILT_IDENTITY_DIGEST)', () => {
    const built = identityDigest({ ...legalIdentityEnv });
    expect(legalProblems({ BUILT_IDENTITY_DIGEST: built })).toEqual([]);
    // Another mediator at start than at build: the legal notice and the terms would name the old one.
    expect(legalProblems({ BUILT_IDENTITY_DIGEST: built, LEGAL_MEDIATOR_NAME: 'Autre médiateur' })).toEqual([
      "Les pages construites (mentions légales, CGV, pied de page) portent une autre identité légale ou d'autres profils (LEGAL_*, SOCIAL_*) que cet environnement\u00a0: relancez «\u00a0next build\u00a0» avec l'environnement de production.",
    ]);
    // A profile added after the build (the footer would not show it), the same.
    expect(
      legalProblems({
        BUILT_IDENTITY_DIGEST: built,
        SOCIAL_LINKEDIN_URL: 'https://www.linkedin.com/company/hm',
      }),
    ).toHaveLength(1);
    // A build made without any identity (its pages print placeholders).
    expect(legalProblems({ BUILT_IDENTITY_DIGEST: identityDigest({}) })).toHaveLength(1);
  });

  it('says nothing outside production, nor during the build', () => {
    process.env = { ...saved, NODE_ENV: 'development', LEGAL_VAT_NUMBER: 'FR00999999999' };
    resetServerEnvForTests();
    expect(legalConfigProblems(serverEnv())).toEqual([]);
    expect(
      legalProblems({ NEXT_PHASE: 'phase-production-build', LEGAL_VAT_NUMBER: 'FR00123456782' }),
    ).toEqual([]);
  });

  it.each([
    ['RCS Évry', 'RCS Évry'],
    ['RCS  Saint-Étienne', 'RCS Saint-Étienne'],
    ['RCS Aix-en-Provence', 'RCS Aix-en-Provence'],
    ['RCS d’Évry', 'RCS d’Évry'],
  ])('LEGAL_RCS: accepts %j (optional, « RCS » and the town of the registry) as %j', (value, read) => {
    expect(problemsOf({ LEGAL_RCS: value })).toBe('');
    process.env = { ...saved, LEGAL_RCS: value };
    resetServerEnvForTests();
    expect(serverEnv().LEGAL_RCS).toBe(read);
  });

  it.each(['Évry', 'RCS', 'RCS Évry 123 456 782', 'R.C.S. Évry', 'RCS <b>Évry</b>'])(
    'LEGAL_RCS: refuses %j, by name',
    (value) => {
      expect(problemsOf({ LEGAL_RCS: value })).toMatch(
        /^LEGAL_RCS : LEGAL_RCS doit être « RCS » suivi de la ville du greffe, sans numéro/m,
      );
    },
  );
});
