import { AboutPage, aboutMetadata } from '@/components/pages/about-page';

export const metadata = aboutMetadata('fr');

export default function Page() {
  return <AboutPage locale="fr" />;
}
