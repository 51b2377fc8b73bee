// What each channel's request says to the operator and the customer (plain-text part; the HTML renders the same model).
import { resetServerEnvForTests } from '@/lib/env';
import { withVatExemption } from '@/lib/testing/vat-exemption';
import type { Reservation, ReservationInput } from '@/lib/db/types';
import {
  paymentReceivedNotifications,
  requestStoredNotifications,
  statusChangeNotifications,
} from './compose';
import { formatEuros } from '@/lib/format/money';
import { getPlace } from '@/lib/places/catalogue';
import { computeQuote } from '@/lib/pricing';
import { DEFAULT_PRICE_SETTINGS } from '@/lib/pricing/settings';
import { priceSnapshotLines } from './content';

const BASE: ReservationInput = {
  bookingRef: 'HM-AB12C',
  requestId: null,
  channel: 'contact',
  fullName: 'Jeanne Dupont',
  email: 'jeanne@example.fr',
  phone: '07 00 00 00 00',
  companyName: null,
  message: 'Bonjour,\nun transfert vers Roissy le 3 ?',
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
};

beforeAll(() => {
  process.env.OPERATOR_EMAIL = 'exploitant@harmonymove.test';
  process.env.SITE_URL = 'https://www.harmonymove.test';
  resetServerEnvForTests();
});
afterAll(() => {
  delete process.env.OPERATOR_EMAIL;
  resetServerEnvForTests();
});

