// The home page's booking box (issue 18): a server-rendered plain form inside a small loader that swaps in the
// client island after the first paint (booking-box-loader.tsx). Rendered in the hero of app/(site)/page.tsx.
import { BookingBoxLoader } from './booking-box-loader';
import { BoxFrame } from './box-fields';
import { PlainBookingForm } from './plain-booking-form';

export function HomeBookingBox() {
  return (
    <BoxFrame>
      <BookingBoxLoader>
        <PlainBookingForm />
      </BookingBoxLoader>
    </BoxFrame>
  );
}
