// Server side of the two message requests, POST /api/contact and POST /api/business: kinds on the shared pipeline
// (lib/requests/pipeline.ts). Each is stored as a reservation without a trip (channel 'contact' / 'business') and
// answered with its prefilled WhatsApp link.
import 'server-only';
import type { z } from 'zod';
import { whatsappUrl } from '@/lib/config/site';
import { customerMessage } from '@/lib/booking/whatsapp';
import type { ReservationInput } from '@/lib/db/types';
import { pathFor } from '@/lib/i18n/routes';
import { getT } from '@/lib/i18n/translator';
import { parseInput } from './body';
import type { PlainForm } from './form-post';
import { businessSchema, contactSchema, type BusinessInput, type ContactInput } from './message-form';
import type { RequestKind } from './pipeline';

type StoredFields = Omit<ReservationInput, 'bookingRef'>;

const EMPTY_TRIP = {
  pickupLocation: null,
  dropoffLocation: null,
  pickupTime: null,
  flightTrainNumber: null,
  vehicleType: null,
  passengers: null,
  holdBags: null,
  booster: 0,
  tripType: null,
  returnPickupTime: null,
  returnFlightTrainNumber: null,
  priceCents: null,
  quote: null,
  paymentMethod: 'on_board',
} as const satisfies Partial<StoredFields>;

type MessageFields = Pick<
  StoredFields,
  'channel' | 'fullName' | 'email' | 'phone' | 'companyName' | 'message' | 'locale'
>;

/** A message kind: its schema, the reservation fields it fills and its WhatsApp text. */
function messageKind<S extends z.core.$ZodType<{ requestId: string }>>(
  bucket: 'contact' | 'business',
  schema: S,
  toReservation: (input: z.output<S>) => MessageFields,
  whatsappText: (input: z.output<S>, bookingRef: string) => string,
): RequestKind<z.output<S>> {
  return {
    bucket,
    validate: (body) => parseInput(schema, body),
    reservation: (input) => ({ ...EMPTY_TRIP, requestId: input.requestId, ...toReservation(input) }),
    answer: (input, { reservation }) => ({
      bookingRef: reservation.bookingRef,
      whatsappUrl: whatsappUrl(whatsappText(input, reservation.bookingRef)),
    }),
  };
}

// The operator's messages stay French; a visitor of the English site sends them with an English first line and a line
// saying so (customerMessage, lib/booking/whatsapp.ts, shared with the wizard's and the package forms' messages).
export function contactWhatsAppText(input: ContactInput, bookingRef: string): string {
  const message = [
    `Bonjour Harmony Move, je vous contacte depuis votre site (réf. ${bookingRef}).`,
    '',
    `Nom\u00a0: ${input.name}`,
    `E-mail\u00a0: ${input.email}`,
    ...(input.phone ? [`Téléphone\u00a0: ${input.phone}`] : []),
    '',
    'Message\u00a0:',
    input.message,
  ].join('\n');
  return customerMessage(message, input.locale);
}

export function businessWhatsAppText(input: BusinessInput, bookingRef: string): string {
  const message = [
    `Bonjour Harmony Move, je souhaite recevoir un devis entreprise (réf. ${bookingRef}).`,
    '',
    `Entreprise\u00a0: ${input.company}`,
    `Contact\u00a0: ${input.contact}`,
    `E-mail\u00a0: ${input.email}`,
    `Téléphone\u00a0: ${input.phone}`,
    '',
    'Besoins spécifiques\u00a0:',
    input.needs,
  ].join('\n');
  return customerMessage(message, input.locale);
}

/** POST /api/contact: name, e-mail, optional phone, message → { bookingRef, whatsappUrl }. */
export const contactRequest = messageKind(
  'contact',
  contactSchema,
  (input) => ({
    channel: 'contact',
    fullName: input.name,
    email: input.email,
    phone: input.phone,
    companyName: null,
    message: input.message,
    locale: input.locale,
  }),
  contactWhatsAppText,
);

/** POST /api/business: company, contact, e-mail, phone, needs → { bookingRef, whatsappUrl }. */
export const businessRequest = messageKind(
  'business',
  businessSchema,
  (input) => ({
    channel: 'business',
    fullName: input.contact,
    email: input.email,
    phone: input.phone,
    companyName: input.company,
    message: input.needs,
    locale: input.locale,
  }),
  businessWhatsAppText,
);

/** The contact form as plain HTML (lib/requests/form-post.ts): its page and its labels in the page's language. */
export const contactForm: PlainForm = {
  page: (_, locale) => pathFor('/contact', locale),
  labels: (_, locale) => {
    const t = getT(locale, 'Contact');
    return { name: t('name'), email: t('email'), phone: t('phone'), message: t('message') };
  },
};

/** The business form as plain HTML, as `contactForm`. */
export const businessForm: PlainForm = {
  page: (_, locale) => pathFor('/offre-entreprise', locale),
  labels: (_, locale) => {
    const t = getT(locale, 'Business');
    const fields = ['company', 'contact', 'email', 'phone', 'needs'] as const;
    return Object.fromEntries(fields.map((field) => [field, t(field)]));
  },
};
