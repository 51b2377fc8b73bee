// Search-engine view of an article: page metadata (title, description, canonical, Open Graph) and BlogPosting JSON-LD.
import type { Metadata } from 'next';
import { site } from '@/lib/config/site';
import { businessImages, shareImage } from '@/lib/seo/share-image-meta';
import type { BlogPost, BlogPostSummary } from '@/lib/db/types';
import type { JsonLdObject } from '@/lib/seo/json-ld';

export function postPath(slug: string): string {
  return `/blog/${slug}`;
}

/**
 * The date readers see, the lists order by and datePublished: the first publication (published_at, kept on later edits
 * and on unpublish/republish), the creation date only for a post never published (an admin preview).
 */
export function postDate(post: Pick<BlogPostSummary, 'publishedAt' | 'createdAt'>): string {
  return post.publishedAt ?? post.createdAt;
}

export function postMetadata(post: BlogPost): Metadata {
  const path = postPath(post.slug);
  const description = post.metaDescription ?? site.shortDescription;
  return {
    title: post.title,
    description,
    alternates: { canonical: path },
    // An article that lives elsewhere (external URL): the list links there, no page links here, and its page may be a
    // title and a link: not indexed, its link followed (SEO audit, 2026-11-29).
    ...(post.externalUrl ? { robots: { index: false, follow: true } } : {}),
    openGraph: {
      type: 'article',
      locale: 'fr_FR',
      siteName: site.name,
      title: post.title,
      description,
      url: path,
      publishedTime: postDate(post),
      modifiedTime: post.updatedAt,
      authors: [site.name],
      // A post's own Open Graph replaces the layout's whole, image included: without a header image, the site's.
      images: post.imageUrl ? [{ url: post.imageUrl, alt: post.title }] : [shareImage('fr')],
    },
    twitter: {
      card: 'summary_large_image',
      title: post.title,
      description,
      images: post.imageUrl ? [post.imageUrl] : [shareImage('fr')],
    },
  };
}

export function buildBlogPostingJsonLd(post: BlogPost, siteUrl: string): JsonLdObject {
  const url = new URL(postPath(post.slug), siteUrl).toString();
  const business = {
    '@type': 'Organization',
    '@id': `${new URL('/', siteUrl).toString()}#business`,
    name: site.name,
    url: new URL('/', siteUrl).toString(),
    logo: { '@type': 'ImageObject', url: businessImages(siteUrl).logo },
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    ...(post.metaDescription ? { description: post.metaDescription } : {}),
    datePublished: postDate(post),
    dateModified: post.updatedAt,
    inLanguage: 'fr-FR',
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    // Without a header image, the site's share image, as the page's Open Graph (Google recommends an image).
    image: [post.imageUrl ?? new URL(shareImage('fr').url, siteUrl).toString()],
    author: business,
    publisher: business,
  };
}
