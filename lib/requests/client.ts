// The browser's side of the public request contract, client-safe (no server imports): the one id scheme of a
// submission (requestId) and the one reader of the error shape `{ error: { title, message, fields? } }`
// (lib/requests/errors.ts).

/** Field path → French message. */
export type FieldMessages = Record<string, string>;

/** A refusal as the browser reads it; `field` is the first refused field (the one to focus). */
export interface RequestErrorInfo {
  title?: string;
  message?: string;
  fields: FieldMessages;
  field?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The error of a parsed answer body, or null when the body is not the public error shape. */
export function parseRequestError(body: unknown): RequestErrorInfo | null {
  if (!isRecord(body) || !isRecord(body.error)) return null;
  const { title, message, fields } = body.error;
  const map: FieldMessages = {};
  if (isRecord(fields)) {
    for (const [path, text] of Object.entries(fields)) if (typeof text === 'string') map[path] = text;
  }
  const field = Object.keys(map)[0];
  return {
    ...(typeof title === 'string' ? { title } : {}),
    ...(typeof message === 'string' ? { message } : {}),
    fields: map,
    ...(field ? { field } : {}),
  };
}

/** Reads a refused response's error (null when its body is not JSON or not the error shape). */
export async function readRequestError(response: Response): Promise<RequestErrorInfo | null> {
  const body: unknown = await response.json().catch(() => null);
  return parseRequestError(body);
}

/**
 * How long a press on « Envoyer » or « Payer » waits for its answer. A phone that loses its connection in a tunnel
 * can leave a request hanging for minutes; after this the form says 'Envoi impossible' with everything typed kept,
 * and the same press sends the same requestId again, which the server answers with the booking it may have stored
 * meanwhile (lib/requests/pipeline.ts). Above the server's own worst case: a Stripe call of 10 s tried three times
 * (lib/payments/stripe.ts), the database's 5 s, and the way there and back.
 */
export const SEND_TIMEOUT_MS = 45_000;

/**
 * Runs `send` (a fetch and the read of its body) with a signal that aborts it after SEND_TIMEOUT_MS. A timer of the
 * page rather than AbortSignal.timeout: the same on every browser, and testable with a fake clock.
 */
export async function withSendTimeout<T>(send: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SEND_TIMEOUT_MS);
  try {
    return await send(controller.signal);
  } finally {
    clearTimeout(timer);
  }
}

/** One id per submission attempt (a v4 uuid), resent on retry; crypto.randomUUID needs a secure context. */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
