// CSV exports for the accountant: a plain GET form to the admin export routes (the browser downloads the file) — the
// reservations of the period, or with the second button the sales journal (invoices and credit notes issued in it).
import { Download } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { EXPORT_FORM_TITLE_ID } from '@/lib/documents/export-form';

export function CsvExportForm({
  from,
  to,
  error,
}: {
  from: string;
  to: string;
  /** The route refused the period (lib/documents/export-form.ts): said beside the two dates it keeps. */
  error: string | null;
}) {
  return (
    <section
      aria-labelledby={EXPORT_FORM_TITLE_ID}
      className="bg-background flex flex-col gap-3 rounded-xl border p-4"
    >
      <h2 id={EXPORT_FORM_TITLE_ID} className="text-lg font-semibold">
        Export comptable (CSV)
      </h2>
      <p className="text-muted-foreground text-sm">
        Réservations dont la prise en charge tombe dans la période (bornes incluses)&nbsp;: montants HT, TVA,
        TTC, statut, numéro de facture et, pour une réservation annulée après facturation, l’avoir et ses
        montants négatifs. Journal des ventes&nbsp;: les factures et avoirs émis dans la période, dans l’ordre
        où ils ont été émis, y compris ceux de réservations supprimées. Fichiers pour Excel (séparateur
        point-virgule).
      </p>
      {/* Two dates side by side, the button under them: the form sits in the agenda's narrow side column, where a
          single row ran past the card and gave the page a horizontal scroll. On a phone the dates are stacked: two in a
          row left each too narrow for its date and calendar button (cut off at 360–375 px). */}
      <form action="/api/admin/export" method="get" className="grid items-end gap-3 sm:grid-cols-2">
        <input type="hidden" name="retour" value="agenda" />
        {error ? (
          <p id="export-error" role="alert" className="text-destructive text-sm font-medium sm:col-span-2">
            {error}
          </p>
        ) : null}
        <div className="flex min-w-0 flex-col gap-1">
          <Label htmlFor="export-from">Du</Label>
          <Input
            id="export-from"
            name="from"
            type="date"
            defaultValue={from}
            required
            // Back from a refused period: the first date has the focus, and a screen reader reads the message with it.
            autoFocus={error ? true : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'export-error' : undefined}
          />
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <Label htmlFor="export-to">Au</Label>
          <Input
            id="export-to"
            name="to"
            type="date"
            defaultValue={to}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'export-error' : undefined}
          />
        </div>
        <button type="submit" className={`${buttonVariants({ variant: 'outline' })} sm:col-span-2`}>
          <Download aria-hidden="true" />
          Réservations (CSV)
        </button>
        <button
          type="submit"
          formAction="/api/admin/journal"
          className={`${buttonVariants({ variant: 'outline' })} sm:col-span-2`}
        >
          <Download aria-hidden="true" />
          Journal des ventes (CSV)
        </button>
      </form>
    </section>
  );
}
