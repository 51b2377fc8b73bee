import { HtmlDocument } from '@/components/site/html-document';

// Vouchers are French documents; the root layout only passes children through.
export default function VoucherRootLayout({ children }: { children: React.ReactNode }) {
  return <HtmlDocument lang="fr">{children}</HtmlDocument>;
}
