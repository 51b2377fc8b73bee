import legalIdentityEnv from '@/e2e/legal-identity.json';
import { homeFaq } from '@/lib/config/faq';
import { legalIdentity, postalAddressParts } from '@/lib/config/legal';
import { resetServerEnvForTests, serverEnv } from '@/lib/env';
import { site } from '@/lib/config/site';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildBreadcrumbJsonLd,
  buildFaqJsonLd,
  buildLocalBusinessJsonLd,
  buildWebSiteJsonLd,
  serializeJsonLd,
} from './json-ld';

describe('buildLocalBusinessJsonLd', () => {
  const data = buildLocalBusinessJsonLd('https://www.example.fr');

  it('describes a LocalBusiness that is a TaxiService', () => {
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toEqual(['LocalBusiness', 'TaxiService']);
    expect(data.name).toBe(site.name);
    expect(data.url).toBe('https://www.example.fr/');
  });

  it('declares opening hours every day 00:00-23:59, price range, address and coordinates', () => {
    expect(data.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: '00:00',
        closes: '23:59',
      },
    ]);
    expect(data.priceRange).toEqual(expect.any(String));
    expect(data.address).toMatchObject({
      '@type': 'PostalAddress',
      postalCode: '91410',
      addressLocality: 'Dourdan',
      addressCountry: 'FR',
    });
    expect(data.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 48.529, longitude: 2.011 });
    // WhatsApp, not a phone line: calls and SMS are not taken (no « Call » button in search results).
    expect(data.telephone).toBeUndefined();
    expect(data.availableLanguage).toBeUndefined();
    expect(data.contactPoint).toEqual({
      '@type': 'ContactPoint',
      contactType: 'customer service',
      url: expect.stringMatching(/^https:\/\/wa\.me\/\d+$/),
      email: expect.any(String),
      availableLanguage: ['fr', 'en'],
    });
  });

  it('describes the services without any price: the home page shows none and the operator edits them', () => {
    const catalog = data.hasOfferCatalog as {
      '@type': string;
      itemListElement: { '@type': string; itemOffered: { '@type': string; name: string } }[];
    };
    expect(catalog['@type']).toBe('OfferCatalog');
    expect(catalog.itemListElement.map((o) => o.itemOffered.name)).toEqual([
      'Transfert Dourdan – Aéroport d’Orly',
      'Transfert Dourdan – Aéroport Roissy-CDG',
      'Trajet Dourdan – Étampes',
      'Trajet Chartres – Dourdan',
      'Transfert Chartres – Aéroport d’Orly',
    ]);
    // No price, price specification or currency anywhere in the business block.
    expect(serializeJsonLd(data)).not.toMatch(
      /"(price|lowPrice|highPrice|priceSpecification|priceCurrency)"/,
    );
  });
});

describe('the business block takes its address and profiles from the configuration', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    resetServerEnvForTests();
  });
  const use = (env: Record<string, string | undefined>) => {
    process.env = { ...saved, ...env } as NodeJS.ProcessEnv;
    resetServerEnvForTests();
  };

  it('the PostalAddress is the registered office of LEGAL_ADDRESS (the legal notice prints the same line)', () => {
    use({ LEGAL_ADDRESS: legalIdentityEnv.LEGAL_ADDRESS });
    expect(buildLocalBusinessJsonLd('https://www.example.fr').address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '12 rue de Chartres',
      postalCode: '91410',
      addressLocality: 'Dourdan',
      addressCountry: 'FR',
    });
    expect(legalIdentity().address).toBe(legalIdentityEnv.LEGAL_ADDRESS);
  });

  it('without LEGAL_ADDRESS it names the town only, never a placeholder street', () => {
    use({ LEGAL_ADDRESS: '' });
    const address = buildLocalBusinessJsonLd('https://www.example.fr').address as Record<string, string>;
    expect(address).not.toHaveProperty('streetAddress');
    expect(address).toMatchObject({ postalCode: '91410', addressLocality: 'Dourdan', addressCountry: 'FR' });
  });

  it('sameAs lists the configured profiles only, none by default', () => {
    use({ SOCIAL_FACEBOOK_URL: '', SOCIAL_INSTAGRAM_URL: '', SOCIAL_LINKEDIN_URL: '' });
    expect(buildLocalBusinessJsonLd('https://www.example.fr')).not.toHaveProperty('sameAs');
    use({
      SOCIAL_FACEBOOK_URL: '',
      SOCIAL_INSTAGRAM_URL: 'https://www.instagram.com/harmonymove/',
      SOCIAL_LINKEDIN_URL: 'https://www.linkedin.com/company/harmony-move',
    });
    expect(buildLocalBusinessJsonLd('https://www.example.fr').sameAs).toEqual([
      'https://www.instagram.com/harmonymove/',
      'https://www.linkedin.com/company/harmony-move',
    ]);
  });

  it("refuses a network's home page or another site as a profile", () => {
    for (const [key, value] of [
      ['SOCIAL_FACEBOOK_URL', 'https://www.facebook.com/'],
      ['SOCIAL_INSTAGRAM_URL', 'https://www.instagram.com'],
      ['SOCIAL_LINKEDIN_URL', 'https://example.com/company/harmony-move'],
      ['SOCIAL_FACEBOOK_URL', 'http://www.facebook.com/harmonymove'],
    ]) {
      use({ [key!]: value });
      expect(() => serverEnv()).toThrow(new RegExp(`${key} doit être l'adresse https`));
    }
  });
});

