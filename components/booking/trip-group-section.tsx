// Step 1, 'Passagers et bagages': the two counts (native selects, best on phones), the over-capacity notice and the
// child seat.
import Link from 'next/link';
import { TriangleAlertIcon } from '@/components/ui/icons';
import { exceedsCapacity } from '@/lib/pricing/vehicles';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { NativeSelect } from '@/components/ui/native-select';
import { fill } from '@/lib/i18n/fill';
import { useBookingText } from './booking-text';
import { FormSection } from './form-controls';
import { fieldId, type SectionProps } from './wizard-fields';

const COUNTS = [
  { name: 'passengers', options: ['1', '2', '3', '4', '5', '6', '7'], more: '8' },
  { name: 'holdBags', options: ['0', '1', '2', '3', '4', '5', '6'], more: '7' },
] as const;

export function TripGroupSection({ draft, onUpdate }: SectionProps) {
  const overCapacity = exceedsCapacity(Number(draft.passengers), Number(draft.holdBags));
  const { ui, links } = useBookingText();
  return (
    <FormSection title={ui.groupTitle}>
      <div className="grid grid-cols-2 gap-4">
        {COUNTS.map(({ name, options, more }) => (
          <FormField
            key={name}
            name={name}
            render={({ field }) => (
              <FormItem className="flex flex-col gap-2">
                <FormLabel>{ui[name]}</FormLabel>
                <FormControl>
                  <NativeSelect
                    ref={field.ref}
                    value={draft[name]}
                    onChange={(event) => onUpdate({ [name]: event.target.value })}
                  >
                    {options.map((n) => (
                      <option key={n} value={n}>
                        {n}
                      </option>
                    ))}
                    <option value={more}>{fill(ui.orMore, { count: more })}</option>
                  </NativeSelect>
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        ))}
      </div>
      {overCapacity ? (
        <div
          role="alert"
          className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p>
            <strong className="font-semibold">{ui.noneAvailable}.</strong> {ui.overCapacity}{' '}
            <Link href={links.contact} className="font-semibold underline underline-offset-4">
              {ui.contactUs}
            </Link>
          </p>
        </div>
      ) : null}
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
        <input
          type="checkbox"
          id={fieldId('childSeatBooster')}
          checked={draft.childSeatBooster}
          onChange={(event) => onUpdate({ childSeatBooster: event.target.checked })}
          className="accent-primary size-5 shrink-0"
        />
        {ui.childSeat}
      </label>
    </FormSection>
  );
}
