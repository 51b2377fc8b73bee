import type { ShellNav } from './navigation';

/**
 * The same page in the other language: a plain link (a full page load, as the two languages have their own root
 * layouts). Server HTML: it points at the other language's home (`data-home`), and the shell script (shell-script.ts)
 * turns it into the current page's twin from `data-switch` before first paint and after every client navigation.
 */
export function LanguageLink({ nav, className }: { nav: ShellNav; className: string }) {
  return (
    <a
      href={nav.switchFallback}
      data-home={nav.switchFallback}
      data-switch={JSON.stringify(nav.switchTo)}
      hrefLang={nav.labels.switchLang}
      lang={nav.labels.switchLang}
      aria-label={nav.labels.switchAria}
      suppressHydrationWarning
      className={className}
    >
      {nav.labels.switchLabel}
    </a>
  );
}
