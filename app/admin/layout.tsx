import { HtmlDocument } from '@/components/site/html-document';

// The admin area is French; its document comes from here (the root layout only passes children through).
export default function AdminRootLayout({ children }: { children: React.ReactNode }) {
  return <HtmlDocument lang="fr">{children}</HtmlDocument>;
}
