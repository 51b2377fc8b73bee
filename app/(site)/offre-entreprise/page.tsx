import Link from 'next/link';
import { BriefcaseBusinessIcon, CalendarClockIcon, FileTextIcon, PlaneIcon, UsersIcon } from 'lucide-react';
import { PageHero } from '@/components/site/page-hero';
import { WhatsAppRequestForm, type RequestField } from '@/components/site/whatsapp-request-form';
import { CONTACT_LIMITS } from '@/lib/requests/messages';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: 'Offre Entreprise',
  description:
    'Transport VTC pour les entreprises, hôtels et agences événementielles autour de Dourdan : transferts aéroport de vos collaborateurs, accueil de clients, mise à disposition et facturation mensuelle.',
  path: '/offre-entreprise',
});

const fields: readonly RequestField[] = [
  {
    name: 'company',
    label: 'Nom de l’entreprise',
    type: 'text',
    required: true,
    autoComplete: 'organization',
    maxLength: CONTACT_LIMITS.company,
  },
  {
    name: 'contact',
    label: 'Nom et prénom du contact',
    type: 'text',
    required: true,
    autoComplete: 'name',
    maxLength: CONTACT_LIMITS.name,
  },
  {
    name: 'email',
    label: 'E-mail professionnel',
    type: 'email',
    required: true,
    autoComplete: 'email',
    maxLength: CONTACT_LIMITS.email,
  },
  {
    name: 'phone',
    label: 'Téléphone',
    type: 'tel',
    required: true,
    autoComplete: 'tel',
    maxLength: CONTACT_LIMITS.phone,
  },
  {
    name: 'needs',
    label: 'Besoins spécifiques',
    type: 'textarea',
    required: true,
    maxLength: CONTACT_LIMITS.message,
    placeholder: 'Fréquence des trajets, destinations, nombre de passagers, facturation…',
  },
];

const benefits = [
  {
    Icon: PlaneIcon,
    title: 'Transferts de vos équipes',
    text: 'Aéroports, gares et rendez-vous clients : vos collaborateurs voyagent à l’heure, avec suivi des vols.',
  },
  {
    Icon: UsersIcon,
    title: 'Accueil de vos invités',
    text: 'Chauffeurs bilingues, pancarte nominative et véhicules premium pour vos clients, partenaires et intervenants.',
  },
  {
    Icon: CalendarClockIcon,
    title: 'Mise à disposition',
    text: 'Un chauffeur à la demi-journée ou à la journée pour vos séminaires, salons et événements.',
  },
  {
    Icon: FileTextIcon,
    title: 'Facturation simplifiée',
    text: 'Tarifs négociés, devis sur mesure et facture mensuelle récapitulative pour votre comptabilité.',
  },
] as const;

export default function BusinessOfferPage() {
  return (
    <main>
      <PageHero eyebrow="Offre Entreprise" title="Un chauffeur VTC dédié à votre entreprise">
        <p>
          Entreprises, hôtels et agences événementielles du sud de l’Essonne, des Yvelines et de la région de
          Chartres : confiez-nous les déplacements de vos équipes et de vos invités.
        </p>
      </PageHero>
      <section aria-labelledby="avantages" className="mx-auto max-w-6xl px-4 pb-12 sm:px-6">
        <h2 id="avantages" className="sr-only">
          Nos services aux entreprises
        </h2>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {benefits.map(({ Icon, title, text }) => (
            <li key={title} className="rounded-xl border bg-white p-6 shadow-sm">
              <Icon className="size-7 text-emerald-700" aria-hidden="true" />
              <h3 className="text-primary mt-3 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
      </section>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-16 sm:px-6 lg:grid-cols-[1.4fr_1fr]">
        <section aria-labelledby="devis" className="rounded-2xl border bg-white p-6 shadow-sm md:p-8">
          <h2 id="devis" className="text-primary text-xl font-semibold">
            Demander un devis
          </h2>
          <p className="mt-2 text-sm text-slate-700">
            Décrivez vos besoins : nous vous répondons avec une proposition sur mesure.
          </p>
          <div className="mt-6">
            <WhatsAppRequestForm
              endpoint="/api/business"
              fields={fields}
              submitLabel="Envoyer ma demande de devis"
            />
          </div>
        </section>
        <aside aria-labelledby="ponctuel" className="bg-primary h-fit rounded-2xl p-6 text-white md:p-8">
          <BriefcaseBusinessIcon className="size-8 text-emerald-300" aria-hidden="true" />
          <h2 id="ponctuel" className="mt-3 text-xl font-semibold">
            Un besoin ponctuel ?
          </h2>
          <p className="mt-2 text-sm leading-relaxed text-slate-200">
            Pour un trajet isolé, réservez directement en ligne ou consultez nos tarifs fixes vers les
            aéroports.
          </p>
          <ul className="mt-5 space-y-3 font-semibold">
            <li>
              <Link href="/reservation" className="underline underline-offset-4 hover:text-emerald-200">
                Réserver un trajet en ligne
              </Link>
            </li>
            <li>
              <Link
                href="/forfaits-aeroports"
                className="underline underline-offset-4 hover:text-emerald-200"
              >
                Voir les forfaits aéroports
              </Link>
            </li>
          </ul>
        </aside>
      </div>
    </main>
  );
}
