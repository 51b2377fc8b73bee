// The agenda's CSV export form coming back with a refused period (app/api/admin/export/route.ts → the agenda page):
// the two dates it sent, kept when they are dates, and the flag that shows DOCUMENT_MESSAGES.invalidRange.
import { DATE_PATTERN } from '@/lib/booking/dates';

/** The form's heading (its accessible name). */
export const EXPORT_FORM_TITLE_ID = 'export-title';

/**
 * '/admin/agenda?export=invalide&du=…&au=…'. No fragment: a page opened at a fragment skips `autofocus`, and the
 * form's first date takes the focus (and with it the view).
 */
export function exportFormHref(sent: { from: string | null; to: string | null }): string {
  const params = new URLSearchParams({ export: 'invalide' });
  if (sent.from && DATE_PATTERN.test(sent.from)) params.set('du', sent.from);
  if (sent.to && DATE_PATTERN.test(sent.to)) params.set('au', sent.to);
  return `/admin/agenda?${params.toString()}`;
}

type Params = Record<string, string | string[] | undefined>;

/** What the agenda's export form shows: the refused dates (or the defaults) and whether to say they were refused. */
export function exportFormState(
  params: Params,
  defaults: { from: string; to: string },
): { from: string; to: string; invalid: boolean } {
  const one = (key: string) => {
    const value = params[key];
    const text = Array.isArray(value) ? value[0] : value;
    return text && DATE_PATTERN.test(text) ? text : undefined;
  };
  const invalid = params.export === 'invalide';
  return {
    from: (invalid && one('du')) || defaults.from,
    to: (invalid && one('au')) || defaults.to,
    invalid,
  };
}
