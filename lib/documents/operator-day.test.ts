// The operator's day: agenda groups in Paris time, the private calendar feed (token, rotation, content) and the CSV
// export (range, escaping, Excel format), through their route handlers.
import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import legalEnv from '@/e2e/legal-identity.json';
import { GET as exportGET } from '@/app/api/admin/export/route';
import { GET as journalGET } from '@/app/api/admin/journal/route';
import { exportFormState } from './export-form';
import { GET as feedGET } from '@/app/api/calendar/[file]/route';
import { requireAdminApi } from '@/lib/auth/guard';
import type { TestStore } from '@/lib/db/testing';
import { createTestStore } from '@/lib/db/testing';
import type { Reservation, ReservationInput } from '@/lib/db/types';
import { resetServerEnvForTests } from '@/lib/env';
import { buildAgenda, settlementText } from './agenda';
import { createFeedToken } from './calendar-feed';
import { csvCell, csvPhone, salesJournalCsv } from './csv';
import { contactLinks } from './format';
import { storedReservation } from '@/lib/testing/reservation';
import { legalIdentity } from '@/lib/config/legal';
import { DOCUMENT_COPY, frenchPaymentText } from './copy';
import { buildInvoiceSnapshot, issueInvoice, type InvoiceSnapshot } from './invoice';
import { buildCreditNoteSnapshot, issueCreditNote } from './credit-note';

let mockStore: TestStore;
jest.mock('@/lib/db', () => ({ getStore: async () => mockStore }));
jest.mock('@/lib/auth/guard', () => ({ requireAdminApi: jest.fn() }));

const SITE_URL = 'http://localhost:3998';
const saved = { ...process.env };
beforeAll(async () => {
  mockStore = await createTestStore({ seed: false });
  Object.assign(process.env, {
    NODE_ENV: 'production',
    // A production server on the embedded test store (lib/env.ts asks for the flag).
    ALLOW_EMBEDDED_DB: '1',
    SESSION_SECRET: 's'.repeat(40),
    SITE_URL,
    ...legalEnv,
  });
  resetServerEnvForTests();
});
afterAll(async () => {
  process.env = { ...saved };
  resetServerEnvForTests();
  await mockStore.close();
});

let counter = 0;
async function reservation(overrides: Partial<ReservationInput> = {}): Promise<Reservation> {
  counter += 1;
  const { reservation: r } = await mockStore.createReservation({
    bookingRef: `HM-O${String(counter).padStart(4, '0')}`,
    requestId: randomUUID(),
    channel: 'wizard',
    fullName: 'Jean Dupont',
    email: 'jean@example.fr',
    phone: '06 12 34 56 78',
    companyName: null,
    message: null,
    pickupLocation: '5 rue de la Gare, 91410 Dourdan',
    dropoffLocation: 'Gare Montparnasse, Paris',
    pickupTime: new Date(Date.now() + 3 * 3600_000).toISOString(),
    flightTrainNumber: null,
    vehicleType: 'berline',
    passengers: 1,
    holdBags: 0,
    booster: 0,
    tripType: 'oneWay',
    returnPickupTime: null,
    returnFlightTrainNumber: null,
    priceCents: 11000,
    quote: null,
    paymentMethod: 'on_board',
    ...overrides,
  });
  return r;
}

