'use client';

// The booking box once JavaScript has loaded (after the first paint, see booking-box-loader.tsx): the wizard's
// address combobox (server-resolved places), then, as soon as both places are chosen and a date and a time are set,
// the server's price for each vehicle the group fits in (POST /api/quote with place references, never a price).
// 'Réservez votre VTC' / 'Book' opens the wizard (/reservation, /en/booking) with the prefill contract's query string, so step 1
// is filled and step 2 shows the same price (the server prices the same references). The copy is the page's
// (lib/i18n/home-box-text.ts): in English the wizard's copy goes to the address combobox through the wizard's context,
// and the French checks and refusals are translated at display through its map.
import * as React from 'react';
import { useRouter } from 'next/navigation';
import { ArrowRightIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { BookingTextProvider } from '@/components/booking/booking-text';
import { PlacesProvider } from '@/components/booking/places-context';
import { checkPickupDateTime, minPickupDate } from '@/lib/booking/dates';
import { isSamePlace, SAME_PLACE_MESSAGE } from '@/lib/booking/same-place';
import { SWITCH_QUERY_ATTRIBUTE } from '@/lib/booking/switch-query';
import { ADDRESS_MESSAGES, DATE_MESSAGES } from '@/lib/booking/messages';
import {
  HOME_BOX_HISTORY_KEY,
  homeBoxPriceable,
  homeBoxQuery,
  homeBoxTripFromQuery,
  keptHomeBoxTrip,
  reservationHref,
  typedTrip,
  type HomeBoxTrip,
} from '@/lib/booking/home-box';
import type { QuoteAnswer } from '@/lib/booking/wizard-wire';
import { translated } from '@/lib/i18n/fill';
import { effectRequest, QUOTE_TIMEOUT_MS } from '@/lib/requests/timeout';
import type { HomeBoxText } from '@/lib/i18n/home-box-text';
import type { Quote } from '@/lib/pricing/quote';
import { availableVehicles } from '@/lib/pricing/vehicles';
import { BOX_IDS, DateTimeFields, formClass, GroupFields } from './box-fields';
import { EMPTY_ADDRESS, HomeAddress, type AddressValue } from './home-address';
import { VehiclePrices, type PriceState } from './vehicle-prices';
import { type VehicleType } from '@/lib/domain/vehicles';

export interface BookingBoxIslandProps {
  /** What the visitor typed in the plain form before the island took over (its FormData). */
  initial: FormData | null;
  /** The box's copy in the page's language. */
  text: HomeBoxText;
}

type Answer = { key: string } & (
  { ok: true; items: { vehicle: VehicleType; quote: Quote }[] } | { ok: false; message: string }
);

async function fetchQuote(body: object, signal: AbortSignal, failed: string): Promise<Quote> {
  const response = await fetch('/api/quote', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal,
  });
  const json = (await response.json().catch(() => ({}))) as QuoteAnswer;
  if (!response.ok || !json.quote) throw new QuoteError(json.error?.message ?? failed);
  return json.quote;
}

class QuoteError extends Error {}

type AddressEnd = 'departure' | 'destination';

