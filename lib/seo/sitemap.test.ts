import { ROUTE_PAIRS } from '@/lib/i18n/routes';
import { buildSitemap, collectDynamicEntries, STATIC_PUBLIC_PATHS } from './sitemap';

const SITE = 'https://www.example.fr';

describe('buildSitemap', () => {
  it('lists exactly the indexable public pages', () => {
    const urls = buildSitemap(SITE)
      .map((e) => e.url.replace(SITE, ''))
      .filter((u) => !u.startsWith('/en'));
    expect(urls.sort()).toEqual(
      [
        '/',
        '/a-propos',
        '/contact',
        '/offre-entreprise',
        '/reservation',
        '/forfaits-locaux',
        '/forfaits-locaux/essonne-91',
        '/forfaits-locaux/yvelines-78',
        '/forfaits-locaux/chartres',
        '/forfaits-locaux/dourdan-aeroports',
        '/forfaits-aeroports',
        '/forfaits-disney',
      ].sort(),
    );
  });

  it('never lists legal, private or form-only pages', () => {
    const urls = buildSitemap(SITE).map((e) => new URL(e.url).pathname);
    for (const hidden of [
      '/mentions-legales',
      '/cgv',
      '/politique-de-confidentialite',
      '/admin',
      '/admin/login',
      '/confirmation',
      '/reservation-forfait',
    ]) {
      expect(urls).not.toContain(hidden);
    }
  });

  it('makes URLs absolute and merges dynamic entries without duplicates', () => {
    const entries = buildSitemap(SITE, [
      { url: '/blog/mon-article', lastModified: '2025-07-04' },
      { url: '/a-propos' },
    ]);
    const englishTwins = ROUTE_PAIRS.filter((p) => STATIC_PUBLIC_PATHS.includes(p.fr)).length;
    expect(entries).toHaveLength(STATIC_PUBLIC_PATHS.length + englishTwins + 1);
    expect(entries.every((e) => e.url.startsWith(`${SITE}/`))).toBe(true);
    expect(entries.find((e) => e.url.endsWith('/blog/mon-article'))?.lastModified).toBe('2025-07-04');
  });
});

describe('both languages', () => {
  it('lists the English twin of every indexable page that has one, both with fr / en / x-default alternates', () => {
    const entries = buildSitemap(SITE);
    for (const pair of ROUTE_PAIRS.filter((p) => STATIC_PUBLIC_PATHS.includes(p.fr))) {
      const languages = { fr: `${SITE}${pair.fr === '/' ? '/' : pair.fr}`, en: `${SITE}${pair.en}` };
      for (const url of [pair.fr, pair.en]) {
        const entry = entries.find((e) => new URL(e.url).pathname === url);
        expect(entry?.alternates?.languages).toEqual({ ...languages, 'x-default': languages.fr });
      }
    }
  });
});

describe('collectDynamicEntries', () => {
  it('keeps the entries of sources that succeed when another fails', async () => {
    const entries = await collectDynamicEntries([
      async () => [{ url: '/blog/a' }],
      async () => {
        throw new Error('base indisponible');
      },
    ]);
    expect(entries).toEqual([{ url: '/blog/a' }]);
  });
});
