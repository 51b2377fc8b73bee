// The home booking box's copy in one language (issue 16), built on the server from the catalogue (HomeBox, plus the
// wizard's vehicle names, counted nouns and kinds of price from Booking) and passed down as a prop: the box's client
// code holds no sentence of either language. On an English page it also carries the wizard's copy (`booking`), which
// the island gives to the address combobox through the wizard's context (components/booking/booking-text.tsx) and
// whose `errors` map translates the French checks and refusals at display; in French both stay null, so the address
// field keeps its French defaults and nothing is translated.
import { ONLINE_HOURS } from '@/lib/booking/dates';
import { bookingText, type BookingText } from './booking-text';
import { INTL_LOCALE, type Locale } from './config';
import { fill } from './fill';
import { catalogues, type Messages } from './messages';
import { pathFor } from './routes';

type BookingUi = Messages['Booking'];

export type HomeBoxUi = Messages['HomeBox'] &
  Pick<
    BookingUi,
    | 'berlineName'
    | 'vanName'
    | 'passengerOne'
    | 'passengerOther'
    | 'bagOne'
    | 'bagOther'
    | 'fixedPrice'
    | 'estimatedPrice'
    | 'timeHint'
  > & { noneAvailable: string };

export interface HomeBoxText {
  locale: Locale;
  /** BCP 47 tag for Intl (plurals, euros). */
  intl: string;
  /** Where the box sends the trip: /reservation, /en/booking (the prefill contract's query string). */
  action: string;
  ui: HomeBoxUi;
  /** The wizard's copy, for the address combobox and the French → English map (null in French). */
  booking: BookingText | null;
}

export function homeBoxText(locale: Locale): HomeBoxText {
  const messages = catalogues[locale];
  const b = messages.Booking;
  return {
    locale,
    intl: INTL_LOCALE[locale],
    action: pathFor('/reservation', locale),
    ui: {
      ...messages.HomeBox,
      berlineName: b.berlineName,
      vanName: b.vanName,
      passengerOne: b.passengerOne,
      passengerOther: b.passengerOther,
      bagOne: b.bagOne,
      bagOther: b.bagOther,
      fixedPrice: b.fixedPrice,
      estimatedPrice: b.estimatedPrice,
      timeHint: fill(b.timeHint, ONLINE_HOURS),
      noneAvailable: messages.BookingErrors.noneAvailable,
    },
    booking: locale === 'fr' ? null : bookingText(locale),
  };
}
