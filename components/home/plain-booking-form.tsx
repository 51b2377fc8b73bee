// The booking box as the server renders it: a plain GET form to the wizard (/reservation, /en/booking) with the
// prefill contract's names
// (lib/booking/home-box.ts). It works without JavaScript — the wizard opens with what was typed — and is what the
// visitor sees until the client island replaces it after the first paint.
import { ArrowRightIcon } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { PREFILL_PARAMS } from '@/lib/booking/home-box';
import type { HomeBoxText } from '@/lib/i18n/home-box-text';
import {
  BOX_IDS,
  DateTimeFields,
  formClass,
  GroupFields,
  PlainAddressInput,
  priceZoneClass,
} from './box-fields';

export function PlainBookingForm({ text }: { text: HomeBoxText }) {
  const { ui } = text;
  return (
    <form method="get" action={text.action} className={formClass} data-testid="home-box-form">
      <PlainAddressInput
        id={BOX_IDS.departure}
        name={PREFILL_PARAMS.departure}
        label={ui.departure}
        placeholder={ui.placeholder}
      />
      <PlainAddressInput
        id={BOX_IDS.destination}
        name={PREFILL_PARAMS.destination}
        label={ui.destination}
        placeholder={ui.placeholder}
      />
      <DateTimeFields ui={ui} date={{ defaultValue: '' }} time={{ defaultValue: '' }} />
      <GroupFields ui={ui} passengers={{ defaultValue: '1' }} bags={{ defaultValue: '0' }} />
      <p className={`${priceZoneClass} text-muted-foreground`}>{ui.plainHint}</p>
      <Button type="submit" variant="success" size="lg" className="h-12 w-full text-base">
        {ui.submit}
        <ArrowRightIcon aria-hidden="true" className="size-5" />
      </Button>
    </form>
  );
}
