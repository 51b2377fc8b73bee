// The public menu's shape, shared by the desktop bar, the mobile panel and the footer. The links themselves (labels and
// paths in the page's language) are built on the server by nav-links.ts; the shell is server HTML, so the catalogues
// never reach the browser's JavaScript.

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
  /** The blog is French: an English page's link says so in its name, and to user agents and crawlers (hrefLang). */
  blog: NavLink & { hrefLang?: 'fr' };
  contact: NavLink;
  legal: readonly NavLink[];
  /** Accessible names and the call to action of the two menus. */
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

/** Joins class names in the shell (cn() would pull tailwind-merge into every public page). */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
