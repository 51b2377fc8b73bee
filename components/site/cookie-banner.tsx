import Link from 'next/link';
import { COOKIE_BANNER_ID } from './cookie-consent';
import { CookieIcon } from './shell-icons';

const choiceClass =
  'inline-flex h-11 items-center justify-center rounded-md bg-primary px-4 text-sm font-semibold text-primary-foreground shadow-sm transition-colors hover:bg-primary/90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none';

export interface CookieBannerLabels {
  title: string;
  text: string;
  more: string;
  decline: string;
  accept: string;
  privacyHref: string;
}

/**
 * CNIL: accepting and refusing are equally easy and equally visible; the banner never returns once answered.
 * Server HTML with no client code, rendered `hidden`: the shell script (shell-script.ts, at the end of the shell) shows
 * it when no choice is stored, stores the choice of the `data-consent` buttons and hides it. Without JavaScript it
 * stays hidden: its buttons would do nothing, and no script sets a cookie then. Labels in the page's
 * language come from the shell (catalogue Shell.cookies). On a wide screen it sits in the bottom-left corner: the home
 * page's booking box and its 'Réservez votre VTC' button are in the right column (centred, it covered them at 1280 × 800).
 */
export function CookieBanner({ labels }: { labels: CookieBannerLabels }) {
  return (
    <section
      id={COOKIE_BANNER_ID}
      hidden
      aria-labelledby="cookie-title"
      suppressHydrationWarning
      className="fixed inset-x-2 bottom-2 z-50 mx-auto max-w-xl rounded-xl border bg-white p-3 shadow-2xl sm:inset-x-6 sm:bottom-6 sm:p-5 lg:right-auto lg:mx-0 lg:max-w-md"
    >
      <h2
        id="cookie-title"
        className="text-primary flex items-center gap-2 text-sm font-semibold sm:text-base"
      >
        <CookieIcon className="size-4 text-emerald-700 sm:size-5" aria-hidden="true" />
        {labels.title}
      </h2>
      <p className="mt-1 text-[13px] leading-snug text-slate-700 sm:mt-2 sm:text-sm sm:leading-relaxed">
        {labels.text}{' '}
        <Link href={labels.privacyHref} className="text-primary font-medium underline underline-offset-4">
          {labels.more}
        </Link>
      </p>
      <div className="mt-3 grid grid-cols-2 gap-2 sm:mt-4 sm:gap-3">
        <button type="button" className={choiceClass} data-consent="declined">
          {labels.decline}
        </button>
        <button type="button" className={choiceClass} data-consent="accepted">
          {labels.accept}
        </button>
      </div>
    </section>
  );
}
