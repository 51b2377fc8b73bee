// Server messages in the request's language (issue 16 point 3). The request kinds and the pipeline keep their French
// copy (lib/requests/messages.ts, field-rules.ts); a request whose body says `locale: 'en'` gets every refusal it
// receives after its body was read translated here, through the catalogues' ServerMessages (French text → the
// English text of the same key, in ServerMessages or the wizard's BookingErrors; lib/requests/localize.test.ts checks
// that every French message has its key).
// A text without a key (zod's own defaults) stays French.
import { z } from 'zod';
import type { Locale } from '@/lib/i18n/config';
import { catalogues } from '@/lib/i18n/messages';
import { invalidInput, RequestError } from './errors';

/** French text → English text of the same key, in the namespaces of server messages (the wizard's checks too). */
function pairsOf<N extends 'ServerMessages' | 'BookingErrors'>(namespace: N): [string, string][] {
  const fr = catalogues.fr[namespace] as Record<string, string>;
  const en = catalogues.en[namespace] as Record<string, string>;
  return Object.keys(fr).map((key) => [fr[key] as string, en[key] as string]);
}

const ENGLISH = new Map<string, string>([...pairsOf('BookingErrors'), ...pairsOf('ServerMessages')]);

/** A French server message in `locale` (unchanged for French, or when it has no key). */
export function serverText(text: string, locale: Locale): string {
  return locale === 'en' ? (ENGLISH.get(text) ?? text) : text;
}

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
