import { CookieBanner } from './cookie-banner';
import { Footer } from './footer';
import { ServiceArea } from './service-area';
import { TopBar } from './top-bar';
import { WhatsAppButton } from './whatsapp-button';

/** The public shell (spec §2). Pages render their own <main>; the wrapper is the skip link's target. */
export function SiteShell({ children }: { children: React.ReactNode }) {
  return (
    <>
      <a
        href="#contenu"
        className="text-primary sr-only z-50 rounded-md bg-white px-4 py-2 font-medium shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Aller au contenu
      </a>
      <TopBar />
      <div id="contenu" tabIndex={-1} className="outline-none">
        {children}
      </div>
      <ServiceArea />
      <Footer />
      <WhatsAppButton />
      <CookieBanner />
    </>
  );
}
