// The two catalogues. French is the reference shape: English must have exactly the same keys (checked here by the
// type of `catalogues`, and for extra keys by lib/i18n/messages.test.ts).
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import type { Locale } from './config';

export type Messages = typeof fr;

export const catalogues: Record<Locale, Messages> = { fr, en };
