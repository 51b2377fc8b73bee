// Client-safe helpers over the copy a page passes as a prop (lib/i18n/booking-text.ts): fill a `{name}` template,
// translate a French message at display. No sentence lives here (the breakdown's lines: lib/i18n/breakdown.ts).

/** 'Step {step} of 2', { step: 1 } → 'Step 1 of 2'. A placeholder without a value is left empty. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
}

/** A French message in the page's language: its translation when the page has a map and knows the text. */
export function translated(text: string, map: Record<string, string> | null): string {
  return map?.[text] ?? text;
}
