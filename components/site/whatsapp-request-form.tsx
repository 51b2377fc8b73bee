// The contact and business request form (/contact, /offre-entreprise). Server component; the page passes:
//   endpoint     '/api/contact' | '/api/business' — also picks the server's schema the form validates with
//                (lib/requests/message-form.ts: contact → name, email, phone?, message; business → company, contact,
//                email, phone, needs);
//   fields       the fields in order (RequestField: name as the schema names it, label, type, required, maxLength,
//                autoComplete?, placeholder?); the control's id is `champ-<name>`;
//   submitLabel  the submit button's text;
//   text         the form's copy in the page's language (lib/i18n/form-text.ts, built on the server).
// It renders the plain form (request-form-plain.tsx: works without JavaScript, posts to the endpoint), which the
// loader (request-form-loader.tsx) replaces after the first paint with the client island (request-form-island.tsx:
// react-hook-form + the zod resolver on the server's schema, the shared form parts and useWhatsAppSubmit), same
// markup, typed values and focus carried over. The page's first-load JavaScript holds the loader only.
import { RequestFormLoader } from './request-form-loader';
import { PlainRequestForm, type PlainRequestFormProps } from './request-form-plain';

export type { RequestEndpoint, RequestField } from './request-form-parts';

export function WhatsAppRequestForm(props: PlainRequestFormProps) {
  return (
    <RequestFormLoader {...props}>
      <PlainRequestForm {...props} />
    </RequestFormLoader>
  );
}
