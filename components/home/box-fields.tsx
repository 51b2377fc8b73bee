// The booking box's frame and fields, shared by the plain server-rendered form and the client island that replaces it
// after the first paint: the same markup and sizes in both, so the swap moves nothing on screen (no layout shift).
// No hooks here: the plain form passes defaultValue, the island value + onChange. Every word comes from the box's copy
// (lib/i18n/home-box-text.ts), given by the page.
import * as React from 'react';
import { MapPinIcon } from '@/components/ui/icons';
import { MAX_HOLD_BAGS, MAX_PASSENGERS, MIN_PASSENGERS } from '@/lib/pricing/vehicles';
import type { HomeBoxUi } from '@/lib/i18n/home-box-text';
import { RequiredMark } from '@/components/booking/form-controls';
import { controlClass, cx } from '@/components/ui/control-class';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/utils';

/** Ids of the box's fields: the island keeps them, so focus survives the swap (see booking-box-loader.tsx). */
export const BOX_IDS = {
  departure: 'home-depart',
  destination: 'home-arrivee',
  date: 'home-date',
  time: 'home-heure',
  passengers: 'home-passagers',
  bags: 'home-bagages',
} as const;

export const BOX_TITLE_ID = 'home-box-title';

/** The white card around the form, with its heading. */
export function BoxFrame({
  ui,
  children,
}: {
  ui: Pick<HomeBoxUi, 'title' | 'intro'>;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={BOX_TITLE_ID}
      className="rounded-2xl border bg-white p-5 text-slate-900 shadow-xl sm:p-6"
      data-testid="home-box"
    >
      <h2 id={BOX_TITLE_ID} className="text-primary text-xl font-bold tracking-tight sm:text-2xl">
        {ui.title}
      </h2>
      <p className="text-muted-foreground mt-1 text-sm">{ui.intro}</p>
      {children}
    </section>
  );
}

export const formClass = 'mt-5 flex flex-col gap-4';
/** Two columns from 360 px: at 320 px (a small phone, 400 % zoom) a date column hid its picker and clipped its year. */
export const pairClass = 'grid grid-cols-1 gap-3 min-[360px]:grid-cols-2';
/** The price zone under the fields: one min height for the hint, the prices and the errors. */
export const priceZoneClass = 'min-h-14 text-sm';

export function FieldLabel({ htmlFor, children }: { htmlFor: string; children: React.ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="text-sm font-medium">
      {children} <RequiredMark />
    </label>
  );
}

/** The address field of the plain form: a text input shaped like the island's combobox (components/booking). */
export function PlainAddressInput({
  id,
  label,
  name,
  placeholder,
}: {
  id: string;
  label: string;
  name: string;
  placeholder: string;
}) {
  return (
    <div className="relative flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <FieldLabel htmlFor={id}>{label}</FieldLabel>
      </div>
      <div className="relative">
        <MapPinIcon
          aria-hidden="true"
          className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2"
        />
        <input
          id={id}
          name={name}
          type="text"
          required
          autoComplete="street-address"
          placeholder={placeholder}
          className={cn(controlClass, 'h-11 pl-9')}
        />
      </div>
    </div>
  );
}

type InputProps = Omit<React.ComponentProps<'input'>, 'id' | 'type'>;

function DateInput({ id, type, ...props }: InputProps & { id: string; type: 'date' | 'time' }) {
  return <input id={id} type={type} required className={cx(controlClass, 'h-11')} {...props} />;
}

/** Date and time side by side (names from the prefill contract: date, heure). */
export function DateTimeFields({
  ui,
  date,
  time,
  error,
  errorOn = 'date',
}: {
  ui: Pick<HomeBoxUi, 'date' | 'time'>;
  date: InputProps;
  time: InputProps;
  /** The pickup check's message (island only). */
  error?: string | null;
  /** The field the message belongs to (marked invalid and described by it): the time when the slot is refused. */
  errorOn?: 'date' | 'time';
}) {
  const errorId = error ? 'home-date-error' : undefined;
  const wiring = (field: 'date' | 'time') =>
    error && field === errorOn ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  return (
    <div className="flex flex-col gap-2">
      <div className={pairClass}>
        <div className="flex min-w-0 flex-col gap-2">
          <FieldLabel htmlFor={BOX_IDS.date}>{ui.date}</FieldLabel>
          <DateInput id={BOX_IDS.date} type="date" name="date" {...wiring('date')} {...date} />
        </div>
        <div className="flex min-w-0 flex-col gap-2">
          <FieldLabel htmlFor={BOX_IDS.time}>{ui.time}</FieldLabel>
          <DateInput id={BOX_IDS.time} type="time" name="heure" {...wiring('time')} {...time} />
        </div>
      </div>
      {error ? (
        <p id={errorId} className="text-destructive text-sm font-medium">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type SelectProps = Omit<React.ComponentProps<'select'>, 'id' | 'children'>;

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** Passengers (1–7) and hold bags (0–6) side by side (names: passagers, bagages). */
export function GroupFields({
  ui,
  passengers,
  bags,
}: {
  ui: Pick<HomeBoxUi, 'passengers' | 'bags'>;
  passengers: SelectProps;
  bags: SelectProps;
}) {
  return (
    <div className={pairClass}>
      <div className="flex min-w-0 flex-col gap-2">
        <FieldLabel htmlFor={BOX_IDS.passengers}>{ui.passengers}</FieldLabel>
        <NativeSelect id={BOX_IDS.passengers} name="passagers" {...passengers}>
          {range(MIN_PASSENGERS, MAX_PASSENGERS).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex min-w-0 flex-col gap-2">
        <FieldLabel htmlFor={BOX_IDS.bags}>{ui.bags}</FieldLabel>
        <NativeSelect id={BOX_IDS.bags} name="bagages" {...bags}>
          {range(0, MAX_HOLD_BAGS).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
