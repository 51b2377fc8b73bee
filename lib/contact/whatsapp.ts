// Pre-filled WhatsApp texts for the contact and business forms.
import type { BusinessInput, ContactInput } from './schema';

export function contactWhatsAppText(input: ContactInput, bookingRef: string): string {
  return [
    `Bonjour Harmony Move, je vous contacte depuis votre site (réf. ${bookingRef}).`,
    '',
    `Nom : ${input.name}`,
    `E-mail : ${input.email}`,
    ...(input.phone ? [`Téléphone : ${input.phone}`] : []),
    '',
    'Message :',
    input.message,
  ].join('\n');
}

export function businessWhatsAppText(input: BusinessInput, bookingRef: string): string {
  return [
    `Bonjour Harmony Move, je souhaite recevoir un devis entreprise (réf. ${bookingRef}).`,
    '',
    `Entreprise : ${input.company}`,
    `Contact : ${input.contact}`,
    `E-mail : ${input.email}`,
    `Téléphone : ${input.phone}`,
    '',
    'Besoins spécifiques :',
    input.needs,
  ].join('\n');
}
