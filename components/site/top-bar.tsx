import Link from 'next/link';
import { site } from '@/lib/config/site';
import type { Locale } from '@/lib/i18n/config';
import { DesktopNav } from './desktop-nav';
import { HeaderShell } from './header-shell';
import { LogoMark } from './logo';
import { MobileMenu } from './mobile-menu';
import { shellNav } from './nav-links';

export function TopBar({ locale }: { locale: Locale }) {
  const nav = shellNav(locale);
  return (
    <HeaderShell>
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link
          href={nav.home.href}
          className="text-primary flex items-center gap-2.5 rounded-md text-lg font-bold tracking-tight"
        >
          <LogoMark className="size-9" />
          {site.name}
        </Link>
        <DesktopNav nav={nav} />
        <MobileMenu nav={nav} />
      </div>
    </HeaderShell>
  );
}
