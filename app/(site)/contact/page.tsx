// /contact — same page in English: components/pages/contact-page.tsx.
import { ContactPage, contactMetadata } from '@/components/pages/contact-page';

export const metadata = contactMetadata('fr');

export default function Page() {
  return <ContactPage locale="fr" />;
}
