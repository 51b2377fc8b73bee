/** @jest-environment node */
// The article page during a database outage: the error screen (a 5xx a crawler retries), never the 404 page that
// tells it a published article is gone; an unknown slug is still the 404.
const getPublishedPostCached = jest.fn();
jest.mock('@/lib/db/cached', () => ({
  getPublishedPostCached: (slug: string) => getPublishedPostCached(slug),
}));
jest.mock('next/server', () => ({ connection: async () => undefined }));

import BlogArticlePage, { generateMetadata } from './page';

const props = (slug: string) => ({ params: Promise.resolve({ slug }) });

beforeEach(() => {
  getPublishedPostCached.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

test('a database failure reaches the error screen, not the 404 page', async () => {
  const outage = Object.assign(new Error('base injoignable'), { code: 'unavailable' });
  getPublishedPostCached.mockRejectedValue(outage);
  await expect(BlogArticlePage(props('avantages-vtc-transferts-aeroport'))).rejects.toBe(outage);
  await expect(generateMetadata(props('avantages-vtc-transferts-aeroport'))).rejects.toBe(outage);
});

test('an unknown article is the 404 page', async () => {
  getPublishedPostCached.mockResolvedValue(null);
  await expect(BlogArticlePage(props('cet-article-n-existe-pas'))).rejects.toMatchObject({
    digest: expect.stringMatching(/NEXT_HTTP_ERROR_FALLBACK;404/),
  });
});
