// The outbox end to end against a real SMTP server (smtp-server), messages parsed with mailparser: a wizard booking
// through POST /api/bookings, the admin's Confirmée / Annulée, a Stripe fulfilment; nothing lost while the mail server
// is down; never delivered twice, even by two deliverers at once.
import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { startSmtpSink, type SmtpSink } from '@/e2e/smtp-sink/smtp-sink.mjs';
import { createTestStore, type TestStore } from '@/lib/db/testing';
import { resetServerEnvForTests } from '@/lib/env';

let store: TestStore;
jest.mock('@/lib/db', () => ({ getStore: () => Promise.resolve(store), closeStore: async () => undefined }));
jest.mock('@/lib/db/cached', () => jest.requireActual('@/lib/testing/cached-stub'));
// Next's after() runs its task once the response is sent; here it starts at once and the test awaits it.
const mockAfterTasks: Promise<unknown>[] = [];
jest.mock('next/server', () => ({
  ...jest.requireActual('next/server'),
  after: (task: () => unknown) => {
    mockAfterTasks.push(Promise.resolve().then(task));
  },
}));

// Imported after the mocks.
import { POST as bookingsPOST } from '@/app/api/bookings/route';
import { GET as cronGET } from '@/app/api/cron/notifications/route';
import { deliverDue } from './deliver';
import { smtpSender } from './mailer';
import { fulfil } from '@/lib/payments/fulfil';
import { buildCreditNoteSnapshot, invoiceToCredit } from '@/lib/documents/credit-note';
import type { CheckoutSession } from '@/lib/payments/stripe';
import { requestStoredNotifications, statusChangeNotifications } from './compose';
import { deliverAfterResponse } from './index';
import { formatEuros } from '@/lib/format/money';
import type { Reservation, ReservationInput } from '@/lib/db/types';

const OPERATOR = 'exploitant@harmonymove.test';
const CUSTOMER = 'camille.martin@example.fr';
const CRON_SECRET = 'cron-secret-for-the-delivery-tests';
const SITE_URL = 'https://www.harmonymove.test';

let sink: SmtpSink;
const savedEnv = { ...process.env };

function inDays(days: number): string {
  return DateTime.now().setZone('Europe/Paris').plus({ days }).toFormat('yyyy-MM-dd');
}

function draft(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    tripType: 'roundTrip',
    packageId: null,
    departureAddress: 'Orly 4, Aéroport de Paris-Orly, Terminal 4, 94390 Orly',
    departurePlaceRef: 'catalogue:orly-4',
    destinationAddress: 'Gare de Lyon, Place Louis-Armand, 75012 Paris',
    destinationPlaceRef: 'catalogue:paris-gare-de-lyon',
    pickupDate: inDays(3),
    pickupTime: '10:30',
    flightTrainNumber: 'AF1234',
    returnPickupDate: inDays(5),
    returnPickupTime: '18:00',
    returnFlightTrainNumber: 'AF1235',
    passengers: '2',
    holdBags: '1',
    childSeatBooster: true,
    vehicleType: 'berline',
    contactName: 'Camille Martin',
    contactEmail: CUSTOMER,
    contactPhone: '06 12 34 56 78',
    acceptTerms: true,
    requestId: randomUUID(),
    website: '',
    ...overrides,
  };
}

let ip = 0;
async function book(
  overrides: Record<string, unknown> = {},
): Promise<{ status: number; bookingRef: string }> {
  const response = await bookingsPOST(
    new Request('http://localhost/api/bookings', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-real-ip': `198.51.100.${(ip += 1)}` },
      body: JSON.stringify(draft(overrides)),
    }),
  );
  return {
    status: response.status,
    bookingRef: ((await response.json()) as { bookingRef: string }).bookingRef,
  };
}

function cron(secret = CRON_SECRET): Promise<Response> {
  return cronGET(
    new Request('http://localhost/api/cron/notifications', {
      headers: { authorization: `Bearer ${secret}` },
    }),
  );
}

/** The instant `hours` from now, as stored (a cancellation's fee counts from the time the message is written). */
function inHours(hours: number): string {
  return DateTime.now().plus({ hours }).toUTC().toISO()!;
}