describe('agenda', () => {
  it('groups legs by Paris day: today, tomorrow, this week; cancelled and later rides left out', async () => {
    // 2026-11-23 22:30 UTC = 23:30 in Paris: 23:10 UTC is already tomorrow (00:10) in Paris.
    const now = new Date('2026-11-23T22:30:00.000Z');
    const base = { paymentStatus: 'paid' } as const;
    const make = (ref: string, pickupTime: string, extra: Partial<Reservation> = {}) =>
      ({ ...base, id: ref, bookingRef: ref, pickupTime, returnPickupTime: null, ...extra }) as Reservation;
    const groups = buildAgenda(
      [
        make('HM-AAAAA', '2026-11-23T22:45:00.000Z'),
        make('HM-BBBBB', '2026-11-23T23:10:00.000Z', { returnPickupTime: '2026-11-26T17:00:00.000Z' }),
        make('HM-CCCCC', '2026-11-24T08:00:00.000Z', { paymentStatus: 'cancelled' }),
        make('HM-DDDDD', '2026-12-05T08:00:00.000Z'),
      ],
      now,
    );
    expect(groups.map((g) => [g.label, g.rides.map((r) => r.key)])).toEqual([
      ["Aujourd'hui", ['HM-AAAAA-aller']],
      ['Demain', ['HM-BBBBB-aller']],
      ['D’ici 7 jours', ['HM-BBBBB-retour']],
    ]);
  });

  it('one-tap links reach the customer in international form', () => {
    expect(contactLinks('06 12 34 56 78')).toEqual({
      tel: 'tel:+33612345678',
      sms: 'sms:+33612345678',
      whatsapp: 'https://wa.me/33612345678',
    });
    expect(contactLinks('+44 20 7946 0958')?.whatsapp).toBe('https://wa.me/442079460958');
    expect(contactLinks('pas de numéro')).toBeNull();
  });

  it('tells the driver what to collect: nothing when paid online, the price otherwise', () => {
    // Paid through Stripe: never charged twice.
    expect(settlementText(storedReservation({ checkoutState: 'paid', paymentStatus: 'paid' }))).toBe(
      'Payée en ligne\u00a0: rien à encaisser',
    );
    // Confirmed by hand, paid on board.
    expect(
      settlementText(
        storedReservation({
          paymentMethod: 'on_board',
          checkoutState: null,
          tripType: 'oneWay',
          priceCents: 8000,
        }),
      ),
    ).toBe('À encaisser\u00a0: 80,00\u00a0€');
    // An online payment not received: collected on board unless it arrives; a round trip's price is both legs'.
    expect(
      settlementText(storedReservation({ paymentStatus: 'paid', checkoutState: 'open', priceCents: 15000 })),
    ).toBe('À encaisser\u00a0: 150,00\u00a0€ (aller-retour) — paiement en ligne non reçu');
    // « Terminée »: settled on board, as its invoice says — nothing left to collect.
    expect(
      settlementText(
        storedReservation({
          paymentMethod: 'on_board',
          paymentStatus: 'completed',
          checkoutState: null,
          tripType: 'oneWay',
          priceCents: 6000,
        }),
      ),
    ).toBe('Réglée à bord\u00a0: 60,00\u00a0€');
    // A message or a business request has no price.
    expect(settlementText(storedReservation({ priceCents: null, checkoutState: null }))).toBeNull();
  });
});

describe('calendar feed', () => {
  const feed = (file: string) =>
    feedGET(new Request(`${SITE_URL}/api/calendar/${file}`), { params: Promise.resolve({ file }) });

  it('is 404 before any token, with a wrong token and with a replaced one; the current one lists the rides; a second first address is refused', async () => {
    expect((await feed(`${'a'.repeat(32)}.ics`)).status).toBe(404);
    const ride = await reservation({ fullName: 'Claire Feed', paymentMethod: 'online' });
    await mockStore.updatePaymentStatus(ride.id, 'paid');
    const cancelled = await reservation({ fullName: 'Annulé Client' });
    await mockStore.updatePaymentStatus(cancelled.id, 'cancelled');

    const first = (await createFeedToken({ replace: false })) as string;
    const firstToken = /\/api\/calendar\/([\w-]{32})\.ics$/.exec(first)?.[1] as string;
    expect(first.startsWith(`${SITE_URL}/api/calendar/`)).toBe(true);
    const ok = await feed(`${firstToken}.ics`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toContain('text/calendar');
    expect(ok.headers.get('cache-control')).toContain('no-store');
    const text = (await ok.text()).replace(/\r\n[ \t]/g, '');
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).toContain(`UID:${ride.bookingRef}-aller@harmonymove`);
    expect(text).toContain(`SUMMARY:Course ${ride.bookingRef} — Claire Feed`);
    expect(text).toContain('LOCATION:5 rue de la Gare\\, 91410 Dourdan');
    expect(text).toContain('STATUS:CONFIRMED');
    // Confirmed without the money received online: the driver collects it.
    expect(text).toContain('À encaisser : 110\\,00 € — paiement en ligne non reçu'); // ics escapes the comma
    expect(text).not.toContain('Annulé Client');

    // One character changed (never to itself: a token ending in 'x' made this check flaky, 1 run in 64).
    const wrong = `${firstToken.slice(0, -1)}${firstToken.endsWith('x') ? 'y' : 'x'}`;
    expect((await feed(`${wrong}.ics`)).status).toBe(404);
    expect((await feed(firstToken)).status).toBe(404); // no .ics
    // A first address asked for from a page that did not know of this one (another device): refused, nothing replaced.
    expect(await createFeedToken({ replace: false })).toBeNull();
    expect((await feed(`${firstToken}.ics`)).status).toBe(200);
    const second = (await createFeedToken({ replace: true })) as string;
    expect(second).not.toBe(first);
    expect((await feed(`${firstToken}.ics`)).status).toBe(404);
    expect((await feed(second.split('/').pop() as string)).status).toBe(200);
  });
});

