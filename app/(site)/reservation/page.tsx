// /reservation — the booking wizard in French (components/pages/booking-page.tsx; English twin: /en/booking).
import { BookingPage, bookingMetadata } from '@/components/pages/booking-page';
import { loadBookingPage, type SearchParams } from './load';

export const metadata = bookingMetadata('fr');

export default async function ReservationPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <BookingPage locale="fr" data={await loadBookingPage(await searchParams, 'fr')} />;
}
