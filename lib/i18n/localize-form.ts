// The package forms' French validation messages (from the shared schemas, lib/requests/package-form.ts) shown in the
// page's language: `messages` is the French → other-language map built on the server (packageMessageMap in
// lib/i18n/package-text.ts), empty on a French page, so French messages pass through unchanged.
import type { FieldValues, Resolver } from 'react-hook-form';

type Toast = { title: string; description: string };

export function localizer(messages: Record<string, string>) {
  return (text: string) => messages[text] ?? text;
}

/** A resolver whose error messages come out in the page's language. */
export function localizedResolver<T extends FieldValues>(
  resolver: Resolver<T>,
  messages: Record<string, string>,
): Resolver<T> {
  const localize = localizer(messages);
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    for (const error of Object.values(result.errors)) {
      if (error && typeof error.message === 'string') error.message = localize(error.message);
    }
    return result;
  };
}

/** A click-time verdict (field errors, toast) in the page's language; a verdict without a toast gets `invalidTitle`. */
export function localizedVerdict(
  verdict: { errors: Record<string, string>; toast?: Toast },
  messages: Record<string, string>,
  invalidTitle: string,
): { errors: Record<string, string>; toast?: Toast } {
  const localize = localizer(messages);
  const errors = Object.fromEntries(Object.entries(verdict.errors).map(([k, m]) => [k, localize(m)]));
  const first = Object.values(errors)[0];
  const toast = verdict.toast
    ? { title: localize(verdict.toast.title), description: localize(verdict.toast.description) }
    : first !== undefined
      ? { title: invalidTitle, description: first }
      : undefined;
  return { errors, toast };
}