let cardRefs = 0;
/** A ride of Camille Martin as the booking routes store it; `overrides`: another pickup, payment method or price. */
async function storedRide(overrides: Partial<ReservationInput> = {}): Promise<Reservation> {
  cardRefs += 1;
  const input: ReservationInput = {
    bookingRef: `HM-C${String(cardRefs).padStart(4, '0')}`,
    requestId: randomUUID(),
    channel: 'wizard',
    fullName: 'Camille Martin',
    email: CUSTOMER,
    phone: '06 12 34 56 78',
    companyName: null,
    message: null,
    pickupLocation: 'Orly 4, Aéroport de Paris-Orly, Terminal 4, 94390 Orly',
    dropoffLocation: 'Gare de Lyon, Place Louis-Armand, 75012 Paris',
    pickupTime: DateTime.fromISO(`${inDays(3)}T10:30`, { zone: 'Europe/Paris' })
      .toUTC()
      .toISO()!,
    flightTrainNumber: 'AF1234',
    vehicleType: 'berline',
    passengers: 2,
    holdBags: 1,
    booster: 0,
    tripType: 'oneWay',
    returnPickupTime: null,
    returnFlightTrainNumber: null,
    priceCents: 6000,
    quote: null,
    paymentMethod: 'online',
    ...overrides,
  };
  const { reservation } = await store.createReservation(input, await requestStoredNotifications(input));
  deliverAfterResponse();
  return reservation;
}

/**
 * A card booking as POST /api/checkout stores it (payment_method 'online', its messages with it, delivery after the
 * response), then its Stripe Checkout Session.
 */
async function cardBooking(
  overrides: Partial<ReservationInput> = {},
): Promise<{ reservation: Reservation; session: CheckoutSession }> {
  const reservation = await storedRide({ ...overrides, paymentMethod: 'online' });
  const sessionId = `cs_test_${reservation.id.replace(/-/g, '')}`;
  const attached = await store.attachStripeSession(reservation.id, sessionId);
  const session = {
    id: sessionId,
    payment_status: 'paid',
    amount_total: attached.priceCents,
    currency: 'eur',
    metadata: { reservation_id: attached.id, booking_ref: attached.bookingRef },
  } as unknown as CheckoutSession;
  return { reservation: attached, session };
}

/** The subjects the sink received for `recipient`, in the order they arrived. */
function subjectsTo(recipient: string): string[] {
  return sink.messages.filter((m) => m.to.includes(recipient)).map((m) => m.subject);
}

/** Every row's next attempt moved `seconds` earlier: the time a backoff waits, passed. */
async function timePasses(seconds: number): Promise<void> {
  await store.sql.query(
    `update public.notifications set next_attempt_at = next_attempt_at - make_interval(secs => $1)
     where status = 'pending'`,
    [seconds],
  );
}

/** Waits for the after() tasks started so far (delivery right after the response). */
async function settleAfterTasks(): Promise<void> {
  while (mockAfterTasks.length > 0) await Promise.all(mockAfterTasks.splice(0));
}

async function rows(status?: string) {
  const all = await store.listNotifications(1000);
  return status ? all.filter((n) => n.status === status) : all;
}

function setEnv(values: Record<string, string | undefined>): void {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetServerEnvForTests();
}

beforeAll(async () => {
  [store, sink] = await Promise.all([createTestStore({ seed: false }), startSmtpSink()]);
}, 120_000);

afterAll(async () => {
  await Promise.all([store?.close(), sink?.close()]);
  process.env = savedEnv;
  resetServerEnvForTests();
});

beforeEach(async () => {
  setEnv({
    SITE_URL,
    SMTP_URL: sink.url,
    MAIL_FROM: 'Harmony Move <reservation@harmonymove.test>',
    OPERATOR_EMAIL: OPERATOR,
    CRON_SECRET,
    TRUSTED_PROXY: 'vercel', // each test booking comes from its own x-real-ip (the per-IP limit is not tested here)
    // Many requests from a few addresses, each read back: the acknowledgement caps are lib/requests' to test.
    CUSTOMER_ACK_ADDRESS_DAILY_LIMIT: '9999999',
    CUSTOMER_ACK_HOURLY_LIMIT: '9999999',
  });
  await sink.start();
  sink.messages.length = 0;
  await store.sql.query('delete from public.notifications');
});

