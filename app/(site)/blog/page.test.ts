// The blog list's metadata: indexable with its articles, not while they cannot be read (the page then shows an error).
import { getPublishedPostsCached } from '@/lib/db/cached';
import type { BlogPostSummary } from '@/lib/db/types';
import { generateMetadata } from './page';

jest.mock('next/server', () => ({ connection: async () => undefined }));
jest.mock('@/lib/db/cached', () => ({ getPublishedPostsCached: jest.fn() }));

describe('/blog metadata', () => {
  it('is indexable with its canonical when the articles are read', async () => {
    jest.mocked(getPublishedPostsCached).mockResolvedValue([{ slug: 'un-article' } as BlogPostSummary]);
    const metadata = await generateMetadata();
    expect(metadata.robots).toBeUndefined();
    expect(metadata.alternates?.canonical).toBe('/blog');
  });

  it('is noindex, follow while it has no article (a new site: « Aucun article de blog pour le moment. »)', async () => {
    jest.mocked(getPublishedPostsCached).mockResolvedValue([]);
    expect((await generateMetadata()).robots).toEqual({ index: false, follow: true });
  });

  it('is noindex, follow while the database cannot be read (the page shows its error message)', async () => {
    jest.mocked(getPublishedPostsCached).mockRejectedValue(new Error('database down'));
    const metadata = await generateMetadata();
    expect(metadata.robots).toEqual({ index: false, follow: true });
    expect(metadata.alternates?.canonical).toBe('/blog');
  });
});
