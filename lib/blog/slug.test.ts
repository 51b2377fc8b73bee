import { FALLBACK_SLUG, SLUG_MAX_LENGTH, slugify, uniqueSlug } from './slug';

describe('slugify', () => {
  it.each([
    // the spec examples and the two seed articles
    ['Été à Orly', 'ete-a-orly'],
    ['Avantages VTC transferts aéroport', 'avantages-vtc-transferts-aeroport'],
    ['Engagements qualité VTC premium Harmony Move', 'engagements-qualite-vtc-premium-harmony-move'],
    // accents and ligatures
    ['Noël à Château-Thierry', 'noel-a-chateau-thierry'],
    ['Cœur de Provence, ça déçoit jamais', 'coeur-de-provence-ca-decoit-jamais'],
    ['ÎLE-DE-FRANCE', 'ile-de-france'],
    // punctuation is removed, not turned into hyphens
    ["L'aéroport d'Orly : 5 conseils !", 'laeroport-dorly-5-conseils'],
    ['Transfert Paris → CDG (2025)', 'transfert-paris-cdg-2025'],
    ['100 % satisfait ?', '100-satisfait'],
    // repeated spaces, tabs, newlines, underscores and hyphens collapse to one hyphen
    ['  VTC   Dourdan \t Orly\n', 'vtc-dourdan-orly'],
    ['snake_case__title', 'snake-case-title'],
    ['a - b -- c', 'a-b-c'],
  ])('%j → %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('always matches the database rule', () => {
    for (const title of ['---', '!!!', 'Ça va ?', '  ', '₂ x ₃', 'Äpfel_und_Birnen']) {
      expect(slugify(title)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('falls back to a fixed word when the title has no letter or digit', () => {
    expect(slugify('!!! ???')).toBe(FALLBACK_SLUG);
  });

  it('cuts long titles at a word boundary', () => {
    const slug = slugify('transfert '.repeat(20));
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug).toMatch(/^(transfert-)*transfert$/);
  });
});

describe('uniqueSlug', () => {
  it('keeps a free slug', () => {
    expect(uniqueSlug('ete-a-orly', new Set(['autre']))).toBe('ete-a-orly');
  });

  it('suffixes -2, -3… on a clash', () => {
    expect(uniqueSlug('ete-a-orly', new Set(['ete-a-orly']))).toBe('ete-a-orly-2');
    expect(uniqueSlug('ete-a-orly', new Set(['ete-a-orly', 'ete-a-orly-2']))).toBe('ete-a-orly-3');
  });
});
