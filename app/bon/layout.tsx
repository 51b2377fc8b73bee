import { HtmlDocument } from '@/components/site/html-document';

// The document root is French; a voucher in the customer's language marks its own `lang` (app/bon/[token]/page.tsx).
export default function VoucherRootLayout({ children }: { children: React.ReactNode }) {
  return <HtmlDocument lang="fr">{children}</HtmlDocument>;
}
