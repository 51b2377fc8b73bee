// Server-side translations with an explicit locale: the language comes from the route group (app/(site) is French,
// app/en is English), so nothing reads the request and every page stays statically rendered.
import { createTranslator, type NamespaceKeys, type NestedKeyOf } from 'next-intl';
import { TIME_ZONE, type Locale } from './config';
import { catalogues, type Messages } from './messages';

export function getT<N extends NamespaceKeys<Messages, NestedKeyOf<Messages>>>(locale: Locale, namespace: N) {
  return createTranslator({ locale, messages: catalogues[locale], namespace, timeZone: TIME_ZONE });
}