describe('delivery against a real SMTP server', () => {
  it('a wizard booking: the operator gets every detail, the price and the admin link; the customer a receipt', async () => {
    const { status, bookingRef } = await book();
    expect(status).toBe(201);
    await settleAfterTasks();

    expect(sink.messages).toHaveLength(2);
    const operator = sink.messages.find((m) => m.to.includes(OPERATOR));
    const customer = sink.messages.find((m) => m.to.includes(CUSTOMER));
    expect(operator?.envelope).toEqual({ from: 'reservation@harmonymove.test', to: [OPERATOR] });
    // Replying to the operator's message writes to the customer; replying to the customer's reaches the operator
    // (not MAIL_FROM's mailbox).
    expect(operator?.replyTo).toEqual([CUSTOMER]);
    expect(customer?.replyTo).toEqual([OPERATOR]);
    expect(operator?.subject).toBe(`Nouvelle demande ${bookingRef} · Réservation en ligne · Camille Martin`);
    // The plain-text part holds every detail and the server's price (Orly → Paris fixed fare, round trip).
    for (const expected of [
      'Nouvelle demande',
      `Référence\u00a0: ${bookingRef}`,
      'Téléphone\u00a0: 06 12 34 56 78',
      `E-mail\u00a0: ${CUSTOMER}`,
      'Départ\u00a0: Orly 4, Aéroport de Paris-Orly, Terminal 4, 94390 Orly',
      'Arrivée\u00a0: Gare de Lyon, Place Louis-Armand, 75012 Paris',
      'Vol / train\u00a0: AF1234',
      'Type de trajet\u00a0: Aller-retour',
      'Vol / train retour\u00a0: AF1235',
      'Véhicule\u00a0: Berline Confort',
      'Passagers\u00a0: 2',
      'Bagages en soute\u00a0: 1',
      'Rehausseurs\u00a0: 1',
      'Prix calculé par le serveur',
      'Total TTC\u00a0:',
      `${SITE_URL}/admin/dashboard?q=${bookingRef}`,
    ]) {
      expect(operator?.text).toContain(expected);
    }
    const stored = await store.getReservationByBookingRef(bookingRef);
    expect(operator?.text).toContain(`Prix\u00a0: ${formatEuros(stored!.priceCents!)}`);
    expect(operator?.html).toContain(`href="${SITE_URL}/admin/dashboard?q=${bookingRef}"`);
    expect(operator?.html).toContain('#0f2a4a'); // the brand's primary colour

    expect(customer?.subject).toBe(`Demande reçue · ${bookingRef} · Harmony Move`);
    expect(customer?.text).toContain(`Votre référence\u00a0: ${bookingRef}`);
    expect(customer?.text).toContain('Et maintenant\u00a0?');
    expect(customer?.text).not.toContain('/admin/');
    expect(customer?.attachments).toEqual([]);

    const sent = await rows('sent');
    expect(sent).toHaveLength(2);
    expect(sent.every((n) => n.attempts === 1 && n.sentAt !== null && n.reservationId === stored?.id)).toBe(
      true,
    );
    // Each message carries its row id: a re-sent message can be told apart.
    expect(sink.messages.map((m) => m.notificationId).sort()).toEqual(sent.map((n) => n.id).sort());
  });

  it('Confirmée by the admin: voucher link and an .ics for the calendar; Annulée: the cancellation', async () => {
    const { bookingRef } = await book();
    await settleAfterTasks();
    sink.messages.length = 0;
    const before = await store.getReservationByBookingRef(bookingRef);
    if (!before) throw new Error('réservation absente');

    await store.updatePaymentStatus(before.id, 'paid', {
      expectedStatus: 'pending',
      expectedPaidOnline: false,
      notifications: await statusChangeNotifications(before, 'paid'),
    });
    expect(await (await cron()).json()).toMatchObject({ smtp: true, sent: 1 });
    const [confirmed] = sink.messages;
    expect(confirmed?.to).toEqual([CUSTOMER]);
    expect(confirmed?.replyTo).toEqual([OPERATOR]);
    expect(confirmed?.subject).toBe(`Réservation confirmée · ${bookingRef} · Harmony Move`);
    expect(confirmed?.text).toMatch(new RegExp(`${SITE_URL}/bon/${bookingRef}\\.[\\w-]{22}\\n`));
    expect(confirmed?.text).not.toContain('/facture'); // confirmed for payment on board: no invoice yet
    const ics = confirmed?.attachments.find((a) => a.filename === `reservation-${bookingRef}.ics`);
    expect(ics?.contentType).toBe('text/calendar');
    const pickup = DateTime.fromISO(`${inDays(3)}T10:30`, { zone: 'Europe/Paris' }).toUTC();
    const back = DateTime.fromISO(`${inDays(5)}T18:00`, { zone: 'Europe/Paris' }).toUTC();
    expect(ics?.content).toContain('BEGIN:VCALENDAR');
    expect(ics?.content).toContain(`DTSTART:${pickup.toFormat("yyyyMMdd'T'HHmmss'Z'")}`);
    expect(ics?.content).toContain(`DTSTART:${back.toFormat("yyyyMMdd'T'HHmmss'Z'")}`);
    expect(ics?.content).toContain(`SUMMARY:Harmony Move · trajet ${bookingRef}`);
    expect(ics?.content.match(/BEGIN:VEVENT/g)).toHaveLength(2);

    sink.messages.length = 0;
    const paid = await store.getReservation(before.id);
    await store.updatePaymentStatus(before.id, 'cancelled', {
      expectedStatus: 'paid',
      expectedPaidOnline: false,
      // A minute later (the files' revision counts seconds).
      notifications: await statusChangeNotifications(paid!, 'cancelled', {
        now: new Date(Date.now() + 60_000),
      }),
    });
    await cron();
    expect(sink.messages.map((m) => m.subject)).toEqual([
      `Réservation annulée · ${bookingRef} · Harmony Move`,
    ]);
    expect(sink.messages[0]?.text).toContain(`Votre réservation ${bookingRef} est annulée.`);
    // The round trip was in the customer's calendar: one file per event takes it out, and wins over the first file.
    expect(sink.messages[0]?.text).toContain('ouvrez les pièces jointes\u00a0: elles les en retirent.');
    const cancels = sink.messages[0]?.attachments ?? [];
    expect(cancels.map((a) => a.filename)).toEqual([
      `reservation-${bookingRef}.ics`,
      `reservation-${bookingRef}-retour.ics`,
    ]);
    const uids = (file: string | undefined) => file?.match(/^UID:.*$/gm) ?? [];
    expect(cancels.flatMap((a) => uids(a.content))).toEqual(uids(ics?.content));
    const sequence = (file: string | undefined) => Number(file?.match(/^SEQUENCE:(\d+)/m)?.[1]);
    for (const cancel of cancels) {
      expect(cancel.content).toContain('METHOD:CANCEL');
      expect(cancel.content).toContain('STATUS:CANCELLED');
      expect(sequence(cancel.content)).toBeGreaterThan(sequence(ics?.content));
    }
  });

  it('Stripe fulfilment: Paiement reçu to the operator, Réservation confirmée with the invoice link', async () => {
    const { bookingRef } = await book();
    await settleAfterTasks();
    sink.messages.length = 0;
    const r = await store.getReservationByBookingRef(bookingRef);
    const sessionId = `cs_test_${r!.id.replace(/-/g, '')}`;
    await store.attachStripeSession(r!.id, sessionId);
    const session = {
      id: sessionId,
      payment_status: 'paid',
      amount_total: r!.priceCents,
      currency: 'eur',
      metadata: { reservation_id: r!.id, booking_ref: bookingRef },
    } as unknown as CheckoutSession;
    // The webhook and the return page may both fulfil, at once: one transition, one set of messages.
    const results = await Promise.all([fulfil(session), fulfil(session)]);
    expect(results.filter((x) => x.outcome === 'paid' && x.transitioned)).toHaveLength(1);
    await settleAfterTasks();
    await cron();
    const operator = sink.messages.find((m) => m.to.includes(OPERATOR));
    const customer = sink.messages.find((m) => m.to.includes(CUSTOMER));
    expect(operator?.subject).toBe(
      `Paiement reçu ${bookingRef} · ${formatEuros(r!.priceCents!)} · Camille Martin`,
    );
    expect(operator?.text).toContain(`Session Stripe\u00a0: ${sessionId}`);
    expect(operator?.replyTo).toEqual([CUSTOMER]);
    expect(customer?.replyTo).toEqual([OPERATOR]);
    expect(sink.messages).toHaveLength(2);
    expect(customer?.text).toContain('et votre paiement a bien été reçu');
    expect(customer?.text).toMatch(new RegExp(`${SITE_URL}/bon/${bookingRef}\\.[\\w-]{22}/facture`));
    expect(customer?.attachments.map((a) => a.filename)).toEqual([`reservation-${bookingRef}.ics`]);
  });

  it('without SMTP_URL the messages stay pending (readable), and the cron route claims nothing', async () => {
    setEnv({ SMTP_URL: undefined });
    await book();
    await settleAfterTasks();
    expect(await (await cron()).json()).toEqual({ smtp: false });
    const pending = await rows('pending');
    expect(pending).toHaveLength(2);
    expect(pending.every((n) => n.attempts === 0 && n.html.includes('<html') && n.text.length > 0)).toBe(
      true,
    );
    expect(sink.messages).toHaveLength(0);
  });

  it('the cron route refuses a wrong secret', async () => {
    expect((await cron('not-the-secret-at-all')).status).toBe(401);
  });
});

