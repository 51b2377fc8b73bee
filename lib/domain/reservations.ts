// The words of a reservation: its statuses, channels, payment methods and checkout states, with their French labels.
// The database (lib/db), the admin views, the e-mails and the documents all take them from here.

export const PAYMENT_STATUSES = ['pending', 'paid', 'completed', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const STATUS_LABELS = {
  paid: 'Confirmée',
  pending: 'En attente',
  completed: 'Terminée',
  cancelled: 'Annulée',
} as const satisfies Record<PaymentStatus, string>;
export const UNKNOWN_STATUS_LABEL = 'Inconnu';

/** The label of a status read from outside the type system (a URL, an old row): 'Inconnu' when not a status. */
export function statusLabel(status: string): string {
  return (STATUS_LABELS as Record<string, string>)[status] ?? UNKNOWN_STATUS_LABEL;
}

/** The statuses the operator may pick, in the order of the admin's menus. */
export const STATUS_OPTIONS: PaymentStatus[] = ['paid', 'pending', 'completed', 'cancelled'];

/** The statuses the operator may pick for a reservation of this channel: a message is never « Confirmée ». */
export function statusOptionsFor(channel: Channel): PaymentStatus[] {
  return isMessageChannel(channel) ? STATUS_OPTIONS.filter((s) => s !== 'paid') : STATUS_OPTIONS;
}

export const CHANNELS = ['wizard', 'package', 'airport', 'business', 'contact'] as const;
export type Channel = (typeof CHANNELS)[number];

/**
 * A contact or business message: no ride, no price — not a booking (docs/product.md#reservations). The operator marks
 * it handled (stored `completed`, read « Traitée ») or cancelled, never « Confirmée »; its changes e-mail nobody and it
 * has no voucher, no invoice.
 */
export function isMessageChannel(channel: Channel): boolean {
  return channel === 'contact' || channel === 'business';
}

/** A handled message: the label of `completed` on a message's row, menu and details. */
export const MESSAGE_HANDLED_LABEL = 'Traitée';

/** The label of a reservation's status: a message's `completed` reads « Traitée » (see isMessageChannel). */
export function statusLabelFor(status: string, channel: Channel): string {
  return status === 'completed' && isMessageChannel(channel) ? MESSAGE_HANDLED_LABEL : statusLabel(status);
}

export const CHANNEL_LABELS: Record<Channel, string> = {
  wizard: 'Réservation en ligne',
  package: 'Forfait local',
  airport: 'Forfait aéroport',
  business: 'Offre entreprise',
  contact: 'Formulaire de contact',
};

/** What each request is, in one word (the admin list's type column and filter; details say CHANNEL_LABELS). */
export const CHANNEL_TYPE_LABELS: Record<Channel, string> = {
  wizard: 'Trajet',
  package: 'Forfait',
  airport: 'Aéroport',
  contact: 'Contact',
  business: 'Entreprise',
};

export type PaymentMethod = 'on_board' | 'online';

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  on_board: 'À bord',
  online: 'En ligne (Stripe)',
};

export type CheckoutState = 'open' | 'paid' | 'expired' | 'failed';

export const CHECKOUT_STATE_LABELS: Record<CheckoutState, string> = {
  open: 'Paiement en cours',
  paid: 'Payé',
  expired: 'Expiré',
  failed: 'Échoué',
};

/**
 * Money actually received (Stripe's payment recorded), as opposed to a booking the operator confirmed for payment on
 * board: invoices, refunds, the CSV's payment column and the messages read it.
 */
export function isPaidOnline(r: { checkoutState?: CheckoutState | null }): boolean {
  return r.checkoutState === 'paid';
}

/** The visitor's language, stored with the booking (supabase/migrations/20261123000600_reservation_locale.sql). */
// A type only: this module is in admin client bundles, a runtime list here would cost them bytes.
export type ReservationLocale = 'fr' | 'en';

/** The operator's line about the customer's language (French, like every operator view and message). */
export const CUSTOMER_LANGUAGE_LABEL = 'Langue du client';
export const LANGUAGE_NAMES_FR: Record<ReservationLocale, string> = { fr: 'français', en: 'anglais' };
