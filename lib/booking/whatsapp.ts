// The messaging-app summary (docs/product.md#whatsapp-summary): plain text; lib/config/site.ts `whatsappUrl` does the encoding.
import { VEHICLES } from '@/lib/pricing/vehicles';
import { TRIP_LABELS, type TripType } from '@/lib/domain/trips';
import type { VehicleType } from '@/lib/domain/vehicles';
import { formatFrenchDate } from '@/lib/format/dates';
import { formatEuros } from '@/lib/format/money';
import { labelled } from '@/lib/format/typography';

export interface BookingSummary {
  bookingRef: string;
  /** Package title when the request is for a package. */
  packageTitle?: string | null;
  tripType: TripType;
  vehicleType?: VehicleType | null;
  /** TTC price in cents, as the server computed it. */
  totalPriceCents?: number | null;
  /** The operator charges no VAT (lib/config/legal.ts isVatExempt): the price is written without « TTC ». */
  vatExempt?: boolean;
  /** How that price was made ('Prix fixe' / 'Prix estimé', priceKindLabel); the line says 'Prix' without it. */
  priceKind?: string | null;
  departureAddress: string;
  destinationAddress: string;
  pickupDate: string;
  pickupTime: string;
  returnPickupDate?: string | null;
  returnPickupTime?: string | null;
  passengers: number | string;
  holdBags: number | string;
  /** Number of boosters (package forms) or the wizard's child-seat option (true = 1). */
  boosters?: number | boolean | null;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  flightTrainNumber?: string | null;
  returnFlightTrainNumber?: string | null;
  /** The customer's language: the message stays French for the operator (customerMessage). */
  customerLocale?: 'fr' | 'en';
}

/** The operator's messages stay French; this line says the visitor wrote from the English site. */
export const CUSTOMER_SPEAKS_ENGLISH = 'Langue du client\u00a0: anglais (site en anglais)';

/**
 * The first words an English visitor sends from their own WhatsApp: their own language, saying that the details after
 * are French for the operator (docs/product.md#whatsapp-summary).
 */
export const ENGLISH_CUSTOMER_INTRO =
  'Hello Harmony Move, I am writing from your English website. My request follows, in French for the driver:';

/**
 * A WhatsApp text as the visitor sends it: the French message the operator reads, and for a visitor of the English site
 * an English first line they can read and the line telling the operator to answer in English.
 */
export function customerMessage(message: string, locale: 'fr' | 'en' | null | undefined): string {
  // The language line apart, after a blank line: after a contact message it would read as the visitor's own words.
  return locale === 'en' ? `${ENGLISH_CUSTOMER_INTRO}\n\n${message}\n\n${CUSTOMER_SPEAKS_ENGLISH}` : message;
}

const when = (date: string, time: string) => `${formatFrenchDate(date)} à ${time}`;

/** One line per fact, empty facts left out. Starts with a greeting and the booking reference. */
export function buildWhatsAppMessage(s: BookingSummary): string {
  const lines: string[] = [
    'Bonjour Harmony Move, je souhaite réserver un trajet.',
    `Référence\u00a0: ${s.bookingRef}`,
  ];
  const add = (label: string, value: string | null | undefined) => {
    const text = value?.trim();
    if (text) lines.push(labelled(label, text));
  };
  add('Forfait', s.packageTitle);
  add('Type', TRIP_LABELS[s.tripType]);
  add('Véhicule', s.vehicleType ? VEHICLES[s.vehicleType].name : null);
  const price = s.totalPriceCents != null ? formatEuros(s.totalPriceCents) : null;
  add(s.priceKind || 'Prix', price && (s.vatExempt ? price : `${price}\u00a0TTC`));
  add('Départ', s.departureAddress);
  add('Destination', s.destinationAddress);
  add('Date aller', when(s.pickupDate, s.pickupTime));
  if (s.tripType === 'roundTrip' && s.returnPickupDate && s.returnPickupTime) {
    add('Date retour', when(s.returnPickupDate, s.returnPickupTime));
  }
  add('Passagers', String(s.passengers));
  add('Bagages en soute', String(s.holdBags));
  const boosters = typeof s.boosters === 'boolean' ? (s.boosters ? 1 : 0) : (s.boosters ?? 0);
  add('Rehausseurs', String(boosters));
  add('Nom', s.contactName);
  add('Téléphone', s.contactPhone);
  add('E-mail', s.contactEmail);
  add('Vol / train aller', s.flightTrainNumber);
  if (s.tripType === 'roundTrip') add('Vol / train retour', s.returnFlightTrainNumber);
  return customerMessage(lines.join('\n'), s.customerLocale);
}
