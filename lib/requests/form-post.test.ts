// The plain form post's own edges, on a kind that refuses everything (nothing reaches the database): the refusal
// page's field list, a post from another site, and a failure of the handler itself — never a 500.
import { RequestError } from './errors';
import { handleWithFormPost, refusalPage, type PlainForm } from './form-post';
import type { RequestKind } from './pipeline';

jest.mock('@/lib/db', () => ({ getStore: jest.fn(async () => ({})) }));

const refusing: RequestKind<never> = {
  bucket: 'form-post-test',
  guard: () => {
    throw new RequestError(422, 'Données invalides', 'Certaines informations sont invalides.', {
      name: 'Ce champ est obligatoire.',
    });
  },
  validate: () => {
    throw new Error('not reached');
  },
  reservation: () => {
    throw new Error('not reached');
  },
  answer: () => ({}),
};

const form: PlainForm = { page: (_, locale) => `/${locale}/formulaire`, labels: () => ({ name: 'Nom' }) };

function post(headers: Record<string, string> = {}): Request {
  return new Request('http://localhost:3000/api/test', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-real-ip': '203.0.113.90', ...headers },
    body: new URLSearchParams({ name: '' }).toString(),
  });
}

it('a refused field is named by its label; a name without one (even an Object method) is shown as it is', async () => {
  const answer = await handleWithFormPost(refusing, form)(post());
  expect(answer.status).toBe(422);
  expect(await answer.text()).toContain('<li>Nom\u00a0: Ce champ est obligatoire.</li>');
  const page = refusalPage(
    422,
    { title: 'Données invalides', message: '…', fields: { constructor: 'Valeur invalide.' } },
    { back: '/', labels: {}, locale: 'fr' },
  );
  expect(await page.text()).toContain('<li>constructor\u00a0: Valeur invalide.</li>');
});

it('a refusal that names no field does not ask for the labels (a package form reads them from the database)', async () => {
  const labels = jest.fn(() => ({ name: 'Nom' }));
  const unavailable: RequestKind<never> = {
    ...refusing,
    bucket: 'form-post-test-unavailable',
    guard: () => {
      throw new RequestError(503, 'Service indisponible', 'Réessayez dans quelques minutes.');
    },
  };
  const answer = await handleWithFormPost(unavailable, { ...form, labels })(post());
  expect(answer.status).toBe(503);
  expect(await answer.text()).toContain('Réessayez dans quelques minutes.');
  expect(labels).not.toHaveBeenCalled();
  await handleWithFormPost(refusing, { ...form, labels })(post());
  expect(labels).toHaveBeenCalledTimes(1);
});

it('a post from another site is refused (403) before its body is read', async () => {
  // Declared too large: read first, it would be refused as such (400), with the refusal page.
  const answer = await handleWithFormPost(
    refusing,
    form,
  )(post({ origin: 'https://evil.example', 'content-length': String(10 * 1024 * 1024) }));
  expect(answer.status).toBe(403);
  expect(answer.headers.get('content-type')).toMatch(/json/);
});

it('a failure of the handler itself is a 503 page in the sending page’s language, never a 500', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const broken: PlainForm = {
    ...form,
    labels: () => {
      throw new Error('boom');
    },
  };
  const answer = await handleWithFormPost(
    refusing,
    broken,
  )(post({ referer: 'http://localhost:3000/en/contact' }));
  expect(answer.status).toBe(503);
  const html = await answer.text();
  expect(html).toContain('<html lang="en">');
  expect(html).toContain('<a href="/en/formulaire">Back to the form</a>');
  expect(error).toHaveBeenCalled();
  error.mockRestore();
});
