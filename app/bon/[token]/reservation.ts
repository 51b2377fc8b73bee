// The reservation of a voucher link, looked up once per request: the layout (the document's language), the metadata
// and the page share it (React's cache lasts one render). Whatever its status: a link to a booking no longer confirmed
// says so in the booking's language (./page.tsx), instead of a French 404.
import { cache } from 'react';
import { reservationOfToken } from '@/lib/documents/voucher';

export const bookingOf = cache(reservationOfToken);
