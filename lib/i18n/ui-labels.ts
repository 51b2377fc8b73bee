// The one word the shared UI primitives say themselves (components/ui: the toasts' and dialogs' close button), in
// both languages. Client-safe and tiny: the primitives render outside any page's catalogue (the Toaster sits in the
// root layout, above both languages).
import type { Locale } from './config';

export const CLOSE_LABEL: Record<Locale, string> = { fr: 'Fermer', en: 'Close' };
