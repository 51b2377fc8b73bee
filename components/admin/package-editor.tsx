'use client';

// One department's package table in the admin: the rows, the add form, inline editing and the delete confirmation.
// Row state and the Server Action calls live in use-package-rows.ts; the draft inputs in package-draft-fields.tsx.
import { useEffect, useRef } from 'react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button, buttonVariants } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { PACKAGE_MESSAGES } from '@/lib/auth/messages';
import type { Department, LinkedFixedRoute, LocalPackage } from '@/lib/domain/records';
import { routeForFareKey } from '@/lib/pricing/packages';
import { cn } from '@/lib/utils';
import { formatEurosOrDash } from '@/lib/format/money';
import { PRICE_COLUMN_LABELS, PRICE_KEYS, packageCents } from '@/lib/admin/package-fields';
import { ActiveField, DRAFT_GRID, DRAFT_GRID_ROW, DraftFields } from './package-draft-fields';
import { usePackageRows, type PackageActions } from './use-package-rows';

export type { PackageActions };

const priceText = (cents: number | null) => (cents === null ? 'N/A' : formatEurosOrDash(cents));

/**
 * Below the md breakpoint the table becomes one card per package (the header row is hidden, each cell names its
 * column), so the operator sees every price and both buttons on a phone without scrolling sideways. An inactive
 * package is greyed on the table only: on a card its small labels would lose their contrast ('Actif: Non' says it).
 */
const cardRow = 'max-md:grid max-md:gap-x-3 max-md:gap-y-3 max-md:py-4 max-md:[&>td]:p-0';
/** A viewed row's places, department and four prices as text. */
function RowCells({ row }: { row: LocalPackage }) {
  return (
    <>
      <TableCell className="max-md:col-span-2">
        <CellLabel>Départ</CellLabel>
        {row.startLocation}
      </TableCell>
      <TableCell className="font-medium max-md:col-span-2">
        <CellLabel>Arrivée</CellLabel>
        {row.endLocation}
        {row.fixedRoute ? <FixedRouteNote route={row.fixedRoute} /> : null}
      </TableCell>
      <TableCell className="max-md:hidden">{row.department}</TableCell>
      {PRICE_KEYS.map((key) => (
        <TableCell key={key} className="tabular-nums">
          <CellLabel>{PRICE_COLUMN_LABELS[key]}</CellLabel>
          {priceText(packageCents(row, key))}
        </TableCell>
      ))}
    </>
  );
}

/** Under a row that shows a fixed route: where its prices are edited. */
function FixedRouteNote({ route }: { route: LinkedFixedRoute }) {
  return (
    <span className="text-muted-foreground mt-1 block max-w-56 text-xs font-normal whitespace-normal">
      {PACKAGE_MESSAGES.fixedRoute(routeForFareKey(route).title)}
    </span>
  );
}

const editButtonId = (id: string) => `modifier-forfait-${id}`;

/**
 * A button that has the keyboard focus while a save or a deletion runs: aria-disabled, not disabled, or the browser
 * drops the focus to <body> (the reservations board's status select does the same); the press is ignored meanwhile.
 */
const softDisabled = 'aria-disabled:cursor-not-allowed aria-disabled:opacity-50';

/**
 * The edited package: one panel across the table's width with a labelled field for each column (the add form's
 * layout), rather than inputs squeezed into the columns of the text rows. A row that shows a fixed route changes
 * 'Actif' only: its places name the route its prices are, and those are edited in the general rates tab.
 */
