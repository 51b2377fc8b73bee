// Reading and validating a public JSON body: bounded size, strict UTF-8, zod with French messages (English ones for a
// body that says `locale: 'en'`).
import { z } from 'zod';
import { invalidInput, RequestError } from './errors';
import { requestLocale } from './localize';
import { REQUEST_MESSAGES } from './messages';
import { withCleanText } from './text';

/** 16 KiB: a full booking draft is under 2 KiB; anything far bigger is abuse. */
export const DEFAULT_MAX_BODY_BYTES = 16 * 1024;

const zodErrors = { fr: z.locales.fr().localeError, en: z.locales.en().localeError };

function tooLarge(): RequestError {
  return new RequestError(400, REQUEST_MESSAGES.tooLarge.title, REQUEST_MESSAGES.tooLarge.message);
}

function malformed(): RequestError {
  return new RequestError(400, REQUEST_MESSAGES.malformed.title, REQUEST_MESSAGES.malformed.message);
}

/**
 * Reads the raw body bytes as strict UTF-8 text without ever buffering more than `maxBytes`, whether the client sent
 * a Content-Length or a chunked stream. Too big → 400 (the stream is cancelled at once); a client that aborts
 * mid-body or sends invalid UTF-8 → 400. Never throws anything but a RequestError.
 */
export async function readTextBody(
  request: Request,
  maxBytes: number = DEFAULT_MAX_BODY_BYTES,
): Promise<string> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  if (!request.body) throw malformed();

  let reader: ReadableStreamDefaultReader<Uint8Array>;
  try {
    reader = request.body.getReader();
  } catch {
    throw malformed(); // body already used or locked
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw tooLarge();
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof RequestError) throw error;
    throw malformed();
  }

  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw malformed();
  }
}

/** Reads the body as JSON without ever buffering more than `maxBytes`; 400 when too big or not JSON. */
export async function readJsonBody(
  request: Request,
  maxBytes: number = DEFAULT_MAX_BODY_BYTES,
): Promise<unknown> {
  const text = await readTextBody(request, maxBytes);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw malformed();
  }
}

/**
 * Parses `data` with `schema` (after the control-character rule: NUL & co. → 422). Schema messages (the French
 * texts of lib/requests/fields.ts and the booking messages) win; zod's defaults are given in French.
 * Failure → 422 with the first failing rule's message and every refused field (`fields`, first message per field).
 */
export function parseInput<S extends z.core.$ZodType>(schema: S, data: unknown): z.output<S> {
  // Every request schema runs behind the shared control-character rule (lib/requests/text.ts).
  // zod's own messages (a field of the wrong type sent by hand) in the body's language: the schemas' French messages
  // are translated afterwards (lib/requests/localize.ts), zod's defaults have no key there.
  const result = withCleanText(schema).safeParse(data, { error: zodErrors[requestLocale(data)] });
  if (result.success) return result.data as z.output<S>;
  throw invalidInput(result.error);
}
