'use client';

// The general rates form on react-hook-form: one text input per price (field names are the settings' dotted paths),
// checked by the Server Action, whose field errors land on their fields.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm, type FieldValues } from 'react-hook-form';
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
import { Field, Form } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { PRICE_MESSAGES } from '@/lib/auth/messages';
import type { PriceSettings } from '@/lib/pricing/settings';
import {
  PRICE_FIELDS,
  PRICE_SECTIONS,
  settingsToInputs,
  valueAt,
  type PriceInputs,
} from '@/lib/admin/price-fields';
import { runAction, type AdminActionFn } from './run-action';
import { useUnsavedChangesWarning } from './use-unsaved-changes';
import { failureWithReason } from '@/lib/admin/failure';
import { VEHICLE_LABELS } from '@/lib/domain/vehicles';

export interface GeneralRatesActions {
  save: AdminActionFn<PriceInputs, PriceSettings>;
  reset: AdminActionFn<Record<string, never>, PriceSettings>;
}

const inputId = (path: string) => `rate-${path.replaceAll('.', '-')}`;

/** The flat inputs ('vehicles.van.pricePerKmCents' → text) as react-hook-form's nested values. */
function toFormValues(inputs: PriceInputs): FieldValues {
  const values: Record<string, unknown> = {};
  for (const [path, text] of Object.entries(inputs)) {
    const keys = path.split('.');
    let node = values;
    for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
    node[keys[keys.length - 1]!] = text;
  }
  return values;
}

export function GeneralRatesForm({
  initial,
  actions,
}: {
  initial: PriceSettings;
  actions: GeneralRatesActions;
}) {
  const router = useRouter();
  const form = useForm<FieldValues>({ defaultValues: toFormValues(settingsToInputs(initial)) });
  const [busy, setBusy] = useState(false);
  // A price typed and not saved: leaving the page asks first (read while rendering, so the form reports it).
  useUnsavedChangesWarning(form.formState.isDirty);
  // Only the fields changed since the form last showed the server's figures (its default values) are sent, so a save
  // from this device never writes back, unchanged, a price another device saved meanwhile (the action merges).
  const inputs = (): PriceInputs => {
    const shown = form.formState.defaultValues ?? {};
    return Object.fromEntries(
      PRICE_FIELDS.flatMap((f) => {
        const text = String(form.getValues(f.path) ?? '');
        return text === String(valueAt(shown, f.path) ?? '') ? [] : [[f.path, text]];
      }),
    );
  };

  function show(settings: PriceSettings) {
    form.reset(toFormValues(settingsToInputs(settings)));
  }

  // The spec's words, then the server's reason when it gave one (« La base de données est momentanément
  // indisponible »…), kept on screen until closed: nothing else on the page says the prices were not saved. Field
  // errors speak for themselves on their fields.
  function failed(reason?: string) {
    toast({
      title: PRICE_MESSAGES.saveFailed.title,
      description: failureWithReason(PRICE_MESSAGES.saveFailed.message, reason),
      variant: 'destructive',
      persistent: reason !== undefined,
    });
  }

  // The buttons stay focusable while a save or a reset waits (aria-disabled: a disabled one dropped the focus to the
  // page, and Tab started again from the top); a press meanwhile does nothing.
  const save = form.handleSubmit(async () => {
    if (busy) return;
    setBusy(true);
    const result = await runAction(() => actions.save(inputs()));
    setBusy(false);
    if (!result) return;
    if (result.ok) {
      show(result.data);
      toast({
        title: PRICE_MESSAGES.saved.title,
        description: PRICE_MESSAGES.saved.message,
        variant: 'success',
      });
      // The Dourdan-Aéroport tab shows the fixed fares of Dourdan → Orly / CDG: it reads them again.
      router.refresh();
      return;
    }
    const fieldErrors = result.fieldErrors ?? {};
    for (const [path, message] of Object.entries(fieldErrors))
      form.setError(path, { type: 'server', message });
    failed(result.fieldErrors ? undefined : result.error);
    const firstInvalid = Object.keys(fieldErrors)[0];
    if (firstInvalid) document.getElementById(inputId(firstInvalid))?.focus();
  });

  async function reset() {
    if (busy) return;
    setBusy(true);
    const result = await runAction(() => actions.reset({}));
    setBusy(false);
    if (!result) return;
    if (result.ok) {
      show(result.data);
      toast({
        title: PRICE_MESSAGES.reset.title,
        description: PRICE_MESSAGES.reset.message,
        variant: 'success',
      });
      router.refresh();
      return;
    }
    failed(result.error);
  }

  return (
    <Form {...form}>
      <form onSubmit={(event) => void save(event)} noValidate className="flex flex-col gap-6">
        {PRICE_SECTIONS.map((section) => (
          <fieldset key={section.id} className="bg-card rounded-xl border p-4 shadow-sm sm:p-6">
            {/* Floated: a legend that wraps on a phone otherwise sits across the card's top border. */}
            <legend className="float-left mb-1 w-full text-lg font-semibold">{section.title}</legend>
            <p className="text-muted-foreground clear-left mb-4 text-sm">{section.hint}</p>
            <div className="grid gap-x-8 gap-y-4 lg:grid-cols-2">
              {section.rows.map((row) => (
                <div key={row.label} className="grid gap-2">
                  <p className="text-sm font-medium" aria-hidden="true">
                    {row.label}
                  </p>
                  <div className="grid grid-cols-2 gap-3">
                    {row.fields.map((field) => (
                      <Field
                        key={field.path}
                        name={field.path}
                        id={inputId(field.path)}
                        required={false}
                        className="grid gap-1"
                        labelClassName="text-muted-foreground text-xs font-normal"
                        label={
                          <>
                            <span className="sr-only">{row.label} — </span>
                            {VEHICLE_LABELS[field.vehicle]} (€)
                          </>
                        }
                      >
                        {({ required: _required, ...control }) => (
                          <Input
                            {...control}
                            // A field reached with Tab (or focused on a server error) stops above the sticky save bar
                            // below (≈70 px), not under it (WCAG 2.4.11): the browser's focus scroll keeps this margin.
                            className="scroll-mb-24"
                            value={String(control.value ?? '')}
                            type="text"
                            inputMode="decimal"
                            autoComplete="off"
                            placeholder={field.nullable ? 'Tarif au km' : undefined}
                          />
                        )}
                      </Field>
                    ))}
                  </div>
                </div>
              ))}
            </div>
          </fieldset>
        ))}

        <div className="bg-background/95 sticky bottom-0 flex flex-wrap justify-end gap-3 border-t py-3">
          <AlertDialog>
            <AlertDialogTrigger asChild>
              <Button
                type="button"
                variant="outline"
                aria-disabled={busy || undefined}
                // Not opened while a save or a reset waits.
                onClick={(event) => busy && event.preventDefault()}
                className="aria-disabled:cursor-wait aria-disabled:opacity-50"
              >
                Réinitialiser
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>Réinitialiser les tarifs&nbsp;?</AlertDialogTitle>
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
          <Button
            type="submit"
            variant="success"
            aria-disabled={busy || undefined}
            className="aria-disabled:cursor-wait aria-disabled:opacity-50"
          >
            {busy ? 'Sauvegarde...' : 'Sauvegarder'}
          </Button>
        </div>
      </form>
    </Form>
  );
}
