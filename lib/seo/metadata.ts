// Per-page metadata: description, canonical URL, hreflang alternates and Open Graph, with the title template of the
// language's layout.
import type { Metadata } from 'next';
import { site } from '@/lib/config/site';
import type { Locale } from '@/lib/i18n/config';
import { twinOf } from '@/lib/i18n/routes';
import { shareImage } from './share-image-meta';

export interface PageMetadataInput {
  /** Short page title; the layout's template appends ' | Harmony Move'. */
  title: string;
  description: string;
  /** Path of the page, e.g. '/contact' or '/en/contact' (made absolute by metadataBase). */
  path: string;
  /** Legal and utility pages are kept out of search results. */
  noindex?: boolean;
  /**
   * The page is what its query string makes it (the package forms: `?package=…`): no canonical and no og:url, which
   * would name the bare path — an error or a redirect — and send a shared link there (Facebook follows og:url).
   */
  byQuery?: boolean;
  locale?: Locale;
}

/** fr / en / x-default (French) links of a page that exists in both languages; none otherwise. */
export function languageAlternates(path: string): Record<string, string> | undefined {
  const twin = twinOf(path);
  return twin ? { fr: twin.fr, en: twin.en, 'x-default': twin.fr } : undefined;
}

export function pageMetadata({
  title,
  description,
  path,
  noindex = false,
  byQuery = false,
  locale = 'fr',
}: PageMetadataInput): Metadata {
  const languages = languageAlternates(path);
  return {
    title,
    description,
    ...(byQuery ? {} : { alternates: languages ? { canonical: path, languages } : { canonical: path } }),
    openGraph: {
      type: 'website',
      locale: locale === 'en' ? 'en_GB' : 'fr_FR',
      siteName: site.name,
      title: `${title} | ${site.name}`,
      description,
      ...(byQuery ? {} : { url: path }),
      // Written on every page: a page's openGraph replaces its layout's whole (public/og, lib/seo/share-image-meta.ts).
      images: [shareImage(locale)],
    },
    // The large preview (the image comes from openGraph: Next copies it into twitter:image).
    twitter: { card: 'summary_large_image' },
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
  };
}

const NOT_FOUND_TITLE: Record<Locale, string> = { fr: 'Page non trouvée', en: 'Page not found' };

/**
 * The 404's metadata, in the language of the shell. Exported by the not-found boundaries and also by the pages that
 * answer 404 (the catch-all routes, an unknown blog post): Next 16 serializes the *page's* metadata for the client,
 * which after hydration replaced the not-found boundary's title with the layout's default (vercel/next.js#95836).
 */
export function notFoundMetadata(locale: Locale): Metadata {
  return { title: NOT_FOUND_TITLE[locale], robots: { index: false, follow: true } };
}
