'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
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
import { Input } from '@/components/ui/input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { toast } from '@/components/ui/toast';
import { PACKAGE_MESSAGES } from '@/lib/auth/messages';
import type { Department, LocalPackage } from '@/lib/db/types';
import { cn } from '@/lib/utils';
import {
  EMPTY_DRAFT,
  packageToDraft,
  PRICE_COLUMN_LABELS,
  PRICE_KEYS,
  type PackageDraft,
} from '@/lib/admin/package-fields';
import { runAction, type AdminActionFn } from './run-action';
import { formatEurosOrDash } from '@/lib/format/money';

export interface PackageActions {
  create: AdminActionFn<{ department: Department; draft: PackageDraft }, LocalPackage>;
  update: AdminActionFn<{ id: string; department: Department; draft: PackageDraft }, LocalPackage>;
  remove: AdminActionFn<{ id: string }, { id: string }>;
}

const priceText = (cents: number | null) => (cents === null ? 'N/A' : formatEurosOrDash(cents));

/** Text inputs of one draft, each with its own (visually hidden) label naming the column. */
function DraftFields({
  idPrefix,
  department,
  draft,
  onChange,
  errors,
  cells,
}: {
  idPrefix: string;
  department: Department;
  draft: PackageDraft;
  onChange: (draft: PackageDraft) => void;
  errors: Record<string, string>;
  /** true: render as table cells (inline edit); false: as a stacked form grid (add form). */
  cells: boolean;
}) {
  const Wrap = cells ? TableCell : 'div';
  const field = (key: keyof PackageDraft, label: string, numeric: boolean) => {
    const id = `${idPrefix}-${key}`;
    const error = errors[key];
    return (
      <Wrap key={key} className={cells ? 'align-top' : 'grid gap-1'}>
        <label htmlFor={id} className={cells ? 'sr-only' : 'text-sm font-medium'}>
          {label}
        </label>
        <Input
          id={id}
          value={String(draft[key])}
          onChange={(event) => onChange({ ...draft, [key]: event.target.value })}
          aria-invalid={error ? true : undefined}
          className={cells ? (numeric ? 'w-24' : 'w-36') : undefined}
          {...(numeric
            ? { type: 'text', inputMode: 'decimal' as const, autoComplete: 'off', placeholder: 'N/A' }
            : { type: 'text', maxLength: 120 })}
        />
      </Wrap>
    );
  };
  return (
    <>
      {field('startLocation', 'Départ', false)}
      {field('endLocation', 'Arrivée', false)}
      {cells && <TableCell className="align-top">{department}</TableCell>}
      {PRICE_KEYS.map((key) => field(key, `${PRICE_COLUMN_LABELS[key]} (€)`, true))}
      <Wrap className={cells ? 'align-top' : 'flex items-center gap-2 self-end pb-2'}>
        <input
          id={`${idPrefix}-isActive`}
          type="checkbox"
          checked={draft.isActive}
          onChange={(event) => onChange({ ...draft, isActive: event.target.checked })}
          className="accent-primary size-5"
        />
        <label htmlFor={`${idPrefix}-isActive`} className={cells ? 'sr-only' : 'text-sm font-medium'}>
          Actif
        </label>
      </Wrap>
    </>
  );
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
  const router = useRouter();
  const [rows, setRows] = useState(initial);
  const [mode, setMode] = useState<
    { kind: 'viewing' } | { kind: 'adding' } | { kind: 'editing'; id: string }
  >({ kind: 'viewing' });
  const [draft, setDraft] = useState<PackageDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [errorText, setErrorText] = useState('');
  const [busy, setBusy] = useState(false);
  const [pendingDelete, setPendingDelete] = useState<LocalPackage | null>(null);
  const idle = mode.kind === 'viewing' && !busy;
  const slug = label.toLowerCase().replace(/[^a-z0-9]+/g, '-');

  function startAdding() {
    setDraft(EMPTY_DRAFT);
    setErrors({});
    setErrorText('');
    setMode({ kind: 'adding' });
  }

  function startEditing(row: LocalPackage) {
    setDraft(packageToDraft(row));
    setErrors({});
    setErrorText('');
    setMode({ kind: 'editing', id: row.id });
  }

  function stop() {
    setErrors({});
    setErrorText('');
    setMode({ kind: 'viewing' });
  }

  function saveFailed(result: { fieldErrors?: Record<string, string>; error: string } | null) {
    setErrors(result?.fieldErrors ?? {});
    setErrorText(result?.error ?? '');
    toast({
      title: PACKAGE_MESSAGES.errorTitle,
      description: PACKAGE_MESSAGES.saveFailed,
      variant: 'destructive',
    });
    if (!result) router.refresh();
  }

  async function submitAdd(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    const result = await runAction(() => actions.create({ department, draft }));
    setBusy(false);
    if (result?.ok) {
      setRows((current) => [result.data, ...current]);
      stop();
      toast({ title: PACKAGE_MESSAGES.added, variant: 'success' });
      return;
    }
    saveFailed(result);
  }

  async function submitEdit(id: string) {
    setBusy(true);
    const result = await runAction(() => actions.update({ id, department, draft }));
    setBusy(false);
    if (result?.ok) {
      setRows((current) => current.map((row) => (row.id === id ? result.data : row)));
      stop();
      toast({ title: PACKAGE_MESSAGES.updated, variant: 'success' });
      return;
    }
    saveFailed(result);
  }

  async function confirmDelete() {
    const row = pendingDelete;
    if (!row) return;
    setPendingDelete(null);
    setBusy(true);
    const result = await runAction(() => actions.remove({ id: row.id }));
    setBusy(false);
    if (result?.ok) {
      setRows((current) => current.filter((r) => r.id !== row.id));
      toast({ title: PACKAGE_MESSAGES.deleted, variant: 'success' });
      return;
    }
    toast({
      title: PACKAGE_MESSAGES.errorTitle,
      description: PACKAGE_MESSAGES.deleteFailed,
      variant: 'destructive',
    });
    if (!result) router.refresh();
  }

  return (
    <section
      aria-labelledby={`packages-${slug}-title`}
      className="bg-card rounded-xl border p-4 shadow-sm sm:p-6"
    >
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id={`packages-${slug}-title`} className="text-lg font-semibold">
          Forfaits {department}
        </h2>
        <Button type="button" onClick={startAdding} disabled={!idle}>
          <Plus aria-hidden="true" />
          Ajouter un forfait
        </Button>
      </div>

      {mode.kind === 'adding' && (
        <form
          onSubmit={submitAdd}
          noValidate
          aria-label={`Nouveau forfait ${department}`}
          className="bg-muted/50 mb-6 grid gap-3 rounded-lg border p-4 sm:grid-cols-2 lg:grid-cols-4"
        >
          <DraftFields
            idPrefix={`add-${slug}`}
            department={department}
            draft={draft}
            onChange={setDraft}
            errors={errors}
            cells={false}
          />
          <div className="flex gap-2 self-end sm:col-span-2 lg:col-span-4 lg:justify-end">
            <Button type="button" variant="outline" onClick={stop} disabled={busy}>
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

      <Table className="min-w-[56rem]">
        <TableHeader>
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
        <TableBody>
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={9} className="text-muted-foreground py-6 text-center">
                Aucun forfait pour le moment.
              </TableCell>
            </TableRow>
          )}
          {rows.map((row) =>
            mode.kind === 'editing' && mode.id === row.id ? (
              <TableRow key={row.id} data-testid="package-row" data-editing="true">
                <DraftFields
                  idPrefix={`edit-${row.id}`}
                  department={department}
                  draft={draft}
                  onChange={setDraft}
                  errors={errors}
                  cells
                />
                <TableCell className="align-top">
                  <div className="flex gap-1">
                    <Button
                      type="button"
                      size="sm"
                      variant="success"
                      disabled={busy}
                      onClick={() => submitEdit(row.id)}
                    >
                      Enregistrer
                    </Button>
                    <Button type="button" size="sm" variant="outline" disabled={busy} onClick={stop}>
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
                className={cn(!row.isActive && 'bg-muted/40 opacity-70')}
              >
                <TableCell>{row.startLocation}</TableCell>
                <TableCell className="font-medium">{row.endLocation}</TableCell>
                <TableCell>{row.department}</TableCell>
                <TableCell>{priceText(row.prices.berline.oneWayCents)}</TableCell>
                <TableCell>{priceText(row.prices.berline.roundTripCents)}</TableCell>
                <TableCell>{priceText(row.prices.van.oneWayCents)}</TableCell>
                <TableCell>{priceText(row.prices.van.roundTripCents)}</TableCell>
                <TableCell>{row.isActive ? 'Oui' : 'Non'}</TableCell>
                <TableCell>
                  <div className="flex gap-1">
                    <Button
                      type="button"
                      size="icon"
                      variant="outline"
                      disabled={!idle}
                      aria-label={`Modifier le forfait ${row.startLocation} – ${row.endLocation}`}
                      onClick={() => startEditing(row)}
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
            <AlertDialogAction className={buttonVariants({ variant: 'destructive' })} onClick={confirmDelete}>
              Supprimer
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}
