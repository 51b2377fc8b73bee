// Step 2's price summary: HT and TVA 10 % (or the VAT exemption's mention), distance and the TTC total of the server's quote (or the browser preview while
// it is on its way), with the calculation's breakdown.
import * as React from 'react';
import { RotateCcwIcon } from 'lucide-react';
import { LoaderCircleIcon } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { translatedLine } from '@/lib/i18n/breakdown';
import { translated } from '@/lib/i18n/fill';
import { formatKmIn } from '@/lib/pricing/format';
import type { Quote } from '@/lib/pricing/quote';
import { useBookingText } from './booking-text';
import { useEuros } from './use-amounts';

export function PriceSummary({
  quote,
  preview,
  failed,
  retrying,
  onRetry,
  note,
}: {
  /** The server's quote or the browser's preview; null when neither came (the engine and the check both failed). */
  quote: Quote | null;
  preview: boolean;
  /** The server's check gave no quote (refused, connection lost): no more « Vérification du prix… », a retry instead. */
  failed: boolean;
  /** « Réessayer » was pressed and its answer is not in: the button stays (and keeps the focus), said busy. */
  retrying: boolean;
  onRetry: () => void;
  note: string | null;
}) {
  const text = useBookingText();
  const { ui } = text;
  const euros = useEuros();
  // Written after the render, not rendered: a live region that appears already filled (no preview before the
  // server's total) is not read.
  const announced = React.useRef<HTMLParagraphElement>(null);
  const total = preview || !quote ? '' : `${ui.priceTotal} ${euros(quote.totalPrice)}`;
  const checking = preview && !failed;
  // « Réessayer » answered with the price: the alert and its button go, so the focus goes to the summary's title (not
  // to the page's top).
  const heading = React.useRef<HTMLHeadingElement>(null);
  const retried = React.useRef(false);
  React.useEffect(() => {
    if (failed || !retried.current) return;
    retried.current = false;
    if (!document.activeElement || document.activeElement === document.body) heading.current?.focus();
  }, [failed]);
  React.useEffect(() => {
    if (announced.current) announced.current.textContent = total;
  }, [total]);
  return (
    <section
      aria-labelledby="wizard-price-title"
      aria-busy={checking || undefined}
      className="rounded-xl border p-4 sm:p-5"
    >
      <div className="flex items-center justify-between gap-2">
        <h3
          ref={heading}
          id="wizard-price-title"
          tabIndex={-1}
          className="text-primary text-base font-semibold outline-none"
        >
          {ui.priceTitle}
        </h3>
        {checking ? (
          <span className="text-muted-foreground inline-flex items-center gap-1.5 text-xs">
            <LoaderCircleIcon aria-hidden="true" className="size-3.5 animate-spin" />
            {ui.priceChecking}
          </span>
        ) : null}
      </div>
      {failed ? (
        <div role="alert" className="mt-3 flex flex-col items-start gap-2 text-sm">
          <p>{ui.priceUnchecked}</p>
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-disabled={retrying || undefined}
            aria-busy={retrying || undefined}
            onClick={() => {
              if (retrying) return;
              retried.current = true;
              onRetry();
            }}
          >
            {retrying ? (
              <LoaderCircleIcon aria-hidden="true" className="animate-spin" />
            ) : (
              <RotateCcwIcon aria-hidden="true" />
            )}
            {ui.retry}
          </Button>
        </div>
      ) : null}
      {quote ? (
        <>
          <dl className="mt-4 grid grid-cols-[1fr_auto] gap-y-2 text-sm">
            {text.vatExempt ? null : (
              <>
                <dt className="text-muted-foreground">{ui.priceHt}</dt>
                <dd className="text-right tabular-nums">{euros(quote.estimatedPrice)}</dd>
                <dt className="text-muted-foreground">{ui.priceVat}</dt>
                <dd className="text-right tabular-nums">{euros(quote.vatAmount)}</dd>
              </>
            )}
            <dt className="text-muted-foreground">{ui.priceDistance}</dt>
            <dd className="text-right tabular-nums">{formatKmIn(text.locale, quote.estimatedDistance)}</dd>
            <dt className="border-t pt-3 text-base font-semibold">{ui.priceTotal}</dt>
            <dd
              className="text-primary border-t pt-3 text-right text-2xl font-bold tabular-nums"
              data-testid="wizard-total"
            >
              {euros(quote.totalPrice)}
            </dd>
          </dl>
          {text.vatExempt ? <p className="text-muted-foreground mt-3 text-xs">{ui.priceVatExempt}</p> : null}
          {note ? (
            <p className="mt-3 text-xs font-medium text-amber-800">{translated(note, text.errors)}</p>
          ) : null}
          <details className="group mt-4 text-sm">
            <summary className="text-primary cursor-pointer font-medium underline-offset-4 hover:underline">
              {ui.priceDetails}
            </summary>
            <ul className="text-muted-foreground mt-2 flex flex-col gap-1">
              {quote.breakdown.map((line) => (
                <li key={line}>{translatedLine(line, text.breakdown, text.locale)}</li>
              ))}
            </ul>
          </details>
        </>
      ) : null}
      {/* The server's total, said once it replaces the browser's preview (a screen reader heard the preview only). */}
      <p ref={announced} aria-live="polite" className="sr-only" data-testid="wizard-total-announced" />
    </section>
  );
}
