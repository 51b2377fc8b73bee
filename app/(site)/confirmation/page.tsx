// /confirmation?session_id=…&booking_ref=… — payment confirmation page (components/pages/confirmation-page.tsx).
import {
  ConfirmationPage,
  confirmationMetadata,
  type SearchParams,
} from '@/components/pages/confirmation-page';

export const metadata = confirmationMetadata('fr');

export default function Page({ searchParams }: { searchParams: SearchParams }) {
  return <ConfirmationPage locale="fr" searchParams={searchParams} />;
}