describe('CSV export', () => {
  const csv = (query: string) => exportGET(new Request(`${SITE_URL}/api/admin/export?${query}`));

  it('answers the guard’s 401 without a session', async () => {
    jest.mocked(requireAdminApi).mockResolvedValueOnce(Response.json({}, { status: 401 }));
    expect((await csv('from=2030-01-01&to=2030-01-31')).status).toBe(401);
  });

  it('refuses a bad range with a French message', async () => {
    jest.mocked(requireAdminApi).mockResolvedValue(null);
    for (const query of [
      '',
      'from=2030-01-31&to=2030-01-01',
      'from=2030-01-01&to=2031-06-01',
      'from=x&to=y',
    ]) {
      const response = await csv(query);
      expect(response.status).toBe(400);
      expect(await response.text()).toContain('Période invalide');
    }
  });

  it('sends the agenda’s form back to the agenda with the dates it sent and the message', async () => {
    jest.mocked(requireAdminApi).mockResolvedValue(null);
    const response = await csv('from=2030-01-31&to=2030-01-01&retour=agenda');
    expect(response.status).toBe(303);
    // Relative: the server's own host is not the visitor's behind a proxy.
    expect(response.headers.get('location')).toMatch(/^\/admin\/agenda\?/);
    const location = new URL(response.headers.get('location')!, SITE_URL);
    expect(location.pathname).toBe('/admin/agenda');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      export: 'invalide',
      du: '2030-01-31',
      au: '2030-01-01',
    });
    // Not a date: dropped, the form shows its defaults.
    const garbage = new URL(
      (await csv('from=x&to=%3Cb%3E&retour=agenda')).headers.get('location')!,
      SITE_URL,
    );
    expect(Object.fromEntries(garbage.searchParams)).toEqual({ export: 'invalide' });
    expect(
      exportFormState(Object.fromEntries(location.searchParams), { from: '2030-02-01', to: '2030-02-28' }),
    ).toEqual({ from: '2030-01-31', to: '2030-01-01', invalid: true });
    expect(exportFormState({ du: '2030-01-31' }, { from: '2030-02-01', to: '2030-02-28' })).toEqual({
      from: '2030-02-01',
      to: '2030-02-28',
      invalid: false,
    });
  });

  it('exports the range (Paris dates, both ends included) in the French Excel format, escaped', async () => {
    jest.mocked(requireAdminApi).mockResolvedValue(null);
    const inside = await reservation({
      fullName: 'Dupont; "Jean"',
      companyName: '=HYPERLINK("http://evil")',
      phone: '+33 7 11 22 33 44',
      pickupTime: '2030-01-01T00:30:00.000Z', // 01:30 in Paris on 1 January
      dropoffLocation: 'Orly\nTerminal 4',
      priceCents: 8450,
      quote: { quote: { estimatedPrice: 7682, vatAmount: 768, totalPrice: 8450 } },
    });
    const completed = await mockStore.updatePaymentStatus(inside.id, 'completed');
    const invoice = await issueInvoice(completed);
    const lastDay = await reservation({ pickupTime: '2030-01-31T22:59:00.000Z', fullName: 'Dernier Jour' }); // 23:59
    // Completed, invoiced, then cancelled: its invoice and the credit note that cancels it, on its row.
    const credited = await reservation({
      pickupTime: '2030-01-15T09:00:00.000Z',
      fullName: 'Annulé Facturé',
    });
    const creditedInvoice = await issueInvoice(await mockStore.updatePaymentStatus(credited.id, 'completed'));
    const creditNote = await issueCreditNote(await mockStore.updatePaymentStatus(credited.id, 'cancelled'));
    // Cancelled, never invoiced: nothing due, its amounts stay empty (a sum of « Montant TTC » never counts it).
    const cancelled = await reservation({
      pickupTime: '2030-01-20T09:00:00.000Z',
      fullName: 'Annulé Sans Facture',
      phone: '+44 20 7946 0958',
    });
    await mockStore.updatePaymentStatus(cancelled.id, 'cancelled');
    await reservation({ pickupTime: '2029-12-31T22:59:00.000Z', fullName: 'Trop Tôt' }); // 31/12 23:59 Paris
    await reservation({ pickupTime: '2030-01-31T23:00:00.000Z', fullName: 'Trop Tard' }); // 1/2 00:00 Paris

    const response = await csv('from=2030-01-01&to=2030-01-31');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="reservations-2030-01-01_2030-01-31.csv"',
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 BOM
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text).not.toContain('Trop Tôt');
    expect(text).not.toContain('Trop Tard');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      'Référence;Créée le;Prise en charge;Retour;Client;Société;E-mail;Téléphone;Départ;Arrivée;Statut;Paiement;Montant HT;TVA;Montant TTC;N° facture;Date facture;N° avoir;Date avoir;Avoir HT;Avoir TVA;Avoir TTC',
    );
    expect(text).toContain(`${inside.bookingRef};`);
    expect(text).toContain(`;01/01/2030 à 01:30;;"Dupont; ""Jean""";"'=HYPERLINK(""http://evil"")";`);
    expect(text).toContain(';"Orly\nTerminal 4";Terminée;À bord;76,82;7,68;84,50;');
    // Phones as French Excel shows them, without the formula guard's apostrophe.
    expect(text).toContain(';jean@example.fr;07 11 22 33 44;');
    expect(text).not.toContain("'+33");
    const cancelledLine = lines.find((line) => line.startsWith(cancelled.bookingRef)) ?? '';
    expect(cancelledLine).toContain(';jean@example.fr;0044 20 7946 0958;');
    expect(cancelledLine).toMatch(/;Annulée;À bord;;;;;;;;;;$/);
    expect(text).toContain(`;${invoice!.number};`);
    expect(text.indexOf(inside.bookingRef)).toBeLessThan(text.indexOf(lastDay.bookingRef));
    expect(text).toContain(`${lastDay.bookingRef};`);
    expect(text).toContain(';100,00;10,00;110,00;;;;;;;\r\n'); // no invoice: amounts from the price, no number
    const creditedLine = lines.find((line) => line.startsWith(credited.bookingRef)) ?? '';
    expect(creditNote?.number).toMatch(/^A-\d{4}-\d{4}$/);
    expect(creditedLine).toMatch(
      new RegExp(
        `;Annulée;À bord;100,00;10,00;110,00;${creditedInvoice!.number};\\d{2}/\\d{2}/\\d{4};${creditNote!.number};\\d{2}/\\d{2}/\\d{4};-100,00;-10,00;-110,00$`,
      ),
    );
  });

  it('the sales journal: every invoice and credit note issued in the period, a deleted booking’s too', async () => {
    jest.mocked(requireAdminApi).mockResolvedValue(null);
    const journal = (query: string) => journalGET(new Request(`${SITE_URL}/api/admin/journal?${query}`));
    const kept = await reservation({ fullName: 'Journal Gardé', companyName: 'ACME; SARL' });
    const keptInvoice = await issueInvoice(await mockStore.updatePaymentStatus(kept.id, 'completed'));
    const gone = await reservation({ fullName: 'Journal Supprimé' });
    const goneInvoice = await issueInvoice(await mockStore.updatePaymentStatus(gone.id, 'completed'));
    const goneCredit = await issueCreditNote(await mockStore.updatePaymentStatus(gone.id, 'cancelled'));
    await mockStore.deleteReservation(gone.id);
    // From the first document's Paris day to today's: midnight may pass while they are issued (a busy machine).
    const parisDay = (iso?: string) =>
      DateTime.fromISO(iso ?? new Date().toISOString()).setZone('Europe/Paris');
    const from = parisDay(keptInvoice!.issuedAt).toISODate()!;
    const today = parisDay().toISODate()!;

    const response = await journal(`from=${from}&to=${today}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="journal-des-ventes-${from}_${today}.csv"`,
    );
    const lines = (await response.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Date;Pièce;Numéro;Facture annulée;Réservation;Client;Société;Montant HT;TVA;Montant TTC;Règlement',
    );
    const dateOf = (document: { issuedAt: string } | null) =>
      parisDay(document!.issuedAt).toFormat('dd/MM/yyyy');
    const line = (number: string) => lines.find((l) => l.split(';')[2] === number);
    // Settled on board the day of the ride, or the invoice's day when the ride is still to come (lib/documents/invoice.ts:
    // never a settlement in the future). The ride is 3 h away: after 21:00 in Paris it is tomorrow.
    const settledOn = parisDay(
      new Date(Math.min(Date.parse(kept.pickupTime!), Date.parse(keptInvoice!.issuedAt))).toISOString(),
    ).toFormat('dd/MM/yyyy');
    expect(line(keptInvoice!.number)).toBe(
      `${dateOf(keptInvoice)};Facture;${keptInvoice!.number};;${kept.bookingRef};Journal Gardé;"ACME; SARL";100,00;10,00;110,00;Réglée à bord le ${settledOn}`,
    );
    // The deleted booking's invoice and its credit note, negative, naming the invoice it cancels.
    expect(line(goneInvoice!.number)).toContain(
      `;Facture;${goneInvoice!.number};;${gone.bookingRef};Journal Supprimé;`,
    );
    expect(line(goneCredit!.number)).toMatch(
      new RegExp(
        `^${dateOf(goneCredit)};Avoir;${goneCredit!.number};${goneInvoice!.number};${gone.bookingRef};Journal Supprimé;;-100,00;-10,00;-110,00;`,
      ),
    );
    // In the order issued.
    const order = [keptInvoice!.number, goneInvoice!.number, goneCredit!.number].map((n) =>
      lines.findIndex((l) => l.split(';')[2] === n),
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));

    // Another period: the header alone; a bad one: the French message, or back to the agenda's form.
    expect(
      (await (await journal('from=2029-01-01&to=2029-01-31')).text()).split('\r\n').filter(Boolean),
    ).toHaveLength(1);
    const bad = await journal('from=2030-01-31&to=2030-01-01');
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Période invalide');
    expect((await journal('from=x&to=y&retour=agenda')).headers.get('location')).toMatch(
      /^\/admin\/agenda\?export=invalide/,
    );
    jest.mocked(requireAdminApi).mockResolvedValueOnce(Response.json({}, { status: 401 }));
    expect((await journal(`from=${from}&to=${today}`)).status).toBe(401);
  });

  it('a journal row keeps what its snapshot says when one field has another shape', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const invoice = {
      id: 'i',
      reservationId: null,
      number: 'F-2030-0007',
      year: 2030,
      sequence: 7,
      issuedAt: '2030-03-04T10:00:00.000Z',
      snapshot: { bookingRef: 'HM-OLD01', customer: { name: 'Ancien Format' }, amounts: { totalCents: 100 } },
    };
    const lines = salesJournalCsv([invoice], [])
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines[1]).toBe('04/03/2030;Facture;F-2030-0007;;HM-OLD01;Ancien Format;;;;;');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('the journal is French whatever the customer’s language: its payment column too', () => {
    const paidOnline = storedReservation({
      locale: 'en',
      paymentStatus: 'paid',
      checkoutState: 'paid',
      paidAt: '2030-03-03T09:00:00.000Z',
    });
    const paidOnBoard = storedReservation({
      locale: 'en',
      paymentMethod: 'on_board',
      paymentStatus: 'completed',
      checkoutState: null,
    });
    const due = storedReservation({ locale: 'en', paymentMethod: 'on_board', checkoutState: null });
    const issuedAt = '2030-03-04T10:00:00.000Z';
    const invoice = (r: Reservation, number: string) => ({
      number,
      issuedAt,
      snapshot: buildInvoiceSnapshot(r, legalIdentity(), new Date(issuedAt)),
    });
    const row = (number: string, snapshot: unknown) => ({
      id: number,
      reservationId: null,
      number,
      year: 2030,
      sequence: Number(number.slice(-4)),
      issuedAt,
      snapshot,
    });
    const [online, onBoard, toPay] = [
      invoice(paidOnline, 'F-2030-0001'),
      invoice(paidOnBoard, 'F-2030-0002'),
      invoice(due, 'F-2030-0003'),
    ];
    const invoices = [online, onBoard, toPay].map((i) => row(i.number, i.snapshot));
    const creditNotes = [
      { ...row('A-2030-0001', buildCreditNoteSnapshot(paidOnline, online)), invoiceId: online.number },
      { ...row('A-2030-0002', buildCreditNoteSnapshot(paidOnBoard, onBoard)), invoiceId: onBoard.number },
    ];
    // The documents are French with the customer's English alongside (their `en` block)…
    expect(invoices.map((i) => (i.snapshot as InvoiceSnapshot).en?.payment)).toEqual([
      'Paid online by card on 03/03/2030',
      'Paid on board on 24/12/2026',
      'To be paid by 24/12/2026 at the latest',
    ]);
    // …those issued before 2026-11-28 were English only: the same texts as their payment…
    const englishOnly = <R extends { snapshot: unknown }>(document: R): R => {
      const { en, ...snapshot } = document.snapshot as InvoiceSnapshot;
      return { ...document, snapshot: { ...snapshot, payment: en?.payment } };
    };
    // …the accountant's journal is French for both.
    const french = DOCUMENT_COPY.fr;
    for (const [i, c] of [
      [invoices, creditNotes],
      [invoices.map(englishOnly), creditNotes.map(englishOnly)],
    ] as const) {
      const payments = salesJournalCsv(i, c)
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .slice(1, -1)
        .map((line) => line.split(';').at(-1));
      expect(payments).toEqual([
        'Payée en ligne par carte bancaire le 03/03/2030',
        'Réglée à bord le 24/12/2026',
        'À régler au plus tard le 24/12/2026',
        french.creditNote.refundCard,
        french.creditNote.refundOnBoard,
      ]);
    }
  });

  it('the journal translates the undated payment texts of invoices issued in English only before 2026-11-29', () => {
    expect(frenchPaymentText('Paid on board the vehicle', 'en')).toBe('Réglée à bord du véhicule');
    expect(frenchPaymentText('To be paid', 'en')).toBe('À régler');
    expect(frenchPaymentText('Paid online by card on 03/03/2030', 'en')).toBe(
      'Payée en ligne par carte bancaire le 03/03/2030',
    );
    // French texts, old and new, pass as they are.
    for (const french of ['Réglée à bord du véhicule', 'À régler', 'Réglée à bord le 24/12/2026']) {
      expect(frenchPaymentText(french, 'en')).toBe(french);
      expect(frenchPaymentText(french, 'fr')).toBe(french);
    }
  });

  it('csvCell quotes only what needs it', () => {
    expect(csvCell('simple')).toBe('simple');
    expect(csvCell(' espace')).toBe('" espace"');
    expect(csvCell('+33 6 12')).toBe("'+33 6 12");
    expect(csvCell(null)).toBe('');
  });

  it('csvPhone: a phone Excel shows as typed, no apostrophe; anything formula-like still guarded', () => {
    expect(csvPhone('+33 7 11 22 33 44')).toBe('07 11 22 33 44');
    expect(csvPhone('+33711223344')).toBe('07 11 22 33 44');
    expect(csvPhone('0711223344')).toBe('07 11 22 33 44'); // not a number Excel would strip of its 0
    expect(csvPhone('06.12.34.56.78')).toBe('06 12 34 56 78');
    expect(csvPhone('+44 20 7946 0958')).toBe('0044 20 7946 0958');
    expect(csvPhone(null)).toBe('');
    for (const risky of ['+1+1', "+cmd|' /C calc'!A0", '=1+1', '-2+3', '@SUM(A1)']) {
      expect(csvCell(csvPhone(risky))).toBe(`'${risky}`);
    }
  });
});
