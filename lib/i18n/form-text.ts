// The copy of the contact and business forms (components/site/whatsapp-request-form.tsx) in one language, built on
// the server from the catalogue and passed as a prop: the client code holds no sentence of either language.
import { SEND_FAILED_TEXT } from '@/lib/requests/send-failed';
import type { Locale } from './config';
import { getT } from './translator';

export interface RequestFormText {
  locale: Locale;
  optional: string;
  requiredNote: string;
  sending: string;
  storedBefore: string;
  storedAfter: string;
  openWhatsApp: string;
  required: { title: string; description: string };
  invalidTitle: string;
  fieldRequired: string;
  invalidEmail: string;
  invalidPhone: string;
  tooLong: string;
  sent: { title: string; description: string };
  popupBlocked: string;
  /** The network-failure toast ('Envoi impossible'). */
  failed: { title: string; description: string };
}

export function requestFormText(locale: Locale): RequestFormText {
  const t = getT(locale, 'RequestForm');
  const s = getT(locale, 'ServerMessages');
  return {
    locale,
    optional: t('optional'),
    requiredNote: t('requiredNote'),
    sending: t('sending'),
    storedBefore: t('storedBefore'),
    storedAfter: t('storedAfter'),
    openWhatsApp: t('openWhatsApp'),
    required: { title: t('requiredTitle'), description: t('requiredText') },
    invalidTitle: t('invalidTitle'),
    fieldRequired: s('required'),
    invalidEmail: s('invalidEmail'),
    invalidPhone: s('invalidPhone'),
    tooLong: s('tooLong'),
    sent: { title: t('sentTitle'), description: t('sentText') },
    popupBlocked: t('popupBlocked'),
    failed: { title: SEND_FAILED_TEXT[locale].title, description: SEND_FAILED_TEXT[locale].message },
  };
}
