// The contact and business routes without JavaScript: the server-rendered form (components/site/request-form-plain.tsx)
// posts `application/x-www-form-urlencoded` to the same route. The body goes through the very same pipeline as the
// JSON one (size cap, honeypot, throttle, zod, idempotent storage) with a request id made here, then:
//   stored  → 303 to the prefilled WhatsApp link (the visitor lands in WhatsApp with the message written, as with JS);
//   refused → a small French HTML page with the status, the reason and each refused field, and the way back (the
//             browser's Back button keeps what was typed).
// JSON requests (the client island) are answered exactly as before.
import 'server-only';
import { whatsappUrl } from '@/lib/config/site';
import { readTextBody } from './body';
import type { ErrorBody } from './errors';
import { REQUEST_MESSAGES } from './messages';
import { handle, type RequestKind } from './pipeline';
import { RequestError } from './errors';

const FORM_TYPE = 'application/x-www-form-urlencoded';

/** French names of the message forms' fields, for the no-JavaScript error page. */
const FIELD_NAMES: Record<string, string> = {
  name: 'Nom',
  email: 'E-mail',
  phone: 'Téléphone',
  message: 'Message',
  company: 'Nom de l’entreprise',
  contact: 'Nom et prénom du contact',
  needs: 'Besoins spécifiques',
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The refusal as a page a browser without JavaScript can show. */
export function refusalPage(status: number, error: ErrorBody['error'], back: string): Response {
  const fields = Object.entries(error.fields ?? {})
    .map(([name, message]) => `<li>${escapeHtml(FIELD_NAMES[name] ?? name)} : ${escapeHtml(message)}</li>`)
    .join('');
  const html = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(error.title)} – Harmony Move</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#0f172a}a{color:#1e3a8a}</style>
</head><body><main>
<h1>${escapeHtml(error.title)}</h1>
<p>${escapeHtml(error.message)}</p>
${fields ? `<ul>${fields}</ul>` : ''}
<p>Revenez au formulaire avec le bouton Retour de votre navigateur : ce que vous avez saisi y est conservé.</p>
<p><a href="${escapeHtml(back)}">Retour au formulaire</a> · <a href="${escapeHtml(whatsappUrl())}">Nous écrire sur WhatsApp</a></p>
</main></body></html>`;
  return new Response(html, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/** The route handler of a message kind: JSON as `handle(kind)`, a plain form post as described above. */
export function handleWithFormPost<Input>(
  kind: RequestKind<Input>,
  back: string,
): (request: Request) => Promise<Response> {
  const json = handle(kind);
  return async (request) => {
    const type = request.headers.get('content-type')?.toLowerCase() ?? '';
    if (!type.startsWith(FORM_TYPE)) return json(request);
    let text: string;
    try {
      text = await readTextBody(request);
    } catch (error) {
      const { title, message } = error instanceof RequestError ? error : REQUEST_MESSAGES.malformed;
      return refusalPage(400, { title, message }, back);
    }
    const body: Record<string, string> = Object.fromEntries(new URLSearchParams(text));
    body.requestId ||= crypto.randomUUID();
    const headers = new Headers(request.headers);
    headers.set('content-type', 'application/json');
    headers.delete('content-length');
    const answer = await json(
      new Request(request.url, { method: 'POST', headers, body: JSON.stringify(body) }),
    );
    const data = (await answer.json()) as Partial<ErrorBody> & { whatsappUrl?: string };
    if (answer.ok && data.whatsappUrl) {
      return new Response(null, {
        status: 303,
        headers: { Location: data.whatsappUrl, 'Cache-Control': 'no-store' },
      });
    }
    return refusalPage(answer.status, data.error ?? REQUEST_MESSAGES.unavailable, back);
  };
}
