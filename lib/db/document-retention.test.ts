// Invoices and credit notes in the database (audit, 2026-11-29), on PGlite and, with DATABASE_URL, on PostgreSQL:
//   - the number's year is the Paris year of the issue date (migration 20261129000100), New Year included;
//   - 10 years after the close of their financial year the purge anonymises their customer, and the immutability
//     triggers allow that change and no other (migration 20261129000200).
import { DateTime } from 'luxon';
import { testEngines, type TestStore } from './testing';
import { cardBookingInput } from '@/lib/testing/reservation';

let refCounter = 0;
const nextRef = () => `HM-R${String((refCounter += 1)).padStart(4, '0')}`;

/** A snapshot shaped as lib/documents/invoice.ts writes it, with a customer of its own. */
function snapshotOf(name: string, bookingRef: string) {
  return {
    version: 1,
    seller: {
      companyName: 'Harmony Move SASU',
      companyForm: 'SASU au capital de 5 000 €',
      address: '12 rue de Chartres, 91410 Dourdan',
      phone: '+33 6 98 76 54 32',
      email: 'exploitation@harmonymove.test',
      siren: '123 456 782',
      vtcRegisterNumber: 'EVTC091230045',
      vatNumber: 'FR11123456782',
      vatMention: 'N° TVA intracommunautaire : FR11123456782',
    },
    customer: {
      name: name,
      companyName: 'ACME SARL',
      email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.fr`,
      phone: '+33 6 12 34 56 78',
    },
    bookingRef,
    line: {
      description: `Transport de personnes avec chauffeur (VTC), aller simple — réservation ${bookingRef}`,
      serviceDate: '01/06/2015 à 08:00',
      route: '7 allée des Tilleuls, 91410 Dourdan → Aéroport de Paris-Orly',
    },
    amounts: { htCents: 10000, vatCents: 1000, ttcCents: 11000, vatRatePercent: 10 },
    payment: 'Réglée à bord le 01/06/2015',
  };
}

const parisYear = (iso: string) => DateTime.fromISO(iso, { zone: 'Europe/Paris' }).year;

describe.each(testEngines())('invoices and credit notes in the database on $name', ({ create }) => {
  let store: TestStore;

  beforeAll(async () => {
    store = await create();
  }, 60_000);

  afterAll(async () => {
    await store?.close();
  });

  async function completedReservation() {
    const { reservation } = await store.createReservation(
      cardBookingInput(nextRef(), { paymentMethod: 'on_board' }),
    );
    return store.updatePaymentStatus(reservation.id, 'completed');
  }

  describe('the number’s year is the year of its date (Paris)', () => {
    it('an ordinary issue: invoice and credit note numbered in the Paris year of their issued_at', async () => {
      const reservation = await completedReservation();
      const { invoice } = await store.issueInvoice(reservation.id, {});
      expect(invoice.year).toBe(parisYear(invoice.issuedAt));
      expect(invoice.number.startsWith(`F-${parisYear(invoice.issuedAt)}-`)).toBe(true);
      await store.updatePaymentStatus(reservation.id, 'cancelled');
      const { creditNote } = await store.issueCreditNote(reservation.id, {});
      expect(creditNote.year).toBe(parisYear(creditNote.issuedAt));
      expect(creditNote.number.startsWith(`A-${parisYear(creditNote.issuedAt)}-`)).toBe(true);
    });

    /**
     * New Year: a transaction started on 31 December at 23:59:59 (Paris) whose issue reads the clock after midnight.
     * The functions cannot take a time (nobody may backdate an invoice), so the test puts a clock of its own in front
     * of the built-in one, in this test database only: a schema whose now() says the transaction started before
     * midnight and whose clock_timestamp() says the issue happens after it, placed before pg_catalog in the
     * functions' search_path.
     */
    it('at New Year: numbered in the year of the moment of issue, not of the transaction’s start', async () => {
      const functions = ['public.issue_invoice(uuid, jsonb)', 'public.issue_credit_note(uuid, jsonb)'];
      await store.sql.exec(`
        create schema if not exists hm_test_clock;
        create or replace function hm_test_clock.now() returns timestamptz
          language sql as $$ select '2030-12-31 23:59:59+01'::timestamptz $$;
        create or replace function hm_test_clock.clock_timestamp() returns timestamptz
          language sql as $$ select '2031-01-01 00:00:00.5+01'::timestamptz $$;
        ${functions.map((f) => `alter function ${f} set search_path = hm_test_clock, pg_catalog, public, pg_temp;`).join('\n')}
      `);
      try {
        const reservation = await completedReservation();
        const { invoice } = await store.issueInvoice(reservation.id, {});
        expect(Date.parse(invoice.issuedAt)).toBe(Date.parse('2030-12-31T23:00:00.500Z'));
        expect(invoice.year).toBe(2031);
        // Each year's numbering starts at 0001 (docs/product.md: invoices numbered without gaps, per year).
        expect(invoice.number).toBe('F-2031-0001');
        await store.updatePaymentStatus(reservation.id, 'cancelled');
        const { creditNote } = await store.issueCreditNote(reservation.id, {});
        expect(Date.parse(creditNote.issuedAt)).toBe(Date.parse('2030-12-31T23:00:00.500Z'));
        expect(creditNote.year).toBe(2031);
        expect(creditNote.number).toBe('A-2031-0001');
      } finally {
        await store.sql.exec(`
          ${functions.map((f) => `alter function ${f} set search_path = public, pg_temp;`).join('\n')}
          drop schema hm_test_clock cascade;
        `);
      }
    });
  });

  describe('10 years after the close of their financial year, the purge anonymises them', () => {
    // Years counted back from today (Paris), as the triggers count from now(): the test holds in any year.
    const THIS_YEAR = DateTime.now().setZone('Europe/Paris').year;
    const OLD = THIS_YEAR - 11;
    const KEPT = THIS_YEAR - 10;
    interface Row {
      id: string;
      number: string;
      year: number;
      sequence: number;
      issued_at: Date | string;
      snapshot: ReturnType<typeof snapshotOf> & { anonymised?: boolean };
    }
    const documents: Record<string, { table: 'invoices' | 'credit_notes'; row: Row }> = {};

    /** A document issued long ago: its issued_at forced (the triggers guard updates and deletes, not inserts). */
    async function insert(
      table: 'invoices' | 'credit_notes',
      number: string,
      issuedAt: string,
      invoiceNumber?: string,
    ): Promise<Row> {
      const year = Number(number.slice(2, 6));
      const sequence = Number(number.slice(7));
      const snapshot = snapshotOf(`Client ${number}`, `HM-${number.replace(/\W/g, '')}`);
      const columns = 'number, year, sequence, issued_at, snapshot';
      const { rows } =
        table === 'invoices'
          ? await store.sql.query<Row>(
              `insert into public.invoices (${columns}) values ($1, $2, $3, $4, $5::jsonb) returning *`,
              [number, year, sequence, issuedAt, JSON.stringify(snapshot)],
            )
          : await store.sql.query<Row>(
              `insert into public.credit_notes (invoice_id, ${columns})
               select i.id, $1, $2, $3, $4, $5::jsonb from public.invoices i where i.number = $6 returning *`,
              [number, year, sequence, issuedAt, JSON.stringify(snapshot), invoiceNumber],
            );
      const row = rows[0]!;
      documents[number] = { table, row };
      return row;
    }

    async function read(number: string): Promise<Row> {
      const { table } = documents[number]!;
      const { rows } = await store.sql.query<Row>(`select * from public.${table} where number = $1`, [
        number,
      ]);
      return rows[0]!;
    }

    beforeAll(async () => {
      // Financial year OLD (eleven years back): its retention ended on 1 January of this year at midnight (Paris).
      await insert('invoices', `F-${OLD}-0901`, `${OLD}-06-01T10:00:00.000Z`);
      await insert('credit_notes', `A-${OLD}-0901`, `${OLD}-09-01T10:00:00.000Z`, `F-${OLD}-0901`);
      // KEPT (ten years back): issued about ten years ago, but its financial year closed on 31 December of KEPT: kept
      // until the end of this year.
      await insert('invoices', `F-${KEPT}-0902`, `${KEPT}-01-15T10:00:00.000Z`);
      await insert('credit_notes', `A-${KEPT}-0902`, `${KEPT}-01-20T10:00:00.000Z`, `F-${KEPT}-0902`);
      // Numbered OLD but issued on 1 January of KEPT at 00:30 in Paris (the New Year fault of 20261129000100): its date's
      // year, the later one, counts.
      await insert('invoices', `F-${OLD}-0903`, `${OLD}-12-31T23:30:00.000Z`);
    });

    it('an invoice and a credit note of eleven years back are anonymised by today’s purge, those of ten years back are not; numbers, dates and amounts stay', async () => {
      const result = await store.purgePersonalData(new Date());
      expect(result.documentsAnonymised).toBe(2);

      for (const number of [`F-${OLD}-0901`, `A-${OLD}-0901`]) {
        const before = documents[number]!.row;
        const after = await read(number);
        expect(after).toMatchObject({
          id: before.id,
          number,
          year: before.year,
          sequence: before.sequence,
        });
        expect(new Date(after.issued_at).getTime()).toBe(new Date(before.issued_at).getTime());
        expect(after.snapshot).toEqual({
          ...before.snapshot,
          customer: { name: 'Client anonymisé', companyName: null, email: 'anonymise@invalid', phone: null },
          line: { ...before.snapshot.line, route: '—' },
          anonymised: true,
        });
        const text = JSON.stringify(after.snapshot);
        for (const personal of [
          before.snapshot.customer.name,
          before.snapshot.customer.email,
          '12 34 56 78',
        ]) {
          expect(text).not.toContain(personal);
        }
        expect(text).not.toContain('Tilleuls');
      }
      for (const number of [`F-${KEPT}-0902`, `A-${KEPT}-0902`, `F-${OLD}-0903`]) {
        expect((await read(number)).snapshot).toEqual(documents[number]!.row.snapshot);
      }

      const { rows: traces } = await store.sql.query<{ reservations: number; documents: number }>(
        `select reservations, documents from public.anonymisations where reason = 'retention' order by id desc limit 1`,
      );
      expect(traces[0]).toEqual({ reservations: result.anonymised, documents: 2 });
      // Once is enough.
      expect((await store.purgePersonalData(new Date())).documentsAnonymised).toBe(0);
    });

    it('a purge dated ahead of the clock anonymises no document early', async () => {
      const reservation = await completedReservation();
      const snapshot = snapshotOf('Cliente Récente', reservation.bookingRef);
      const { invoice } = await store.issueInvoice(reservation.id, snapshot);
      const later = DateTime.now().plus({ years: 30 }).toJSDate();
      await store.purgePersonalData(later);
      expect((await store.getInvoiceByReservation(reservation.id))?.snapshot).toEqual(snapshot);
      expect(invoice.snapshot).toEqual(snapshot);
    });

    it('any other change is still refused: a snapshot edited, a number, a date, an early anonymisation', async () => {
      const refused = /ne peut pas être modifiée|ne peut pas être modifié/;
      const update = (table: string, set: string, number: string) =>
        store.sql.query(`update public.${table} set ${set} where number = $1`, [number]);
      // An ordinary update of an invoice, of a credit note, in retention.
      await expect(
        update('invoices', `snapshot = snapshot || '{"payment": "Payée"}'::jsonb`, `F-${KEPT}-0902`),
      ).rejects.toThrow(refused);
      await expect(
        update('credit_notes', `snapshot = snapshot || '{"payment": "Payée"}'::jsonb`, `A-${KEPT}-0902`),
      ).rejects.toThrow(refused);
      // The anonymisation itself before the end of the retention (10 years after the issue, not after the year).
      await expect(
        update('invoices', 'snapshot = public.anonymised_document_snapshot(snapshot)', `F-${KEPT}-0902`),
      ).rejects.toThrow(refused);
      await expect(
        update('invoices', 'snapshot = public.anonymised_document_snapshot(snapshot)', `F-${OLD}-0903`),
      ).rejects.toThrow(refused);
      // A document past its retention: still nothing but the anonymisation.
      await expect(
        update('invoices', `snapshot = snapshot || '{"amounts": {"ttcCents": 1}}'::jsonb`, `F-${OLD}-0901`),
      ).rejects.toThrow(refused);
      await expect(update('invoices', `number = 'F-${OLD}-0999'`, `F-${OLD}-0901`)).rejects.toThrow(refused);
      await expect(
        update('credit_notes', `issued_at = issued_at + interval '1 day'`, `A-${OLD}-0901`),
      ).rejects.toThrow(refused);
      await expect(
        update(
          'invoices',
          `snapshot = public.anonymised_document_snapshot(snapshot) || '{"bookingRef": "X"}'::jsonb`,
          `F-${OLD}-0901`,
        ),
      ).rejects.toThrow(refused);
      // A recent invoice, the anonymisation asked by hand.
      const reservation = await completedReservation();
      const { invoice } = await store.issueInvoice(reservation.id, snapshotOf('Cliente Neuve', 'HM-NEUVE'));
      await expect(
        update('invoices', 'snapshot = public.anonymised_document_snapshot(snapshot)', invoice.number),
      ).rejects.toThrow(refused);
      expect((await store.getInvoiceByReservation(reservation.id))?.snapshot).toEqual(
        snapshotOf('Cliente Neuve', 'HM-NEUVE'),
      );
    });

    it('deletion follows the same end of retention: the close of the financial year + 10 years', async () => {
      // Issued more than 10 years ago, but its year closed less than 10 years ago.
      await expect(
        store.sql.query(`delete from public.credit_notes where number = 'A-${KEPT}-0902'`),
      ).rejects.toThrow(/conservé 10 ans après la clôture de son exercice/);
      await expect(
        store.sql.query(`delete from public.invoices where number = 'F-${OLD}-0903'`),
      ).rejects.toThrow(/conservée 10 ans après la clôture de son exercice/);
      // OLD's may go.
      await store.sql.query(`delete from public.credit_notes where number = 'A-${OLD}-0901'`);
      await store.sql.query(`delete from public.invoices where number = 'F-${OLD}-0901'`);
      const { rows } = await store.sql.query<{ n: number | string }>(
        `select count(*) as n from public.invoices where number in ('F-${OLD}-0901', 'F-${KEPT}-0902', 'F-${OLD}-0903')`,
      );
      expect(Number(rows[0]?.n)).toBe(2);
    });
  });
});
