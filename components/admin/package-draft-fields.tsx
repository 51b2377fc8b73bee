'use client';

// The inputs of one package draft (inside the editor's <Form>): inline table cells for the edited row, a stacked grid
// for the add form. Each input has its own label naming the column (visually hidden in the table).
import { TableCell } from '@/components/ui/table';
import { Field, FormControl, FormField, FormItem, FormLabel } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import type { Department } from '@/lib/domain/records';
import { PRICE_COLUMN_LABELS, PRICE_KEYS, type PackageDraft } from '@/lib/admin/package-fields';

/** In the table the column header names each input; on a phone (cards, header hidden) the label shows. */
const CELL_LABEL = 'sr-only max-md:not-sr-only';

export function DraftFields({
  idPrefix,
  department,
  cells,
}: {
  idPrefix: string;
  department: Department;
  /** true: render as table cells (inline edit); false: as a stacked form grid (add form). */
  cells: boolean;
}) {
  const Wrap = cells ? TableCell : 'div';
  const labelClassName = cells ? CELL_LABEL : undefined;
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
      <ActiveField idPrefix={idPrefix} cells={cells} />
    </>
  );
}

/** The 'Actif' checkbox of a draft: a table cell in the edited row, a grid item in the add form. */
export function ActiveField({ idPrefix, cells }: { idPrefix: string; cells: boolean }) {
  const Wrap = cells ? TableCell : 'div';
  return (
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
            <FormLabel className={cells ? CELL_LABEL : undefined}>Actif</FormLabel>
          </FormItem>
        )}
      />
    </Wrap>
  );
}
