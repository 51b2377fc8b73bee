// The terms of sale as rendered HTML: the withdrawal notice (Code de la consommation L221-5, L221-28 12°) in both
// languages, and the prices' VAT sentence following the configured identity (10 % included, or the art. 293 B
// mention under the VAT exemption); the wizard's terms checkbox carries the same notice, from the catalogue.
import { renderToStaticMarkup } from 'react-dom/server';
import { legalIdentityFrom } from '@/lib/config/legal';
import type { ServerEnv } from '@/lib/env';
import { bookingText } from '@/lib/i18n/booking-text';
import type { Locale } from '@/lib/i18n/config';
import { TermsPage } from './terms-page';

const WITH_VAT = legalIdentityFrom({ LEGAL_VAT_NUMBER: 'FR11123456782' } as ServerEnv);
const EXEMPT = legalIdentityFrom({ LEGAL_VAT_EXEMPT: true } as ServerEnv);

function render(locale: Locale, legal = WITH_VAT): string {
  return renderToStaticMarkup(<TermsPage locale={locale} legal={legal} />);
}

describe('TermsPage', () => {
  it('says the right of withdrawal does not apply to a dated passenger transport (L221-28 12°)', () => {
    expect(render('fr')).toContain(
      'Conformément à l’article L221-28 12° du Code de la consommation, le droit de rétractation ne s’applique pas aux prestations de transport de personnes fournies à une date déterminée.',
    );
    expect(render('en')).toContain(
      'In accordance with article L221-28 12° of the French Consumer Code (Code de la consommation), the right of withdrawal does not apply to passenger transport services provided on a set date.',
    );
  });

  it('with a VAT number: prices include 10 % VAT', () => {
    const fr = render('fr');
    expect(fr).toContain(
      'Tous les prix sont indiqués en euros <strong>toutes taxes comprises (TTC)</strong>, TVA de 10\u00a0% incluse. Le prix communiqué lors de la réservation est fixe',
    );
    expect(fr).not.toContain('293 B');
    expect(render('en')).toContain('10% VAT included. The price given when booking is fixed');
  });

  it('under the VAT exemption (no VAT number): the art. 293 B mention instead of the 10 % sentence', () => {
    expect(EXEMPT.vatNumber).toBeNull();
    const fr = render('fr', EXEMPT);
    expect(fr).toContain(
      'Tous les prix sont indiqués en euros. <strong>TVA non applicable, art. 293 B du CGI</strong>. Le prix communiqué lors de la réservation est fixe',
    );
    expect(fr).not.toMatch(/TVA de 10|toutes taxes comprises/);
    const en = render('en', EXEMPT);
    expect(en).toContain(
      '<strong>VAT not applicable, art. 293 B of the French General Tax Code (CGI)</strong>',
    );
    expect(en).not.toMatch(/10% VAT|including all taxes/);
  });
});

describe('the booking wizard’s terms checkbox', () => {
  it('gets its one-line withdrawal notice from the catalogue, in the page’s language', () => {
    expect(bookingText('fr').ui.withdrawalNotice).toBe(
      'Prestation de transport à une date déterminée\u00a0: pas de droit de rétractation (art. L221-28 12° du Code de la consommation).',
    );
    expect(bookingText('en').ui.withdrawalNotice).toBe(
      'Transport service on a set date: no right of withdrawal (article L221-28 12° of the French Consumer Code).',
    );
  });
});
