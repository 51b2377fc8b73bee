// The booking box as the server renders it: a plain GET form to /reservation with the prefill contract's names
// (lib/booking/home-box.ts). It works without JavaScript — the wizard opens with what was typed — and is what the
// visitor sees until the client island replaces it after the first paint.
import { ArrowRightIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { HOME_BOX_MESSAGES, PREFILL_PARAMS } from '@/lib/booking/home-box';
import {
  ADDRESS_PLACEHOLDERS,
  BOX_IDS,
  DateTimeFields,
  formClass,
  GroupFields,
  PlainAddressInput,
  priceZoneClass,
} from './box-fields';

export function PlainBookingForm() {
  return (
    <form method="get" action="/reservation" className={formClass} data-testid="home-box-form">
      <PlainAddressInput
        id={BOX_IDS.departure}
        name={PREFILL_PARAMS.departure}
        label="Départ"
        placeholder={ADDRESS_PLACEHOLDERS.departure}
      />
      <PlainAddressInput
        id={BOX_IDS.destination}
        name={PREFILL_PARAMS.destination}
        label="Destination"
        placeholder={ADDRESS_PLACEHOLDERS.destination}
      />
      <DateTimeFields date={{ defaultValue: '' }} time={{ defaultValue: '' }} />
      <GroupFields passengers={{ defaultValue: '1' }} bags={{ defaultValue: '0' }} />
      <p className={`${priceZoneClass} text-muted-foreground`}>{HOME_BOX_MESSAGES.plainHint}</p>
      <Button type="submit" variant="success" size="lg" className="h-12 w-full text-base">
        {HOME_BOX_MESSAGES.submit}
        <ArrowRightIcon aria-hidden="true" className="size-5" />
      </Button>
    </form>
  );
}
