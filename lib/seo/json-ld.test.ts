import { homeFaq } from '@/lib/config/faq';
import { site } from '@/lib/config/site';
import { buildFaqJsonLd, buildLocalBusinessJsonLd, serializeJsonLd } from './json-ld';

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
    expect(data.telephone).toMatch(/^\+\d+$/);
  });

  it('lists the SEO example prices as euro offers', () => {
    const catalog = data.hasOfferCatalog as { itemListElement: { price: string; priceCurrency: string }[] };
    expect(catalog.itemListElement.map((o) => o.price)).toEqual([
      '75.00',
      '95.00',
      '40.00',
      '70.00',
      '110.00',
    ]);
    expect(new Set(catalog.itemListElement.map((o) => o.priceCurrency))).toEqual(new Set(['EUR']));
  });
});

describe('buildFaqJsonLd', () => {
  it('turns the five home questions into a FAQPage', () => {
    const data = buildFaqJsonLd(homeFaq);
    expect(data['@type']).toBe('FAQPage');
    const entities = data.mainEntity as {
      '@type': string;
      name: string;
      acceptedAnswer: { '@type': string; text: string };
    }[];
    expect(entities).toHaveLength(5);
    for (const [i, entity] of entities.entries()) {
      expect(entity['@type']).toBe('Question');
      expect(entity.name).toBe(homeFaq[i]?.question);
      expect(entity.acceptedAnswer).toEqual({ '@type': 'Answer', text: homeFaq[i]?.answer });
    }
  });
});

describe('serializeJsonLd', () => {
  it('cannot close the surrounding script tag', () => {
    const json = serializeJsonLd(buildFaqJsonLd([{ question: '</script><b>', answer: 'ok' }]));
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json).mainEntity[0].name).toBe('</script><b>');
  });
});
