'use client';

// Row state of one department's package editor: the rows shown, what is being edited (nothing, the add form or one
// row), the draft (react-hook-form; the Server Actions check it and their field errors land on the fields), the
// pending deletion, and the create / update / delete calls with their toasts. The table is package-editor.tsx.
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { PACKAGE_MESSAGES } from '@/lib/auth/messages';
import type { Department, LocalPackage } from '@/lib/domain/records';
import { EMPTY_DRAFT, packageToDraft, type PackageDraft } from '@/lib/admin/package-fields';
import { runAction, type AdminActionFn } from './run-action';
import { useUnsavedChangesWarning } from './use-unsaved-changes';

export interface PackageActions {
  create: AdminActionFn<{ department: Department; draft: PackageDraft }, LocalPackage>;
  update: AdminActionFn<{ id: string; department: Department; draft: PackageDraft }, LocalPackage>;
  remove: AdminActionFn<{ id: string }, { id: string }>;
}

export type EditorMode = { kind: 'viewing' } | { kind: 'adding' } | { kind: 'editing'; id: string };

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
  // A row being added or edited with changes not saved: leaving the page asks first.
  useUnsavedChangesWarning(mode.kind !== 'viewing' && form.formState.isDirty);

  function begin(next: EditorMode, draft: PackageDraft) {
    form.reset(draft);
    setErrorText('');
    setMode(next);
  }

  function stop() {
    form.clearErrors();
    setErrorText('');
    setMode({ kind: 'viewing' });
  }

  function saveFailed(result: { fieldErrors?: Record<string, string>; error: string }) {
    form.clearErrors();
    for (const [name, message] of Object.entries(result.fieldErrors ?? {})) {
      form.setError(name as Path<PackageDraft>, { type: 'server', message });
    }
    setErrorText(result.error);
    toast({
      title: PACKAGE_MESSAGES.errorTitle,
      description: PACKAGE_MESSAGES.saveFailed,
      variant: 'destructive',
    });
  }

  /** Saves the draft: a new row in add mode, the edited row otherwise. */
  const save = form.handleSubmit(async (draft) => {
    if (mode.kind === 'viewing') return;
    setBusy(true);
    const result =
      mode.kind === 'adding'
        ? await runAction(() => actions.create({ department, draft }))
        : await runAction(() => actions.update({ id: mode.id, department, draft }));
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
    errorText,
    pendingDelete,
    setPendingDelete,
    startAdding: () => begin({ kind: 'adding' }, EMPTY_DRAFT),
    startEditing: (row: LocalPackage) => begin({ kind: 'editing', id: row.id }, packageToDraft(row)),
    stop,
    save,
    confirmDelete,
  };
}
