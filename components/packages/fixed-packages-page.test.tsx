// The airport and Disneyland package pages as rendered HTML: the settings' fares, or — the database unreadable — the
// price tables' own message instead of the cards (never the default fares, never a 500).
import { renderToStaticMarkup } from 'react-dom/server';
import { DEFAULT_PRICE_SETTINGS } from '@/lib/pricing/settings';
import { FixedPackagesPage } from './fixed-packages-page';

const render = (settings: typeof DEFAULT_PRICE_SETTINGS | null, locale: 'fr' | 'en' = 'fr') =>
  renderToStaticMarkup(
    <FixedPackagesPage kind="airport" locale={locale} settings={settings} siteUrl="https://example.fr" />,
  ).replaceAll('&#x27;', "'");

describe('FixedPackagesPage', () => {
  it('prints each package with its fare and an offer catalogue', () => {
    const html = render(DEFAULT_PRICE_SETTINGS);
    expect(html).toContain('OfferCatalog');
    expect(html).not.toContain('role="alert"');
  });

  it('without settings: the price tables’ message in the page’s language, no card, no offer', () => {
    const html = render(null);
    expect(html).toContain('role="alert"');
    expect(html).toContain(
      'Impossible de charger les forfaits pour le moment. Veuillez réessayer plus tard.',
    );
    expect(html).not.toContain('OfferCatalog');
    expect(html).not.toMatch(/\d+,00\s€/);
    expect(render(null, 'en')).not.toContain('Impossible de charger');
  });
});
