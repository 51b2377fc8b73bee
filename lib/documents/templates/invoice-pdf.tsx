// An issued invoice as a PDF: everything comes from the invoice's own snapshot (immutable once issued).
import { Document, Page, Text, View } from '@react-pdf/renderer';
import { pdfText } from '@/lib/documents/format';
import type { IssuedInvoice } from '@/lib/documents/invoice';
import { pdfStyles as s } from './pdf-styles';
import { formatParisDate } from '@/lib/format/dates';
import { formatEuros } from '@/lib/format/money';

const euros = (cents: number) => pdfText(formatEuros(cents));

function Amount({ label, cents, strong }: { label: string; cents: number; strong?: boolean }) {
  return (
    <View style={[s.row, { justifyContent: 'flex-end' }]}>
      <Text style={[{ width: 160, textAlign: 'right', paddingRight: 12 }, strong ? s.bold : {}]}>
        {label}
      </Text>
      <Text style={[{ width: 90, textAlign: 'right' }, strong ? s.bold : {}]}>{euros(cents)}</Text>
    </View>
  );
}

export function InvoicePdf({ invoice }: { invoice: IssuedInvoice }) {
  const { seller, customer, line, amounts } = invoice.snapshot;
  return (
    <Document title={`Facture ${invoice.number}`} author={seller.companyName} language="fr-FR">
      <Page size="A4" style={s.page}>
        <View style={s.header}>
          <View>
            <Text style={s.brand}>{pdfText(seller.companyName)}</Text>
            <Text>{pdfText(seller.companyForm)}</Text>
            <Text>{pdfText(seller.address)}</Text>
            <Text>
              {pdfText(`Tél. ${seller.phone}`)} · {seller.email}
            </Text>
            <Text>SIREN {pdfText(seller.siren)}</Text>
            <Text>Registre VTC : {seller.vtcRegisterNumber}</Text>
            <Text>{pdfText(seller.vatMention)}</Text>
          </View>
          <View style={{ alignItems: 'flex-end' }}>
            <Text style={s.title}>Facture</Text>
            <Text style={s.bold}>N° {invoice.number}</Text>
            <Text>Date : {formatParisDate(invoice.issuedAt)}</Text>
            <Text>Réservation {invoice.snapshot.bookingRef}</Text>
          </View>
        </View>

        <View style={s.section}>
          <Text style={s.sectionTitle}>Client</Text>
          <Text>{pdfText(customer.name)}</Text>
          {customer.companyName ? <Text>{pdfText(customer.companyName)}</Text> : null}
          <Text>{customer.email}</Text>
          {customer.phone ? <Text>{pdfText(customer.phone)}</Text> : null}
        </View>

        <View style={s.section}>
          <Text style={s.sectionTitle}>Prestation</Text>
          <View style={s.row}>
            <Text style={{ width: '75%' }}>
              {pdfText(line.description)}
              {'\n'}
              Date : {pdfText(line.serviceDate)}
              {'\n'}
              Trajet : {pdfText(line.route)}
            </Text>
            <Text style={{ width: '25%', textAlign: 'right' }}>{euros(amounts.htCents)} HT</Text>
          </View>
        </View>

        <View style={s.section}>
          <Amount label="Total HT" cents={amounts.htCents} />
          {seller.vatNumber ? (
            <Amount label={`TVA ${amounts.vatRatePercent} %`} cents={amounts.vatCents} />
          ) : null}
          <Amount label="Total TTC" cents={amounts.ttcCents} strong />
          {seller.vatNumber ? null : <Text style={{ textAlign: 'right' }}>{pdfText(seller.vatMention)}</Text>}
        </View>

        <View style={s.section}>
          <Text style={s.sectionTitle}>Règlement</Text>
          <Text>{pdfText(invoice.snapshot.payment)}</Text>
        </View>

        <Text style={s.footer} fixed>
          {pdfText(
            `${seller.companyName} · ${seller.companyForm} · ${seller.address} · SIREN ${seller.siren}. Pas d'escompte pour paiement anticipé. En cas de retard de paiement d'un client professionnel : pénalités au taux légal majoré et indemnité forfaitaire de 40 € pour frais de recouvrement.`,
          )}
        </Text>
      </Page>
    </Document>
  );
}
