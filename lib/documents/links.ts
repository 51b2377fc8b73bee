// Links to a reservation's documents (bon de réservation, facture), sent to the customer by e-mail.
// The token is the booking reference plus an HMAC of it: unguessable without the server secret, and stateless, so
// a link in an old e-mail keeps working and no extra column is needed to find the reservation again.
import 'server-only';
import { serverEnv } from '@/lib/env';
import { isServerSignature, serverSignature } from '@/lib/server-signature';

const SIGNATURE_LENGTH = 22; // base64url characters ≈ 132 bits

/** What a token opens: the documents (e-mailed links), or the page of a cancelled card payment (Stripe's cancel_url). */
export type TokenPurpose = 'document' | 'resume';

function signature(bookingRef: string, purpose: TokenPurpose): string {
  return serverSignature(`${purpose}:${bookingRef}`, SIGNATURE_LENGTH);
}

/**
 * The token of a reservation's document pages: `HM-AB12C.<signature>`. With purpose 'resume', the token of its
 * cancelled payment's page, which never opens the documents (it travels through Stripe and the browser's history).
 */
export function documentToken(bookingRef: string, purpose: TokenPurpose = 'document'): string {
  return `${bookingRef}.${signature(bookingRef, purpose)}`;
}

/** The booking reference a token stands for, or null when it was not signed by this server for this purpose. */
export function bookingRefFromToken(token: string, purpose: TokenPurpose = 'document'): string | null {
  const match = /^(HM-[A-Z0-9]{5})\.([\w-]{22})$/.exec(token);
  if (!match) return null;
  const [, ref, sig] = match as unknown as [string, string, string];
  return isServerSignature(`${purpose}:${ref}`, sig, SIGNATURE_LENGTH) ? ref : null;
}

function absolute(path: string): string {
  return new URL(path, serverEnv().SITE_URL).toString();
}

/** The voucher (bon de réservation) page: printable, with its PDF at `/bon/<token>/pdf`. */
export function voucherUrl(bookingRef: string): string {
  return absolute(`/bon/${documentToken(bookingRef)}`);
}

/** The invoice PDF of a paid or completed reservation. */
export function invoiceUrl(bookingRef: string): string {
  return absolute(`/bon/${documentToken(bookingRef)}/facture`);
}

/** The credit note PDF of a cancelled booking that had been invoiced (lib/documents/credit-note.ts). */
export function creditNoteUrl(bookingRef: string): string {
  return absolute(`/bon/${documentToken(bookingRef)}/avoir`);
}
