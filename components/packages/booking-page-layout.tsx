// Frame of the two package form pages, in either language: title band, recap of the selection, the form, and the
// reassurance list (copy from the catalogues).
import Link from 'next/link';
import {
  ArrowLeftIcon as ArrowLeft,
  ClockIcon as Clock,
  ShieldCheckIcon as ShieldCheck,
  UsersIcon as Users,
} from '@/components/site/shell-icons';
import { TriangleAlertIcon as AlertTriangle } from '@/components/ui/icons';
import { buttonVariants } from '@/components/ui/button';
import type { Locale } from '@/lib/i18n/config';
import { pathFor } from '@/lib/i18n/routes';
import { getT } from '@/lib/i18n/translator';
import { cn } from '@/lib/utils';

export interface RecapItem {
  label: string;
  value: string;
  emphasis?: boolean;
  /** The value's language when it differs from the page's (French place names on an English page). */
  lang?: string;
}

export function BookingPageLayout({
  locale,
  title,
  intro,
  backHref,
  backLabel,
  recap,
  children,
}: {
  locale: Locale;
  title: string;
  intro: string;
  backHref: string;
  backLabel: string;
  recap: RecapItem[] | null;
  children: React.ReactNode;
}) {
  const t = getT(locale, 'PackageForm');
  const site = getT(locale, 'Site');
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
                {t('recapTitle')}
              </h2>
              <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2">
                {recap.map((item) => (
                  <div key={item.label}>
                    <dt className="text-muted-foreground text-xs tracking-wide uppercase">{item.label}</dt>
                    <dd
                      lang={item.lang}
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
        <aside aria-label={t('commitments')} className="space-y-4 lg:sticky lg:top-24 lg:self-start">
          <ul className="bg-card space-y-4 rounded-xl border p-5 text-sm shadow-sm">
            <li className="flex gap-3">
              <ShieldCheck aria-hidden="true" className="text-success size-5 shrink-0" />
              {site('fixedPrices')}
            </li>
            <li className="flex gap-3">
              <Clock aria-hidden="true" className="text-success size-5 shrink-0" />
              {site('airportWait')}
            </li>
            <li className="flex gap-3">
              <Users aria-hidden="true" className="text-success size-5 shrink-0" />
              {site('drivers')}
            </li>
          </ul>
          <p className="text-muted-foreground text-xs">{site('bookingChannels')}</p>
        </aside>
      </div>
    </main>
  );
}

/** 'Erreur de réservation' when the URL names no valid package (docs/product.md#pages-routes). */
export function NoPackageSelected({ locale, detail }: { locale: Locale; detail?: string }) {
  const m = getT(locale, 'PackageMessages');
  return (
    <main className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <div role="alert" className="bg-card rounded-xl border p-8 text-center shadow-sm">
        <AlertTriangle aria-hidden="true" className="text-destructive mx-auto size-10" />
        <h1 className="text-primary mt-4 text-2xl font-bold">{m('noPackageTitle')}</h1>
        <p className="text-muted-foreground mt-2">{detail ?? m('noPackage')}</p>
        <Link
          href={pathFor('/forfaits-locaux', locale)}
          className={cn(buttonVariants({ size: 'lg' }), 'mt-6')}
        >
          {getT(locale, 'PackageForm')('seePackages')}
        </Link>
      </div>
    </main>
  );
}