export function BookingBoxIsland({ initial: typed, text }: BookingBoxIslandProps) {
  const router = useRouter();
  const { ui } = text;
  const { quoteFailed, networkFailed } = ui;
  const map = text.booking?.errors ?? null;
  const tr = (message: string) => translated(message, map);
  // Back from the wizard: the trip the submit kept on this history entry; from the other language's home, the trip
  // its language link carried in the address; otherwise what the plain form holds.
  const [initial] = React.useState(
    () =>
      keptHomeBoxTrip(window.history.state) ??
      homeBoxTripFromQuery(window.location.search) ?? {
        ...typedTrip(typed),
        departureRef: '',
        destinationRef: '',
      },
  );
  const [departure, setDeparture] = React.useState<AddressValue>({
    ...EMPTY_ADDRESS,
    address: initial.departure,
    placeRef: initial.departureRef || null,
  });
  const [destination, setDestination] = React.useState<AddressValue>({
    ...EMPTY_ADDRESS,
    address: initial.destination,
    placeRef: initial.destinationRef || null,
  });
  const [date, setDate] = React.useState(initial.date);
  const [time, setTime] = React.useState(initial.time);
  const [passengers, setPassengers] = React.useState(initial.passengers || '1');
  const [bags, setBags] = React.useState(initial.bags || '0');
  const [addressErrors, setAddressErrors] = React.useState<Partial<Record<AddressEnd, string>>>({});
  const [attempt, setAttempt] = React.useState(0);
  const [answer, setAnswer] = React.useState<Answer | null>(null);
  // When the island loaded: the bounds of the date check (the wizard checks again on its own clock).
  const [now] = React.useState(() => Date.now());

  const trip: HomeBoxTrip = {
    departure: departure.address,
    destination: destination.address,
    departureRef: departure.placeRef ?? '',
    destinationRef: destination.placeRef ?? '',
    date,
    time,
    passengers,
    bags,
  };
  // The language link takes the box's trip to the other language's home (components/site/shell-script.ts), as the
  // wizard's does to the other wizard: only the trip, which the box never holds more of.
  const switchQuery = homeBoxQuery(trip);
  React.useEffect(() => {
    document.documentElement.setAttribute(SWITCH_QUERY_ATTRIBUTE, switchQuery);
    return () => document.documentElement.removeAttribute(SWITCH_QUERY_ATTRIBUTE);
  }, [switchQuery]);
  const fitting = availableVehicles(Number(passengers), Number(bags));
  const dateCheck = date && time ? checkPickupDateTime(date, time, now) : null;
  // Outside the online hours, the box says which they are and that a night ride is asked for on WhatsApp (the
  // wizard's hint under its time field; docs/architecture.md, "Pickup hours").
  // The refused slot is the time's error (said on the time field, which gets the focus); any other, the date's.
  const slotRefused = dateCheck?.ok === false && dateCheck.message === DATE_MESSAGES.slotUnavailable;
  const dateError =
    dateCheck && !dateCheck.ok
      ? slotRefused
        ? `${tr(dateCheck.message)} ${ui.timeHint}`
        : tr(dateCheck.message)
      : null;

  // The same place at both ends is the destination's error, said as soon as both are chosen (the wizard and the
  // server refuse it too: lib/booking/same-place.ts).
  const samePlace = isSamePlace(departure, destination);
  const destinationError = addressErrors.destination ?? (samePlace ? tr(SAME_PLACE_MESSAGE) : undefined);

  // One request per fitting vehicle; the key says which trip an answer belongs to (older answers are ignored).
  // No price beside a refused date or time, or between one place and itself: « Prix fixe » would read as a ride
  // bookable online.
  const priceable = homeBoxPriceable(trip) && fitting.length > 0;
  const key =
    priceable && !dateError && !samePlace
      ? JSON.stringify({
          body: {
            departurePlaceRef: trip.departureRef,
            destinationPlaceRef: trip.destinationRef,
            passengers: Number(passengers),
            holdBags: Number(bags),
          },
          vehicles: fitting,
          attempt,
        })
      : null;
  React.useEffect(() => {
    if (key === null) return;
    const { body, vehicles } = JSON.parse(key) as { body: object; vehicles: VehicleType[] };
    const request = effectRequest(QUOTE_TIMEOUT_MS);
    Promise.all(
      vehicles.map(async (vehicle) => ({
        vehicle,
        quote: await fetchQuote(
          { ...body, tripType: 'oneWay', vehicleType: vehicle },
          request.signal,
          quoteFailed,
        ),
      })),
    )
      .then((items) => {
        request.done();
        setAnswer({ key, ok: true, items });
      })
      .catch((reason: unknown) => {
        if (!request.failed()) return;
        const message = reason instanceof QuoteError ? reason.message : networkFailed;
        setAnswer({ key, ok: false, message });
      });
    return request.cancel;
  }, [key, quoteFailed, networkFailed]);

  let prices: PriceState;
  if (fitting.length === 0) prices = { status: 'none' };
  else if (!priceable) prices = { status: 'idle' };
  else if (key === null) prices = { status: 'blocked' };
  else if (answer?.key !== key) prices = { status: 'loading' };
  else
    prices = answer.ok
      ? { status: 'ready', items: answer.items }
      : { status: 'error', message: tr(answer.message) };

  function changeAddress(end: AddressEnd, value: AddressValue) {
    (end === 'departure' ? setDeparture : setDestination)(value);
    if (addressErrors[end]) setAddressErrors((errors) => ({ ...errors, [end]: undefined }));
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A typed address only counts once a suggestion is chosen (the server resolves that place).
    const unresolved = (['departure', 'destination'] as const).filter((end) => {
      const value = end === 'departure' ? departure : destination;
      return value.address.trim() !== '' && !value.placeRef;
    });
    if (unresolved.length > 0) {
      const message = tr(ADDRESS_MESSAGES.chooseFromList);
      setAddressErrors(Object.fromEntries(unresolved.map((end) => [end, message])));
      document.getElementById(BOX_IDS[unresolved[0]!])?.focus();
      return;
    }
    if (samePlace) {
      document.getElementById(BOX_IDS.destination)?.focus();
      return;
    }
    // A date the wizard would refuse (under 24 hours, past): said under the date already, the visitor fixes it here.
    if (dateError) {
      document.getElementById(slotRefused ? BOX_IDS.time : BOX_IDS.date)?.focus();
      return;
    }
    // Next's router keeps its own state on the entry (its replaceState adds it).
    window.history.replaceState({ [HOME_BOX_HISTORY_KEY]: trip }, '');
    router.push(reservationHref(trip, text.action));
  }

  return (
    <BookingTextProvider value={text.booking}>
      <PlacesProvider>
        <form
          method="get"
          action={text.action}
          noValidate
          onSubmit={onSubmit}
          className={formClass}
          data-testid="home-box-form"
          data-enhanced=""
        >
          <HomeAddress
            id={BOX_IDS.departure}
            label={ui.departure}
            placeholder={ui.placeholder}
            value={departure}
            onChange={(value) => changeAddress('departure', value)}
            error={addressErrors.departure}
          />
          <HomeAddress
            id={BOX_IDS.destination}
            label={ui.destination}
            placeholder={ui.placeholder}
            value={destination}
            onChange={(value) => changeAddress('destination', value)}
            error={destinationError}
          />
          <DateTimeFields
            ui={ui}
            date={{ value: date, min: minPickupDate(now), onChange: (event) => setDate(event.target.value) }}
            time={{ value: time, onChange: (event) => setTime(event.target.value) }}
            error={dateError}
            errorOn={slotRefused ? 'time' : 'date'}
          />
          <GroupFields
            ui={ui}
            passengers={{ value: passengers, onChange: (event) => setPassengers(event.target.value) }}
            bags={{ value: bags, onChange: (event) => setBags(event.target.value) }}
          />
          <VehiclePrices
            text={text}
            state={prices}
            onRetry={() => setAttempt((n) => n + 1)}
            refusal={dateError}
          />
          <Button type="submit" variant="success" size="lg" className="h-12 w-full text-base">
            {ui.submit}
            <ArrowRightIcon aria-hidden="true" className="size-5" />
          </Button>
        </form>
      </PlacesProvider>
    </BookingTextProvider>
  );
}
