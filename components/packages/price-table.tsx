// Server-rendered price table of a local-package region: every price is in the HTML (search engines, no-JS visitors),
// each bookable price is a plain link to its form, 'N/A' is plain text. Words from the catalogue (PriceTableText, in the
// page's language); the places are the database's (French proper names, marked lang="fr" on an English page).
import Link from 'next/link';
import { InfoIcon as Info } from '@/components/site/shell-icons';
import { TriangleAlertIcon as AlertTriangle, ArrowRightIcon as ArrowRight } from '@/components/ui/icons';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { PriceTableText } from '@/lib/i18n/package-text';
import type { Region } from '@/lib/packages/regions';
import type { PriceRow, PriceTableView } from '@/lib/packages/price-table-model';

function PriceLink({ cell, text }: { cell: PriceRow['cells'][number]; text: PriceTableText }) {
  if (!cell.href) {
    return (
      // 'N/A' read letter by letter by a French voice, its meaning only in a title no keyboard or finger reaches: the
      // words are said instead (« Tarif non disponible »).
      <span className="text-muted-foreground" title={text.notAvailableTitle}>
        <span aria-hidden="true">{cell.label}</span>
        <span className="sr-only">{text.notAvailableTitle}</span>
      </span>
    );
  }
  return (
    <Link
      href={cell.href}
      prefetch={false}
      aria-label={cell.description}
      className="border-primary/15 bg-primary/5 text-primary hover:border-primary hover:bg-primary hover:text-primary-foreground inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border px-1 py-1.5 text-xs font-semibold whitespace-nowrap tabular-nums transition-colors sm:min-w-[5.5rem] sm:px-2.5 sm:text-sm"
    >
      {cell.label}
    </Link>
  );
}

interface TableLinks {
  text: PriceTableText;
  /** The wizard and the contact page in the page's language. */
  wizardHref: string;
  contactHref: string;
  /** 'fr' on an English page: the place names are French. */
  placesLang?: string;
}

export function PriceTable({
  region,
  rows,
  text,
  wizardHref,
  placesLang,
}: { region: Region; rows: PriceRow[] } & Omit<TableLinks, 'contactHref'>) {
  return (
    <div className="bg-card -mx-4 overflow-hidden border-y shadow-sm sm:mx-0 sm:rounded-xl sm:border">
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-sm sm:min-w-[40rem]">
          <caption className="sr-only">{text.caption}</caption>
          <thead className="bg-primary text-primary-foreground">
            <tr>
              <th
                rowSpan={2}
                scope="col"
                className="bg-primary sticky left-0 z-10 px-2 py-3 text-left align-bottom font-semibold sm:px-4"
              >
                {text.destination}
              </th>
              <th
                colSpan={2}
                scope="colgroup"
                className="border-primary-foreground/20 border-l px-1 pt-3 pb-1 sm:px-3"
              >
                {text.columns.berline}
              </th>
              <th
                colSpan={2}
                scope="colgroup"
                className="border-primary-foreground/20 border-l px-1 pt-3 pb-1 sm:px-3"
              >
                {text.columns.van}
              </th>
            </tr>
            <tr className="text-primary-foreground/85 text-xs font-medium">
              <th scope="col" className="border-primary-foreground/20 border-l px-1 pb-3 font-medium sm:px-3">
                {text.trips.oneWay}
              </th>
              <th scope="col" className="px-1 pb-3 font-medium sm:px-3">
                {text.trips.roundTrip}
              </th>
              <th scope="col" className="border-primary-foreground/20 border-l px-1 pb-3 font-medium sm:px-3">
                {text.trips.oneWay}
              </th>
              <th scope="col" className="px-1 pb-3 font-medium sm:px-3">
                {text.trips.roundTrip}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="group even:bg-muted/40 border-b last:border-b-0">
                <th
                  scope="row"
                  className="bg-card group-even:bg-muted sticky left-0 z-10 px-2 py-3 text-left text-[13px] font-medium sm:px-4 sm:text-sm"
                >
                  <span lang={placesLang} className="text-muted-foreground block text-xs font-normal">
                    {`${row.startLocation} → `}
                  </span>
                  <span lang={placesLang}>{row.endLocation}</span>
                </th>
                {row.cells.map((cell, index) => (
                  <td
                    key={`${cell.vehicle}-${cell.trip}`}
                    className={cn('px-0.5 py-2.5 text-center sm:px-2', index % 2 === 0 && 'border-l')}
                  >
                    <PriceLink cell={cell} text={text} />
                  </td>
                ))}
              </tr>
            ))}
            {region.airport && (
              <tr className="bg-success/5 border-t">
                <th
                  scope="row"
                  className="bg-card sticky left-0 z-10 px-2 py-3 text-left text-[13px] font-medium sm:px-4 sm:text-sm"
                >
                  {text.otherRoutesLabel}
                </th>
                <td colSpan={4} className="px-3 py-3 text-center">
                  <Link
                    href={wizardHref}
                    className={cn(buttonVariants({ variant: 'success', size: 'sm' }), 'min-h-11')}
                  >
                    {text.otherRoutesAction}
                    <ArrowRight aria-hidden="true" />
                  </Link>
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/**
 * Prices that cannot be read (the database unavailable): the price tables' message, also the fixed-price pages'
 * (components/packages/fixed-packages-page.tsx) in place of their cards.
 */
export function PricesUnavailable({ message }: { message: string }) {
  return (
    <div
      role="alert"
      className="border-destructive/30 bg-destructive/5 text-destructive flex items-start gap-3 rounded-xl border p-5"
    >
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p className="font-medium">{message}</p>
    </div>
  );
}

export function PriceTableStatus({
  region,
  view,
  ...links
}: { region: Region; view: PriceTableView } & TableLinks) {
  if (view.status === 'ok') return <PriceTable region={region} rows={view.rows} {...links} />;
  if (view.status === 'error') {
    return (
      <PricesUnavailable message={view.retryHint ? `${view.message} ${view.retryHint}` : view.message} />
    );
  }
  return (
    <div className="bg-muted/60 flex items-start gap-3 rounded-xl border p-5">
      <Info aria-hidden="true" className="text-primary mt-0.5 size-5 shrink-0" />
      <div className="space-y-2">
        <p className="font-medium">{view.message}</p>
        {/* Every empty table offers the way forward (not only the « quote » regions' tables). */}
        <p className="text-muted-foreground text-sm">
          {links.text.quoteBefore}{' '}
          <Link href={links.contactHref} className="text-primary font-semibold underline underline-offset-4">
            {links.text.quoteLink}
          </Link>
          .
        </p>
      </div>
    </div>
  );
}
