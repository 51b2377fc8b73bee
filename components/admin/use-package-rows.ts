'use client';

// Row state of one department's package editor: the rows shown, what is being edited (nothing, the add form or one
// row), the draft (react-hook-form; the Server Actions check it and their field errors land on the fields), the
// pending deletion, and the create / update / delete calls with their toasts. The table is package-editor.tsx.
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { PACKAGE_MESSAGES } from '@/lib/auth/messages';
import type { Department, LocalPackage } from '@/lib/domain/records';
import { EMPTY_DRAFT, PRICE_KEYS, packageToDraft, type PackageDraft } from '@/lib/admin/package-fields';
import { newRequestId } from '@/lib/requests/client';
import { runAction, type AdminActionFn } from './run-action';
import { useUnsavedChangesWarning } from './use-unsaved-changes';

export interface PackageActions {
  create: AdminActionFn<{ department: Department; draft: PackageDraft; newId?: string }, LocalPackage>;
  update: AdminActionFn<
    { id: string; department: Department; draft: PackageDraft; expectedUpdatedAt?: string },
    LocalPackage
  >;
  remove: AdminActionFn<{ id: string }, { id: string }>;
}

/** `newId`: the new row's id, drawn when the add form opens; a save sent again (its answer lost) writes that row again. */
export type EditorMode =
  { kind: 'viewing' } | { kind: 'adding'; newId: string } | { kind: 'editing'; id: string };

/** Where the keyboard focus goes once the editor is back to viewing: a row's edit button, or « Ajouter un forfait ». */
export type FocusTarget = { row: string } | 'add';

/** The draft's fields in the order the forms show them: a refused save focuses the first one in error. */
const FIELD_ORDER: readonly Path<PackageDraft>[] = [
  'startLocation',
  'endLocation',
  ...PRICE_KEYS,
  'isActive',
];

export function usePackageRows({
  department,
  initial,
  actions,
}: {
  department: Department;
  initial: LocalPackage[];
  actions: PackageActions;
}) {
  const form = useForm<PackageDraft>({ defaultValues: EMPTY_DRAFT });
  const [rows, setRows] = useState(initial);
  // The rows of the fixed routes take the fares of a refreshed page (saved in the general rates tab); the others keep
  // what this editor holds, unsaved edits included.
  const [seen, setSeen] = useState(initial);
  if (seen !== initial) {
    setSeen(initial);
    setRows((current) =>
      current.map((row) => (row.fixedRoute ? (initial.find((i) => i.id === row.id) ?? row) : row)),
    );
  }
  const [mode, setMode] = useState<EditorMode>({ kind: 'viewing' });
  const [errorText, setErrorText] = useState('');
  const [busy, setBusy] = useState(false);
  const [pendingDelete, setPendingDelete] = useState<LocalPackage | null>(null);
  // Set as the form, the row or the button that had the keyboard focus goes: the editor then moves it there
  // (package-editor.tsx). A new object each time, so the same target twice moves it twice.
  const [focusNext, setFocusNext] = useState<{ target: FocusTarget } | null>(null);
  // A row being added or edited with changes not saved: leaving the page asks first.
  useUnsavedChangesWarning(mode.kind !== 'viewing' && form.formState.isDirty);

  function begin(next: EditorMode, draft: PackageDraft) {
    form.reset(draft);
    setErrorText('');
    setMode(next);
  }

  function stop() {
    if (mode.kind !== 'viewing') setFocusNext({ target: mode.kind === 'editing' ? { row: mode.id } : 'add' });
    form.clearErrors();
    setErrorText('');
    setMode({ kind: 'viewing' });
  }

  function saveFailed(result: { fieldErrors?: Record<string, string>; error: string }) {
    form.clearErrors();
    const fieldErrors = result.fieldErrors ?? {};
    for (const [name, message] of Object.entries(fieldErrors)) {
      form.setError(name as Path<PackageDraft>, { type: 'server', message });
    }
    // On the first field to correct, which its message now describes; the toast and the alert only say it failed.
    const first = FIELD_ORDER.find((name) => name in fieldErrors);
    if (first) form.setFocus(first);
    setErrorText(result.error);
    toast({
      title: PACKAGE_MESSAGES.errorTitle,
      description: PACKAGE_MESSAGES.saveFailed,
      variant: 'destructive',
    });
  }

  /** Saves the draft: a new row in add mode, the edited row otherwise. */
  const save = form.handleSubmit(async (draft) => {
    // Its buttons stay pressable while it runs (aria-disabled, package-editor.tsx): not sent twice.
    if (mode.kind === 'viewing' || busy) return;
    setBusy(true);
    const result =
      mode.kind === 'adding'
        ? await runAction(() => actions.create({ department, draft, newId: mode.newId }))
        : await runAction(() =>
            actions.update({
              id: mode.id,
              department,
              draft,
              // The row as this editor read it: saved meanwhile in another window → refused, not undone.
              expectedUpdatedAt: rows.find((row) => row.id === mode.id)?.updatedAt,
            }),
          );
    setBusy(false);
    if (!result) return;
    if (!result.ok) return saveFailed(result);
    const saved = result.data;
    setRows((current) =>
      mode.kind === 'adding'
        ? [saved, ...current]
        : current.map((row) => (row.id === saved.id ? saved : row)),
    );
    stop();
    // The new row's edit button rather than « Ajouter un forfait »: the row is where the keyboard left off.
    if (mode.kind === 'adding') setFocusNext({ target: { row: saved.id } });
    toast({
      title: mode.kind === 'adding' ? PACKAGE_MESSAGES.added : PACKAGE_MESSAGES.updated,
      variant: 'success',
    });
  });

  async function confirmDelete() {
    const row = pendingDelete;
    if (!row) return;
    setPendingDelete(null);
    setBusy(true);
    const result = await runAction(() => actions.remove({ id: row.id }));
    setBusy(false);
    if (!result) return;
    if (result.ok) {
      // Its row and its delete button are gone (the window had given the focus back to that button).
      setFocusNext({ target: 'add' });
      setRows((current) => current.filter((r) => r.id !== row.id));
      toast({ title: PACKAGE_MESSAGES.deleted, variant: 'success' });
      return;
    }
    toast({
      title: PACKAGE_MESSAGES.errorTitle,
      description: PACKAGE_MESSAGES.deleteFailed,
      variant: 'destructive',
    });
  }

  return {
    form,
    rows,
    mode,
    busy,
    idle: mode.kind === 'viewing' && !busy,
    focusNext,
    errorText,
    pendingDelete,
    setPendingDelete,
    startAdding: () => begin({ kind: 'adding', newId: newRequestId() }, EMPTY_DRAFT),
    startEditing: (row: LocalPackage) => begin({ kind: 'editing', id: row.id }, packageToDraft(row)),
    stop,
    save,
    confirmDelete,
  };
}