function EditPanel({
  row,
  busy,
  save,
  stop,
}: {
  row: LocalPackage;
  busy: boolean;
  save: (event?: React.BaseSyntheticEvent) => Promise<void>;
  stop: () => void;
}) {
  const panel = useFirstInputFocused();
  const idPrefix = `edit-${row.id}`;
  return (
    <form
      ref={panel}
      onSubmit={(event) => void save(event)}
      noValidate
      aria-label={`Forfait ${row.startLocation} – ${row.endLocation}`}
      className={DRAFT_GRID}
    >
      {row.fixedRoute ? (
        <>
          <dl className={cn(DRAFT_GRID_ROW, 'grid grid-cols-2 gap-x-3 gap-y-2 text-sm lg:grid-cols-6')}>
            {(
              [
                ['Départ', row.startLocation],
                ['Arrivée', row.endLocation],
                ...PRICE_KEYS.map((key) => [PRICE_COLUMN_LABELS[key], priceText(packageCents(row, key))]),
              ] as const
            ).map(([term, value]) => (
              <div key={term}>
                <dt className="text-muted-foreground text-xs font-medium">{term}</dt>
                <dd className="tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
          <div className={DRAFT_GRID_ROW}>
            <FixedRouteNote route={row.fixedRoute} />
          </div>
          <ActiveField idPrefix={idPrefix} />
        </>
      ) : (
        <DraftFields idPrefix={idPrefix} />
      )}
      <DraftActions busy={busy} stop={stop} submit="Enregistrer" />
    </form>
  );
}

/** A draft form's « Annuler » and its submit button; pressed while saving, they do nothing (and keep the focus). */
function DraftActions({ busy, stop, submit }: { busy: boolean; stop: () => void; submit: string }) {
  return (
    <div className={cn(DRAFT_GRID_ROW, 'flex gap-2 self-end lg:justify-end')}>
      <Button
        type="button"
        variant="outline"
        onClick={() => !busy && stop()}
        aria-disabled={busy}
        className={softDisabled}
      >
        Annuler
      </Button>
      <Button type="submit" variant="success" aria-disabled={busy} className={softDisabled}>
        {submit}
      </Button>
    </div>
  );
}

/** A draft's form, its first field focused as it opens (from « Ajouter un forfait » or a row's edit button). */
function useFirstInputFocused() {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => form.current?.querySelector('input')?.focus(), []);
  return form;
}

/** The add form above the table. */
function AddForm({
  department,
  slug,
  busy,
  save,
  stop,
}: {
  department: Department;
  slug: string;
  busy: boolean;
  save: (event?: React.BaseSyntheticEvent) => Promise<void>;
  stop: () => void;
}) {
  const form = useFirstInputFocused();
  return (
    <form
      ref={form}
      onSubmit={(event) => void save(event)}
      noValidate
      aria-label={`Nouveau forfait ${department}`}
      className={cn(DRAFT_GRID, 'bg-muted/50 mb-6 rounded-lg border p-4')}
    >
      <DraftFields idPrefix={`add-${slug}`} />
      <DraftActions busy={busy} stop={stop} submit="Ajouter" />
    </form>
  );
}

function CellLabel({ children }: { children: React.ReactNode }) {
  return <span className="text-muted-foreground block text-xs font-medium md:hidden">{children}</span>;
}

export function PackageEditor({
  department,
  label,
  initial,
  actions,
}: {
  department: Department;
  /** The tab's name ('Chartres' for 'Chartres et environs'). */
  label: string;
  initial: LocalPackage[];
  actions: PackageActions;
}) {
  const { form, rows, mode, busy, idle, errorText, pendingDelete, setPendingDelete, focusNext, ...act } =
    usePackageRows({
      department,
      initial,
      actions,
    });
  const slug = label.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const addButtonId = `ajouter-forfait-${slug}`;
  // Back on a button once the form, the row or the button that had the keyboard focus is gone: the row's edit button
  // when its panel closes or the new row is added, « Ajouter un forfait » when the add form closes or a row is deleted.
  useEffect(() => {
    if (!focusNext) return;
    const { target } = focusNext;
    document.getElementById(target === 'add' ? addButtonId : editButtonId(target.row))?.focus();
  }, [focusNext, addButtonId]);

  return (
    <Form {...form}>
      <section
        aria-labelledby={`packages-${slug}-title`}
        className="bg-card rounded-xl border p-4 shadow-sm sm:p-6"
      >
        <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 id={`packages-${slug}-title`} className="text-lg font-semibold">
              Forfaits {department}
            </h2>
            <p className="text-muted-foreground mt-1 max-w-prose text-sm">{PACKAGE_MESSAGES.quoteNote}</p>
          </div>
          <Button
            type="button"
            id={addButtonId}
            onClick={() => idle && act.startAdding()}
            aria-disabled={!idle}
            className={softDisabled}
          >
            <Plus aria-hidden="true" />
            Ajouter un forfait
          </Button>
        </div>

        {mode.kind === 'adding' && (
          <AddForm department={department} slug={slug} busy={busy} save={act.save} stop={act.stop} />
        )}

        {errorText && (
          <p role="alert" className="text-destructive mb-3 text-sm">
            {errorText}
          </p>
        )}

        <Table className="max-md:block md:min-w-[56rem]">
          <TableHeader className="max-md:hidden">
            <TableRow>
              <TableHead>Départ</TableHead>
              <TableHead>Arrivée</TableHead>
              <TableHead>Département</TableHead>
              {PRICE_KEYS.map((key) => (
                <TableHead key={key}>{PRICE_COLUMN_LABELS[key]}</TableHead>
              ))}
              <TableHead>Actif</TableHead>
              <TableHead>Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody className="max-md:block">
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={9} className="text-muted-foreground py-6 text-center max-md:block">
                  Aucun forfait pour le moment.
                </TableCell>
              </TableRow>
            )}
            {rows.map((row) =>
              mode.kind === 'editing' && mode.id === row.id ? (
                <TableRow key={row.id} data-testid="package-row" data-editing="true" className="max-md:block">
                  <TableCell
                    colSpan={9}
                    className="bg-muted/50 py-4 whitespace-normal max-md:block max-md:px-3"
                  >
                    <EditPanel row={row} busy={busy} save={act.save} stop={act.stop} />
                  </TableCell>
                </TableRow>
              ) : (
                <TableRow
                  key={row.id}
                  data-testid="package-row"
                  data-active={row.isActive}
                  className={cn(cardRow, 'max-md:grid-cols-4', !row.isActive && 'bg-muted/40 md:opacity-70')}
                >
                  <RowCells row={row} />
                  <TableCell className="max-md:col-span-2 max-md:self-center">
                    <CellLabel>Actif</CellLabel>
                    {row.isActive ? 'Oui' : 'Non'}
                  </TableCell>
                  <TableCell className="max-md:col-span-2 max-md:self-center">
                    <div className="flex gap-1 max-md:justify-end">
                      <Button
                        type="button"
                        size="icon"
                        variant="outline"
                        aria-disabled={!idle}
                        className={softDisabled}
                        id={editButtonId(row.id)}
                        aria-label={`Modifier le forfait ${row.startLocation} – ${row.endLocation}`}
                        onClick={() => idle && act.startEditing(row)}
                      >
                        <Pencil aria-hidden="true" />
                      </Button>
                      <Button
                        type="button"
                        size="icon"
                        variant="outline"
                        aria-disabled={!idle}
                        aria-label={`Supprimer le forfait ${row.startLocation} – ${row.endLocation}`}
                        onClick={() => idle && setPendingDelete(row)}
                        className={cn(softDisabled, 'text-destructive hover:text-destructive')}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </div>
                  </TableCell>
                </TableRow>
              ),
            )}
          </TableBody>
        </Table>

        <AlertDialog open={pendingDelete !== null} onOpenChange={(open) => !open && setPendingDelete(null)}>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>{PACKAGE_MESSAGES.confirmTitle}</AlertDialogTitle>
              <AlertDialogDescription>
                {PACKAGE_MESSAGES.confirmDelete(pendingDelete?.endLocation ?? '')}
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>Annuler</AlertDialogCancel>
              <AlertDialogAction
                className={buttonVariants({ variant: 'destructive' })}
                onClick={act.confirmDelete}
              >
                Supprimer
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </section>
    </Form>
  );
}
