import { HtmlDocument } from '@/components/site/html-document';
import { bookingOf } from './reservation';

type Props = { children: React.ReactNode; params: Promise<{ token: string }> };

// The voucher's document is in the booking's language (reservations.locale): an English customer's voucher is an
// English page for the browser, its translation offer and a screen reader, as its text is — its « unavailable » page
// too, once the booking is cancelled. French for a link that opens nothing (its 404 is French) and when the lookup
// fails (the page then shows the French error screen).
export default async function VoucherRootLayout({ children, params }: Props) {
  const reservation = await bookingOf((await params).token).catch(() => null);
  return <HtmlDocument lang={reservation?.locale ?? 'fr'}>{children}</HtmlDocument>;
}
