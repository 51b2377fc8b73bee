'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { CookieIcon } from 'lucide-react';
import { COOKIE_BANNER_ID, COOKIE_CONSENT_KEY, type CookieConsent } from './cookie-consent';

function readConsent(): CookieConsent | null {
  try {
    const value = window.localStorage.getItem(COOKIE_CONSENT_KEY);
    return value === 'accepted' || value === 'declined' ? value : null;
  } catch {
    return null;
  }
}

// Plain buttons rather than <Button>: this island ships on every public page, so it avoids cn()/tailwind-merge.
const choiceClass =
  'inline-flex h-11 items-center justify-center rounded-md bg-primary px-4 text-sm font-semibold text-primary-foreground shadow-sm transition-colors hover:bg-primary/90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none';

/**
 * CNIL: accepting and refusing are equally easy and equally visible; the banner never returns once answered.
 * The banner is part of the server HTML (it paints with the page instead of popping in after hydration, which would
 * make it the late Largest Contentful Paint); `cookieBannerGuard` hides it before first paint for visitors who have
 * already chosen, and the effect below then unmounts it.
 */
export interface CookieBannerLabels {
  title: string;
  text: string;
  more: string;
  decline: string;
  accept: string;
  privacyHref: string;
}

export function CookieBanner({ labels }: { labels: CookieBannerLabels }) {
  const [visible, setVisible] = useState(true);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (readConsent() !== null) setVisible(false);
  }, []);

  const choose = (consent: CookieConsent) => {
    try {
      window.localStorage.setItem(COOKIE_CONSENT_KEY, consent);
    } catch {
      // Storage disabled (private mode): hide for this page view anyway.
    }
    setVisible(false);
  };

  if (!visible) return null;
  return (
    <section
      id={COOKIE_BANNER_ID}
      aria-labelledby="cookie-title"
      suppressHydrationWarning
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-xl rounded-xl border bg-white p-5 shadow-2xl sm:inset-x-6 sm:bottom-6"
    >
      <h2 id="cookie-title" className="text-primary flex items-center gap-2 text-base font-semibold">
        <CookieIcon className="size-5 text-emerald-700" aria-hidden="true" />
        {labels.title}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-slate-700">
        {labels.text}{' '}
        <Link href={labels.privacyHref} className="text-primary font-medium underline underline-offset-4">
          {labels.more}
        </Link>
      </p>
      <div className="mt-4 grid grid-cols-2 gap-3">
        <button type="button" className={choiceClass} onClick={() => choose('declined')}>
          {labels.decline}
        </button>
        <button type="button" className={choiceClass} onClick={() => choose('accepted')}>
          {labels.accept}
        </button>
      </div>
    </section>
  );
}
