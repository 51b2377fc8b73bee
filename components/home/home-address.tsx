'use client';

// The box's use of the wizard's address combobox, in one place: if AddressField's props change, only this file does.
import type { AddressValue } from '@/components/booking/address-search';
import { AddressField } from '@/components/booking/address-field';
import { ADDRESS_PLACEHOLDERS } from './box-fields';

export type { AddressValue };

export const EMPTY_ADDRESS: AddressValue = { address: '', lat: null, lng: null, placeRef: null };

export function HomeAddress({
  id,
  end,
  value,
  onChange,
  error,
}: {
  id: string;
  end: 'departure' | 'destination';
  value: AddressValue;
  onChange: (value: AddressValue) => void;
  error?: string;
}) {
  return (
    <AddressField
      id={id}
      label={end === 'departure' ? 'Départ' : 'Destination'}
      value={value}
      onChange={onChange}
      error={error}
      placeholder={ADDRESS_PLACEHOLDERS[end]}
    />
  );
}
