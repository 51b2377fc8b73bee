// Browser-side "store the request, then hand off to WhatsApp" shared by the reservation wizard, the package forms
// and the contact/business forms. Call it synchronously from the click/submit handler: the blank tab is opened
// before the first await, so pop-up blockers treat it as user-initiated. The tab is closed when the request fails
// and pointed at the WhatsApp URL (with its opener cut) when it succeeds. Client-safe: no server imports.
import { parseRequestError, withSendTimeout, type RequestErrorInfo } from './client';

export interface HandOffSuccess {
  bookingRef: string;
  whatsappUrl: string;
}

/** The `error` of the public JSON error shape `{ error: { title, message, fields? } }` (lib/requests/client.ts). */
export type HandOffError = RequestErrorInfo;

export type HandOffResult<T extends HandOffSuccess> =
  | { ok: true; data: T; tabOpened: boolean }
  /** `error` is null on a network failure or an unreadable answer: callers show their own network message. */
  | { ok: false; error: HandOffError | null };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isSuccess(body: unknown): body is HandOffSuccess {
  return (
    isRecord(body) &&
    !('error' in body) &&
    typeof body.bookingRef === 'string' &&
    body.bookingRef !== '' &&
    typeof body.whatsappUrl === 'string' &&
    body.whatsappUrl !== ''
  );
}

export async function submitAndHandOff<T extends HandOffSuccess = HandOffSuccess>(
  endpoint: string,
  payload: unknown,
): Promise<HandOffResult<T>> {
  const tab = window.open('', '_blank');
  try {
    const { ok, body } = await withSendTimeout(async (signal) => {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(payload),
        cache: 'no-store',
        signal,
      });
      // A body cut by the timeout reads as null: the network message, as for a fetch that never answered.
      return { ok: response.ok, body: (await response.json().catch(() => null)) as unknown };
    });
    if (!ok || !isSuccess(body)) {
      tab?.close();
      const error = parseRequestError(body);
      return { ok: false, error };
    }
    // A tab the visitor closed while the request was on its way (it stayed blank) opens nothing: said as a blocked
    // one, with the « Ouvrir WhatsApp » button, not « Redirection vers WhatsApp ».
    const open = tab !== null && !tab.closed;
    if (open) {
      tab.opener = null;
      tab.location.href = body.whatsappUrl;
    }
    return { ok: true, data: body as T, tabOpened: open };
  } catch {
    tab?.close();
    return { ok: false, error: null };
  }
}
