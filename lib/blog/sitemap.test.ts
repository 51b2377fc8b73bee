import type { BlogPostSummary } from '@/lib/db/types';
import { blogSitemapEntries } from './sitemap';

const posts: BlogPostSummary[] = [
  {
    id: '00000000-0000-4000-8000-000000000501',
    title: 'Publié puis corrigé',
    slug: 'publie-puis-corrige',
    metaDescription: null,
    imageUrl: null,
    externalUrl: null,
    createdAt: '2025-07-10T08:00:00.000Z',
    publishedAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-25T10:00:00.000Z',
  },
  {
    id: '00000000-0000-4000-8000-000000000502',
    title: 'Publié ailleurs',
    slug: 'publie-ailleurs',
    metaDescription: null,
    imageUrl: null,
    externalUrl: 'https://example.com/article',
    createdAt: '2025-07-10T08:00:00.000Z',
    publishedAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-25T10:00:00.000Z',
  },
];
let published = posts;
jest.mock('@/lib/db/cached', () => ({ getPublishedPostsCached: async () => published }));

describe('blogSitemapEntries', () => {
  it('submits no /blog while it has no article (the list is noindex then)', async () => {
    published = [];
    expect(await blogSitemapEntries()).toEqual([]);
    published = posts;
  });

  it('dates each article by its last edit (lastmod), not its creation; an article that lives elsewhere is left out', async () => {
    expect(await blogSitemapEntries()).toEqual([
      { url: '/blog', changeFrequency: 'monthly', priority: 0.7 },
      {
        url: '/blog/publie-puis-corrige',
        lastModified: '2026-11-25T10:00:00.000Z',
        changeFrequency: 'monthly',
        priority: 0.6,
      },
    ]);
  });
});
