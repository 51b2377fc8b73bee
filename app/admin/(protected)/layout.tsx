import type { Metadata } from 'next';
import { AdminNav } from '@/components/admin/admin-nav';
import { ReauthHost } from '@/components/admin/reauth-host';
import { LogoMark } from '@/components/site/logo';
import { requireAdmin } from '@/lib/auth/guard';

/** The skip link's target: the wrapper of the page's own <main>, as in the public shell (components/site/site-shell.tsx). */
const CONTENT_ID = 'contenu';

export const metadata: Metadata = {
  title: { default: 'Administration', template: '%s | Administration' },
  robots: { index: false, follow: false },
};

// The admin area has no public shell (no top bar, footer, WhatsApp button or cookie banner).
// Layouts are not re-rendered on client navigation, so each page calls requireAdmin() as well.
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  await requireAdmin();
  return (
    <div className="bg-muted/40 min-h-dvh">
      {/* First stop of the tab order: past the logo and the seven links and buttons of the header, to the page. */}
      <a
        href={`#${CONTENT_ID}`}
        className="text-primary sr-only z-50 rounded-md bg-white px-4 py-2 font-medium shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Aller au contenu
      </a>
      <header className="bg-primary text-primary-foreground">
        {/* On a phone the brand name hides behind the logo (read by screen readers): the logo and the log-out buttons make
            the first row, the links the second (components/admin/admin-nav.tsx). */}
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 sm:py-3">
          <p className="flex items-center gap-2 font-semibold">
            <LogoMark className="size-8" />
            <span>
              <span className="max-sm:sr-only">Harmony Move · </span>Administration
            </span>
          </p>
          <AdminNav />
        </div>
      </header>
      <div id={CONTENT_ID} tabIndex={-1} className="mx-auto max-w-7xl px-4 py-6 outline-none">
        {children}
      </div>
      <ReauthHost />
    </div>
  );
}
