import type { Metadata } from 'next';
import { AdminNav } from '@/components/admin/admin-nav';
import { ReauthHost } from '@/components/admin/reauth-host';
import { LogoMark } from '@/components/site/logo';
import { requireAdmin } from '@/lib/auth/guard';

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
      <div className="mx-auto max-w-7xl px-4 py-6">{children}</div>
      <ReauthHost />
    </div>
  );
}
