// Refusals raised before the body is read (403 foreign origin, 400 too large / unreadable) speak the language of the
// page that sent the request (its Referer path: English under /en); after the body, its `locale` decides (429 here).
import { createTestStore, type TestStore } from '@/lib/db/testing';
import { resetServerEnvForTests } from '@/lib/env';
import { errorResponse } from './errors';
import { contactRequest } from './message';
import { handle, runRequest } from './pipeline';

const SITE = 'http://localhost:3000';
let store: TestStore;
const saved = { ...process.env };
beforeAll(async () => {
  process.env.SITE_URL = SITE;
  resetServerEnvForTests();
  store = await createTestStore({ seed: false });
});
afterAll(async () => {
  process.env = { ...saved };
  resetServerEnvForTests();
  await store.close();
});

function post(body: string, headers: Record<string, string> = {}): Request {
  return new Request(`${SITE}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-real-ip': '203.0.113.77', ...headers },
    body,
  });
}

async function error(response: Response) {
  return { status: response.status, ...((await response.json()) as { error: object }).error };
}

const contact = handle(contactRequest);
const ENGLISH_PAGE = { referer: `${SITE}/en/contact` };
const FRENCH_PAGE = { referer: `${SITE}/contact` };

describe('pre-body refusals in the page language', () => {
  it('403 foreign origin: English from an English page, French otherwise', async () => {
    const foreign = { origin: 'https://evil.example' };
    expect(await error(await contact(post('{}', { ...foreign, ...ENGLISH_PAGE })))).toEqual({
      status: 403,
      title: 'Request refused',
      message:
        "This request does not come from the Harmony Move website. Reload the site's page and try again.",
    });
    for (const page of [FRENCH_PAGE, {}]) {
      expect(await error(await contact(post('{}', { ...foreign, ...page })))).toMatchObject({
        status: 403,
        title: 'Requête refusée',
      });
    }
  });

  it('400 too large and unreadable: English from an English page, French otherwise', async () => {
    const big = JSON.stringify({ message: 'x'.repeat(20 * 1024), locale: 'en' });
    expect(await error(await contact(post(big, ENGLISH_PAGE)))).toEqual({
      status: 400,
      title: 'Invalid request',
      message: 'The request is too large.',
    });
    expect(await error(await contact(post(big, FRENCH_PAGE)))).toEqual({
      status: 400,
      title: 'Requête invalide',
      message: 'La demande est trop volumineuse.',
    });
    expect(await error(await contact(post('{not json', ENGLISH_PAGE)))).toMatchObject({
      title: 'Invalid request',
      message: 'The request could not be read. Please reload the page and try again.',
    });
    expect(await error(await contact(post('{not json')))).toMatchObject({ title: 'Requête invalide' });
  });

  it('429 (after the body): the body locale decides', async () => {
    const spam = (locale?: string) =>
      JSON.stringify({
        requestId: crypto.randomUUID(),
        website: 'bot',
        name: 'A',
        email: 'a@b.fr',
        message: 'm',
        locale,
      });
    const run = async (body: string) => {
      try {
        return await runRequest(contactRequest, post(body, ENGLISH_PAGE), { store });
      } catch (e) {
        return errorResponse(e);
      }
    };
    expect(await error(await run(spam('en')))).toMatchObject({ status: 429, title: 'Too many requests' });
    expect(await error(await run(spam()))).toMatchObject({ status: 429, title: 'Trop de demandes' });
  });
});
