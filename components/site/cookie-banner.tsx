import Link from 'next/link';
import { COOKIE_BANNER_ID } from './cookie-consent';
import { CookieIcon } from './shell-icons';

const choiceClass =
  'inline-flex h-11 items-center justify-center rounded-md bg-primary px-4 text-sm font-semibold text-primary-foreground shadow-sm transition-colors hover:bg-primary/90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none';

/**
 * CNIL: accepting and refusing are equally easy and equally visible; the banner never returns once answered.
 * Server HTML with no client code: the shell's pre-paint guard hides it for visitors who have already chosen, and the
 * shell script (shell-script.ts) stores the choice of the `data-consent` buttons and hides it.
 */
export function CookieBanner() {
  return (
    <section
      id={COOKIE_BANNER_ID}
      aria-labelledby="cookie-title"
      suppressHydrationWarning
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-xl rounded-xl border bg-white p-5 shadow-2xl sm:inset-x-6 sm:bottom-6"
    >
      <h2 id="cookie-title" className="text-primary flex items-center gap-2 text-base font-semibold">
        <CookieIcon className="size-5 text-emerald-700" aria-hidden="true" />
        Gestion des cookies
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-slate-700">
        Nous utilisons des cookies pour améliorer votre expérience, analyser le trafic et personnaliser le
        contenu. Vous pouvez accepter ou refuser leur utilisation.{' '}
        <Link
          href="/politique-de-confidentialite#cookies"
          className="text-primary font-medium underline underline-offset-4"
        >
          En savoir plus sur les cookies
        </Link>
      </p>
      <div className="mt-4 grid grid-cols-2 gap-3">
        <button type="button" className={choiceClass} data-consent="declined">
          Refuser
        </button>
        <button type="button" className={choiceClass} data-consent="accepted">
          Accepter
        </button>
      </div>
    </section>
  );
}
