'use client';

// The inputs of one package draft (inside the editor's <Form>), laid out as grid items with visible labels: the add
// form and the edited row's panel (package-editor.tsx) share them.
import { Field, FormControl, FormField, FormItem, FormLabel } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { PRICE_COLUMN_LABELS, PRICE_KEYS, type PackageDraft } from '@/lib/admin/package-fields';

/** The grid both forms lay their fields in: two columns (a place's text takes both on a phone), four from lg. */
export const DRAFT_GRID = 'grid grid-cols-2 gap-3 lg:grid-cols-4';
/** An item across the whole grid (the buttons, a note). */
export const DRAFT_GRID_ROW = 'col-span-2 lg:col-span-4';

export function DraftFields({ idPrefix }: { idPrefix: string }) {
  const text = (key: keyof PackageDraft, label: string, numeric: boolean) => (
    <div key={key} className={numeric ? 'grid' : 'col-span-2 grid sm:col-span-1'}>
      <Field<PackageDraft>
        name={key}
        id={`${idPrefix}-${key}`}
        label={label}
        required={false}
        className="flex flex-col gap-1"
      >
        {({ value, ...field }) => (
          <Input
            {...field}
            value={String(value)}
            {...(numeric
              ? { type: 'text', inputMode: 'decimal' as const, autoComplete: 'off', placeholder: 'N/A' }
              : { type: 'text', maxLength: 120 })}
          />
        )}
      </Field>
    </div>
  );
  return (
    <>
      {text('startLocation', 'Départ', false)}
      {text('endLocation', 'Arrivée', false)}
      {PRICE_KEYS.map((key) => text(key, `${PRICE_COLUMN_LABELS[key]} (€)`, true))}
      <ActiveField idPrefix={idPrefix} />
    </>
  );
}

/**
 * The 'Actif' checkbox of a draft. Its label wraps the box, as on the public forms: the box and its word are one
 * target, 44 px high on a phone (WCAG 2.5.5); there the padding that lines the box up with the inputs is not needed.
 */
export function ActiveField({ idPrefix }: { idPrefix: string }) {
  return (
    <div className="flex items-center self-end sm:pb-2">
      <FormField<PackageDraft, 'isActive'>
        name="isActive"
        render={({ field: { value, onChange, ...field } }) => (
          <FormItem id={`${idPrefix}-isActive`} className="flex items-center">
            <FormLabel className="flex cursor-pointer items-center gap-2 max-sm:min-h-11">
              <FormControl>
                <input
                  {...field}
                  type="checkbox"
                  checked={value}
                  onChange={(event) => onChange(event.target.checked)}
                  className="accent-primary size-5 shrink-0"
                />
              </FormControl>
              Actif
            </FormLabel>
          </FormItem>
        )}
      />
    </div>
  );
}
