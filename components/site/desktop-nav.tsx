import Link from 'next/link';
import { ChevronDownIcon } from '@/components/ui/icons';
import { ExternalLinkIcon } from './shell-icons';
import { LanguageLink } from './language-link';
import { classNames, type NavLink, type ShellNav } from './navigation';

// Server-rendered; aria-current, data-active, the Forfaits disclosure and the language link's target come from the
// shell script (shell-script.ts). Labels in the page's language come from the server (nav-links.ts).
// Shown from lg (1024 px): from md, between 768 and ~1000 px the labels wrapped onto two lines and the current page's
// highlight broke into two pills. Labels never wrap (whitespace-nowrap); below lg the burger (mobile-menu.tsx) serves.
const linkClass =
  'whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-primary aria-[current=page]:bg-primary/10 aria-[current=page]:text-primary aria-[current=page]:font-semibold';

const PACKAGES_LIST_ID = 'menu-forfaits';

function NavItem({ link }: { link: NavLink }) {
  return (
    <li>
      <Link href={link.href} className={linkClass} data-nav="" suppressHydrationWarning>
        {link.label}
      </Link>
    </li>
  );
}

/** Forfaits: a disclosure menu (button + list of links), opened by click, Enter, Space or ArrowDown. */
function PackagesMenu({ nav }: { nav: ShellNav }) {
  return (
    <li className="relative" data-menu="">
      <button
        type="button"
        aria-expanded="false"
        aria-controls={PACKAGES_LIST_ID}
        data-menu-button=""
        data-active="false"
        suppressHydrationWarning
        className={`${linkClass} group data-[active=true]:bg-primary/10 data-[active=true]:text-primary inline-flex items-center gap-1 data-[active=true]:font-semibold`}
      >
        {nav.packagesLabel}
        <ChevronDownIcon
          className="size-4 transition-transform group-aria-expanded:rotate-180"
          aria-hidden="true"
        />
      </button>
      <ul
        id={PACKAGES_LIST_ID}
        hidden
        data-menu-list=""
        suppressHydrationWarning
        className="absolute top-full left-0 z-50 mt-2 w-56 rounded-lg border bg-white p-1.5 shadow-lg"
      >
        {nav.packages.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              data-nav=""
              suppressHydrationWarning
              className="hover:text-primary aria-[current=page]:text-primary block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-100 focus-visible:bg-slate-100 aria-[current=page]:font-semibold"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

export function DesktopNav({ nav }: { nav: ShellNav }) {
  return (
    <nav aria-label={nav.labels.mainNav} className="hidden lg:block">
      <ul className="flex items-center gap-1">
        <NavItem link={nav.home} />
        <NavItem link={nav.booking} />
        <PackagesMenu nav={nav} />
        <NavItem link={nav.business} />
        <NavItem link={nav.about} />
        <li>
          <a
            href={nav.blog.href}
            hrefLang={nav.blog.hrefLang}
            target="_blank"
            rel="noopener noreferrer"
            className={classNames(linkClass, 'inline-flex items-center gap-1')}
          >
            {nav.blog.label}
            <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
            <span className="sr-only">{nav.labels.newTab}</span>
          </a>
        </li>
        <li>
          <LanguageLink nav={nav} className={linkClass} />
        </li>
      </ul>
    </nav>
  );
}
