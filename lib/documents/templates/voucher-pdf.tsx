// The bon de réservation as a PDF (@react-pdf/renderer): the seven items of the arrêté of 6 August 2025, then details.
import { Document, Page, Text, View } from '@react-pdf/renderer';
import type { Voucher, VoucherItem } from '@/lib/documents/voucher';
import { DOCUMENT_COPY } from '@/lib/documents/copy';
import { pdfText } from './pdf-fonts';
import { pdfStyles as s } from './pdf-styles';

function Row({ item }: { item: VoucherItem }) {
  return (
    <View style={s.row} wrap={false}>
      <Text style={s.label}>{pdfText(item.label)}</Text>
      <Text style={s.value}>{pdfText(item.value)}</Text>
    </View>
  );
}

export function VoucherPdf({ voucher }: { voucher: Voucher }) {
  const copy = DOCUMENT_COPY[voucher.locale];
  const t = copy.voucher;
  return (
    <Document
      title={`${t.title} ${voucher.bookingRef}`}
      author={voucher.operator.companyName}
      language={copy.intl}
    >
      <Page size="A4" style={s.page}>
        <View style={s.header}>
          <Text style={s.brand}>{pdfText(voucher.operator.companyName)}</Text>
          <Text style={s.muted}>
            {t.reference} {voucher.bookingRef}
          </Text>
        </View>
        <Text style={s.title}>{t.title}</Text>
        <Text style={[s.muted, { marginBottom: 16 }]}>{t.regulation}</Text>
        <View style={s.section}>
          {voucher.items.map((item) => (
            <Row key={item.label} item={item} />
          ))}
        </View>
        <View style={s.section}>
          <Text style={s.sectionTitle}>{t.details}</Text>
          {voucher.details.map((item) => (
            <Row key={item.label} item={item} />
          ))}
        </View>
        <Text style={s.footer} fixed>
          {pdfText(
            `${voucher.operator.companyName} · ${voucher.operator.companyForm} · SIREN ${voucher.operator.siren} · ${voucher.operator.vtcRegisterNumber} · ${t.presentOnCheck}`,
          )}
        </Text>
      </Page>
    </Document>
  );
}