describe('request notifications per channel', () => {
  it('contact: the message in full to the operator; the customer is told a reply will follow', async () => {
    const [operator, customer] = await requestStoredNotifications(BASE);
    expect(operator).toMatchObject({
      kind: 'operator_new_request',
      recipient: 'exploitant@harmonymove.test',
      subject: 'Nouvelle demande HM-AB12C · Formulaire de contact · Jeanne Dupont',
    });
    expect(operator?.text).toContain('Message\u00a0: Bonjour,\nun transfert vers Roissy le 3 ?');
    expect(operator?.text).toContain('Téléphone\u00a0: 07 00 00 00 00');
    expect(operator?.text).not.toContain('Prise en charge');
    expect(customer).toMatchObject({ kind: 'customer_request_received', recipient: 'jeanne@example.fr' });
    expect(customer?.text).toContain('Nous étudions votre message');
  });

  it('a stranger’s links are never repeated to the address typed in the form; the operator still reads everything', async () => {
    const [operator, customer] = await requestStoredNotifications({
      ...BASE,
      fullName: 'Gagnez 1000 EUR sur http://evil.example',
      email: 'victime@example.org',
      message: 'Cliquez ici www.evil.example/phish pour votre remboursement',
    });
    for (const part of [customer?.text, customer?.html, customer?.subject]) {
      expect(part).not.toMatch(/evil|Gagnez|Cliquez/);
    }
    expect(customer?.text).toContain('Bonjour,');
    expect(operator?.text).toContain('Gagnez 1000 EUR sur http://evil.example');
    expect(operator?.text).toContain('www.evil.example/phish');
    // A ride's typed addresses too (the package forms take the street as typed); a plain name is still greeted.
    const [, rider] = await requestStoredNotifications({
      ...BASE,
      channel: 'package',
      fullName: 'Jeanne Dupont',
      message: null,
      pickupLocation: '7 rue Saint-Pierre, Dourdan — voir https://evil.example',
      dropoffLocation: "2 place de l'Hôtel de Ville, Étampes",
      pickupTime: '2030-05-14T08:30:00.000Z',
      vehicleType: 'berline',
      passengers: 2,
      holdBags: 0,
      tripType: 'oneWay',
      priceCents: 4000,
    });
    expect(rider?.text).toContain('Bonjour Jeanne Dupont,');
    expect(rider?.text).not.toContain('evil.example');
    expect(rider?.text).toContain("2 place de l'Hôtel de Ville, Étampes");
  });

  it('a number to call typed as a name or a street is not repeated either (a scam needs it as much as a link)', async () => {
    const [operator, customer] = await requestStoredNotifications({
      ...BASE,
      channel: 'package',
      fullName: 'Client, URGENT appelez le 08 99 12 34 56',
      email: 'victime@example.org',
      message: null,
      pickupLocation: 'VOTRE COLIS EST BLOQUE - appelez le 0899123456 pour payer les frais',
      dropoffLocation: "2 place de l'Hôtel de Ville, 91150 Étampes",
      pickupTime: '2030-05-14T08:30:00.000Z',
      flightTrainNumber: 'AF 1234',
      vehicleType: 'berline',
      passengers: 2,
      holdBags: 0,
      tripType: 'oneWay',
      priceCents: 4000,
    });
    for (const part of [customer?.text, customer?.html, customer?.subject]) {
      expect(part).not.toMatch(/URGENT|0899|08 99|COLIS/);
    }
    expect(customer?.text).toContain('Bonjour,');
    // A street number, a postcode and a flight number are not numbers to call.
    expect(customer?.text).toContain("2 place de l'Hôtel de Ville, 91150 Étampes");
    expect(customer?.text).toContain('AF 1234');
    expect(operator?.text).toContain('URGENT appelez le 08 99 12 34 56');
    // A name with a digit, or as long as a sentence, is not greeted either.
    const [, numbered] = await requestStoredNotifications({ ...BASE, fullName: 'Gagnant 2026' });
    expect(numbered?.text).toContain('Bonjour,');
    expect(numbered?.text).not.toContain('Gagnant');
  });

  it('business: the company and the needs', async () => {
    const [operator] = await requestStoredNotifications({
      ...BASE,
      channel: 'business',
      companyName: 'ACME SAS',
      message: 'Navettes hebdomadaires',
    });
    expect(operator?.subject).toBe('Nouvelle demande HM-AB12C · Offre entreprise · Jeanne Dupont');
    expect(operator?.text).toContain('Société\u00a0: ACME SAS');
    expect(operator?.text).toContain('Message\u00a0: Navettes hebdomadaires');
  });

  it('package and airport: the ride, the price and the stored price snapshot', async () => {
    for (const channel of ['package', 'airport'] as const) {
      const [operator, customer] = await requestStoredNotifications({
        ...BASE,
        channel,
        message: null,
        pickupLocation: '3 rue de Chartres, 91410 Dourdan',
        dropoffLocation: 'Aéroport Paris-Orly, Terminal 4',
        pickupTime: '2026-12-24T05:15:00.000Z',
        flightTrainNumber: 'TO4411',
        vehicleType: 'van',
        passengers: 5,
        holdBags: 4,
        booster: 2,
        tripType: 'oneWay',
        priceCents: 9500,
        quote: {
          source: 'local_package',
          packageId: '00000000-0000-4000-8000-000000000202',
          route: 'Dourdan → Orly',
          department: 'Dourdan-Aéroport',
          priceCents: 9500,
        },
      });
      expect(operator?.text).toContain('Prise en charge\u00a0: jeudi 24 décembre 2026 à 06:15');
      expect(operator?.text).toContain('Véhicule\u00a0: Van Premium');
      expect(operator?.text).toContain('Rehausseurs\u00a0: 2');
      // As the site shows it, TTC included (the e-mail said « 95,00 € » where the page said « 95,00 € TTC »).
      expect(operator?.text).toContain(`Prix\u00a0: ${formatEuros(9500)}\u00a0TTC\n`);
      // The package by its name (its route, stored with the request), never by its database id.
      expect(operator?.text).toContain('- Forfait\u00a0: Dourdan → Orly');
      expect(operator?.text).not.toContain('00000000-0000-4000-8000-000000000202');
      expect(operator?.html).not.toContain('00000000-0000-4000-8000-000000000202');
      expect(operator?.text).not.toContain('identifiant');
      expect(operator?.text).toContain('- Secteur\u00a0: Dourdan-Aéroport');
      expect(operator?.text).toContain(`- Prix\u00a0: ${formatEuros(9500)}`);
      expect(customer?.text).toContain('Et maintenant\u00a0? Nous vérifions la disponibilité');
      expect(customer?.text).toContain('Prise en charge\u00a0: jeudi 24 décembre 2026 à 06:15');
      expect(customer?.text).not.toContain('Prix calculé par le serveur');
    }
  });

  it('a price reads as on the site: TTC, « incl. VAT » in English, the amount alone under the VAT exemption', async () => {
    const priced = {
      ...BASE,
      channel: 'package' as const,
      message: null,
      pickupLocation: '3 rue de Chartres, 91410 Dourdan',
      dropoffLocation: 'Aéroport Paris-Orly, Terminal 4',
      pickupTime: '2026-12-24T05:15:00.000Z',
      vehicleType: 'berline' as const,
      passengers: 2,
      tripType: 'oneWay' as const,
      priceCents: 9500,
    };
    const [operator, customer] = await requestStoredNotifications(priced);
    expect(operator?.text).toContain(`Prix\u00a0: ${formatEuros(9500)}\u00a0TTC`);
    expect(customer?.text).toContain(`Prix\u00a0: ${formatEuros(9500)}\u00a0TTC`);
    const [, english] = await requestStoredNotifications({ ...priced, locale: 'en' });
    expect(english?.text).toMatch(/€95\.00 incl\. VAT/);
    const [exemptOperator, exemptCustomer] = await withVatExemption(() => requestStoredNotifications(priced));
    for (const message of [exemptOperator, exemptCustomer]) {
      expect(message?.text).toContain(`Prix\u00a0: ${formatEuros(9500)}\n`);
      expect(message?.text).not.toContain('TTC');
    }
  });

  it('a request without a usable e-mail gets no customer message', async () => {
    const drafts = await requestStoredNotifications({ ...BASE, email: 'pas-une-adresse' });
    expect(drafts.map((d) => d.kind)).toEqual(['operator_new_request']);
    // Nor a Reply-To on the operator's message (it would go nowhere).
    expect(drafts[0]?.replyTo).toBeNull();
  });

  it("the operator's message replies to the customer; the customer's to the operator (at delivery, by its kind)", async () => {
    for (const channel of ['contact', 'business', 'wizard'] as const) {
      const [operator, customer] = await requestStoredNotifications({ ...BASE, channel });
      expect(operator?.replyTo).toBe('jeanne@example.fr');
      expect(customer?.replyTo ?? null).toBeNull();
    }
  });

  it('a card booking not paid yet: the payment is awaited (customer), « En ligne (Stripe) — non payé » (operator)', async () => {
    const card: ReservationInput = {
      ...BASE,
      channel: 'wizard',
      message: null,
      pickupLocation: 'Orly 4',
      dropoffLocation: 'Gare de Lyon',
      pickupTime: '2026-12-24T05:15:00.000Z',
      paymentMethod: 'online',
    };
    const [operator, customer] = await requestStoredNotifications(card);
    expect(operator?.text).toContain('Paiement\u00a0: En ligne (Stripe) — non payé');
    expect(customer?.text).toContain(
      'Et maintenant\u00a0? Nous attendons votre paiement en ligne\u00a0: dès qu’il est reçu, votre réservation est confirmée et vous recevez un e-mail «\u00a0Réservation confirmée\u00a0» avec votre bon de réservation.',
    );
    expect(customer?.text).not.toContain('Nous vérifions la disponibilité');
    // Pay on board: unchanged.
    const [onBoardOperator, onBoard] = await requestStoredNotifications({
      ...card,
      paymentMethod: 'on_board',
    });
    expect(onBoardOperator?.text).toContain('Paiement\u00a0: À bord\n');
    expect(onBoard?.text).toContain('Nous vérifions la disponibilité');
  });

  it('a payment that does not confirm the booking: the customer’s « Paiement reçu », per status the money finds', async () => {
    const booking = {
      ...BASE,
      channel: 'wizard' as const,
      id: '00000000-0000-4000-8000-000000000003',
      message: null,
      pickupLocation: 'Orly 4',
      dropoffLocation: 'Gare de Lyon',
      pickupTime: '2026-12-24T05:15:00.000Z',
      priceCents: 6000,
      paymentMethod: 'online' as const,
      paymentStatus: 'paid' as const,
      checkoutState: 'open' as const,
      stripeSessionId: 'cs_test_x',
      paidAt: '2026-11-23T09:00:00.000Z',
      locale: 'fr' as const,
      createdAt: '2026-11-23T08:00:00.000Z',
      updatedAt: '2026-11-23T09:00:00.000Z',
      anonymisedAt: null,
    };
    // Confirmed by hand: paid, nothing on board, the voucher page (the invoice is there).
    const [operator, confirmed, ...none] = await paymentReceivedNotifications(booking);
    expect(none).toEqual([]);
    expect(operator).toMatchObject({ kind: 'operator_payment_received', replyTo: 'jeanne@example.fr' });
    expect(confirmed).toMatchObject({
      kind: 'customer_payment_received',
      recipient: 'jeanne@example.fr',
      subject: 'Paiement reçu · HM-AB12C · Harmony Move',
    });
    expect(confirmed?.text).toContain(
      `Nous avons bien reçu votre paiement en ligne de ${formatEuros(6000)} pour la réservation HM-AB12C.`,
    );
    expect(confirmed?.text).toContain('Votre trajet est réglé\u00a0: vous n’aurez rien à payer à bord.');
    expect(confirmed?.text).toMatch(
      /Voir mon bon de réservation et ma facture\u00a0:\nhttps:\/\/www\.harmonymove\.test\/bon\/HM-AB12C\.[\w-]{22}\n/,
    );
    expect(confirmed?.attachments).toEqual([]);
    // Completed: the invoice, nothing about paying on board.
    const [, completed] = await paymentReceivedNotifications({ ...booking, paymentStatus: 'completed' });
    expect(completed?.kind).toBe('customer_payment_received');
    expect(completed?.text).not.toContain('à bord');
    expect(completed?.text).toContain('/bon/HM-AB12C.');
    // Cancelled: refunded in full, no document.
    const [, refunded] = await paymentReceivedNotifications({ ...booking, paymentStatus: 'cancelled' });
    expect(refunded).toMatchObject({
      kind: 'customer_payment_received',
      subject: 'Paiement reçu, réservation annulée · HM-AB12C · Harmony Move',
    });
    expect(refunded?.text).toContain('mais cette réservation avait été annulée entre-temps.');
    expect(refunded?.text).toContain('Ce paiement vous sera remboursé intégralement, sur la carte utilisée.');
    expect(refunded?.text).not.toContain('Aucun montant');
    expect(refunded?.text).not.toContain('/bon/');
    // Pending: the payment confirms it — « Réservation confirmée », as before.
    const [, confirmation] = await paymentReceivedNotifications({ ...booking, paymentStatus: 'pending' });
    expect(confirmation?.kind).toBe('customer_confirmed');
  });

  it('status changes: only Confirmée and Annulée are announced, once', async () => {
    const reservation = {
      ...BASE,
      channel: 'wizard' as const,
      id: '00000000-0000-4000-8000-000000000001',
      pickupTime: '2026-12-24T05:15:00.000Z',
      paymentStatus: 'pending' as const,
      checkoutState: null,
      stripeSessionId: null,
      paidAt: null,
      locale: 'fr' as const,
      createdAt: '2026-11-23T08:00:00.000Z',
      updatedAt: '2026-11-23T08:00:00.000Z',
      anonymisedAt: null,
    };
    expect((await statusChangeNotifications(reservation, 'paid')).map((d) => d.kind)).toEqual([
      'customer_confirmed',
    ]);
    // A contact or business message is not a booking: its statuses (Traitée, Annulée) e-mail nobody.
    for (const channel of ['contact', 'business'] as const) {
      for (const [from, to] of [
        ['pending', 'paid'],
        ['pending', 'completed'],
        ['pending', 'cancelled'],
        ['completed', 'cancelled'],
      ] as const) {
        expect(
          await statusChangeNotifications(
            { ...reservation, channel, pickupTime: null, paymentStatus: from },
            to,
          ),
        ).toEqual([]);
      }
    }
    // A row without a ride has no voucher, no calendar attachment, none promised.
    const [request] = await statusChangeNotifications({ ...reservation, pickupTime: null }, 'paid');
    expect(request?.attachments).toEqual([]);
    expect(request?.text).not.toContain('bon de réservation');
    expect(request?.text).not.toContain('pièce jointe');
    const [ride] = await statusChangeNotifications(reservation, 'paid');
    expect(ride?.text).toContain('Votre bon de réservation est disponible');
    // Priced and paid in the vehicle: the confirmation says what to hand the driver (nothing without a price).
    expect(ride?.text).not.toContain('Le paiement se fait à bord');
    const [priced] = await statusChangeNotifications({ ...reservation, priceCents: 8500 }, 'paid');
    expect(priced?.text).toContain('Le paiement se fait à bord\u00a0: 85,00\u00a0€ à régler au chauffeur.');
    // A card request the operator confirms before any payment arrived (the customer left Stripe's page): the driver
    // collects it (the agenda says « paiement en ligne non reçu »), and the customer reads the same.
    const [byHand] = await statusChangeNotifications(
      { ...reservation, priceCents: 8500, paymentMethod: 'online', checkoutState: 'expired' },
      'paid',
    );
    expect(byHand?.text).toContain('Le paiement se fait à bord\u00a0: 85,00\u00a0€ à régler au chauffeur.');
    const [paidOnline] = await statusChangeNotifications(
      { ...reservation, priceCents: 8500, paymentMethod: 'online', checkoutState: 'paid' },
      'paid',
    );
    expect(paidOnline?.text).not.toContain('Le paiement se fait à bord');
    expect(ride?.attachments).toHaveLength(1);
    // Its lines are folded at 75 octets (RFC 5545 §3.1), accented addresses included, and unfold to the text.
    const long =
      'Château de Dourdan, Place du Général de Gaulle, côté église Saint-Germain — entrée’s « grille »';
    const [accented] = await statusChangeNotifications({ ...reservation, pickupLocation: long }, 'paid');
    const ics = String(accented?.attachments[0]?.content);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(ics.replace(/\r\n[ \t]/g, '')).toContain(long.replace(/,/g, '\\,'));
    expect(await statusChangeNotifications(reservation, 'completed')).toEqual([]);
    expect(await statusChangeNotifications(reservation, 'pending')).toEqual([]);
    const cancelled = await statusChangeNotifications({ ...reservation, paymentStatus: 'paid' }, 'cancelled');
    expect(cancelled.map((d) => d.subject)).toEqual(['Réservation annulée · HM-AB12C · Harmony Move']);
  });

  it('a confirmed ride cancelled: its calendar file takes both legs out again, newer than the one that added them', async () => {
    const ride = {
      ...BASE,
      channel: 'wizard' as const,
      id: '00000000-0000-4000-8000-000000000002',
      pickupLocation: 'Dourdan',
      dropoffLocation: 'Orly',
      pickupTime: '2026-12-24T05:15:00.000Z',
      returnPickupTime: '2026-12-27T18:00:00.000Z',
      tripType: 'roundTrip' as const,
      paymentStatus: 'pending' as const,
      checkoutState: null,
      stripeSessionId: null,
      paidAt: null,
      locale: 'en' as const,
      createdAt: '2026-11-23T08:00:00.000Z',
      updatedAt: '2026-11-23T08:00:00.000Z',
      anonymisedAt: null,
    };
    const confirmedAt = new Date('2026-11-29T10:00:00.000Z');
    const [confirmed] = await statusChangeNotifications(ride, 'paid', { now: confirmedAt });
    const added = String(confirmed?.attachments[0]?.content);
    expect(added).toContain('METHOD:PUBLISH');
    expect(added).toContain(`SEQUENCE:${(confirmedAt.getTime() - Date.UTC(2026, 0, 1)) / 1000}`);

    const [cancelled] = await statusChangeNotifications({ ...ride, paymentStatus: 'paid' }, 'cancelled', {
      now: new Date(confirmedAt.getTime() + 1000),
    });
    // One file per event (a cancellation carries one UID), each without a reminder, naming whom it is for.
    expect(cancelled?.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['reservation-HM-AB12C.ics', 'text/calendar; charset=utf-8; method=CANCEL'],
      ['reservation-HM-AB12C-retour.ics', 'text/calendar; charset=utf-8; method=CANCEL'],
    ]);
    const removed = cancelled!.attachments.map((a) => String(a.content));
    expect(removed.map((file) => file.match(/^UID:.*$/gm))).toEqual(
      added.match(/^UID:.*$/gm)!.map((uid) => [uid]),
    );
    for (const file of removed) {
      expect(file).toContain('METHOD:CANCEL');
      expect(file).toContain('STATUS:CANCELLED');
      expect(file).not.toContain('BEGIN:VALARM');
      expect(file.replace(/\r\n[ \t]/g, '')).toMatch(/^ATTENDEE;.*:mailto:jeanne@example\.fr$/m);
      expect(file).toContain(`SEQUENCE:${(confirmedAt.getTime() - Date.UTC(2026, 0, 1)) / 1000 + 1}`);
    }
    expect(cancelled?.text).toContain(
      'If you added the appointments to your calendar, open the attached files: they remove them.',
    );

    // Confirmed, set back to « En attente », then cancelled: it was in the calendar all the same.
    const [afterPending] = await statusChangeNotifications(
      { ...ride, paymentStatus: 'pending', paidAt: confirmedAt.toISOString() },
      'cancelled',
      { now: confirmedAt },
    );
    expect(afterPending?.attachments).toHaveLength(2);

    // A request never confirmed was never in a calendar: nothing attached, nothing said.
    const [declined] = await statusChangeNotifications(ride, 'cancelled', { now: confirmedAt });
    expect(declined?.attachments).toEqual([]);
    expect(declined?.text).not.toContain('calendar');
  });

  it('a cancellation speaks of a refund only when the customer paid online, not after a confirmation by hand', async () => {
    const confirmedByHand = {
      ...BASE,
      channel: 'wizard' as const,
      id: '00000000-0000-4000-8000-000000000002',
      // Cancelled three weeks before the pickup (`weeksBefore`): free (see the terms' tests below).
      pickupTime: '2030-12-24T05:15:00.000Z',
      paymentStatus: 'paid' as const,
      // A confirmation by hand dates paid_at too; no money was taken.
      checkoutState: null,
      stripeSessionId: null,
      paidAt: '2026-11-23T09:00:00.000Z',
      locale: 'fr' as const,
      createdAt: '2026-11-23T08:00:00.000Z',
      updatedAt: '2026-11-23T09:00:00.000Z',
      anonymisedAt: null,
    };
    const weeksBefore = { now: new Date('2030-12-03T09:00:00.000Z') };
    const [byHand] = await statusChangeNotifications(confirmedByHand, 'cancelled', weeksBefore);
    expect(byHand?.text).toContain('Aucun montant ne vous sera demandé.');
    expect(byHand?.text).not.toContain('rembourse');
    const paidOnline = {
      ...confirmedByHand,
      paymentMethod: 'online' as const,
      checkoutState: 'paid' as const,
    };
    const [online] = await statusChangeNotifications(paidOnline, 'cancelled', weeksBefore);
    expect(online?.text).toContain('Vous avez payé en ligne');
  });
});

