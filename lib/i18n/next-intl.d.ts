// Typed keys: a key missing from the catalogue (or a misspelt one) fails the typecheck.
import type { Locale } from './config';
import type { Messages } from './messages';

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
