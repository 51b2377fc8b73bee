'use client';

// One end of the trip (docs/product.md#packages-fixed). With a fixed package the field follows the package's place:
// ORLY/CDG → terminal selector; DISNEY → grouped selector of parks and hotels, with 'Je ne trouve pas mon adresse
// dans la liste' switching to free entry limited to the Disney zone; PARIS → address field accepting Paris only.
import * as React from 'react';
import { badgeVariants } from '@/components/ui/variants';
import { DISNEY_PLACE_GROUPS, isNearDourdan, LOCATION_GROUPS, type LocationGroupKey } from '@/lib/places';
import { AddressField } from './address-field';
import { useBookingText } from './booking-text';
import { EMPTY_ADDRESS, placeAddress, placeValue, type AddressValue } from './address-search';
import { NativeSelect } from '@/components/ui/native-select';
import { FieldError, RequiredMark } from './form-controls';

export interface TripEndFieldProps {
  id: string;
  end: 'departure' | 'destination';
  /** The package's place for this end, when a package is selected. */
  location: LocationGroupKey | null;
  value: AddressValue;
  onChange: (value: AddressValue) => void;
  error?: string;
}

type Ui = ReturnType<typeof useBookingText>['ui'];

/** The field's labels for one end of the trip. */
function labels(ui: Ui, end: TripEndFieldProps['end']) {
  return {
    address: ui[`${end}Address`],
    terminal: ui[`${end}Terminal`],
    place: ui[`${end}Place`],
    placeholder: ui[`${end}Placeholder`],
  };
}

/** The badge's look without <Badge>'s tailwind-merge: step 1 stays free of it (components/ui/variants.ts). */
function SecondaryBadge({ children }: { children: React.ReactNode }) {
  return (
    <span data-slot="badge" className={badgeVariants({ variant: 'secondary' })}>
      {children}
    </span>
  );
}

function DourdanBadge({ value }: { value: AddressValue }) {
  const { ui } = useBookingText();
  const near = value.lat !== null && value.lng !== null && isNearDourdan({ lat: value.lat, lng: value.lng });
  return near ? <SecondaryBadge>{ui.badgeDourdan}</SecondaryBadge> : null;
}

function TerminalSelect({ id, end, location, value, onChange, error }: TripEndFieldProps) {
  const group = LOCATION_GROUPS[location as 'ORLY' | 'CDG'];
  const selected = group.points.find((p) => placeAddress(p) === value.address);
  const errorId = `${id}-erreur`;
  const { ui } = useBookingText();
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {labels(ui, end).terminal} — {ui[`airport${group.key as 'ORLY' | 'CDG'}`]} <RequiredMark />
      </label>
      <NativeSelect
        id={id}
        value={selected?.id ?? ''}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          const place = group.points.find((p) => p.id === event.target.value);
          onChange(place ? placeValue(place) : EMPTY_ADDRESS);
        }}
      >
        <option value="">{ui.chooseTerminal}</option>
        {group.points.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </NativeSelect>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

function DisneySelect({ id, end, value, onChange, error }: TripEndFieldProps) {
  const places = DISNEY_PLACE_GROUPS.flatMap((g) => g.places);
  const selected = places.find((p) => placeAddress(p) === value.address);
  const [freeEntry, setFreeEntry] = React.useState(value.address !== '' && !selected);
  const errorId = `${id}-erreur`;
  const { ui } = useBookingText();
  const badge = <SecondaryBadge>{ui.badgeDisney}</SecondaryBadge>;
  return (
    <div className="flex flex-col gap-3">
      {freeEntry ? (
        <AddressField
          id={id}
          label={labels(ui, end).address}
          value={value}
          onChange={onChange}
          restriction="disney"
          error={error}
          badge={badge}
          placeholder={ui.disneyPlaceholder}
        />
      ) : (
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <label htmlFor={id} className="text-sm font-medium">
              {labels(ui, end).place} — Disneyland Paris <RequiredMark />
            </label>
            {badge}
          </div>
          <NativeSelect
            id={id}
            value={selected?.id ?? ''}
            aria-required="true"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => {
              const place = places.find((p) => p.id === event.target.value);
              onChange(place ? placeValue(place) : EMPTY_ADDRESS);
            }}
          >
            <option value="">{ui.chooseDisney}</option>
            {DISNEY_PLACE_GROUPS.map((group) => (
              <optgroup key={group.id} label={ui[`disneyGroup_${group.id}`]}>
                {group.places.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </NativeSelect>
          {error ? <FieldError id={errorId}>{error}</FieldError> : null}
        </div>
      )}
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
        <input
          type="checkbox"
          checked={freeEntry}
          onChange={(event) => {
            setFreeEntry(event.target.checked);
            onChange(EMPTY_ADDRESS);
          }}
          className="accent-primary size-5 shrink-0"
        />
        {ui.notInList}
      </label>
    </div>
  );
}

export function TripEndField(props: TripEndFieldProps) {
  const { id, end, location, value, onChange, error } = props;
  const { ui } = useBookingText();
  const label = labels(ui, end);
  if (location === 'ORLY' || location === 'CDG') return <TerminalSelect {...props} />;
  if (location === 'DISNEY') return <DisneySelect {...props} />;
  if (location === 'PARIS') {
    return (
      <AddressField
        id={id}
        label={label.address}
        value={value}
        onChange={onChange}
        restriction="paris"
        error={error}
        badge={<SecondaryBadge>{ui.badgeParis}</SecondaryBadge>}
        placeholder={ui.parisPlaceholder}
      />
    );
  }
  return (
    <AddressField
      id={id}
      label={label.address}
      value={value}
      onChange={onChange}
      error={error}
      badge={<DourdanBadge value={value} />}
      placeholder={label.placeholder}
    />
  );
}