describe('a cancellation and the terms of sale (free > 48 h, 50 % from 48 h to 12 h, 100 % under 12 h)', () => {
  /** A pickup `hours` from now: the message is written at the status change, so the clock is the real one. */
  const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
  const confirmed = (pickupHours: number, overrides: Partial<Reservation> = {}) => ({
    ...BASE,
    channel: 'wizard' as const,
    id: '00000000-0000-4000-8000-000000000004',
    message: null,
    pickupLocation: 'Orly 4',
    dropoffLocation: 'Gare de Lyon',
    pickupTime: inHours(pickupHours),
    vehicleType: 'berline' as const,
    passengers: 2,
    tripType: 'oneWay' as const,
    priceCents: 9000,
    paymentStatus: 'paid' as const,
    checkoutState: null,
    stripeSessionId: null,
    paidAt: inHours(-24),
    locale: 'fr' as const,
    createdAt: inHours(-48),
    updatedAt: inHours(-24),
    anonymisedAt: null,
    ...overrides,
  });
  const cancellationText = async (pickupHours: number, overrides: Partial<Reservation> = {}) => {
    const [email] = await statusChangeNotifications(confirmed(pickupHours, overrides), 'cancelled');
    expect(email?.kind).toBe('customer_cancelled');
    return email?.text ?? '';
  };

  it('more than 48 hours before the pickup: nothing is due', async () => {
    const text = await cancellationText(72);
    expect(text).toContain('Aucun montant ne vous sera demandé.');
    expect(text).not.toContain('conditions générales de vente');
  });

  it('30 hours before: 50 % of the price may be asked, with the amount — never waived', async () => {
    const text = await cancellationText(30);
    expect(text).toContain(
      `Cette annulation intervient moins de 48 heures avant la prise en charge\u00a0: selon nos conditions générales de vente, 50\u00a0% du prix (${formatEuros(4500)}) peut vous être demandé. Nous revenons vers vous à ce sujet.`,
    );
    expect(text).not.toContain('Aucun montant');
    // Half of an odd number of cents: rounded half up to the cent.
    expect(await cancellationText(30, { priceCents: 9001 })).toContain(
      `50\u00a0% du prix (${formatEuros(4501)})`,
    );
    // Without a price, the share alone.
    expect(await cancellationText(30, { priceCents: null })).toContain(
      'selon nos conditions générales de vente, 50\u00a0% du prix peut vous être demandé.',
    );
  });

  it('3 hours before: 100 %; after the pickup time too (no-show)', async () => {
    const text = await cancellationText(3);
    expect(text).toContain(
      `Cette annulation intervient moins de 12 heures avant la prise en charge\u00a0: selon nos conditions générales de vente, 100\u00a0% du prix (${formatEuros(9000)}) peut vous être demandé.`,
    );
    expect(text).not.toContain('Aucun montant');
    expect(await cancellationText(-2)).toContain(
      `Cette annulation intervient après l’heure de prise en charge\u00a0: selon nos conditions générales de vente, 100\u00a0% du prix (${formatEuros(9000)}) peut vous être demandé.`,
    );
  });

  it('a request the operator turns down, never confirmed, is free whenever it is (terms of sale, 1)', async () => {
    const text = await cancellationText(3, { paymentStatus: 'pending' });
    expect(text).toContain('Aucun montant ne vous sera demandé.');
    expect(text).not.toContain('conditions générales de vente');
  });

  it('counts from the instant of the status change the admin made', async () => {
    const [email] = await statusChangeNotifications(confirmed(60), 'cancelled', {
      now: new Date(Date.now() + 30 * 3_600_000),
    });
    expect(email?.text).toContain('50\u00a0% du prix');
  });

  it('paid online inside 48 hours: the refund follows the terms, no full refund is promised', async () => {
    const paidOnline = { paymentMethod: 'online' as const, checkoutState: 'paid' as const };
    const text = await cancellationText(30, paidOnline);
    expect(text).toContain(
      `Vous avez payé en ligne\u00a0: cette annulation intervenant moins de 48 heures avant la prise en charge, le remboursement suit les conditions d’annulation de nos conditions générales de vente, selon lesquelles 50\u00a0% du prix (${formatEuros(4500)}) peut être retenu. Nous revenons vers vous à ce sujet.`,
    );
    expect(text).not.toMatch(/intégral|Aucun montant|le remboursement est traité par nos soins/);
    expect(await cancellationText(3, paidOnline)).toContain(
      'cette annulation intervenant moins de 12 heures avant la prise en charge',
    );
    // More than 48 hours before: the refund, as before.
    expect(await cancellationText(72, paidOnline)).toContain(
      'Vous avez payé en ligne\u00a0: le remboursement est traité par nos soins',
    );
  });

  it('in English for an English booking, with the amount in English', async () => {
    const late = await cancellationText(30, { locale: 'en' });
    expect(late).toContain(
      'This cancellation comes less than 48 hours before pick-up: under our terms and conditions of sale, 50% of the fare (€45.00) may be charged to you. We will get back to you about it.',
    );
    expect(await cancellationText(3, { locale: 'en' })).toContain('less than 12 hours before pick-up');
    expect(await cancellationText(72, { locale: 'en' })).toContain('You will not be asked to pay anything.');
    const online = await cancellationText(30, {
      locale: 'en',
      paymentMethod: 'online',
      checkoutState: 'paid',
    });
    expect(online).toContain(
      'You paid online: as this cancellation comes less than 48 hours before pick-up, the refund follows the cancellation conditions of our terms and conditions of sale, under which 50% of the fare (€45.00) may be withheld.',
    );
    expect(online).not.toContain('in full');
  });
});