describe('nothing lost, nothing twice', () => {
  it('SMTP down while three requests arrive → all pending; back up → the cron route delivers each exactly once', async () => {
    await sink.stop();
    const refs = [];
    for (let i = 0; i < 3; i += 1) {
      const { status, bookingRef } = await book({ contactName: `Client ${i + 1}` });
      expect(status).toBe(201); // the visitor's answer does not depend on the mail server
      refs.push(bookingRef);
    }
    await settleAfterTasks(); // the after() attempts fail: connection refused

    const waiting = await rows('pending');
    expect(waiting).toHaveLength(6); // per request: the operator's 'Nouvelle demande' and the customer's receipt
    expect(waiting.filter((n) => n.kind === 'operator_new_request')).toHaveLength(3);
    expect(waiting.every((n) => n.attempts === 1 && /ECONNREFUSED|connect/i.test(n.lastError ?? ''))).toBe(
      true,
    );
    // Retried with backoff: not due before a minute.
    expect(waiting.every((n) => Date.parse(n.nextAttemptAt) > Date.now() + 50_000)).toBe(true);
    expect(await (await cron()).json()).toMatchObject({ smtp: true, claimed: 0 });

    await sink.start();
    await store.sql.query("update public.notifications set next_attempt_at = now() where status = 'pending'");
    const [first, second] = await Promise.all([cron(), cron()]);
    const reports = [(await first.json()) as { sent: number }, (await second.json()) as { sent: number }];
    expect(reports[0]!.sent + reports[1]!.sent).toBe(6);

    const operatorSubjects = sink.messages.filter((m) => m.to.includes(OPERATOR)).map((m) => m.subject);
    expect(operatorSubjects).toHaveLength(3);
    for (const ref of refs) expect(operatorSubjects.filter((s) => s.includes(ref))).toHaveLength(1);
    expect(new Set(sink.messages.map((m) => m.notificationId)).size).toBe(6);
    expect(sink.messages).toHaveLength(6);
    expect(await rows('sent')).toHaveLength(6);

    expect(await (await cron()).json()).toMatchObject({ claimed: 0 }); // nothing left, nothing re-sent
    expect(sink.messages).toHaveLength(6);
  });

  it('two deliverers racing over many rows: every message delivered exactly once', async () => {
    setEnv({ SMTP_URL: undefined });
    for (let i = 0; i < 8; i += 1) await book({ contactName: `Course ${i + 1}` });
    setEnv({ SMTP_URL: sink.url });
    const sender = smtpSender(sink.url, 'reservation@harmonymove.test');
    const [a, b] = await Promise.all([deliverDue(store, sender), deliverDue(store, sender)]);
    expect(a.sent + b.sent).toBe(16);
    expect(sink.messages).toHaveLength(16);
    expect(new Set(sink.messages.map((m) => m.notificationId)).size).toBe(16);
  });

  it('a batch outlasting its lock (slow SMTP): the rows another deliverer took back are sent by it alone, once each', async () => {
    setEnv({ SMTP_URL: undefined });
    for (let i = 0; i < 3; i += 1) await book({ contactName: `Lente ${i + 1}` });
    setEnv({ SMTP_URL: sink.url });
    const smtp = smtpSender(sink.url, 'reservation@harmonymove.test');
    let second: Awaited<ReturnType<typeof deliverDue>> | undefined;
    // The first send takes so long that the batch's lock runs out: meanwhile another deliverer claims what is left.
    const slow = {
      send: async (n: Parameters<typeof smtp.send>[0]) => {
        await smtp.send(n);
        if (second) return;
        await store.sql.query(
          "update public.notifications set locked_until = now() - interval '1 second' where status = 'sending' and id <> $1",
          [n.id],
        );
        second = await deliverDue(store, smtp);
      },
    };
    const first = await deliverDue(store, slow);
    expect(second?.sent).toBeGreaterThan(0);
    expect(first.sent + second!.sent).toBe(6);
    expect(sink.messages).toHaveLength(6);
    expect(new Set(sink.messages.map((m) => m.notificationId)).size).toBe(6);
    expect((await rows()).every((n) => n.status === 'sent')).toBe(true);
  });

  it('after the last attempt the row is failed; Renvoyer (re-queue) sends it again', async () => {
    setEnv({ SMTP_URL: undefined });
    await book();
    const [operatorRow] = (await rows('pending')).filter((n) => n.kind === 'operator_new_request');
    // Only the operator's row stays in play, five attempts already spent (the limit is six).
    await store.sql.query("update public.notifications set status = 'sent' where id <> $1", [
      operatorRow!.id,
    ]);
    await store.sql.query('update public.notifications set attempts = 5 where id = $1', [operatorRow!.id]);
    await sink.stop();
    setEnv({ SMTP_URL: sink.url });
    expect(await (await cron()).json()).toMatchObject({ failed: 1 });
    expect(await store.getNotification(operatorRow!.id)).toMatchObject({ status: 'failed', attempts: 6 });

    await sink.start();
    await store.requeueNotification(operatorRow!.id);
    expect(await (await cron()).json()).toMatchObject({ sent: 1 });
    expect(sink.messages.map((m) => m.notificationId)).toEqual([operatorRow!.id]);
  });
});

