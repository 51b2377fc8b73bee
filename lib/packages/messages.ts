// French copy of the package forms (docs/product.md#packages-form, #pages-routes): the booking module's shared messages, shaped as toasts, plus
// the few texts only these pages use.
import { DATE_MESSAGES, FORM_MESSAGES, PRICING_MESSAGES, WHATSAPP_MESSAGES } from '@/lib/booking/messages';

const asToast = (m: { title: string; message: string }) => ({ title: m.title, description: m.message });

export const PACKAGE_FORM_MESSAGES = {
  noPackage: {
    title: 'Erreur de réservation',
    description: "Aucun forfait n'a été sélectionné. Veuillez retourner à la page des forfaits.",
  },
  slotUnavailable: asToast(DATE_MESSAGES.slotToast),
  returnInvalid: {
    title: DATE_MESSAGES.returnDateToastTitle,
    description: DATE_MESSAGES.packageReturnInvalid,
  },
  redirect: asToast(WHATSAPP_MESSAGES.redirect),
  required: {
    title: FORM_MESSAGES.requiredFields,
    description: "Veuillez remplir tous les champs marqués d'un astérisque.",
  },
  invalidTitle: 'Formulaire incomplet',
  fieldRequired: FORM_MESSAGES.required,
  invalidEmail: FORM_MESSAGES.invalidEmail,
  invalidPhone: FORM_MESSAGES.invalidPhone,
  commune: FORM_MESSAGES.airportCommune,
  terminal: FORM_MESSAGES.terminalRequired,
  flightNumber: FORM_MESSAGES.flightNumberRequired,
  trainNumber: FORM_MESSAGES.trainNumberRequired,
  roundTripModalTitle: PRICING_MESSAGES.roundTripModalTitle,
  /** A count outside the vehicle's limits (passengers, bags, boosters). */
  outOfRange: (min: number, max: number) => `Valeur entre ${min} et ${max}.`,
} as const;
