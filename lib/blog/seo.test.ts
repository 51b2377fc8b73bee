import type { BlogPost } from '@/lib/db/types';
import { buildBlogPostingJsonLd, postDate, postMetadata } from './seo';

const post: BlogPost = {
  id: '00000000-0000-4000-8000-000000000501',
  title: "Les avantages d'un VTC",
  slug: 'avantages-vtc',
  metaDescription: 'Prix fixe et suivi de vol.',
  imageUrl: null,
  externalUrl: null,
  content: '<p>x</p>',
  isPublished: true,
  createdAt: '2025-07-04T08:00:00.000Z',
  publishedAt: '2025-07-05T09:00:00.000Z',
  updatedAt: '2025-07-06T10:00:00.000Z',
};

describe('buildBlogPostingJsonLd', () => {
  it('describes the article with the business as author and publisher', () => {
    const ld = buildBlogPostingJsonLd(post, 'https://harmonymove.fr');
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.metaDescription,
      datePublished: '2025-07-05T09:00:00.000Z',
      dateModified: '2025-07-06T10:00:00.000Z',
      url: 'https://harmonymove.fr/blog/avantages-vtc',
      mainEntityOfPage: { '@id': 'https://harmonymove.fr/blog/avantages-vtc' },
      author: { '@type': 'Organization', name: 'Harmony Move', url: 'https://harmonymove.fr/' },
      publisher: { '@type': 'Organization', name: 'Harmony Move' },
    });
    // No header image: the site's share image, absolute.
    expect(ld.image).toEqual(['https://harmonymove.fr/og/fr.png']);
  });

  it('adds the image when the post has one', () => {
    const ld = buildBlogPostingJsonLd({ ...post, imageUrl: 'https://cdn.example.com/a.jpg' }, 'https://x.fr');
    expect(ld.image).toEqual(['https://cdn.example.com/a.jpg']);
  });
});

describe('postMetadata', () => {
  it('sets title, description, canonical and an article Open Graph', () => {
    const meta = postMetadata(post);
    expect(meta.title).toBe(post.title);
    expect(meta.description).toBe(post.metaDescription);
    expect(meta.alternates?.canonical).toBe('/blog/avantages-vtc');
    expect(meta.openGraph).toMatchObject({
      type: 'article',
      url: '/blog/avantages-vtc',
      title: post.title,
      publishedTime: '2025-07-05T09:00:00.000Z',
      modifiedTime: '2025-07-06T10:00:00.000Z',
    });
    // No header image: the site's share image (a post's Open Graph replaces the layout's, image included).
    expect(meta.openGraph?.images).toEqual([expect.objectContaining({ url: '/og/fr.png', width: 1200 })]);
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image' });
  });

  it('an article that lives elsewhere (external URL) is not indexed, its links followed; others are', () => {
    expect(postMetadata(post).robots).toBeUndefined();
    expect(postMetadata({ ...post, externalUrl: 'https://example.com/a' }).robots).toEqual({
      index: false,
      follow: true,
    });
  });

  it('uses the image for Open Graph when present', () => {
    const meta = postMetadata({ ...post, imageUrl: 'https://cdn.example.com/a.jpg' });
    expect(meta.openGraph?.images).toEqual([{ url: 'https://cdn.example.com/a.jpg', alt: post.title }]);
  });
});

describe('postDate', () => {
  it('is the first publication, the creation date only for a post never published', () => {
    expect(postDate(post)).toBe('2025-07-05T09:00:00.000Z');
    expect(postDate({ ...post, publishedAt: null })).toBe('2025-07-04T08:00:00.000Z');
  });
});
