// Server messages in the request's language (issue 16 point 3). The request kinds and the pipeline keep their French
// copy (lib/requests/messages.ts, field-rules.ts); a request whose body says `locale: 'en'` gets every refusal it
// receives after its body was read translated here, through the catalogues' ServerMessages (French text → the
// English text of the same key, in ServerMessages, the wizard's BookingErrors or the package forms' PackageMessages
// (lib/requests/server-text.ts); lib/requests/localize.test.ts checks that every French message has its key).
// zod's own defaults come in the body's language already (parseInput, lib/requests/body.ts).
// Refusals raised before the body is read follow the page's language instead (server-text.ts, pageLocale).
import { z } from 'zod';
import type { Locale } from '@/lib/i18n/config';
import { invalidInput, RequestError } from './errors';
import { serverText } from './server-text';

export { pageLocale, serverText } from './server-text';

/** The language a request body asks for: 'en' only when it says so, French otherwise. */
export function requestLocale(body: unknown): Locale {
  return typeof body === 'object' && body !== null && (body as { locale?: unknown }).locale === 'en'
    ? 'en'
    : 'fr';
}

/** A refusal (RequestError or zod failure) in `locale`; anything else is returned as it is. */
export function localizeError(error: unknown, locale: Locale): unknown {
  if (locale === 'fr') return error;
  const refusal = error instanceof z.ZodError ? invalidInput(error) : error;
  if (!(refusal instanceof RequestError)) return error;
  const fields = refusal.fields
    ? Object.fromEntries(Object.entries(refusal.fields).map(([k, v]) => [k, serverText(v, locale)]))
    : undefined;
  return new RequestError(
    refusal.status,
    serverText(refusal.title, locale),
    serverText(refusal.message, locale),
    fields,
  );
}
