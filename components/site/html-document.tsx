import type { Locale } from '@/lib/i18n/config';
// The stylesheet belongs to the documents that render it, not to the root layout: Next gives the root layout's CSS to
// app/global-error as well and serializes it a second time into every page's RSC payload for that boundary
// (experimental.inlineCss, docs/performance.md "What holds the paint"). global-error has its own inline styles.
import '@/app/globals.css';

/**
 * The document of every page. Each language has its own root-level layout rendering this (app/(site), app/admin,
 * app/bon: French; app/en: English), so `<html lang>` is right in the static HTML. The root layout (app/layout.tsx)
 * adds only the <Toaster />, which renders nothing until the first toast and then portals into <body>.
 *
 * Text is set in the system's own sans-serif (Tailwind's `font-sans`: San Francisco on iPhone, Roboto on Android,
 * Segoe UI on Windows): no web font to fetch, so nothing to wait for before the first paint. The self-hosted Inter
 * this replaced (49 KB, preloaded) was, measured side by side, what held the first paint in Lighthouse
 * (docs/performance.md, "What holds the paint"; decision in docs/architecture.md).
 *
 * `<body>` suppresses the hydration warning for its own attributes (one level, not its children): the public shell's
 * floating guard (./floating-guard.ts) gives it a bottom padding the height of the cookie banner before React
 * hydrates, and React would otherwise report that attribute on every first visit.
 */
export function HtmlDocument({ lang, children }: { lang: Locale; children: React.ReactNode }) {
  return (
    <html lang={lang}>
      <body className="min-h-dvh font-sans" suppressHydrationWarning>
        {children}
      </body>
    </html>
  );
}
