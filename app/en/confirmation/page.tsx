// /en/confirmation?session_id=…&booking_ref=… — where Stripe returns an English checkout (lib/payments/locale.ts).
import {
  ConfirmationPage,
  confirmationMetadata,
  type SearchParams,
} from '@/components/pages/confirmation-page';

export const metadata = confirmationMetadata('en');

export default function Page({ searchParams }: { searchParams: SearchParams }) {
  return <ConfirmationPage locale="en" searchParams={searchParams} />;
}
