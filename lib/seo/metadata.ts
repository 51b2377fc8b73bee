// Per-page metadata: description, canonical URL and Open Graph, with the title template of app/layout.tsx.
import type { Metadata } from 'next';
import { site } from '@/lib/config/site';

export interface PageMetadataInput {
  /** Short page title; the root layout's template appends ' | Harmony Move'. */
  title: string;
  description: string;
  /** Path of the page, e.g. '/contact' (made absolute by metadataBase). */
  path: string;
  /** Legal and utility pages are kept out of search results. */
  noindex?: boolean;
}

export function pageMetadata({ title, description, path, noindex = false }: PageMetadataInput): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      locale: 'fr_FR',
      siteName: site.name,
      title: `${title} | ${site.name}`,
      description,
      url: path,
    },
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
  };
}
