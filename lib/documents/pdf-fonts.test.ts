// Any customer's name prints as typed: the PDFs embed Unicode fonts (templates/pdf-fonts.ts). With the standard
// Helvetica (WinAnsi) they had, 'Łukasz Nguyễn Дмитрий Ελένη 王小明' printed as 'Aukasz NguyÅn' and overlapping
// letters of other names, on the voucher the law requires and on the invoice.
import { readPdf, setUpPdfTests } from '@/lib/testing/pdf';
import { legalIdentity } from '@/lib/config/legal';
import type { Reservation } from '@/lib/db/types';
import { storedReservation } from '@/lib/testing/reservation';
import { buildCreditNoteSnapshot } from './credit-note';
import { buildInvoiceSnapshot, type IssuedInvoice } from './invoice';
import { renderInvoicePdf, renderVoucherPdf } from './pdf';
import { pdfText, UNDRAWABLE } from './templates/pdf-fonts';
import { buildVoucher } from './voucher';

const NAME = 'Łukasz Nguyễn Дмитрий Ελένη 王小明';
const PHONE = '+44 7700 900123';

setUpPdfTests();

function ride(overrides: Partial<Reservation> = {}): Reservation {
  return storedReservation({
    fullName: NAME,
    phone: PHONE,
    locale: 'en',
    paymentStatus: 'paid',
    checkoutState: 'paid',
    paidAt: '2026-11-23T09:00:00.000Z',
    ...overrides,
  });
}

function invoiceOf(r: Reservation): IssuedInvoice {
  return {
    number: 'F-2026-0042',
    issuedAt: '2026-11-23T09:00:00.000Z',
    snapshot: buildInvoiceSnapshot(r, legalIdentity()),
  };
}

/**
 * The fonts a PDF names and whether each one's file is embedded — what `pdffonts` lists, read from the font
 * dictionaries (pdfkit writes them as plain text), so the test needs no poppler-utils on the machine.
 */
function fontsOf(pdf: Buffer): { name: string; embedded: boolean }[] {
  const objects = new Map<string, string>();
  for (const [, id = '', body = ''] of pdf.toString('latin1').matchAll(/(\d+) 0 obj\b([\s\S]*?)\bendobj/g)) {
    objects.set(id, body);
  }
  const ref = (body: string | undefined, key: string) =>
    body && new RegExp(`/${key}\\s*\\[?\\s*(\\d+) 0 R`).exec(body)?.[1];
  return [...objects.values()]
    .filter((body) => /\/Type\s*\/Font\b/.test(body) && !/\/Subtype\s*\/CIDFontType/.test(body))
    .map((body) => {
      // A composite font's file hangs from its descendant's descriptor; a simple font's from its own.
      const descendant = ref(body, 'DescendantFonts');
      const described = descendant ? objects.get(descendant) : body;
      const descriptor = objects.get(ref(described, 'FontDescriptor') || '');
      return {
        name: /\/BaseFont\s*\/(\S+)/.exec(body)?.[1] ?? '?',
        embedded: descriptor !== undefined && /\/FontFile[23]?\b/.test(descriptor),
      };
    });
}

/** Only our fonts, each embedded (subset): no Helvetica, which a reader would draw from its own WinAnsi copy. */
function expectEmbeddedNoto(pdf: Buffer): void {
  const fonts = fontsOf(pdf);
  expect(fonts.length).toBeGreaterThan(0);
  for (const font of fonts) {
    expect(font).toEqual({
      name: expect.stringMatching(/^[A-Z]{6}\+NotoSans(SC)?-(Regular|Bold)$/),
      embedded: true,
    });
  }
}

describe('PDF fonts: any customer’s name prints', () => {
  it('the voucher prints a Polish, Vietnamese, Russian, Greek and Chinese name exactly, in embedded fonts', async () => {
    const pdf = await renderVoucherPdf(buildVoucher(ride(), legalIdentity(), 'en'));
    const { text, pages } = await readPdf(pdf);
    expect(text).toContain(`${NAME} · ${PHONE}`);
    expect(pages).toBe(1);
    expectEmbeddedNoto(pdf);
    expect(fontsOf(pdf).map((f) => f.name.slice(7))).toEqual(
      expect.arrayContaining(['NotoSans-Regular', 'NotoSans-Bold', 'NotoSansSC-Regular']),
    );
    // The admin's French voucher of the same booking, too.
    const french = await renderVoucherPdf(buildVoucher(ride(), legalIdentity()));
    expect((await readPdf(french)).text).toContain(`${NAME} · ${PHONE}`);
    expectEmbeddedNoto(french);
  });

  it('the invoice and the credit note that cancels it print it exactly, in embedded fonts', async () => {
    const r = ride();
    const invoice = invoiceOf(r);
    const credit = { ...invoice, number: 'A-2026-0007', snapshot: buildCreditNoteSnapshot(r, invoice) };
    for (const pdf of [await renderInvoicePdf(invoice), await renderInvoicePdf(credit)]) {
      const { text, pages } = await readPdf(pdf);
      expect(text).toContain(` ${NAME} `);
      expect(pages).toBe(1);
      expectEmbeddedNoto(pdf);
    }
  });

  it('what no font draws prints as U+FFFD, never as other letters', async () => {
    // An emoji with its variation selector, Hangul (no font here) and a French name around them.
    const r = ride({ fullName: 'Zoë 🚕\ufe0f 김민 Lefèvre' });
    const voucher = await renderVoucherPdf(buildVoucher(r, legalIdentity(), 'en'));
    const invoice = await renderInvoicePdf(invoiceOf(r));
    for (const pdf of [voucher, invoice]) {
      expect((await readPdf(pdf)).text).toContain(`Zoë ${UNDRAWABLE} ${UNDRAWABLE}${UNDRAWABLE} Lefèvre`);
      expectEmbeddedNoto(pdf);
    }
  });

  it('pdfText keeps line breaks and the former replacements of the standard fonts', async () => {
    await renderVoucherPdf(buildVoucher(ride(), legalIdentity())); // loads the fonts pdfText asks
    expect(pdfText('84,50\u00a0€ · 10\u202f%')).toBe('84,50 € · 10 %');
    expect(pdfText('Dourdan → Orly')).toBe('Dourdan – Orly');
    expect(pdfText('a\nb\tc')).toBe('a\nb\tc');
    expect(pdfText('✈️ 王')).toBe(`${UNDRAWABLE} 王`);
  });
});
