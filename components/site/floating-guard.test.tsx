import { isValidElement, type ReactElement } from 'react';
import { CookieBanner } from './cookie-banner';
import { floatingGuard, WHATSAPP_BUTTON_ID } from './floating-guard';
import { HtmlDocument } from './html-document';
import { WhatsAppButton } from './whatsapp-button';

type Props = { suppressHydrationWarning?: boolean; id?: string; children?: unknown };

// The floating guard runs before React hydrates the shell and writes the `style` of three server-rendered elements:
// React (in development) reports every attribute it did not render, so each of them must suppress that warning for
// itself — a first visit showed "A tree hydrated but some attributes … didn't match" on every page for <body>.
describe('the elements the floating guard styles before hydration', () => {
  test('it writes the style of <body>, of the WhatsApp button and of the cookie banner', () => {
    expect(floatingGuard).toContain('d.body.style.paddingBottom=');
    expect(floatingGuard).toContain(`d.getElementById('${WHATSAPP_BUTTON_ID}')`);
    expect(floatingGuard).toContain("e.style.visibility=h?'hidden':''");
  });

  test('<body> suppresses the hydration warning for its own attributes, in both languages', () => {
    for (const lang of ['fr', 'en'] as const) {
      const html = HtmlDocument({ lang, children: null }) as ReactElement<Props>;
      const body = html.props.children as ReactElement<Props>;
      expect(isValidElement(body) && body.type).toBe('body');
      expect(body.props.suppressHydrationWarning).toBe(true);
    }
  });

  test('the WhatsApp button and the cookie banner suppress it too', () => {
    const button = WhatsAppButton({ label: 'Contact us on WhatsApp' }) as ReactElement<Props>;
    expect(button.props).toMatchObject({ id: WHATSAPP_BUTTON_ID, suppressHydrationWarning: true });
    const banner = CookieBanner({
      labels: { title: '', text: '', more: '', decline: '', accept: '', privacyHref: '/' },
    }) as ReactElement<Props>;
    expect(banner.props.suppressHydrationWarning).toBe(true);
  });
});
