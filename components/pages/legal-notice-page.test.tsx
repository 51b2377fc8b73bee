// The legal notice as rendered HTML: the publisher's registration, the registry (LEGAL_RCS, Code de commerce R123-237)
// after the SIREN when it is set, the SIREN alone when it is not — in both languages.
import { renderToStaticMarkup } from 'react-dom/server';
import legalIdentityEnv from '@/e2e/legal-identity.json';
import { legalIdentityFrom } from '@/lib/config/legal';
import type { ServerEnv } from '@/lib/env';
import type { Locale } from '@/lib/i18n/config';
import { LegalNoticePage } from './legal-notice-page';

const identity = (env: Partial<ServerEnv> = {}) =>
  legalIdentityFrom({ ...legalIdentityEnv, LEGAL_SIREN: '123456782', ...env } as unknown as ServerEnv);

const render = (locale: Locale, legal = identity()) =>
  renderToStaticMarkup(<LegalNoticePage locale={locale} legal={legal} />);

describe('LegalNoticePage', () => {
  it('LEGAL_RCS set: the registry follows the SIREN', () => {
    const legal = identity({ LEGAL_RCS: 'RCS Évry' });
    expect(legal.rcs).toBe('RCS Évry');
    expect(render('fr', legal)).toContain(
      'Le site est édité par <strong>Harmony Move SASU</strong>, SASU au capital de 5 000 €, immatriculée sous le numéro SIREN 123 456 782 (RCS Évry), dont le siège social est situé 12 rue de Chartres, 91410 Dourdan.',
    );
    expect(render('en', legal)).toContain(
      'registered under SIREN number 123 456 782 (RCS Évry), with its registered office at 12 rue de Chartres, 91410 Dourdan.',
    );
  });

  it('without it: the SIREN alone, as before', () => {
    expect(identity().rcs).toBeNull();
    const fr = render('fr');
    expect(fr).toContain('immatriculée sous le numéro SIREN 123 456 782, dont le siège social');
    expect(fr).not.toContain('RCS');
    expect(render('en')).toContain('registered under SIREN number 123 456 782, with its registered office');
  });

  it('under the VAT exemption: the art. 293 B mention, in the page’s language', () => {
    const legal = identity({ LEGAL_VAT_NUMBER: undefined, LEGAL_VAT_EXEMPT: true });
    expect(legal.vatNumber).toBeNull();
    expect(render('fr', legal)).toContain('<li>TVA non applicable, art. 293 B du CGI</li>');
    const en = render('en', legal);
    expect(en).toContain('<li>VAT not applicable, art. 293 B of the French General Tax Code (CGI)</li>');
    expect(en).not.toContain('TVA');
  });
});
