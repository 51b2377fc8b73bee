// An issued invoice — or the credit note that cancels one, the same page with its amounts negative — as a PDF:
// everything comes from the document's own snapshot (immutable once issued). An English customer's document is French
// with the English translation alongside (loi n° 94-665 « Toubon », art. 2 and 4): every label « français / English »,
// every text in French with its English version under it, smaller and grey; French amounts and dates.
import { Document, Page, Text, View } from '@react-pdf/renderer';
import type { IssuedInvoice } from '@/lib/documents/invoice';
import type { IssuedCreditNote } from '@/lib/documents/credit-note';
import { DOCUMENT_COPY, type DocumentCopy } from '@/lib/documents/copy';
import type { Locale } from '@/lib/i18n/config';
import { formatDateIn } from '@/lib/format/dates';
import { formatEurosIn } from '@/lib/format/money';
import { pdfText } from './pdf-fonts';
import { pdfStyles as s } from './pdf-styles';

/** The English version of the text above it, when the document has one. */
function Translation({ text, align }: { text: string | null | undefined; align?: 'right' }) {
  if (!text) return null;
  return <Text style={[s.translation, align ? { textAlign: align } : {}]}>{pdfText(text)}</Text>;
}

function Amount({
  label,
  cents,
  strong,
  locale,
  labelWidth,
}: {
  label: string;
  cents: number;
  strong?: boolean;
  locale: Locale;
  labelWidth: number;
}) {
  return (
    <View style={[s.row, { justifyContent: 'flex-end' }]}>
      <Text style={[{ width: labelWidth, textAlign: 'right', paddingRight: 12 }, strong ? s.bold : {}]}>
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
  // The English versions of the texts (an English customer's document since 2026-11-28): French first, then them.
  // Without them: French (no locale: issued before issue 16), or English only (issued in English before 2026-11-28:
  // printed as issued).
  const english = invoice.snapshot.locale === 'en' ? invoice.snapshot.en : undefined;
  const locale: Locale = english ? 'fr' : (invoice.snapshot.locale ?? 'fr');
  const copy = DOCUMENT_COPY[locale];
  const en = english ? DOCUMENT_COPY.en : null;
  const t = copy.invoice;
  /** A label in the document's language, « français / English » when it has the translation (once when alike). */
  const label = (pick: (c: DocumentCopy) => string): string => {
    const main = pick(copy);
    const translated = en ? pick(en) : main;
    return translated === main ? main : `${main} / ${translated}`;
  };
  // A credit note gives back what its invoice charged: the same amounts, negative.
  const credit = 'cancels' in invoice.snapshot ? (invoice as IssuedCreditNote) : null;
  const sign = credit ? -1 : 1;
  const amounts = {
    ...invoice.snapshot.amounts,
    htCents: sign * invoice.snapshot.amounts.htCents,
    vatCents: sign * invoice.snapshot.amounts.vatCents,
    ttcCents: sign * invoice.snapshot.amounts.ttcCents,
  };
  const title = (c: DocumentCopy) => (credit ? c.creditNote.title : c.invoice.title);
  const euros = (cents: number) => pdfText(formatEurosIn(locale, cents));
  const colon = locale === 'en' ? ':' : ' :';
  const labelWidth = en ? 220 : 160;
  // The registry after the SIREN (R123-237 C. com.) when the snapshot has one (LEGAL_RCS; none before 2026-11-29).
  const registration = `SIREN ${seller.siren}${seller.rcs ? ` · ${seller.rcs}` : ''}`;
  const footer = `${seller.companyName} · ${seller.companyForm} · ${seller.address} · ${registration}.`;
  return (
    <Document title={`${label(title)} ${invoice.number}`} author={seller.companyName} language={copy.intl}>
      <Page size="A4" style={s.page}>
        <View style={s.header}>
          <View>
            <Text style={s.brand}>{pdfText(seller.companyName)}</Text>
            <Text>{pdfText(seller.companyForm)}</Text>
            <Text>{pdfText(seller.address)}</Text>
            <Text>
              {pdfText(`${label((c) => c.invoice.phoneAbbr)} ${seller.phone}`)} · {pdfText(seller.email)}
            </Text>
            <Text>{pdfText(registration)}</Text>
            <Text>
              {label((c) => c.invoice.vtcRegister)}
              {colon} {pdfText(seller.vtcRegisterNumber)}
            </Text>
            <Text>{pdfText(seller.vatMention)}</Text>
            <Translation text={english?.vatMention} />
          </View>
          <View style={{ alignItems: 'flex-end' }}>
            <Text style={[s.title, en ? { marginBottom: 0 } : {}]}>{title(copy)}</Text>
            {en ? <Text style={[s.translation, { fontSize: 12, marginBottom: 4 }]}>{title(en)}</Text> : null}
            <Text style={s.bold}>
              {label((c) => c.invoice.number)} {invoice.number}
            </Text>
            <Text>
              {label((c) => c.invoice.date)}
              {colon} {formatDateIn(locale, invoice.issuedAt)}
            </Text>
            <Text>
              {label((c) => c.invoice.booking)} {invoice.snapshot.bookingRef}
            </Text>
          </View>
        </View>

        {credit ? (
          <View style={s.section}>
            <Text style={s.bold}>
              {pdfText(
                copy.creditNote.cancels(
                  credit.snapshot.cancels.number,
                  formatDateIn(locale, credit.snapshot.cancels.issuedAt),
                ),
              )}
            </Text>
            <Translation
              text={en?.creditNote.cancels(
                credit.snapshot.cancels.number,
                formatDateIn(locale, credit.snapshot.cancels.issuedAt),
              )}
            />
          </View>
        ) : null}

        <View style={s.section}>
          <Text style={s.sectionTitle}>{label((c) => c.invoice.customer)}</Text>
          <Text>{pdfText(customer.name)}</Text>
          {customer.companyName ? <Text>{pdfText(customer.companyName)}</Text> : null}
          <Text>{pdfText(customer.email)}</Text>
          {customer.phone ? <Text>{pdfText(customer.phone)}</Text> : null}
        </View>

        <View style={s.section}>
          <Text style={s.sectionTitle}>{label((c) => c.invoice.service)}</Text>
          <View style={s.row}>
            {/* One Text a line rather than '\n': a line break is no glyph of the font, and react-pdf sets it in
                Helvetica, a font the PDF would then name without embedding it. */}
            <View style={{ width: '75%' }}>
              <Text>{pdfText(line.description)}</Text>
              <Translation text={english?.description} />
              <Text>
                {t.date}
                {colon} {pdfText(line.serviceDate)}
              </Text>
              <Translation text={english && en ? `${en.invoice.date}: ${english.serviceDate}` : null} />
              <Text>
                {label((c) => c.invoice.route)}
                {colon} {pdfText(line.route)}
              </Text>
            </View>
            <View style={{ width: '25%' }}>
              <Text style={{ textAlign: 'right' }}>
                {euros(amounts.htCents)} {t.excludingVat}
              </Text>
              <Translation text={en?.invoice.excludingVat} align="right" />
            </View>
          </View>
        </View>

        <View style={s.section}>
          <Amount
            label={label((c) => c.invoice.totalExcludingVat)}
            cents={amounts.htCents}
            locale={locale}
            labelWidth={labelWidth}
          />
          {seller.vatNumber ? (
            <Amount
              label={label((c) => c.invoice.vat(amounts.vatRatePercent))}
              cents={amounts.vatCents}
              locale={locale}
              labelWidth={labelWidth}
            />
          ) : null}
          <Amount
            label={label((c) => c.invoice.totalIncludingVat)}
            cents={amounts.ttcCents}
            strong
            locale={locale}
            labelWidth={labelWidth}
          />
          {seller.vatNumber ? null : (
            <>
              <Text style={{ textAlign: 'right' }}>{pdfText(seller.vatMention)}</Text>
              <Translation text={english?.vatMention} align="right" />
            </>
          )}
        </View>

        <View style={s.section}>
          <Text style={s.sectionTitle}>{label((c) => c.invoice.payment)}</Text>
          <Text>{pdfText(invoice.snapshot.payment)}</Text>
          <Translation text={english?.payment} />
        </View>

        {/* Payment terms belong to an invoice: a credit note asks for nothing. */}
        {en && !credit ? (
          <View style={s.footer} fixed>
            <Text>{pdfText(`${footer} ${t.terms}`)}</Text>
            <Text>{pdfText(en.invoice.terms)}</Text>
          </View>
        ) : (
          <Text style={s.footer} fixed>
            {pdfText(`${footer}${credit ? '' : ` ${t.terms}`}`)}
          </Text>
        )}
      </Page>
    </Document>
  );
}
