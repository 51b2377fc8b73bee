import { packageCrossLinks } from './cross-links';

const PACKAGE_PAGES = [
  '/forfaits-aeroports',
  '/forfaits-disney',
  '/forfaits-locaux/essonne-91',
  '/forfaits-locaux/yvelines-78',
  '/forfaits-locaux/chartres',
  '/forfaits-locaux/dourdan-aeroports',
];

describe('the cross-links at the end of the package pages', () => {
  it.each(PACKAGE_PAGES)(
    '%s links to every other package page, the business offer and the contact page',
    (page) => {
      const hrefs = packageCrossLinks(page, 'fr').map((l) => l.href);
      expect(hrefs).toEqual([...PACKAGE_PAGES.filter((p) => p !== page), '/offre-entreprise', '/contact']);
    },
  );

  it('names each link in the page’s language, with the English addresses', () => {
    expect(packageCrossLinks('/forfaits-aeroports', 'fr')).toEqual(
      expect.arrayContaining([
        { href: '/forfaits-disney', label: 'Forfaits Disneyland Paris' },
        { href: '/forfaits-locaux/chartres', label: 'Forfaits Chartres et environs' },
        { href: '/offre-entreprise', label: 'Offre Entreprise' },
        { href: '/contact', label: 'Un autre trajet\u00a0? Contactez-nous' },
      ]),
    );
    expect(packageCrossLinks('/forfaits-disney', 'en')).toEqual(
      expect.arrayContaining([
        { href: '/en/airport-transfers', label: 'Airport transfers' },
        { href: '/en/local-rides/essonne-91', label: 'Local rides: Essonne (91)' },
        { href: '/en/business', label: 'Business offer' },
        { href: '/en/contact', label: 'Another trip? Contact us' },
      ]),
    );
  });
});