describe('out of date when their turn comes (SMTP configured weeks later)', () => {
  it('confirmed then set back to « En attente »: its queued « Réservation confirmée » is not sent but marked; a booking still confirmed gets its own', async () => {
    setEnv({ SMTP_URL: undefined });
    const backToPending = await book({ contactName: 'Camille Attente' });
    const stillConfirmed = await book({ contactName: 'Camille Confirmée' });
    for (const { bookingRef } of [backToPending, stillConfirmed]) {
      const r = (await store.getReservationByBookingRef(bookingRef))!;
      await store.updatePaymentStatus(r.id, 'paid', {
        expectedStatus: 'pending',
        expectedPaidOnline: false,
        notifications: await statusChangeNotifications(r, 'paid'),
      });
    }
    // The operator changes their mind: back to pending (no message for that change).
    const r = (await store.getReservationByBookingRef(backToPending.bookingRef))!;
    await store.updatePaymentStatus(r.id, 'pending', {
      expectedStatus: 'paid',
      expectedPaidOnline: false,
      notifications: await statusChangeNotifications(r, 'pending'),
    });
    expect(await rows('pending')).toHaveLength(6);

    setEnv({ SMTP_URL: sink.url });
    expect(await (await cron()).json()).toMatchObject({ smtp: true, sent: 5, skipped: 1, failed: 0 });
    const subjects = sink.messages.map((m) => m.subject);
    expect(subjects).not.toContain(`Réservation confirmée · ${backToPending.bookingRef} · Harmony Move`);
    expect(subjects).toContain(`Demande reçue · ${backToPending.bookingRef} · Harmony Move`);
    expect(subjects).toContain(`Réservation confirmée · ${stillConfirmed.bookingRef} · Harmony Move`);

    const [skipped, ...more] = await rows('skipped');
    expect(more).toEqual([]);
    expect(skipped).toMatchObject({ kind: 'customer_confirmed', reservationId: r.id, sentAt: null });
    expect(skipped?.lastError).toBe(
      `Non envoyée, plus à jour\u00a0: la réservation ${backToPending.bookingRef} est maintenant «\u00a0En attente\u00a0»\u00a0; «\u00a0Réservation confirmée (client)\u00a0» aurait contredit ce que le client sait.`,
    );
    // Given up for good: the next runs leave it alone.
    expect(await (await cron()).json()).toMatchObject({ claimed: 0 });

    // Confirmed again: the new confirmation leaves (the skipped one held nothing back).
    const pending = (await store.getReservation(r.id))!;
    await store.updatePaymentStatus(r.id, 'paid', {
      expectedStatus: 'pending',
      expectedPaidOnline: false,
      notifications: await statusChangeNotifications(pending, 'paid'),
    });
    sink.messages.length = 0;
    expect(await (await cron()).json()).toMatchObject({ sent: 1, skipped: 0 });
    expect(sink.messages.map((m) => m.subject)).toEqual([
      `Réservation confirmée · ${backToPending.bookingRef} · Harmony Move`,
    ]);
  });

  it('cancelled while SMTP is down, then deleted: once back, the customer still gets « Réservation annulée », and only it', async () => {
    setEnv({ SMTP_URL: undefined });
    const { bookingRef } = await book();
    const r = (await store.getReservationByBookingRef(bookingRef))!;
    await store.updatePaymentStatus(r.id, 'cancelled', {
      expectedStatus: 'pending',
      expectedPaidOnline: false,
      notifications: await statusChangeNotifications(r, 'cancelled'),
    });
    // « Demande reçue », « Nouvelle demande », « Réservation annulée »: all waiting when the operator deletes it.
    expect(await rows('pending')).toHaveLength(3);
    await store.deleteReservation(r.id);

    setEnv({ SMTP_URL: sink.url });
    expect(await (await cron()).json()).toMatchObject({ smtp: true, sent: 1, skipped: 0, failed: 0 });
    expect(sink.messages.map((m) => [m.to, m.subject])).toEqual([
      [[CUSTOMER], `Réservation annulée · ${bookingRef} · Harmony Move`],
    ]);
    expect(sink.messages[0]?.text).toContain(`Votre réservation ${bookingRef} est annulée.`);
    // Never confirmed: no calendar entry to take out.
    expect(sink.messages[0]?.attachments).toEqual([]);
    expect(sink.messages[0]?.text).not.toContain('pièce jointe');
  });

  it('a « Demande reçue » whose ride was days ago is not sent; the operator’s « Nouvelle demande » still is', async () => {
    const input: ReservationInput = {
      bookingRef: 'HM-OLD01',
      requestId: randomUUID(),
      channel: 'wizard',
      fullName: 'Camille Martin',
      email: CUSTOMER,
      phone: '06 12 34 56 78',
      companyName: null,
      message: null,
      pickupLocation: 'Orly 4, Aéroport de Paris-Orly, Terminal 4, 94390 Orly',
      dropoffLocation: 'Gare de Lyon, Place Louis-Armand, 75012 Paris',
      pickupTime: DateTime.now().minus({ days: 10 }).toUTC().toISO()!,
      flightTrainNumber: null,
      vehicleType: 'berline',
      passengers: 1,
      holdBags: 0,
      booster: 0,
      tripType: 'oneWay',
      returnPickupTime: null,
      returnFlightTrainNumber: null,
      priceCents: 6000,
      quote: null,
      paymentMethod: 'on_board',
    };
    await store.createReservation(input, await requestStoredNotifications(input));
    expect(await (await cron()).json()).toMatchObject({ sent: 1, skipped: 1 });
    expect(sink.messages.map((m) => m.to)).toEqual([[OPERATOR]]);
    const [skipped] = await rows('skipped');
    expect(skipped?.kind).toBe('customer_request_received');
    expect(skipped?.lastError).toMatch(
      /^Non envoyée, trop tard\u00a0: le trajet de la réservation HM-OLD01 était prévu le /,
    );
  });
});

