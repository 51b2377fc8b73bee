import Link from 'next/link';
import {
  ArrowRightIcon,
  CheckCircle2Icon,
  HandshakeIcon,
  HeartHandshakeIcon,
  LeafIcon,
  TimerIcon,
} from 'lucide-react';
import { PageHero } from '@/components/site/page-hero';
import { Button } from '@/components/ui/button';
import { site } from '@/lib/config/site';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: 'À propos',
  description:
    'Harmony Move, société de VTC fondée en 2023 à Dourdan\u00a0: notre histoire, nos valeurs et nos engagements pour des trajets ponctuels, confortables et à prix fixes.',
  path: '/a-propos',
});

const values = [
  {
    Icon: TimerIcon,
    title: 'Ponctualité',
    text: 'Nous partons en avance, suivons votre vol et anticipons le trafic\u00a0: votre chauffeur est là avant vous.',
  },
  {
    Icon: HeartHandshakeIcon,
    title: 'Attention',
    text: 'Accueil personnalisé, aide aux bagages, rehausseurs pour les enfants, eau à bord\u00a0: chaque détail compte.',
  },
  {
    Icon: HandshakeIcon,
    title: 'Transparence',
    text: 'Un prix TTC fixe annoncé avant la réservation, sans supplément caché ni compteur qui tourne.',
  },
  {
    Icon: LeafIcon,
    title: 'Responsabilité',
    text: 'Une flotte récente, dont une Tesla Model Y 100\u00a0% électrique, et une conduite souple et sûre.',
  },
] as const;

const reasons = [
  site.claims.service,
  site.claims.fixedPrices,
  site.claims.flightTracking,
  site.claims.greeting,
  site.claims.airportWait,
  site.claims.drivers,
  site.claims.vehicles,
  'Van jusqu’à 7 passagers et 6 bagages pour les familles et les groupes',
] as const;

export default function AboutPage() {
  return (
    <main>
      <PageHero eyebrow="À propos" title="Harmony Move, le VTC de confiance du sud de l’Essonne">
        <p>
          Depuis 2023, nous conduisons les habitants de Dourdan et de sa région vers les aéroports, les gares
          parisiennes et Disneyland Paris, avec une exigence simple&nbsp;: que chaque trajet se passe sans
          stress.
        </p>
      </PageHero>

      <section aria-labelledby="histoire" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 md:py-16">
        <div className="grid gap-10 lg:grid-cols-2">
          <div>
            <h2 id="histoire" className="text-primary text-2xl font-bold tracking-tight md:text-3xl">
              Notre histoire
            </h2>
            <div className="mt-4 space-y-4 leading-relaxed text-slate-700">
              <p>
                Harmony Move est née à Dourdan en 2023 d’un constat partagé par beaucoup de voisins&nbsp;: au
                départ du sud de l’Essonne, rejoindre Orly à 5 heures du matin ou rentrer de Roissy tard le
                soir relevait du casse-tête. Taxis rares, transports en commun limités, tarifs imprévisibles.
              </p>
              <p>
                Nous avons donc créé un service de chauffeur privé pensé pour la région&nbsp;: des prix fixes
                connus à l’avance, des véhicules premium et des chauffeurs qui connaissent chaque route entre
                la vallée de l’Orge, la forêt de Dourdan et les aéroports parisiens.
              </p>
              <p>
                Aujourd’hui, particuliers, familles, entreprises, hôtels et agences événementielles nous
                confient leurs déplacements, du transfert aéroport à la mise à disposition à la journée.
              </p>
            </div>
          </div>
          <div className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200 md:p-8">
            <h2 className="text-primary text-xl font-semibold">Les raisons de nous choisir</h2>
            <ul className="mt-5 space-y-3">
              {reasons.map((reason) => (
                <li key={reason} className="flex gap-3 text-slate-800">
                  <CheckCircle2Icon className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
                  {reason}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section aria-labelledby="valeurs" className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 md:py-16">
          <h2 id="valeurs" className="text-primary text-2xl font-bold tracking-tight md:text-3xl">
            Nos valeurs
          </h2>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {values.map(({ Icon, title, text }) => (
              <li key={title} className="rounded-xl border bg-white p-6 shadow-sm">
                <Icon className="size-7 text-emerald-700" aria-hidden="true" />
                <h3 className="text-primary mt-3 text-lg font-semibold">{title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-700">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="aller-plus-loin" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 md:py-16">
        <h2 id="aller-plus-loin" className="text-primary text-2xl font-bold tracking-tight md:text-3xl">
          Prêt à voyager avec nous&nbsp;?
        </h2>
        <p className="mt-3 max-w-2xl text-slate-700">
          Estimez votre trajet en ligne, consultez nos{' '}
          <Link
            href="/forfaits-aeroports"
            className="text-primary font-semibold underline underline-offset-4"
          >
            forfaits aéroports
          </Link>{' '}
          ou{' '}
          <Link href="/contact" className="text-primary font-semibold underline underline-offset-4">
            écrivez-nous
          </Link>{' '}
          pour une demande particulière.
        </p>
        <Button asChild variant="success" size="lg" className="mt-6 w-full sm:w-auto">
          <Link href="/reservation">
            Réserver mon trajet
            <ArrowRightIcon className="size-5" aria-hidden="true" />
          </Link>
        </Button>
      </section>
    </main>
  );
}
