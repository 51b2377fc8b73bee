import Link from 'next/link';
import { site } from '@/lib/config/site';
import type { Locale } from '@/lib/i18n/config';
import { DesktopNav } from './desktop-nav';
import { LogoMark } from './logo';
import { MobileMenu } from './mobile-menu';
import { NavCurrent } from './nav-current';
import { shellNav } from './nav-links';
import { SITE_HEADER_ID } from './shell-script';

/**
 * The sticky bar: transparent at the top, translucent with blur past 10 px of scroll (data-scrolled, set by the
 * shell script at the end of the shell, in the first frame). Server-rendered in the page's language with both menus
 * closed; the script drives both menus and the language link. The desktop menu shows from lg (1024 px), the burger
 * below; the name never wraps (between 768 and 1000 px « Harmony Move » went onto two lines).
 */
export function TopBar({ locale }: { locale: Locale }) {
  const nav = shellNav(locale);
  return (
    <>
      <header
        id={SITE_HEADER_ID}
        data-scrolled="false"
        suppressHydrationWarning
        className="data-[scrolled=true]:border-border/70 sticky top-0 z-40 border-b border-transparent bg-transparent transition-[background-color,border-color,box-shadow] duration-200 data-[scrolled=true]:bg-white/85 data-[scrolled=true]:shadow-sm data-[scrolled=true]:backdrop-blur-md"
      >
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link
            href={nav.home.href}
            className="text-primary flex shrink-0 items-center gap-2.5 rounded-md text-lg font-bold tracking-tight whitespace-nowrap"
          >
            <LogoMark className="size-9" />
            {site.name}
          </Link>
          <DesktopNav nav={nav} />
          <MobileMenu nav={nav} />
        </div>
      </header>
      <NavCurrent />
    </>
  );
}