describe('card bookings', () => {
  it('before the payment: the receipt says it is awaited, the operator reads « En ligne (Stripe) — non payé »', async () => {
    const { reservation } = await cardBooking();
    await settleAfterTasks();
    const [receipt] = sink.messages.filter((m) => m.to.includes(CUSTOMER));
    expect(receipt?.subject).toBe(`Demande reçue · ${reservation.bookingRef} · Harmony Move`);
    expect(receipt?.text).toContain('Nous attendons votre paiement en ligne');
    expect(receipt?.text).not.toContain('Nous vérifions la disponibilité');
    const [operator] = sink.messages.filter((m) => m.to.includes(OPERATOR));
    expect(operator?.text).toContain('Paiement\u00a0: En ligne (Stripe) — non payé');
  });

  it('SMTP down during a card booking and its payment: once back, « Demande reçue » leaves before « Réservation confirmée »', async () => {
    await sink.stop();
    const { reservation, session } = await cardBooking();
    await settleAfterTasks(); // the request's two messages fail once (retry in 1 minute)…
    await timePasses(61);
    await cron(); // …and twice (retry in 2 minutes)
    expect((await rows('pending')).map((n) => n.attempts)).toEqual([2, 2]);
    await fulfil(session); // the payment's messages: their first attempt would be due in 1 minute
    await settleAfterTasks();
    await sink.start();

    // A minute later, the payment's messages would be due, but the request's are not yet: nothing leaves.
    await timePasses(61);
    expect(await (await cron()).json()).toMatchObject({ smtp: true, sent: 0 });
    expect(sink.messages).toEqual([]);

    // Another minute: each recipient reads the booking's messages in the order they were written.
    await timePasses(61);
    expect(await (await cron()).json()).toMatchObject({ sent: 4, retried: 0 });
    const ref = reservation.bookingRef;
    expect(subjectsTo(CUSTOMER)).toEqual([
      `Demande reçue · ${ref} · Harmony Move`,
      `Réservation confirmée · ${ref} · Harmony Move`,
    ]);
    expect(subjectsTo(OPERATOR)).toEqual([
      `Nouvelle demande ${ref} · Réservation en ligne · Camille Martin`,
      `Paiement reçu ${ref} · ${formatEuros(6000)} · Camille Martin`,
    ]);
  });

  it('paid after the operator confirmed it by hand: the customer’s « Paiement reçu » with the amount and the voucher page', async () => {
    const { reservation, session } = await cardBooking();
    await store.updatePaymentStatus(reservation.id, 'paid', {
      expectedStatus: 'pending',
      expectedPaidOnline: false,
      notifications: await statusChangeNotifications(reservation, 'paid'),
    });
    await settleAfterTasks();
    await cron();
    sink.messages.length = 0;

    expect(await fulfil(session)).toMatchObject({ outcome: 'paid', transitioned: true });
    await settleAfterTasks();
    await cron();
    const ref = reservation.bookingRef;
    const [customer, ...more] = sink.messages.filter((m) => m.to.includes(CUSTOMER));
    expect(more).toEqual([]);
    expect(customer?.subject).toBe(`Paiement reçu · ${ref} · Harmony Move`);
    expect(customer?.replyTo).toEqual([OPERATOR]);
    expect(customer?.text).toContain(
      `Nous avons bien reçu votre paiement en ligne de ${formatEuros(6000)} pour la réservation ${ref}.`,
    );
    expect(customer?.text).toContain('vous n’aurez rien à payer à bord');
    // The voucher page, where the invoice issued with the payment is.
    expect(customer?.text).toMatch(
      new RegExp(`Voir mon bon de réservation et ma facture\u00a0:\\n${SITE_URL}/bon/${ref}\\.[\\w-]{22}\\n`),
    );
    expect(await store.getInvoiceByReservation(reservation.id)).not.toBeNull();
    expect(subjectsTo(OPERATOR)).toEqual([`Paiement reçu ${ref} · ${formatEuros(6000)} · Camille Martin`]);
  });

  it('paid after the operator cancelled it: the customer is told the payment will be refunded in full', async () => {
    const { reservation, session } = await cardBooking();
    await store.updatePaymentStatus(reservation.id, 'cancelled', {
      expectedStatus: 'pending',
      expectedPaidOnline: false,
      notifications: await statusChangeNotifications(reservation, 'cancelled'),
    });
    await settleAfterTasks();
    await cron();
    expect(sink.messages.find((m) => m.to.includes(CUSTOMER) && /annulée/.test(m.subject))?.text).toContain(
      'Aucun montant ne vous sera demandé.',
    );
    sink.messages.length = 0;

    expect(await fulfil(session)).toMatchObject({ outcome: 'paid_cancelled' });
    await settleAfterTasks();
    await cron();
    const ref = reservation.bookingRef;
    const [customer, ...more] = sink.messages.filter((m) => m.to.includes(CUSTOMER));
    expect(more).toEqual([]);
    expect(customer?.subject).toBe(`Paiement reçu, réservation annulée · ${ref} · Harmony Move`);
    expect(customer?.text).toContain(
      `Nous avons bien reçu votre paiement en ligne de ${formatEuros(6000)} pour la réservation ${ref}, mais cette réservation avait été annulée entre-temps.`,
    );
    expect(customer?.text).toContain('Ce paiement vous sera remboursé intégralement');
    expect(customer?.text).not.toContain('/bon/');
    expect(subjectsTo(OPERATOR)).toEqual([
      `Paiement reçu — réservation annulée, à rembourser ${ref} · ${formatEuros(6000)} · Camille Martin`,
    ]);
  });
});

