// The table as rendered HTML: failing and empty databases show the exact messages; 'N/A' is never a link.
import { renderToStaticMarkup } from 'react-dom/server';
import { UnavailableError } from '@/lib/db/errors';
import type { DataStore } from '@/lib/db/types';
import { PriceTableStatus } from './price-table';
import { loadPriceTable } from '@/lib/packages/price-table-model';
import { REGIONS, type RegionSlug } from '@/lib/packages/regions';
import type { Locale } from '@/lib/i18n/config';
import { localizeView, priceTableText, regionText } from '@/lib/i18n/package-text';
import { pathFor } from '@/lib/i18n/routes';

/** A store whose every call fails the way a down or slow database does. */
const downStore = {
  listActivePackages: async () => {
    throw new UnavailableError(new Error('ECONNREFUSED'));
  },
} satisfies Pick<DataStore, 'listActivePackages'>;

async function render(slug: RegionSlug, fetch: Pick<DataStore, 'listActivePackages'>, locale: Locale = 'fr') {
  const region = REGIONS[slug];
  const view = localizeView(await loadPriceTable(region, (d) => fetch.listActivePackages(d)), locale);
  return renderToStaticMarkup(
    <PriceTableStatus
      region={region}
      view={view}
      text={priceTableText(locale, regionText(slug, locale).name)}
      wizardHref={pathFor('/reservation', locale)}
      contactHref={pathFor('/contact', locale)}
      placesLang={locale === 'en' ? 'fr' : undefined}
    />,
  ).replaceAll('&#x27;', "'");
}

describe('PriceTableStatus', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the error message when the database is down', async () => {
    const html = await render('essonne-91', downStore);
    expect(html).toContain('role="alert"');
    expect(html).toContain('Impossible de charger les forfaits pour le moment.');
    expect(html).not.toContain('Veuillez réessayer plus tard.');
    expect(await render('chartres', downStore)).toContain(
      'Impossible de charger les forfaits pour le moment. Veuillez réessayer plus tard.',
    );
  });

  it('shows the empty message with the way forward, a quote, in every region and language', async () => {
    const empty = { listActivePackages: async () => [] };
    for (const slug of ['yvelines-78', 'essonne-91', 'dourdan-aeroports', 'chartres'] as const) {
      const html = await render(slug, empty);
      expect(html).toContain("Aucun forfait n'est actuellement disponible pour cette zone.");
      expect(html).toContain(
        '<a class="text-primary font-semibold underline underline-offset-4" href="/contact">',
      );
      expect(html).toContain('demandez-nous un devis personnalisé');
    }
    expect(await render('essonne-91', empty, 'en')).toContain('href="/en/contact"');
  });

  const one = {
    listActivePackages: async () => [
      {
        id: '00000000-0000-4000-8000-000000000101',
        department: 'Dourdan-Aéroport' as const,
        startLocation: 'Dourdan',
        endLocation: "Aéroport d'Orly",
        prices: {
          berline: { oneWayCents: 8000, roundTripCents: null },
          van: { oneWayCents: 0, roundTripCents: -1 },
        },
        isActive: true,
        fixedRoute: null,
        createdAt: '2025-06-01T08:00:00.000Z',
        updatedAt: '2025-06-01T08:00:00.000Z',
      },
    ],
  };

  it('renders prices as links and N/A as text, plus the extra Dourdan-airport row', async () => {
    const html = await render('dourdan-aeroports', one);
    expect(html.match(/<a [^>]*href="\/reservation-forfait-aeroport\?/g)).toHaveLength(1);
    expect(html).toContain('80,00\u00a0€</a>');
    expect(html.match(/>N\/A</g)).toHaveLength(3);
    expect(html).toContain('Autres communes / Trajets');
    expect(html).toMatch(/href="\/reservation"[^>]*>Faire une demande/);
  });

  it('in English: English words and prices, links to the English form, French place names marked', async () => {
    const html = await render('dourdan-aeroports', one, 'en');
    expect(html.match(/<a [^>]*href="\/en\/airport-booking\?/g)).toHaveLength(1);
    expect(html).toContain('€80.00</a>');
    expect(html).toContain('aria-label="€80.00 — book Dourdan → Aéroport d\'Orly, saloon, one way"');
    expect(html).toContain('Saloon (1-4 passengers)');
    expect(html).toContain('<span lang="fr">Aéroport d\'Orly</span>');
    expect(html).toMatch(/href="\/en\/booking"[^>]*>Make a request/);
    expect(await render('chartres', downStore, 'en')).toContain(
      'The prices cannot be loaded at the moment. Please try again later.',
    );
    expect(await render('yvelines-78', { listActivePackages: async () => [] }, 'en')).toContain(
      'href="/en/contact"',
    );
  });
});
