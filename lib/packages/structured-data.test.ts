import { offersJsonLd } from './structured-data';

const SITE = 'https://www.harmonymove.fr';
const catalogue = {
  name: 'Forfaits Essonne (91)',
  description: 'Trajets à prix fixe',
  path: '/forfaits-locaux/essonne-91',
  areaServed: ['Essonne'],
};

describe('offersJsonLd (a package page’s schema.org Service)', () => {
  it('lists each bookable price as an offer of the business described on the home page', () => {
    const data = offersJsonLd(
      catalogue,
      [
        {
          name: 'Dourdan → Étampes',
          cents: 4200,
          path: '/reservation-forfait?id=x',
          areaServed: ['Dourdan'],
        },
      ],
      SITE,
    );
    expect(data.provider).toMatchObject({ '@id': 'https://www.harmonymove.fr/#business' });
    expect(data.hasOfferCatalog).toMatchObject({
      itemListElement: [{ '@type': 'Offer', price: '42.00', priceCurrency: 'EUR' }],
    });
  });

  it('has no offer catalogue when no price is bookable (rows without prices yet), rather than an empty one', () => {
    const data = offersJsonLd(catalogue, [], SITE);
    expect(data).not.toHaveProperty('hasOfferCatalog');
    expect(data).toMatchObject({ '@type': 'Service', name: 'Forfaits Essonne (91)' });
  });
});
