// The confirmed reservation of a voucher link, looked up once per request: the layout (the document's language), the
// metadata and the page share it (React's cache lasts one render).
import { cache } from 'react';
import { reservationForToken } from '@/lib/documents/voucher';

export const reservationOf = cache(reservationForToken);
