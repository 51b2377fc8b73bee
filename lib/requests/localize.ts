// Server messages in the request's language (issue 16 point 3). The request kinds and the pipeline keep their French
// copy (lib/requests/messages.ts, field-rules.ts); a request whose body says `locale: 'en'` gets every refusal it
// receives after its body was read translated here, through the catalogues' ServerMessages (French text → the
// English text of the same key, or of the same PackageMessages key for the package forms; lib/requests/localize.test.ts
// checks that every French message has its key).
// A text without a key (zod's own defaults) stays French.
import { z } from 'zod';
import type { Locale } from '@/lib/i18n/config';
import { catalogues } from '@/lib/i18n/messages';
import { invalidInput, RequestError } from './errors';

type Key = keyof (typeof catalogues)['fr']['ServerMessages'];

type PackageKey = keyof (typeof catalogues)['fr']['PackageMessages'];

const ENGLISH = new Map<string, string>([
  ...(Object.keys(catalogues.fr.ServerMessages) as Key[]).map(
    (key) => [catalogues.fr.ServerMessages[key], catalogues.en.ServerMessages[key]] as const,
  ),
  // The package forms' own refusals (lib/packages/messages.ts, the slot rules of lib/booking/dates.ts).
  ...(Object.keys(catalogues.fr.PackageMessages) as PackageKey[]).map(
    (key) => [catalogues.fr.PackageMessages[key], catalogues.en.PackageMessages[key]] as const,
  ),
]);

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
