// An issued invoice — or the credit note that cancels one, the same page with its amounts negative — as a PDF:
// everything comes from the document's own snapshot (immutable once issued).
import { Document, Page, Text, View } from '@react-pdf/renderer';
import type { IssuedInvoice } from '@/lib/documents/invoice';
import type { IssuedCreditNote } from '@/lib/documents/credit-note';
import { DOCUMENT_COPY } from '@/lib/documents/copy';
import type { Locale } from '@/lib/i18n/config';
import { formatDateIn } from '@/lib/format/dates';
import { formatEurosIn } from '@/lib/format/money';
import { pdfText } from './pdf-fonts';
import { pdfStyles as s } from './pdf-styles';

function Amount({
  label,
  cents,
  strong,
  locale,
}: {
  label: string;
  cents: number;
  strong?: boolean;
  locale: Locale;
}) {
  return (
    <View style={[s.row, { justifyContent: 'flex-end' }]}>
      <Text style={[{ width: 160, textAlign: 'right', paddingRight: 12 }, strong ? s.bold : {}]}>
        {label}
      </Text>
      <Text style={[{ width: 90, textAlign: 'right' }, strong ? s.bold : {}]}>
        {pdfText(formatEurosIn(locale, cents))}
      </Text>
    </View>
  );
}

export function InvoicePdf({ invoice }: { invoice: IssuedInvoice | IssuedCreditNote }) {
  const { seller, customer, line } = invoice.snapshot;
  // Invoices issued before issue 16 have no locale: French.
  const locale: Locale = invoice.snapshot.locale ?? 'fr';
  const copy = DOCUMENT_COPY[locale];
  const t = copy.invoice;
  // A credit note gives back what its invoice charged: the same amounts, negative.
  const credit = 'cancels' in invoice.snapshot ? (invoice as IssuedCreditNote) : null;
  const sign = credit ? -1 : 1;
  const amounts = {
    ...invoice.snapshot.amounts,
    htCents: sign * invoice.snapshot.amounts.htCents,
    vatCents: sign * invoice.snapshot.amounts.vatCents,
    ttcCents: sign * invoice.snapshot.amounts.ttcCents,
  };
  const title = credit ? copy.creditNote.title : t.title;
  const euros = (cents: number) => pdfText(formatEurosIn(locale, cents));
  const colon = locale === 'en' ? ':' : ' :';
  return (
    <Document title={`${title} ${invoice.number}`} author={seller.companyName} language={copy.intl}>
      <Page size="A4" style={s.page}>
        <View style={s.header}>
          <View>
            <Text style={s.brand}>{pdfText(seller.companyName)}</Text>
            <Text>{pdfText(seller.companyForm)}</Text>
            <Text>{pdfText(seller.address)}</Text>
            <Text>
              {pdfText(`${t.phoneAbbr} ${seller.phone}`)} · {pdfText(seller.email)}
            </Text>
            <Text>SIREN {pdfText(seller.siren)}</Text>
            <Text>
              {t.vtcRegister}
              {colon} {pdfText(seller.vtcRegisterNumber)}
            </Text>
            <Text>{pdfText(seller.vatMention)}</Text>
          </View>
          <View style={{ alignItems: 'flex-end' }}>
            <Text style={s.title}>{title}</Text>
            <Text style={s.bold}>
              {t.number} {invoice.number}
            </Text>
            <Text>
              {t.date}
              {colon} {formatDateIn(locale, invoice.issuedAt)}
            </Text>
            <Text>
              {t.booking} {invoice.snapshot.bookingRef}
            </Text>
          </View>
        </View>

        {credit ? (
          <Text style={[s.section, s.bold]}>
            {pdfText(
              copy.creditNote.cancels(
                credit.snapshot.cancels.number,
                formatDateIn(locale, credit.snapshot.cancels.issuedAt),
              ),
            )}
          </Text>
        ) : null}

        <View style={s.section}>
          <Text style={s.sectionTitle}>{t.customer}</Text>
          <Text>{pdfText(customer.name)}</Text>
          {customer.companyName ? <Text>{pdfText(customer.companyName)}</Text> : null}
          <Text>{pdfText(customer.email)}</Text>
          {customer.phone ? <Text>{pdfText(customer.phone)}</Text> : null}
        </View>

        <View style={s.section}>
          <Text style={s.sectionTitle}>{t.service}</Text>
          <View style={s.row}>
            {/* One Text a line rather than '\n': a line break is no glyph of the font, and react-pdf sets it in
                Helvetica, a font the PDF would then name without embedding it. */}
            <View style={{ width: '75%' }}>
              <Text>{pdfText(line.description)}</Text>
              <Text>
                {t.date}
                {colon} {pdfText(line.serviceDate)}
              </Text>
              <Text>
                {t.route}
                {colon} {pdfText(line.route)}
              </Text>
            </View>
            <Text style={{ width: '25%', textAlign: 'right' }}>
              {euros(amounts.htCents)} {t.excludingVat}
            </Text>
          </View>
        </View>

        <View style={s.section}>
          <Amount label={t.totalExcludingVat} cents={amounts.htCents} locale={locale} />
          {seller.vatNumber ? (
            <Amount label={t.vat(amounts.vatRatePercent)} cents={amounts.vatCents} locale={locale} />
          ) : null}
          <Amount label={t.totalIncludingVat} cents={amounts.ttcCents} strong locale={locale} />
          {seller.vatNumber ? null : <Text style={{ textAlign: 'right' }}>{pdfText(seller.vatMention)}</Text>}
        </View>

        <View style={s.section}>
          <Text style={s.sectionTitle}>{t.payment}</Text>
          <Text>{pdfText(invoice.snapshot.payment)}</Text>
        </View>

        <Text style={s.footer} fixed>
          {/* Payment terms belong to an invoice: a credit note asks for nothing. */}
          {pdfText(
            `${seller.companyName} · ${seller.companyForm} · ${seller.address} · SIREN ${seller.siren}.${credit ? '' : ` ${t.terms}`}`,
          )}
        </Text>
      </Page>
    </Document>
  );
}
