import Link from 'next/link';
import {
  BadgeEuroIcon,
  BriefcaseBusinessIcon,
  CarFrontIcon,
  CastleIcon,
  ClockIcon,
  LanguagesIcon,
  PlaneIcon,
  ShieldCheckIcon,
  TrainFrontIcon,
  UserRoundCheckIcon,
} from '@/components/site/shell-icons';
import { ArrowRightIcon, ChevronDownIcon, MapPinIcon } from '@/components/ui/icons';
import { HomeBookingBox } from '@/components/home/booking-box';
import { JsonLd } from '@/components/site/json-ld';
import { Button } from '@/components/ui/button';
import { ONLINE_HOURS } from '@/lib/booking/dates';
import { homeFaq, priceWords } from '@/lib/config/faq';
import { isVatExempt } from '@/lib/config/legal';
import { site } from '@/lib/config/site';
import { serverEnv } from '@/lib/env';
import { buildFaqJsonLd, buildLocalBusinessJsonLd, buildWebSiteJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = {
  ...pageMetadata({
    title: 'Chauffeur VTC à Dourdan, Paris et Aéroports',
    description:
      'Harmony Move, votre chauffeur VTC à Dourdan\u00a0: transferts à prix fixes vers Orly, Roissy-CDG, Beauvais, les gares parisiennes et Disneyland Paris. Service 24h/24 sur réservation, chauffeurs bilingues.',
    path: '/',
  }),
  title: { absolute: `Chauffeur VTC à Dourdan, Paris et Aéroports | ${site.name}` },
};

const packageButtons = [
  { href: '/forfaits-locaux', label: 'Forfaits Locaux', Icon: MapPinIcon },
  { href: '/forfaits-aeroports', label: 'Forfaits Aéroports', Icon: PlaneIcon },
  { href: '/forfaits-disney', label: 'Forfaits Disney', Icon: CastleIcon },
  { href: '/offre-entreprise', label: 'Offre Entreprise', Icon: BriefcaseBusinessIcon },
] as const;

const features = [
  {
    Icon: PlaneIcon,
    title: 'Navette aéroport',
    text: "Orly, Roissy-CDG et Beauvais à prix fixe. Suivi de votre vol en temps réel, accueil avec pancarte nominative et 1 heure d'attente incluse.",
  },
  {
    Icon: TrainFrontIcon,
    title: 'Transferts gares',
    text: 'Gare de Lyon, Montparnasse, Gare du Nord ou gare de Dourdan\u00a0: votre chauffeur vous attend à l’heure de votre train, bagages compris.',
  },
  {
    Icon: ClockIcon,
    title: 'Service 24h/24 – 7j/7',
    text: `Vol très matinal ou retour tardif\u00a0: prise en charge entre ${ONLINE_HOURS.from} et ${ONLINE_HOURS.to} en ligne, et la nuit sur demande par WhatsApp, week-ends et jours fériés compris.`,
  },
  {
    Icon: LanguagesIcon,
    title: 'Chauffeurs bilingues',
    text: 'Nos chauffeurs parlent français et anglais\u00a0: idéal pour vos invités, clients ou partenaires venus de l’étranger.',
  },
] as const;

/** The three reasons, the price's as the operator's VAT status words it (lib/config/faq.ts priceWords). */
const reasons = () =>
  [
    {
      Icon: CarFrontIcon,
      title: 'Véhicules premium',
      text: 'Mercedes Classe E ou Tesla Model Y\u00a0: des véhicules récents, climatisés et impeccablement entretenus, avec un van pour les familles et les groupes jusqu’à 7 passagers.',
    },
    {
      Icon: UserRoundCheckIcon,
      title: 'Chauffeurs professionnels',
      text: 'Chauffeurs VTC titulaires de leur carte professionnelle, ponctuels, discrets et attentifs\u00a0: aide aux bagages, rehausseurs pour les enfants sur demande.',
    },
    {
      Icon: BadgeEuroIcon,
      title: 'Prix transparents',
      text: `Le ${priceWords(isVatExempt())} est annoncé avant la réservation et reste fixe\u00a0: pas de compteur, pas de supplément pour les embouteillages.`,
    },
  ] as const;

const highlights = [site.claims.fixedPrices, site.claims.airportWait, site.claims.vehicles] as const;

export default function HomePage() {
  const siteUrl = serverEnv().SITE_URL;
  const faq = homeFaq(isVatExempt());
  return (
    <main>
      <JsonLd data={buildWebSiteJsonLd(siteUrl)} />
      <JsonLd data={buildLocalBusinessJsonLd(siteUrl)} />
      <JsonLd data={buildFaqJsonLd(faq)} />

      <section className="relative overflow-hidden bg-gradient-to-b from-slate-100 via-slate-50 to-white">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 pt-8 pb-14 sm:px-6 md:pt-14 lg:grid-cols-[1.1fr_1fr] lg:gap-x-12 lg:pb-20">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-emerald-50 px-3 py-1 text-sm font-medium text-emerald-800 ring-1 ring-emerald-700/20">
              <ClockIcon className="size-4" aria-hidden="true" />
              {site.claims.service}
            </p>
            <h1 className="text-primary mt-5 text-3xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
              Chauffeur VTC à Dourdan, Paris et Aéroports
            </h1>
            <p className="mt-4 max-w-xl text-base leading-relaxed text-slate-700 sm:mt-5 sm:text-lg">
              Transferts à prix fixes vers Orly, Roissy-CDG, Beauvais, les gares parisiennes et Disneyland
              Paris, au départ de Dourdan et du sud de l’Essonne. Un chauffeur ponctuel, un véhicule premium
              et un prix connu d’avance.
            </p>
          </div>
          <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
            <HomeBookingBox />
          </div>
          <div>
            <ul className="grid max-w-xl grid-cols-2 gap-3">
              {packageButtons.map(({ href, label, Icon }) => (
                <li key={href}>
                  <Button
                    asChild
                    variant="outline"
                    className="h-auto min-h-11 w-full justify-start px-3 py-2 text-left whitespace-normal"
                  >
                    <Link href={href}>
                      <Icon className="size-4 text-emerald-700" aria-hidden="true" />
                      {label}
                    </Link>
                  </Button>
                </li>
              ))}
            </ul>
            <h2 className="mt-8 text-sm font-semibold tracking-wider text-emerald-800 uppercase">
              Votre trajet en toute sérénité
            </h2>
            <ul className="mt-4 grid max-w-xl gap-3 sm:grid-cols-2">
              {[...highlights, site.claims.greeting, site.claims.drivers].map((claim) => (
                <li key={claim} className="flex gap-2.5 text-sm text-slate-800">
                  <ShieldCheckIcon className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
                  <span className="leading-snug">{claim}</span>
                </li>
              ))}
            </ul>
            <p className="mt-5 max-w-xl text-sm leading-relaxed text-slate-600">
              {site.claims.bookingChannels}
            </p>
          </div>
        </div>
      </section>

      <section aria-labelledby="services-title" className="mx-auto max-w-6xl px-4 py-14 sm:px-6 md:py-20">
        <h2 id="services-title" className="text-primary text-3xl font-bold tracking-tight">
          Nos services de transport
        </h2>
        <p className="mt-3 max-w-2xl text-slate-700">
          Particuliers, familles, entreprises, hôtels et agences événementielles&nbsp;: nous organisons chaque
          trajet comme s’il était le plus important de la journée.
        </p>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {features.map(({ Icon, title, text }) => (
            <li key={title} className="rounded-xl border bg-white p-6 shadow-sm">
              <span className="inline-flex size-12 items-center justify-center rounded-lg bg-emerald-50 text-emerald-700">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="text-primary mt-4 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="why-title" className="bg-primary text-white">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 md:py-20">
          <h2 id="why-title" className="text-3xl font-bold tracking-tight">
            Pourquoi choisir Harmony Move&nbsp;?
          </h2>
          <p className="mt-3 max-w-2xl text-slate-200">
            Entreprise fondée en 2023 à Dourdan, nous avons bâti notre réputation sur la ponctualité, le
            confort et la clarté de nos tarifs.
          </p>
          <ul className="mt-10 grid gap-5 md:grid-cols-3">
            {reasons().map(({ Icon, title, text }) => (
              <li key={title} className="rounded-xl bg-white/5 p-6 ring-1 ring-white/10">
                <Icon className="size-8 text-emerald-300" aria-hidden="true" />
                <h3 className="mt-4 text-lg font-semibold">{title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-200">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="faq-title" className="mx-auto max-w-3xl px-4 py-14 sm:px-6 md:py-20">
        <h2 id="faq-title" className="text-primary text-3xl font-bold tracking-tight">
          Questions fréquentes
        </h2>
        {/* Native exclusive accordion: one item open at a time (shared name), collapsible, readable without JS. */}
        <div className="mt-8 divide-y rounded-xl border bg-white shadow-sm">
          {faq.map((item, index) => (
            <details key={item.question} name="faq" className="group px-5" open={index === 0}>
              <summary className="text-primary flex cursor-pointer list-none items-start justify-between gap-4 py-5 text-left font-semibold marker:hidden [&::-webkit-details-marker]:hidden">
                <h3 className="text-base">{item.question}</h3>
                <ChevronDownIcon
                  className="mt-0.5 size-5 shrink-0 text-slate-600 transition-transform group-open:rotate-180"
                  aria-hidden="true"
                />
              </summary>
              <p className="pb-5 text-sm leading-relaxed text-slate-700">{item.answer}</p>
            </details>
          ))}
        </div>
        <p className="mt-8 text-center text-slate-700">
          Vous cherchez un trajet local&nbsp;?{' '}
          <Link href="/forfaits-locaux" className="text-primary font-semibold underline underline-offset-4">
            Découvrez nos forfaits locaux
          </Link>{' '}
          ou{' '}
          <Link href="/contact" className="text-primary font-semibold underline underline-offset-4">
            contactez-nous
          </Link>
          .
        </p>
      </section>

      <section aria-labelledby="cta-title" className="px-4 pb-16 sm:px-6">
        <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 rounded-2xl bg-gradient-to-br from-emerald-700 to-emerald-900 p-8 text-white shadow-lg md:flex-row md:items-center md:justify-between md:p-12">
          <div>
            <h2 id="cta-title" className="text-2xl font-bold tracking-tight md:text-3xl">
              Un vol à prendre, un train à ne pas manquer&nbsp;?
            </h2>
            <p className="mt-2 max-w-xl text-emerald-50">
              Obtenez votre prix en quelques secondes et envoyez votre demande&nbsp;: nous vous confirmons la
              disponibilité sur WhatsApp.
            </p>
          </div>
          <Button asChild size="lg" className="bg-white text-emerald-900 hover:bg-emerald-50">
            <Link href="/reservation">
              Obtenir mon prix
              <ArrowRightIcon className="size-5" aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </section>
    </main>
  );
}
