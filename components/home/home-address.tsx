'use client';

// The box's use of the wizard's address combobox, in one place: if AddressField's props change, only this file does.
import type { AddressValue } from '@/components/booking/address-search';
import { AddressField } from '@/components/booking/address-field';

export type { AddressValue };

export const EMPTY_ADDRESS: AddressValue = { address: '', lat: null, lng: null, placeRef: null };

export function HomeAddress({
  id,
  label,
  placeholder,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: AddressValue;
  onChange: (value: AddressValue) => void;
  error?: string;
}) {
  return (
    <AddressField
      id={id}
      label={label}
      value={value}
      onChange={onChange}
      error={error}
      placeholder={placeholder}
    />
  );
}
