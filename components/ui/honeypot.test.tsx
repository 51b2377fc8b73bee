// The anti-spam field's label follows the form's page: English on the English forms, French on the French ones.
import { renderToStaticMarkup } from 'react-dom/server';
import { Honeypot } from './honeypot';

const label = (html: string) => /<label for="([^"]+)">([^<]*)<\/label>/.exec(html)?.slice(1);

describe('Honeypot', () => {
  it('is labelled in the page’s language', () => {
    expect(label(renderToStaticMarkup(<Honeypot locale="en" />))).toEqual([
      'champ-site-web',
      'Website (leave empty)',
    ]);
    expect(label(renderToStaticMarkup(<Honeypot id="contact-site-web" locale="fr" />))).toEqual([
      'contact-site-web',
      'Site web (laisser vide)',
    ]);
  });

  it('stays out of the accessibility tree and the tab order', () => {
    const html = renderToStaticMarkup(<Honeypot locale="en" />);
    expect(html).toContain('aria-hidden="true"');
    expect(html).toMatch(/<input[^>]*tabindex="-1"[^>]*name="website"/);
  });
});
