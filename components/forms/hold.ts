/**
 * How long a press made before a form's code is there is held (components/forms/early-form.tsx, use-idle-island.ts):
 * a form still not live after it never will be, or not soon (its scripts blocked or lost on a phone's connection, a
 * release deployed between the page and its scripts), and the press goes as the browser's own post instead.
 */
export const HOLD_MS = 3000;
