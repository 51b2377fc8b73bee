// The home page's booking box (issue 18): a server-rendered plain form inside a small loader that swaps in the
// client island after the first paint (booking-box-loader.tsx). Rendered in the hero of app/(site)/page.tsx and of
// app/en/page.tsx; its copy is the catalogue's, in the page's language (lib/i18n/home-box-text.ts).
import type { Locale } from '@/lib/i18n/config';
import { homeBoxText } from '@/lib/i18n/home-box-text';
import { BookingBoxLoader } from './booking-box-loader';
import { BoxFrame } from './box-fields';
import { PlainBookingForm } from './plain-booking-form';

export function HomeBookingBox({ locale = 'fr' }: { locale?: Locale }) {
  const text = homeBoxText(locale);
  return (
    <BoxFrame ui={text.ui}>
      <BookingBoxLoader text={text}>
        <PlainBookingForm text={text} />
      </BookingBoxLoader>
    </BoxFrame>
  );
}
