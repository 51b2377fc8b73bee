// The language link's accessible name is its visible text (WCAG 2.5.3, label in name): « English » on the French
// pages, « Français » on the English ones, in that language; no aria-label that says something else.
import { renderToStaticMarkup } from 'react-dom/server';
import { LanguageLink } from './language-link';
import { shellNav } from './nav-links';

function link(locale: 'fr' | 'en') {
  const html = renderToStaticMarkup(<LanguageLink nav={shellNav(locale)} className="" />);
  const [, attributes = '', text] = /^<a([^>]*)>([^<]*)<\/a>$/.exec(html) ?? [];
  const attribute = (name: string) => new RegExp(` ${name}="([^"]*)"`).exec(attributes)?.[1];
  return {
    text,
    ariaLabel: attribute('aria-label'),
    lang: attribute('lang'),
    hrefLang: attribute('hrefLang'),
  };
}

describe('LanguageLink', () => {
  it('is named by its visible text, in the other language', () => {
    expect(link('fr')).toEqual({ text: 'English', ariaLabel: undefined, lang: 'en', hrefLang: 'en' });
    expect(link('en')).toEqual({ text: 'Français', ariaLabel: undefined, lang: 'fr', hrefLang: 'fr' });
  });

  it('keeps its longer wording as a tooltip that starts from the same language', () => {
    expect(renderToStaticMarkup(<LanguageLink nav={shellNav('fr')} className="" />)).toContain(
      'title="Read this page in English"',
    );
    expect(renderToStaticMarkup(<LanguageLink nav={shellNav('en')} className="" />)).toContain(
      'title="Lire cette page en français"',
    );
  });
});
