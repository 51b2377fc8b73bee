'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { PRICE_MESSAGES } from '@/lib/auth/messages';
import type { PriceSettings } from '@/lib/pricing/settings';
import { PRICE_SECTIONS, settingsToInputs, type PriceInputs } from '@/lib/admin/price-fields';
import { runAction, type AdminActionFn } from './run-action';
import { VEHICLE_LABELS } from '@/lib/domain/vehicles';

export interface GeneralRatesActions {
  save: AdminActionFn<PriceInputs, PriceSettings>;
  reset: AdminActionFn<Record<string, never>, PriceSettings>;
}

const inputId = (path: string) => `rate-${path.replaceAll('.', '-')}`;

export function GeneralRatesForm({
  initial,
  actions,
}: {
  initial: PriceSettings;
  actions: GeneralRatesActions;
}) {
  const router = useRouter();
  const [values, setValues] = useState<PriceInputs>(() => settingsToInputs(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    const result = await runAction(() => actions.save(values));
    setBusy(false);
    if (result?.ok) {
      setErrors({});
      setValues(settingsToInputs(result.data));
      toast({
        title: PRICE_MESSAGES.saved.title,
        description: PRICE_MESSAGES.saved.message,
        variant: 'success',
      });
      return;
    }
    const fieldErrors = result?.fieldErrors ?? {};
    setErrors(fieldErrors);
    toast({
      title: PRICE_MESSAGES.saveFailed.title,
      description: PRICE_MESSAGES.saveFailed.message,
      variant: 'destructive',
    });
    const firstInvalid = Object.keys(fieldErrors)[0];
    if (firstInvalid) document.getElementById(inputId(firstInvalid))?.focus();
    if (!result) router.refresh();
  }

  async function reset() {
    setBusy(true);
    const result = await runAction(() => actions.reset({}));
    setBusy(false);
    if (result?.ok) {
      setErrors({});
      setValues(settingsToInputs(result.data));
      toast({
        title: PRICE_MESSAGES.reset.title,
        description: PRICE_MESSAGES.reset.message,
        variant: 'success',
      });
      return;
    }
    toast({
      title: PRICE_MESSAGES.saveFailed.title,
      description: PRICE_MESSAGES.saveFailed.message,
      variant: 'destructive',
    });
    if (!result) router.refresh();
  }

  return (
    <form onSubmit={save} noValidate className="flex flex-col gap-6">
      {PRICE_SECTIONS.map((section) => (
        <fieldset key={section.id} className="bg-card rounded-xl border p-4 shadow-sm sm:p-6">
          <legend className="px-1 text-lg font-semibold">{section.title}</legend>
          <p className="text-muted-foreground mb-4 text-sm">{section.hint}</p>
          <div className="grid gap-x-8 gap-y-4 lg:grid-cols-2">
            {section.rows.map((row) => (
              <div key={row.label} className="grid gap-2">
                <p className="text-sm font-medium" aria-hidden="true">
                  {row.label}
                </p>
                <div className="grid grid-cols-2 gap-3">
                  {row.fields.map((field) => {
                    const id = inputId(field.path);
                    const error = errors[field.path];
                    return (
                      <div key={field.path} className="grid gap-1">
                        <label htmlFor={id} className="text-muted-foreground text-xs">
                          <span className="sr-only">{row.label} — </span>
                          {VEHICLE_LABELS[field.vehicle]} (€)
                        </label>
                        <Input
                          id={id}
                          name={field.path}
                          type="text"
                          inputMode="decimal"
                          autoComplete="off"
                          placeholder={field.nullable ? 'Tarif au km' : undefined}
                          value={values[field.path] ?? ''}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? `${id}-error` : undefined}
                          onChange={(event) =>
                            setValues((current) => ({ ...current, [field.path]: event.target.value }))
                          }
                        />
                        {error && (
                          <p id={`${id}-error`} className="text-destructive text-xs">
                            {error}
                          </p>
                        )}
                      </div>
                    );
                  })}
                </div>
              </div>
            ))}
          </div>
        </fieldset>
      ))}

      <div className="bg-background/95 sticky bottom-0 flex flex-wrap justify-end gap-3 border-t py-3">
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button type="button" variant="outline" disabled={busy}>
              Réinitialiser
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Réinitialiser les tarifs ?</AlertDialogTitle>
              <AlertDialogDescription>
                Les tarifs généraux reprendront leurs valeurs par défaut pour tous les visiteurs.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>Annuler</AlertDialogCancel>
              <AlertDialogAction onClick={reset}>Réinitialiser</AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
        <Button type="submit" variant="success" disabled={busy}>
          {busy ? 'Sauvegarde...' : 'Sauvegarder'}
        </Button>
      </div>
    </form>
  );
}
