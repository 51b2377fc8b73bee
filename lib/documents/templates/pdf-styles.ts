// Shared look of the PDF documents (voucher, invoice): A4, Noto Sans embedded (./pdf-fonts.ts: any customer's name
// prints), the brand's navy for headings.
import { StyleSheet } from '@react-pdf/renderer';
import { PDF_FONT_FAMILY } from './pdf-fonts';

export const BRAND_NAVY = '#0f2a4a';

export const pdfStyles = StyleSheet.create({
  page: { padding: 40, fontFamily: PDF_FONT_FAMILY, fontSize: 10, color: '#1f2937', lineHeight: 1.4 },
  header: { flexDirection: 'row', justifyContent: 'space-between', marginBottom: 24 },
  // Their own line height: the page's 1.4 is inherited as 14 pt, less than their size (the next line overlapped).
  brand: { fontWeight: 'bold', fontSize: 16, color: BRAND_NAVY, lineHeight: 1.3 },
  title: { fontWeight: 'bold', fontSize: 18, color: BRAND_NAVY, marginBottom: 4, lineHeight: 1.3 },
  muted: { color: '#6b7280' },
  section: { marginBottom: 16 },
  sectionTitle: { fontWeight: 'bold', fontSize: 11, color: BRAND_NAVY, marginBottom: 6 },
  row: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: '#d1d5db', paddingVertical: 5 },
  label: { width: '42%', fontWeight: 'bold', paddingRight: 8 },
  value: { width: '58%' },
  bold: { fontWeight: 'bold' },
  /** The English translation under a French text (an English customer's invoice or credit note). */
  translation: { color: '#6b7280', fontSize: 8.5, lineHeight: 1.3 },
  footer: { position: 'absolute', bottom: 28, left: 40, right: 40, fontSize: 8, color: '#6b7280' },
});
