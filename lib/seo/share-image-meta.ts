// What a page's metadata says about the site's share image (its address, size, type and alternative text), and the
// business's images in structured data. The files are public/og/fr.png and public/og/en.png, drawn by
// scripts/share-image-drawing.tsx (scripts/share-images.tsx writes them). Client-safe: the blog's admin reads it.
import { site } from '@/lib/config/site';
import type { Locale } from '@/lib/i18n/config';

const ALT: Record<Locale, string> = {
  fr: `${site.name} — Chauffeur VTC à Dourdan\u00a0: aéroports, gares et Disneyland Paris à prix fixes`,
  en: `${site.name} — Private driver in Dourdan: airports, railway stations and Disneyland Paris at fixed prices`,
};

/** 1.91:1, what Facebook, WhatsApp, LinkedIn and X show as a large preview. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;
export const SHARE_IMAGE_TYPE = 'image/png';

/** The share image's alternative text (og:image:alt), in the page's language. */
export function shareImageAlt(locale: Locale): string {
  return ALT[locale];
}

/** The share image of a page in `locale`: the route of its file (made absolute by metadataBase), size and type. */
export function shareImage(locale: Locale) {
  return {
    url: `/og/${locale}.png`,
    ...SHARE_IMAGE_SIZE,
    type: SHARE_IMAGE_TYPE,
    alt: shareImageAlt(locale),
  };
}

/**
 * The business's mark and picture for search engines: the 180 px square mark (Google asks for a logo of at least
 * 112 px; public/logo.svg is drawn on 32) and the 1200 × 630 share image.
 */
export function businessImages(siteUrl: string): { logo: string; image: string } {
  return {
    logo: new URL('/apple-touch-icon.png', siteUrl).toString(),
    image: new URL(shareImage('fr').url, siteUrl).toString(),
  };
}
