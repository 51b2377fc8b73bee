// The one wrapper for every admin Server Action: session check, zod parse, typed result with a French message.
// Without a valid session the action answers HTTP 401 (`unauthorized()`, experimental.authInterrupts) before the
// input is even parsed; with one, nothing is ever thrown to the client: every failure becomes `{ ok: false }`.
import 'server-only';
import { unauthorized, unstable_rethrow } from 'next/navigation';
import { z } from 'zod';
import type { DataError } from '@/lib/db/errors';
import { withCleanText } from '@/lib/requests/text';
import { readAdminSession } from './session';
import type { AdminSession } from './session-config';
import { ACTION_MESSAGES } from './messages';

// Messages a schema does not set itself come out in French.
const frenchErrors = z.locales.fr().localeError;

export type ActionResult<T> =
  { ok: true; data: T } | { ok: false; error: string; fieldErrors?: Record<string, string> };

/** Thrown by a handler to refuse with a specific French message (answered as `{ ok: false, error }`). */
export class ActionError extends Error {
  constructor(
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ActionError';
  }
}

/** `vehicles.berline.pricePerKmCents` → message, first issue per field. */
function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    if (key && !(key in fields)) fields[key] = issue.message;
  }
  return fields;
}

/**
 * The data layer's error code. Matched by `code`, not `instanceof`: the store may be created by another bundle
 * (instrumentation.ts warms it at start), whose DataError classes are distinct copies.
 */
export function dataErrorCode(error: unknown): DataError['code'] | undefined {
  if (!(error instanceof Error)) return undefined;
  const code = (error as { code?: unknown }).code;
  return code === 'not_found' || code === 'conflict' || code === 'unavailable' || code === 'invalid'
    ? code
    : undefined;
}

function failureOf(error: unknown): { ok: false; error: string; fieldErrors?: Record<string, string> } {
  if (error instanceof ActionError) {
    return error.fieldErrors
      ? { ok: false, error: error.message, fieldErrors: error.fieldErrors }
      : { ok: false, error: error.message };
  }
  const code = dataErrorCode(error);
  if (code === 'not_found') return { ok: false, error: ACTION_MESSAGES.notFound };
  if (code === 'conflict') return { ok: false, error: ACTION_MESSAGES.conflict };
  if (code === 'unavailable') return { ok: false, error: ACTION_MESSAGES.unavailable };
  if (code === 'invalid') return { ok: false, error: ACTION_MESSAGES.invalid };
  console.error('[admin] action en échec', error);
  return { ok: false, error: ACTION_MESSAGES.unexpected };
}

export function adminAction<S extends z.core.$ZodType, T>(
  schema: S,
  handler: (input: z.output<S>, session: AdminSession) => Promise<T>,
): (input: z.input<S>) => Promise<ActionResult<T>> {
  return async (input) => {
    const session = await readAdminSession();
    if (!session) unauthorized();
    const parsed = withCleanText(schema).safeParse(input, { error: frenchErrors });
    if (!parsed.success) {
      const fieldErrors = fieldErrorsOf(parsed.error);
      const first = parsed.error.issues[0]?.message;
      return { ok: false, error: first ?? ACTION_MESSAGES.invalid, fieldErrors };
    }
    try {
      return { ok: true, data: await handler(parsed.data as z.output<S>, session) };
    } catch (error) {
      // redirect()/notFound() from a handler keep their meaning.
      unstable_rethrow(error);
      return failureOf(error);
    }
  };
}
