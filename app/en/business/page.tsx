import { BusinessPage, businessMetadata } from '@/components/pages/business-page';

export const metadata = businessMetadata('en');

export default function Page() {
  return <BusinessPage locale="en" />;
}
