// The public menu's shape and the helpers the shell's client islands share. The links themselves (labels and paths
// in the page's language) are built on the server by nav-links.ts and passed to the islands as props, so the
// catalogues never reach the browser's JavaScript.

export interface NavLink {
  href: string;
  label: string;
}

export interface ShellNav {
  home: NavLink;
  booking: NavLink;
  packagesLabel: string;
  packages: readonly NavLink[];
  business: NavLink;
  about: NavLink;
  blog: NavLink;
  contact: NavLink;
  legal: readonly NavLink[];
  /** Labels of the islands (accessible names, call to action). */
  labels: {
    mainNav: string;
    mobileNav: string;
    openMenu: string;
    closeMenu: string;
    newTab: string;
    bookCta: string;
    switchLabel: string;
    switchAria: string;
    switchLang: string;
  };
  /** This language's path → the same page in the other language (pages without a twin are absent). */
  switchTo: Record<string, string>;
  /** Where the switcher goes from a page without a twin: the other language's home. */
  switchFallback: string;
}

/** A link is active on its own page and, except for the home page, on the pages below it. */
export function isActivePath(pathname: string, href: string): boolean {
  if (href === '/' || href === '/en') return pathname === href;
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** Joins class names in the shell's client islands (cn() would pull tailwind-merge into every public page). */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