describe('postalAddressParts', () => {
  it.each([
    ['12 rue de Chartres, 91410 Dourdan', '12 rue de Chartres', '91410', 'Dourdan'],
    ['Bât. A, 3 place du Marché 91410 Dourdan Cedex', 'Bât. A, 3 place du Marché', '91410', 'Dourdan Cedex'],
    ['12 rue de Chartres, 91410 Dourdan, France', '12 rue de Chartres', '91410', 'Dourdan'],
  ])('%s', (line, streetAddress, postalCode, addressLocality) => {
    expect(postalAddressParts(line)).toEqual({
      streetAddress,
      postalCode,
      addressLocality,
      addressCountry: 'FR',
    });
  });

  it('keeps a line it cannot split whole, as the street', () => {
    expect(postalAddressParts('Zone artisanale')).toEqual({
      streetAddress: 'Zone artisanale',
      addressCountry: 'FR',
    });
  });
});

describe('buildFaqJsonLd', () => {
  it('turns the five home questions into a FAQPage', () => {
    const faq = homeFaq(false);
    const data = buildFaqJsonLd(faq);
    expect(data['@type']).toBe('FAQPage');
    const entities = data.mainEntity as {
      '@type': string;
      name: string;
      acceptedAnswer: { '@type': string; text: string };
    }[];
    expect(entities).toHaveLength(5);
    for (const [i, entity] of entities.entries()) {
      expect(entity['@type']).toBe('Question');
      expect(entity.name).toBe(faq[i]?.question);
      expect(entity.acceptedAnswer).toEqual({ '@type': 'Answer', text: faq[i]?.answer });
    }
  });

  it('words the price as the operator’s VAT status has it (« prix TTC », or « prix » under the exemption)', () => {
    expect(homeFaq(false)[3]?.answer).toContain('est un prix TTC fixe');
    expect(homeFaq(true)[3]?.answer).toContain('est un prix fixe');
    expect(homeFaq(true).map((q) => q.answer)).not.toContainEqual(expect.stringMatching(/\bTTC\b/));
  });
});

describe('serializeJsonLd', () => {
  it('cannot close the surrounding script tag', () => {
    const json = serializeJsonLd(buildFaqJsonLd([{ question: '</script><b>', answer: 'ok' }]));
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json).mainEntity[0].name).toBe('</script><b>');
  });
});

describe('the site and its images for search engines', () => {
  it('names the site and its publisher (the business) on the home page', () => {
    expect(buildWebSiteJsonLd('https://www.example.fr')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': 'https://www.example.fr/#website',
      name: site.name,
      url: 'https://www.example.fr/',
      inLanguage: ['fr-FR', 'en-GB'],
      publisher: { '@id': 'https://www.example.fr/#business' },
    });
  });

  it('gives the business a logo of at least 112 px and a large picture, files that exist', () => {
    const data = buildLocalBusinessJsonLd('https://www.example.fr');
    expect(data.logo).toBe('https://www.example.fr/apple-touch-icon.png');
    expect(data.image).toBe('https://www.example.fr/og/fr.png');
    for (const file of ['apple-touch-icon.png', 'og/fr.png']) {
      const png = readFileSync(path.join(process.cwd(), 'public', file));
      expect(Math.min(png.readUInt32BE(16), png.readUInt32BE(20))).toBeGreaterThanOrEqual(112);
    }
  });
});

describe('buildBreadcrumbJsonLd', () => {
  it('lists the links with absolute URLs, then the page by its name only', () => {
    const data = buildBreadcrumbJsonLd(
      [
        { href: '/en', label: 'Home' },
        { href: '/en/local-rides', label: 'Local rides' },
      ],
      'Private driver rides in Essonne (91)',
      'https://www.example.fr',
    );
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.example.fr/en' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Local rides',
          item: 'https://www.example.fr/en/local-rides',
        },
        { '@type': 'ListItem', position: 3, name: 'Private driver rides in Essonne (91)' },
      ],
    });
  });
});
