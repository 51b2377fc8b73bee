import Link from 'next/link';
import { ArrowRight, Building2, Castle, Landmark, MessageSquareText, Plane, Trees } from 'lucide-react';
import { PACKAGE_HIGHLIGHTS, PageHeader } from '@/components/packages/page-header';
import { REGIONS, type RegionSlug } from '@/lib/packages/regions';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: 'Forfaits VTC locaux au départ de Dourdan — Essonne, Yvelines, Chartres, aéroports',
  description:
    'Tous nos forfaits VTC à prix fixes au départ de Dourdan\u00a0: Essonne (91), Yvelines (78), Chartres et environs, aéroports et gares parisiennes. Berline ou van, aller simple ou aller-retour.',
  path: '/forfaits-locaux',
});

const CARDS: { slug: RegionSlug; icon: typeof Plane; examples: string }[] = [
  { slug: 'essonne-91', icon: Trees, examples: 'Étampes, Arpajon, Saint-Chéron, Les Ulis…' },
  { slug: 'yvelines-78', icon: Castle, examples: 'Rambouillet, Saint-Arnoult-en-Yvelines, Versailles…' },
  { slug: 'chartres', icon: Landmark, examples: 'Dourdan, Orly, Roissy-CDG, gare Montparnasse…' },
  { slug: 'dourdan-aeroports', icon: Plane, examples: 'Orly, Roissy-CDG, Beauvais, gares parisiennes' },
];

const MORE_LINKS = [
  {
    href: '/forfaits-aeroports',
    icon: Plane,
    title: 'Forfaits aéroports',
    text: 'Paris ⇄ Orly, Roissy-CDG et Disneyland Paris à prix fixes.',
  },
  {
    href: '/offre-entreprise',
    icon: Building2,
    title: 'Offre entreprise',
    text: 'Déplacements réguliers, facturation mensuelle, devis sur mesure.',
  },
  {
    href: '/contact',
    icon: MessageSquareText,
    title: 'Un autre trajet\u00a0?',
    text: 'Écrivez-nous\u00a0: nous vous répondons avec un prix.',
  },
] as const;

export default function LocalPackagesHubPage() {
  return (
    <main>
      <PageHeader
        crumbs={[{ href: '/', label: 'Accueil' }]}
        title="Forfaits locaux"
        intro="Des prix fixes, connus avant de réserver, pour vos trajets au départ de Dourdan\u00a0: villes de l'Essonne et des Yvelines, Chartres, aéroports et gares parisiennes."
        highlights={PACKAGE_HIGHLIGHTS}
      />

      <section aria-labelledby="zones" className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <h2 id="zones" className="text-primary text-2xl font-bold tracking-tight">
          Choisissez votre zone
        </h2>
        <ul className="mt-6 grid gap-5 sm:grid-cols-2">
          {CARDS.map(({ slug, icon: Icon, examples }) => {
            const region = REGIONS[slug];
            return (
              <li key={slug}>
                <Link
                  href={region.path}
                  className="group bg-card hover:border-primary focus-visible:border-primary flex h-full flex-col gap-4 rounded-xl border p-6 shadow-sm transition-all hover:shadow-md"
                >
                  <span className="bg-primary/10 text-primary flex size-12 items-center justify-center rounded-lg">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <span>
                    <span className="text-primary block text-lg font-bold">{region.title}</span>
                    <span className="text-muted-foreground mt-1 block text-sm">{examples}</span>
                  </span>
                  <span className="text-success mt-auto flex items-center gap-1.5 text-sm font-semibold">
                    Voir les tarifs
                    <ArrowRight
                      aria-hidden="true"
                      className="size-4 transition-transform group-hover:translate-x-0.5"
                    />
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="plus" className="bg-muted/50 border-t">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
          <h2 id="plus" className="text-primary text-xl font-bold tracking-tight">
            Vous cherchez autre chose&nbsp;?
          </h2>
          <ul className="mt-5 grid gap-4 sm:grid-cols-3">
            {MORE_LINKS.map(({ href, icon: Icon, title, text }) => (
              <li key={href}>
                <Link
                  href={href}
                  className="bg-card hover:border-primary flex h-full gap-3 rounded-xl border p-5 transition-colors"
                >
                  <Icon aria-hidden="true" className="text-primary mt-0.5 size-5 shrink-0" />
                  <span>
                    <span className="block font-semibold">{title}</span>
                    <span className="text-muted-foreground mt-1 block text-sm">{text}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </main>
  );
}
