// The fields the contact and business pages describe for their message form (server side: the descriptions cross
// to the form as props). The person's fields and the free-text field are the same on both pages.
import type { RequestField } from '@/components/site/request-form-parts';
import { CONTACT_LIMITS } from '@/lib/requests/messages';

/** The person's fields every message form asks for — name, e-mail, phone — in the page's language. */
export function personFields(
  name: 'name' | 'contact',
  labels: { name: string; email: string; phone: string },
  phoneRequired: boolean,
): RequestField[] {
  return [
    {
      name,
      label: labels.name,
      type: 'text',
      required: true,
      autoComplete: 'name',
      maxLength: CONTACT_LIMITS.name,
    },
    {
      name: 'email',
      label: labels.email,
      type: 'email',
      required: true,
      autoComplete: 'email',
      maxLength: CONTACT_LIMITS.email,
    },
    {
      name: 'phone',
      label: labels.phone,
      type: 'tel',
      required: phoneRequired,
      autoComplete: 'tel',
      maxLength: CONTACT_LIMITS.phone,
    },
  ];
}

/** The free-text field of a message form (the contact message, the business needs). */
export function noteField(name: 'message' | 'needs', label: string, placeholder: string): RequestField {
  return { name, label, type: 'textarea', required: true, maxLength: CONTACT_LIMITS.message, placeholder };
}
