// One error shape for every public route handler and Server Action that takes a visitor's request:
// `{ error: { title, message, fields? } }` with 400/403/409/413/422/429/503, where `fields` maps each refused field
// (its path as the form names it: `contactEmail`, `returnTrip.date`) to its French message — the first issue of each
// field. Nothing a visitor sends can produce a 500: unknown failures are logged and answered 503 in French.
// The browser reads this shape with lib/requests/client.ts.
import { z } from 'zod';
import { UnavailableError } from '@/lib/db/errors';
import type { FieldMessages } from './client';
import { issueFields, issuePath } from './fields';
import { REQUEST_MESSAGES } from './messages';
import { isForeignOrigin } from './origin';
import { pageLocale, serverText } from './server-text';
import type { Locale } from '@/lib/i18n/config';

export type RequestErrorStatus = 400 | 403 | 409 | 413 | 422 | 429 | 503;

export type { FieldMessages };
export { issueFields };

export interface ErrorBody {
  error: { title: string; message: string; fields?: FieldMessages };
}

/**
 * A refusal with HTTP meaning and French copy; thrown inside handlers, answered by `errorResponse`. `fields` names the
 * refused fields; a single field name stands for `{ [field]: message }`.
 */
export class RequestError extends Error {
  readonly fields?: FieldMessages;

  constructor(
    readonly status: RequestErrorStatus,
    readonly title: string,
    message: string,
    fields?: string | FieldMessages,
  ) {
    super(message);
    this.name = 'RequestError';
    const map = typeof fields === 'string' ? { [fields]: message } : fields;
    if (map && Object.keys(map).length > 0) this.fields = map;
  }
}

/** The public body of a refusal. */
export function errorBody(title: string, message: string, fields?: FieldMessages): ErrorBody {
  return {
    error: fields && Object.keys(fields).length > 0 ? { title, message, fields } : { title, message },
  };
}

export function jsonError(
  status: RequestErrorStatus,
  title: string,
  message: string,
  fields?: FieldMessages,
): Response {
  return Response.json(errorBody(title, message, fields), {
    status,
    headers: { 'Cache-Control': 'no-store' },
  });
}

/**
 * A zod failure as a 422 refusal: the first issue's message (the generic sentence when it concerns the body itself,
 * not a field) and every refused field.
 */
export function invalidInput(error: z.ZodError): RequestError {
  const first = error.issues[0];
  const message = first && issuePath(first) !== '' ? first.message : REQUEST_MESSAGES.invalid.message;
  return new RequestError(422, REQUEST_MESSAGES.invalid.title, message, issueFields(error.issues));
}

/**
 * Maps anything thrown by a handler to the public error shape, in `locale` (the sending page's): a refusal still in
 * French is translated — the quote's and the places' bodies say no language, and their 400/422 answered an English
 * page in French; a form's refusal is already in its body's language (lib/requests/localize.ts), which the page's is.
 */
export function errorResponse(error: unknown, locale: Locale = 'fr'): Response {
  if (error instanceof z.ZodError) return errorResponse(invalidInput(error), locale);
  if (error instanceof RequestError) {
    const fields = error.fields
      ? Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k, serverText(v, locale)]))
      : undefined;
    return jsonError(
      error.status,
      serverText(error.title, locale),
      serverText(error.message, locale),
      fields,
    );
  }
  // An outage is expected and already described by the 503; anything else is a bug worth a log line.
  if (!(error instanceof UnavailableError)) console.error('[requests] erreur inattendue', error);
  const { title, message } = REQUEST_MESSAGES.unavailable;
  return jsonError(503, serverText(title, locale), serverText(message, locale));
}

/**
 * Wraps a public route handler: a foreign Origin is refused with 403 first (lib/requests/origin.ts), then every
 * thrown value becomes a 4xx/503 answer. What is decided before the body is read speaks the sending page's language
 * (pageLocale: the Referer path, English under /en).
 */
export function withErrorHandling<A extends unknown[]>(
  handler: (request: Request, ...rest: A) => Promise<Response>,
): (request: Request, ...rest: A) => Promise<Response> {
  return async (request, ...rest) => {
    try {
      if (isForeignOrigin(request)) {
        const { title, message } = REQUEST_MESSAGES.foreignOrigin;
        const locale = pageLocale(request);
        return jsonError(403, serverText(title, locale), serverText(message, locale));
      }
      return await handler(request, ...rest);
    } catch (error) {
      return errorResponse(error, pageLocale(request));
    }
  };
}
