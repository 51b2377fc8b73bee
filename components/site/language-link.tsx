import type { ShellNav } from './navigation';

/**
 * The same page in the other language: a plain link (a full page load, as the two languages have their own root
 * layouts). Server HTML: it points at the other language's home (`data-home`), and the shell script (shell-script.ts)
 * turns it into the current page's twin from `data-switch` before first paint and after every client navigation.
 * Its accessible name is its visible text, « English » / « Français », in that language (`lang`): what a visitor
 * sees is what a speech-input user says (WCAG 2.5.3, label in name). The longer `switchAria` is its tooltip.
 */
export function LanguageLink({ nav, className }: { nav: ShellNav; className: string }) {
  return (
    <a
      href={nav.switchFallback}
      data-home={nav.switchFallback}
      data-switch={JSON.stringify(nav.switchTo)}
      hrefLang={nav.labels.switchLang}
      lang={nav.labels.switchLang}
      title={nav.labels.switchAria}
      suppressHydrationWarning
      className={className}
    >
      {nav.labels.switchLabel}
    </a>
  );
}
