// /en/booking — the booking wizard in English (components/pages/booking-page.tsx; French twin: /reservation).
import { loadBookingPage, type SearchParams } from '@/app/(site)/reservation/load';
import { BookingPage, bookingMetadata } from '@/components/pages/booking-page';

export const metadata = bookingMetadata('en');

export default async function EnglishBookingPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <BookingPage locale="en" data={await loadBookingPage(await searchParams, 'en')} />;
}
