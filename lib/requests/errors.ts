// One error shape for every public route handler: `{ error: { title, message, field? } }` with 400/403/422/429/503.
// Nothing a visitor sends can produce a 500: unknown failures are logged and answered 503 with a French message.
import { z } from 'zod';
import { UnavailableError } from '@/lib/db/errors';
import { REQUEST_MESSAGES } from './messages';
import { isForeignOrigin } from './origin';

export type RequestErrorStatus = 400 | 403 | 409 | 413 | 422 | 429 | 503;

export interface ErrorBody {
  error: { title: string; message: string; field?: string };
}

/** A refusal with HTTP meaning and French copy; thrown inside handlers, answered by `errorResponse`. */
export class RequestError extends Error {
  constructor(
    readonly status: RequestErrorStatus,
    readonly title: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'RequestError';
  }
}

export function jsonError(
  status: RequestErrorStatus,
  title: string,
  message: string,
  field?: string,
): Response {
  const body: ErrorBody = { error: field ? { title, message, field } : { title, message } };
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}

/** The field path of a zod issue as the form names it (`contactEmail`, `returnTrip.date`). */
function issueField(issue: z.core.$ZodIssue): string | undefined {
  const path = issue.path.filter((p) => typeof p === 'string' || typeof p === 'number').join('.');
  return path === '' ? undefined : path;
}

/** Maps anything thrown by a handler to the public error shape. */
export function errorResponse(error: unknown): Response {
  if (error instanceof RequestError) {
    return jsonError(error.status, error.title, error.message, error.field);
  }
  if (error instanceof z.ZodError) {
    const issue = error.issues[0];
    return jsonError(
      422,
      REQUEST_MESSAGES.invalid.title,
      issue?.message ?? REQUEST_MESSAGES.invalid.message,
      issue ? issueField(issue) : undefined,
    );
  }
  // An outage is expected and already described by the 503; anything else is a bug worth a log line.
  if (!(error instanceof UnavailableError)) console.error('[requests] erreur inattendue', error);
  const { title, message } = REQUEST_MESSAGES.unavailable;
  return jsonError(503, title, message);
}

/**
 * Wraps a public route handler: a foreign Origin is refused with 403 first (lib/requests/origin.ts), then every
 * thrown value becomes a 4xx/503 answer.
 */
export function withErrorHandling<A extends unknown[]>(
  handler: (request: Request, ...rest: A) => Promise<Response>,
): (request: Request, ...rest: A) => Promise<Response> {
  return async (request, ...rest) => {
    try {
      if (isForeignOrigin(request)) {
        const { title, message } = REQUEST_MESSAGES.foreignOrigin;
        return jsonError(403, title, message);
      }
      return await handler(request, ...rest);
    } catch (error) {
      return errorResponse(error);
    }
  };
}