describe("the operator's price lines (the stored quote)", () => {
  const place = (id: string) => {
    const p = getPlace(id)!;
    return { address: p.address, lat: p.lat, lng: p.lng };
  };
  const stored = (departure: string, destination: string) => {
    const result = computeQuote(
      { departure: place(departure), destination: place(destination), vehicleType: 'berline' },
      DEFAULT_PRICE_SETTINGS,
    );
    if (!result.ok) throw new Error(result.message);
    return { quote: result.quote };
  };

  it('under the VAT exemption: one total with the art. 293 B mention, no HT / TVA split', () => {
    for (const [from, to] of [
      ['gare-de-dourdan', 'orly-1'],
      ['gare-de-dourdan', 'etampes'],
    ] as const) {
      const lines = priceSnapshotLines(stored(from, to), { vatExempt: true });
      const total = stored(from, to).quote.totalPrice;
      expect(lines.filter((l) => l.startsWith('Total'))).toEqual([
        `Total\u00a0: ${formatEuros(total)} (TVA non applicable, art. 293 B du CGI)`,
      ]);
      expect(lines.some((l) => /^TVA|Total HT|Total TTC| HT$| TTC$/.test(l))).toBe(false);
    }
    // A breakdown already written without VAT (its mention, then its total): the mention is said once, on the total.
    const exemptBreakdown = priceSnapshotLines(
      {
        quote: {
          totalPrice: 9500,
          breakdown: [
            'Forfait local\u00a0: Dourdan → Orly',
            'TVA non applicable, art. 293 B du CGI',
            'Total\u00a0: 95,00\u00a0€',
          ],
        },
      },
      { vatExempt: true },
    );
    expect(exemptBreakdown).toEqual([
      'Forfait local\u00a0: Dourdan → Orly',
      `Total\u00a0: ${formatEuros(9500)} (TVA non applicable, art. 293 B du CGI)`,
    ]);
    // A snapshot without a breakdown: the total alone.
    expect(
      priceSnapshotLines(
        { quote: { totalPrice: 9500, estimatedPrice: 8636, vatAmount: 864 } },
        { vatExempt: true },
      ),
    ).toEqual([`Total\u00a0: ${formatEuros(9500)} (TVA non applicable, art. 293 B du CGI)`]);
  });

  it('the operator’s « Nouvelle demande » follows the configured identity: exempt, no HT / TVA lines', async () => {
    const ride: ReservationInput = {
      ...BASE,
      channel: 'wizard',
      message: null,
      pickupLocation: 'Gare de Dourdan',
      dropoffLocation: 'Étampes',
      pickupTime: '2030-05-14T08:30:00.000Z',
      vehicleType: 'berline',
      passengers: 2,
      tripType: 'oneWay',
      priceCents: stored('gare-de-dourdan', 'etampes').quote.totalPrice,
      quote: stored('gare-de-dourdan', 'etampes'),
    };
    const [withVat] = await requestStoredNotifications(ride);
    expect(withVat?.text).toContain('Total HT\u00a0:');
    expect(withVat?.text).toContain('Total TTC\u00a0:');
    const [exempt] = await withVatExemption(() => requestStoredNotifications(ride));
    expect(exempt?.text).toContain(
      `Total\u00a0: ${formatEuros(ride.priceCents!)} (TVA non applicable, art. 293 B du CGI)`,
    );
    expect(exempt?.text).not.toMatch(/Total HT|TVA 10|Total TTC/);
    expect(exempt?.html).not.toMatch(/Total HT|TVA 10|Total TTC/);
  });

  it('says each total once, and a fixed route’s distance is not « facturée »', () => {
    const fixed = priceSnapshotLines(stored('gare-de-dourdan', 'orly-1'));
    expect(fixed.filter((l) => l.startsWith('Total TTC'))).toHaveLength(1);
    expect(fixed.some((l) => l.startsWith('Prix HT'))).toBe(false);
    expect(fixed.some((l) => l.startsWith('Distance facturée'))).toBe(false);
    const perKm = priceSnapshotLines(stored('gare-de-dourdan', 'etampes'));
    expect(perKm.filter((l) => l.startsWith('Total TTC'))).toHaveLength(1);
    expect(perKm.some((l) => l.startsWith('Distance facturée'))).toBe(true);
  });
});
