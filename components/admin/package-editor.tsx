'use client';

// One department's package table in the admin: the rows, the add form, inline editing and the delete confirmation.
// Row state and the Server Action calls live in use-package-rows.ts; the draft inputs in package-draft-fields.tsx.
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
import { ActiveField, DraftFields } from './package-draft-fields';
import { usePackageRows, type PackageActions } from './use-package-rows';

export type { PackageActions };

const priceText = (cents: number | null) => (cents === null ? 'N/A' : formatEurosOrDash(cents));

/**
 * Below the md breakpoint the table becomes one card per package (the header row is hidden, each cell names its
 * column), so the operator sees every price and both buttons on a phone without scrolling sideways. An inactive
 * package is greyed on the table only: on a card its small labels would lose their contrast ('Actif: Non' says it).
 */
const cardRow = 'max-md:grid max-md:gap-x-3 max-md:gap-y-3 max-md:py-4 max-md:[&>td]:p-0';
/** A row's places, department and four prices as text (the viewed row; the edited row of a fixed route). */
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
  const { form, rows, mode, busy, idle, errorText, pendingDelete, setPendingDelete, ...act } = usePackageRows(
    {
      department,
      initial,
      actions,
    },
  );
  const slug = label.toLowerCase().replace(/[^a-z0-9]+/g, '-');

  return (
    <Form {...form}>
      <section
        aria-labelledby={`packages-${slug}-title`}
        className="bg-card rounded-xl border p-4 shadow-sm sm:p-6"
      >
        <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <h2 id={`packages-${slug}-title`} className="text-lg font-semibold">
            Forfaits {department}
          </h2>
          <Button type="button" onClick={act.startAdding} disabled={!idle}>
            <Plus aria-hidden="true" />
            Ajouter un forfait
          </Button>
        </div>

        {mode.kind === 'adding' && (
          <form
            onSubmit={(event) => void act.save(event)}
            noValidate
            aria-label={`Nouveau forfait ${department}`}
            className="bg-muted/50 mb-6 grid gap-3 rounded-lg border p-4 sm:grid-cols-2 lg:grid-cols-4"
          >
            <DraftFields idPrefix={`add-${slug}`} department={department} cells={false} />
            <div className="flex gap-2 self-end sm:col-span-2 lg:col-span-4 lg:justify-end">
              <Button type="button" variant="outline" onClick={act.stop} disabled={busy}>
                Annuler
              </Button>
              <Button type="submit" variant="success" disabled={busy}>
                Ajouter
              </Button>
            </div>
          </form>
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
                <TableRow
                  key={row.id}
                  data-testid="package-row"
                  data-editing="true"
                  className={cn(cardRow, 'max-md:grid-cols-2')}
                >
                  {/* A row that shows a fixed route changes 'Actif' only: its places name the route its prices are. */}
                  {row.fixedRoute ? (
                    <>
                      <RowCells row={row} />
                      <ActiveField idPrefix={`edit-${row.id}`} cells />
                    </>
                  ) : (
                    <DraftFields idPrefix={`edit-${row.id}`} department={department} cells />
                  )}
                  <TableCell className="align-top max-md:col-span-2">
                    <div className="flex gap-1 max-md:justify-end">
                      <Button
                        type="button"
                        size="sm"
                        variant="success"
                        disabled={busy}
                        onClick={() => void act.save()}
                      >
                        Enregistrer
                      </Button>
                      <Button type="button" size="sm" variant="outline" disabled={busy} onClick={act.stop}>
                        Annuler
                      </Button>
                    </div>
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
                        disabled={!idle}
                        aria-label={`Modifier le forfait ${row.startLocation} – ${row.endLocation}`}
                        onClick={() => act.startEditing(row)}
                      >
                        <Pencil aria-hidden="true" />
                      </Button>
                      <Button
                        type="button"
                        size="icon"
                        variant="outline"
                        disabled={!idle}
                        aria-label={`Supprimer le forfait ${row.startLocation} – ${row.endLocation}`}
                        onClick={() => setPendingDelete(row)}
                        className="text-destructive hover:text-destructive"
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