describe('a cancellation and the terms of sale (free > 48 h, 50 % from 48 h to 12 h, 100 % under 12 h)', () => {
  /** Confirmed by the operator (paid on board), then cancelled: the customer's « Réservation annulée » as sent. */
  async function cancelledOnBoard(pickupHours: number): Promise<string | undefined> {
    const reservation = await storedRide({
      paymentMethod: 'on_board',
      pickupTime: inHours(pickupHours),
      priceCents: 9000,
    });
    await store.updatePaymentStatus(reservation.id, 'paid', {
      expectedStatus: 'pending',
      expectedPaidOnline: false,
      notifications: await statusChangeNotifications(reservation, 'paid'),
    });
    const confirmed = (await store.getReservation(reservation.id))!;
    await store.updatePaymentStatus(reservation.id, 'cancelled', {
      expectedStatus: 'paid',
      expectedPaidOnline: false,
      notifications: await statusChangeNotifications(confirmed, 'cancelled'),
    });
    await settleAfterTasks();
    await cron();
    return sink.messages.find(
      (m) =>
        m.to.includes(CUSTOMER) && m.subject.startsWith(`Réservation annulée · ${reservation.bookingRef}`),
    )?.text;
  }

  it('paid on board: nothing due more than 48 hours ahead; 50 % with the amount at 30 hours; 100 % at 3 hours', async () => {
    expect(await cancelledOnBoard(72)).toContain('Aucun montant ne vous sera demandé.');
    const half = await cancelledOnBoard(30);
    expect(half).toContain(
      `Cette annulation intervient moins de 48 heures avant la prise en charge\u00a0: selon nos conditions générales de vente, 50\u00a0% du prix (${formatEuros(4500)}) peut vous être demandé. Nous revenons vers vous à ce sujet.`,
    );
    expect(half).not.toContain('Aucun montant');
    const full = await cancelledOnBoard(3);
    expect(full).toContain(
      `Cette annulation intervient moins de 12 heures avant la prise en charge\u00a0: selon nos conditions générales de vente, 100\u00a0% du prix (${formatEuros(9000)}) peut vous être demandé.`,
    );
    expect(full).not.toContain('Aucun montant');
  });

  it('paid online, cancelled 30 hours before: the refund follows the terms of sale, no full refund promised', async () => {
    const { reservation, session } = await cardBooking({ pickupTime: inHours(30), priceCents: 9000 });
    expect(await fulfil(session)).toMatchObject({ outcome: 'paid' });
    const paid = (await store.getReservation(reservation.id))!;
    // As the admin cancels it (app/admin/(protected)/dashboard/actions.ts): the invoice is cancelled by a credit note.
    const invoice = await invoiceToCredit(paid);
    await store.updatePaymentStatus(reservation.id, 'cancelled', {
      expectedStatus: 'paid',
      expectedPaidOnline: true,
      notifications: await statusChangeNotifications(paid, 'cancelled', { invoiced: invoice !== null }),
      creditNote: invoice ? buildCreditNoteSnapshot(paid, invoice) : null,
    });
    await settleAfterTasks();
    await cron();
    const text = sink.messages.find(
      (m) =>
        m.to.includes(CUSTOMER) && m.subject.startsWith(`Réservation annulée · ${reservation.bookingRef}`),
    )?.text;
    expect(text).toContain(
      `Vous avez payé en ligne\u00a0: cette annulation intervenant moins de 48 heures avant la prise en charge, le remboursement suit les conditions d’annulation de nos conditions générales de vente, selon lesquelles 50\u00a0% du prix (${formatEuros(4500)}) peut être retenu.`,
    );
    expect(text).not.toMatch(/intégral|Aucun montant/);
  });
});
