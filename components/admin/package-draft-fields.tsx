'use client';

// The inputs of one package draft (inside the editor's <Form>): inline table cells for the edited row, a stacked grid
// for the add form. Each input has its own label naming the column (visually hidden in the table).
import { TableCell } from '@/components/ui/table';
import { Field, FormControl, FormField, FormItem, FormLabel } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import type { Department } from '@/lib/domain/records';
import { PRICE_COLUMN_LABELS, PRICE_KEYS, type PackageDraft } from '@/lib/admin/package-fields';

export function DraftFields({
  idPrefix,
  department,
  cells,
  fixedPrices = false,
}: {
  idPrefix: string;
  department: Department;
  /** true: render as table cells (inline edit); false: as a stacked form grid (add form). */
  cells: boolean;
  /** A row that shows a fixed route: its prices are the general rates' (read-only here). */
  fixedPrices?: boolean;
}) {
  const Wrap = cells ? TableCell : 'div';
  // In the table the column header names each input; on a phone (cards, header hidden) the label shows.
  const labelClassName = cells ? 'sr-only max-md:not-sr-only' : undefined;
  const text = (key: keyof PackageDraft, label: string, numeric: boolean) => (
    <Wrap key={key} className={cells ? 'align-top' : 'grid'}>
      <Field<PackageDraft>
        name={key}
        id={`${idPrefix}-${key}`}
        label={label}
        required={false}
        labelClassName={labelClassName}
        className="flex flex-col gap-1"
      >
        {({ value, ...field }) => (
          <Input
            {...field}
            value={String(value)}
            readOnly={numeric && fixedPrices}
            className={numeric && fixedPrices ? 'bg-muted' : undefined}
            {...(numeric
              ? { type: 'text', inputMode: 'decimal' as const, autoComplete: 'off', placeholder: 'N/A' }
              : { type: 'text', maxLength: 120 })}
          />
        )}
      </Field>
    </Wrap>
  );
  return (
    <>
      {text('startLocation', 'Départ', false)}
      {text('endLocation', 'Arrivée', false)}
      {cells && <TableCell className="align-top max-md:hidden">{department}</TableCell>}
      {PRICE_KEYS.map((key) => text(key, `${PRICE_COLUMN_LABELS[key]} (€)`, true))}
      <Wrap className={cells ? 'align-top max-md:col-span-2' : 'flex items-center gap-2 self-end pb-2'}>
        <FormField<PackageDraft, 'isActive'>
          name="isActive"
          render={({ field: { value, onChange, ...field } }) => (
            <FormItem id={`${idPrefix}-isActive`} className="flex items-center gap-2">
              <FormControl>
                <input
                  {...field}
                  type="checkbox"
                  checked={value}
                  onChange={(event) => onChange(event.target.checked)}
                  className="accent-primary size-5"
                />
              </FormControl>
              <FormLabel className={labelClassName}>Actif</FormLabel>
            </FormItem>
          )}
        />
      </Wrap>
    </>
  );
}
