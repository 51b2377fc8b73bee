import Link from 'next/link';
import { XIcon } from '@/components/ui/form-icons';
import { CarFrontIcon, ExternalLinkIcon, MenuIcon } from './shell-icons';
import { LanguageLink } from './language-link';
import { classNames, type NavLink, type ShellNav } from './navigation';

const itemClass =
  'block rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100 aria-[current=page]:bg-primary/10 aria-[current=page]:text-primary aria-[current=page]:font-semibold';

const PANEL_ID = 'menu-mobile';

/**
 * Below lg (1024 px; desktop-nav.tsx takes over from there — at md the desktop labels wrapped): the burger toggles a
 * panel under the bar; choosing any link, Escape or moving the focus out of the panel closes it (a disclosure, not a
 * modal; `data-burger-root` is what "out" means). Server-rendered: the shell script (shell-script.ts) toggles
 * `hidden`, aria-expanded and the label (`data-open-label` / `data-close-label`, in the page's language); the icon
 * follows aria-expanded in CSS.
 */
export function MobileMenu({ nav }: { nav: ShellNav }) {
  const item = (link: NavLink) => (
    <li key={link.href}>
      <Link href={link.href} className={itemClass} data-nav="" suppressHydrationWarning>
        {link.label}
      </Link>
    </li>
  );

  return (
    <div className="lg:hidden" data-burger-root="">
      <button
        type="button"
        aria-expanded="false"
        aria-controls={PANEL_ID}
        aria-label={nav.labels.openMenu}
        data-burger=""
        data-open-label={nav.labels.openMenu}
        data-close-label={nav.labels.closeMenu}
        suppressHydrationWarning
        className="group text-primary inline-flex size-11 items-center justify-center rounded-md hover:bg-slate-100"
      >
        <MenuIcon className="size-6 group-aria-expanded:hidden" aria-hidden="true" />
        <XIcon className="hidden size-6 group-aria-expanded:block" aria-hidden="true" />
      </button>
      <nav
        id={PANEL_ID}
        aria-label={nav.labels.mobileNav}
        hidden
        data-burger-panel=""
        suppressHydrationWarning
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b bg-white px-4 pt-2 pb-6 shadow-lg"
      >
        <ul className="space-y-0.5">
          {item(nav.home)}
          {item(nav.booking)}
        </ul>
        <p
          id={`${PANEL_ID}-forfaits`}
          className="mt-3 px-3 text-xs font-semibold tracking-wider text-slate-600 uppercase"
        >
          {nav.packagesLabel}
        </p>
        <ul
          aria-labelledby={`${PANEL_ID}-forfaits`}
          className="mt-1 space-y-0.5 border-l-2 border-emerald-600/40 pl-2"
        >
          {nav.packages.map(item)}
        </ul>
        <ul className="mt-3 space-y-0.5">
          {item(nav.business)}
          {item(nav.about)}
          <li>
            <a
              href={nav.blog.href}
              hrefLang={nav.blog.hrefLang}
              target="_blank"
              rel="noopener noreferrer"
              className={classNames(itemClass, 'flex items-center gap-1.5')}
            >
              {nav.blog.label}
              <ExternalLinkIcon className="size-4" aria-hidden="true" />
              <span className="sr-only">{nav.labels.newTab}</span>
            </a>
          </li>
          <li>
            <LanguageLink nav={nav} className={itemClass} />
          </li>
        </ul>
        <Link
          href={nav.booking.href}
          className="bg-success text-success-foreground hover:bg-success/90 mt-4 flex h-12 w-full items-center justify-center gap-2 rounded-md text-base font-semibold shadow-sm"
        >
          <CarFrontIcon className="size-5" aria-hidden="true" />
          {nav.labels.bookCta}
        </Link>
      </nav>
    </div>
  );
}
