import type { Locale } from '@/lib/i18n/config';
import { getT } from '@/lib/i18n/translator';
import { CookieBanner } from './cookie-banner';
import { floatingGuard } from './floating-guard';
import { Footer } from './footer';
import { ServiceArea } from './service-area';
import { CONTENT_ID, shellScript } from './shell-script';
import { TopBar } from './top-bar';
import { WhatsAppButton } from './whatsapp-button';

/**
 * The public shell (docs/product.md#pages-shell). Pages render their own <main>; the wrapper is the skip link's target
 * (and where the focus goes when the cookie banner is answered from the keyboard, shell-script.ts). The cookie banner
 * comes first in the document, so it is the first stop of the tab order (it is drawn fixed at the bottom); the
 * floating guard keeps it and the WhatsApp button off whatever the visitor is using.
 *
 * Nothing runs before the content: the two inline scripts come after the footer, so the parser reaches the page's
 * text without stopping and the first frame with content already holds it (docs/performance.md, "Content in the
 * first frame"). The banner is therefore server HTML marked `hidden`, and the shell script shows it when no choice is
 * stored — a returning visitor never sees it flash. The storage read now comes after the page's text is parsed; it
 * still runs before the first frame (8–28 ms in Lighthouse traces of 2026-11-25, docs/performance.md).
 */
export function SiteShell({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  const t = getT(locale, 'Shell');
  return (
    <>
      <CookieBanner
        labels={{
          title: t('cookies.title'),
          text: t('cookies.text'),
          more: t('cookies.more'),
          decline: t('cookies.decline'),
          accept: t('cookies.accept'),
          privacyHref: locale === 'en' ? '/en/privacy#cookies' : '/politique-de-confidentialite#cookies',
        }}
      />
      <a
        href={`#${CONTENT_ID}`}
        className="text-primary sr-only z-50 rounded-md bg-white px-4 py-2 font-medium shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('skipLink')}
      </a>
      <TopBar locale={locale} />
      <div id={CONTENT_ID} tabIndex={-1} className="outline-none">
        {children}
      </div>
      <ServiceArea locale={locale} />
      <Footer locale={locale} />
      <WhatsAppButton label={t('whatsappButton')} />
      <script dangerouslySetInnerHTML={{ __html: shellScript }} />
      <script dangerouslySetInnerHTML={{ __html: floatingGuard }} />
    </>
  );
}
