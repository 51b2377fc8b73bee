// One local-package price table page (/forfaits-locaux/<region>), from the data its route loads per request
// (lib/packages/region-page-data.ts), so the admin's changes show as soon as they revalidate.
import Link from 'next/link';
import { ArrowRight, CalendarCheck, MousePointerClick, Send } from 'lucide-react';
import { JsonLd } from '@/components/site/json-ld';
import { PACKAGE_HIGHLIGHTS, PageHeader } from './page-header';
import { PriceTableStatus } from './price-table';
import type { RegionPageData } from '@/lib/packages/region-page-data';
import { REGION_LIST, REGIONS, type RegionSlug } from '@/lib/packages/regions';

const STEPS = [
  {
    icon: MousePointerClick,
    title: 'Choisissez un prix',
    text: 'Cliquez sur le tarif de votre véhicule et de votre trajet.',
  },
  {
    icon: CalendarCheck,
    title: 'Complétez la demande',
    text: 'Adresses, date, heure et passagers\u00a0: deux minutes suffisent.',
  },
  {
    icon: Send,
    title: 'Confirmez sur WhatsApp',
    text: 'Votre demande nous parvient, nous confirmons la disponibilité.',
  },
] as const;

export function RegionPage({ slug, view, jsonLd }: { slug: RegionSlug } & RegionPageData) {
  const region = REGIONS[slug];
  const others = REGION_LIST.filter((r) => r.slug !== slug);

  return (
    <main>
      {jsonLd && <JsonLd data={jsonLd} />}
      <PageHeader
        crumbs={[
          { href: '/', label: 'Accueil' },
          { href: '/forfaits-locaux', label: 'Forfaits locaux' },
        ]}
        title={region.title}
        intro={region.intro}
        highlights={PACKAGE_HIGHLIGHTS}
      />

      <section aria-labelledby="tarifs" className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="tarifs" className="text-primary text-2xl font-bold tracking-tight">
              Nos tarifs
            </h2>
            <p className="text-muted-foreground mt-1 text-sm">
              Prix TTC par véhicule. Cliquez sur un prix pour réserver ce trajet.
            </p>
          </div>
          {region.airport && (
            <p className="text-muted-foreground text-sm">Départ&nbsp;: Dourdan et communes du 91410</p>
          )}
        </div>
        <PriceTableStatus region={region} view={view} />
      </section>

      <section aria-labelledby="comment-reserver" className="bg-muted/50 border-y">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
          <h2 id="comment-reserver" className="text-primary text-xl font-bold tracking-tight">
            Comment réserver&nbsp;?
          </h2>
          <ol className="mt-6 grid gap-4 sm:grid-cols-3">
            {STEPS.map((step, index) => (
              <li key={step.title} className="bg-card flex gap-4 rounded-xl border p-5 shadow-sm">
                <span className="bg-primary text-primary-foreground flex size-10 shrink-0 items-center justify-center rounded-full">
                  <step.icon aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <p className="font-semibold">
                    <span className="sr-only">Étape {index + 1} : </span>
                    {step.title}
                  </p>
                  <p className="text-muted-foreground mt-1 text-sm">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
          <p className="text-muted-foreground mt-6 text-sm">
            Votre trajet n&apos;est pas dans la liste&nbsp;?{' '}
            <Link href="/reservation" className="text-primary font-semibold underline underline-offset-4">
              Obtenez un prix immédiat avec la réservation classique
            </Link>{' '}
            ou{' '}
            <Link href="/contact" className="text-primary font-semibold underline underline-offset-4">
              contactez-nous
            </Link>
            .
          </p>
        </div>
      </section>

      <nav aria-labelledby="autres-zones" className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <h2 id="autres-zones" className="text-primary text-xl font-bold tracking-tight">
          Nos autres forfaits
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-3">
          {others.map((other) => (
            <li key={other.slug}>
              <Link
                href={other.path}
                className="hover:border-primary group flex items-center justify-between gap-3 rounded-lg border p-4 font-medium transition-colors"
              >
                {other.name}
                <ArrowRight
                  aria-hidden="true"
                  className="text-primary size-4 transition-transform group-hover:translate-x-0.5"
                />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}
