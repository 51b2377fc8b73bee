// The request forms without JavaScript: contact, business and the two package forms are server HTML that post
// `application/x-www-form-urlencoded` to their JSON route when no script runs. The body goes through the very same
// pipeline as the JSON one (size cap, honeypot, throttle, zod, idempotent storage) with a request id made here, then:
//   stored  → 303 to the prefilled WhatsApp link (the visitor lands in WhatsApp with the message written, as with JS);
//   refused → a small HTML page in the form's language with the status, the reason and each refused field named by
//             its label, and the way back to the form (the browser's Back button keeps what was typed).
// JSON requests (the client components) are answered exactly as before.
import 'server-only';
import { whatsappUrl } from '@/lib/config/site';
import type { Locale } from '@/lib/i18n/config';
import { getT } from '@/lib/i18n/translator';
import { readTextBody } from './body';
import type { ErrorBody } from './errors';
import { pageLocale, requestLocale, serverText } from './localize';
import { REFUSAL_PAGE_STYLE } from './api-policy';
import { REQUEST_MESSAGES } from './messages';
import { handle, type RequestKind } from './pipeline';
import { RequestError } from './errors';
import { isForeignOrigin } from './origin';

const FORM_TYPE = 'application/x-www-form-urlencoded';

type Values = Record<string, string>;

/** What the answer to a plain post needs to know of its form. */
export interface PlainForm {
  /** The form's page in `locale`, from what was posted (a package form's page carries its selection). */
  page: (values: Values, locale: Locale) => string;
  /** The form's field labels in `locale`, by field name: a refused field is named as the visitor saw it. */
  labels: (values: Values, locale: Locale) => Record<string, string> | Promise<Record<string, string>>;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The refusal as a page a browser without JavaScript can show, in `locale`. */
export function refusalPage(
  status: number,
  error: ErrorBody['error'],
  { back, labels, locale }: { back: string; labels: Record<string, string>; locale: Locale },
): Response {
  const t = getT(locale, 'NoScript');
  const fields = Object.entries(error.fields ?? {})
    .map(([name, message]) => {
      const label = Object.hasOwn(labels, name) ? labels[name]! : name;
      return `<li>${escapeHtml(t('fieldError', { label, message }))}</li>`;
    })
    .join('');
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(error.title)} – Harmony Move</title>
<style>${REFUSAL_PAGE_STYLE}</style>
</head><body><main>
<h1>${escapeHtml(error.title)}</h1>
<p>${escapeHtml(error.message)}</p>
${fields ? `<ul>${fields}</ul>` : ''}
<p>${escapeHtml(t('back'))}</p>
<p><a href="${escapeHtml(back)}">${escapeHtml(t('backLink'))}</a> · <a href="${escapeHtml(whatsappUrl())}">${escapeHtml(t('whatsApp'))}</a></p>
</main></body></html>`;
  return new Response(html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
    },
  });
}

/** The route handler of a request kind: JSON as `handle(kind)`, a plain form post as described above. */
export function handleWithFormPost<Input>(
  kind: RequestKind<Input>,
  form: PlainForm,
): (request: Request) => Promise<Response> {
  const json = handle(kind);

  async function plainPost(request: Request): Promise<Response> {
    let text: string;
    try {
      text = await readTextBody(request);
    } catch (error) {
      // Unread body: the language is that of the page that posted (its Referer).
      const locale = pageLocale(request);
      const { title, message } = error instanceof RequestError ? error : REQUEST_MESSAGES.malformed;
      return refusalPage(
        error instanceof RequestError ? error.status : 400,
        { title: serverText(title, locale), message: serverText(message, locale) },
        { back: form.page({}, locale), labels: {}, locale },
      );
    }
    const values: Values = Object.fromEntries(new URLSearchParams(text));
    values.requestId ||= crypto.randomUUID();
    const locale = requestLocale(values);
    const headers = new Headers(request.headers);
    headers.set('content-type', 'application/json');
    headers.delete('content-length');
    const answer = await json(
      new Request(request.url, { method: 'POST', headers, body: JSON.stringify(values) }),
    );
    const data = (await answer.json().catch(() => ({}))) as Partial<ErrorBody> & { whatsappUrl?: string };
    if (answer.ok && data.whatsappUrl) {
      return new Response(null, {
        status: 303,
        headers: { Location: data.whatsappUrl, 'Cache-Control': 'no-store' },
      });
    }
    const { title, message } = REQUEST_MESSAGES.unavailable;
    return refusalPage(
      answer.ok ? 503 : answer.status,
      data.error ?? { title: serverText(title, locale), message: serverText(message, locale) },
      {
        back: form.page(values, locale),
        // Only a refusal that names fields needs their labels (a package's are read from the database).
        labels: data.error?.fields ? await form.labels(values, locale) : {},
        locale,
      },
    );
  }

  return async (request) => {
    const type = request.headers.get('content-type')?.toLowerCase() ?? '';
    // JSON, and a post from another site: the pipeline's answers (a foreign one is refused before its body is read).
    if (!type.startsWith(FORM_TYPE) || isForeignOrigin(request)) return json(request);
    try {
      return await plainPost(request);
    } catch (error) {
      // Nothing may become a 500 here either: logged as the pipeline does, answered as its 503, as a page.
      console.error('[requests] erreur inattendue', error);
      const locale = pageLocale(request);
      const { title, message } = REQUEST_MESSAGES.unavailable;
      return refusalPage(
        503,
        { title: serverText(title, locale), message: serverText(message, locale) },
        { back: form.page({}, locale), labels: {}, locale },
      );
    }
  };
}
