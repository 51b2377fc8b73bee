import type { Locale } from '@/lib/i18n/config';
import { HONEYPOT_FIELD } from '@/lib/requests/honeypot';

/** The field's label in the page's language (bots read it; people never see it). */
const LABEL: Record<Locale, string> = { fr: 'Site web (laisser vide)', en: 'Website (leave empty)' };

/**
 * Visually hidden, out of the tab order and of the accessibility tree: people leave it empty, form-filling bots do
 * not. Uncontrolled on purpose (react-hook-form does not see it): read it with `honeypotValue(form)` at submit.
 * `locale`: the language of the form's page (its copy's `locale`).
 */
export function Honeypot({ id = 'champ-site-web', locale }: { id?: string; locale: Locale }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{LABEL[locale]}</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** The honeypot's value in the form that holds `element` (empty for people). */
export function honeypotValue(element: Element | null | undefined): string {
  const form = (element?.tagName === 'FORM' ? element : element?.closest('form')) as HTMLFormElement | null;
  const input = form?.elements.namedItem(HONEYPOT_FIELD) as HTMLInputElement | null | undefined;
  return typeof input?.value === 'string' ? input.value : '';
}
