// The one 'Envoi impossible' (a request that got no readable answer: network down, aborted) in each language. Server
// code builds a form's copy from it (lib/i18n/form-text.ts) and passes it as a prop; the French text stays defined
// once in lib/requests/messages.ts (SEND_FAILED), the default of the French forms.
import type { Locale } from '@/lib/i18n/config';
import { SEND_FAILED } from './messages';

export const SEND_FAILED_TEXT: Record<Locale, { title: string; message: string }> = {
  fr: SEND_FAILED,
  en: {
    title: 'Sending failed',
    message:
      'Your request could not be sent (connection interrupted). Your details are kept: please try again.',
  },
};
