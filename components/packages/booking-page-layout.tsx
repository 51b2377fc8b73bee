// Frame of the two package form pages: title band, recap of the selection, the form, and the reassurance list.
import Link from 'next/link';
import { AlertTriangle, ArrowLeft, Clock, ShieldCheck, Users } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { site } from '@/lib/config/site';
import { cn } from '@/lib/utils';
import { PACKAGE_FORM_MESSAGES } from '@/lib/packages/messages';

export interface RecapItem {
  label: string;
  value: string;
  emphasis?: boolean;
}

export function BookingPageLayout({
  title,
  intro,
  backHref,
  backLabel,
  recap,
  children,
}: {
  title: string;
  intro: string;
  backHref: string;
  backLabel: string;
  recap: RecapItem[] | null;
  children: React.ReactNode;
}) {
  return (
    <main>
      <div className="bg-muted/60 border-b">
        <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
          <Link
            href={backHref}
            className="text-primary inline-flex items-center gap-1.5 text-sm font-medium underline-offset-4 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {backLabel}
          </Link>
          <h1 className="text-primary mt-3 text-3xl font-bold tracking-tight">{title}</h1>
          <p className="text-muted-foreground mt-2 max-w-2xl">{intro}</p>
        </div>
      </div>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0">
          {recap && (
            <section aria-labelledby="recapitulatif" className="bg-card mb-8 rounded-xl border p-5 shadow-sm">
              <h2 id="recapitulatif" className="text-primary text-lg font-semibold">
                Votre forfait
              </h2>
              <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2">
                {recap.map((item) => (
                  <div key={item.label}>
                    <dt className="text-muted-foreground text-xs tracking-wide uppercase">{item.label}</dt>
                    <dd
                      className={cn(
                        'font-medium',
                        item.emphasis && 'text-primary text-2xl font-bold tabular-nums',
                      )}
                    >
                      {item.value}
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          )}
          {children}
        </div>
        <aside aria-label="Nos engagements" className="space-y-4 lg:sticky lg:top-24 lg:self-start">
          <ul className="bg-card space-y-4 rounded-xl border p-5 text-sm shadow-sm">
            <li className="flex gap-3">
              <ShieldCheck aria-hidden="true" className="text-success size-5 shrink-0" />
              {site.claims.fixedPrices}
            </li>
            <li className="flex gap-3">
              <Clock aria-hidden="true" className="text-success size-5 shrink-0" />
              {site.claims.airportWait}
            </li>
            <li className="flex gap-3">
              <Users aria-hidden="true" className="text-success size-5 shrink-0" />
              {site.claims.drivers}
            </li>
          </ul>
          <p className="text-muted-foreground text-xs">{site.claims.bookingChannels}</p>
        </aside>
      </div>
    </main>
  );
}

/** 'Erreur de réservation' when the URL names no valid package (docs/product.md#pages-routes). */
export function NoPackageSelected({ detail }: { detail?: string }) {
  return (
    <main className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <div role="alert" className="bg-card rounded-xl border p-8 text-center shadow-sm">
        <AlertTriangle aria-hidden="true" className="text-destructive mx-auto size-10" />
        <h1 className="text-primary mt-4 text-2xl font-bold">{PACKAGE_FORM_MESSAGES.noPackage.title}</h1>
        <p className="text-muted-foreground mt-2">{detail ?? PACKAGE_FORM_MESSAGES.noPackage.description}</p>
        <Link href="/forfaits-locaux" className={cn(buttonVariants({ size: 'lg' }), 'mt-6')}>
          Voir les forfaits
        </Link>
      </div>
    </main>
  );
}
