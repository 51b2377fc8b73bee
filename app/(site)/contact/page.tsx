import Link from 'next/link';
import { CarFrontIcon, ClockIcon, MailIcon, MessageCircleIcon, PhoneIcon } from 'lucide-react';
import { PageHero } from '@/components/site/page-hero';
import { WhatsAppRequestForm, type RequestField } from '@/components/site/whatsapp-request-form';
import { CONTACT_LIMITS } from '@/lib/requests/messages';
import { site, telHref, whatsappUrl } from '@/lib/config/site';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: 'Contact',
  description:
    'Contactez Harmony Move, chauffeur VTC à Dourdan : posez votre question par message, nous vous répondons rapidement sur WhatsApp ou par e-mail.',
  path: '/contact',
});

const fields: readonly RequestField[] = [
  {
    name: 'name',
    label: 'Nom',
    type: 'text',
    required: true,
    autoComplete: 'name',
    maxLength: CONTACT_LIMITS.name,
  },
  {
    name: 'email',
    label: 'E-mail',
    type: 'email',
    required: true,
    autoComplete: 'email',
    maxLength: CONTACT_LIMITS.email,
  },
  {
    name: 'phone',
    label: 'Téléphone',
    type: 'tel',
    required: false,
    autoComplete: 'tel',
    maxLength: CONTACT_LIMITS.phone,
  },
  {
    name: 'message',
    label: 'Message',
    type: 'textarea',
    required: true,
    maxLength: CONTACT_LIMITS.message,
    placeholder: 'Votre question, votre trajet, vos dates…',
  },
];

export default function ContactPage() {
  return (
    <main>
      <PageHero eyebrow="Contact" title="Contactez-nous">
        <p>
          Une question sur un trajet, un devis particulier ou une demande de mise à disposition ? Écrivez-nous
          : votre message s’ouvre dans WhatsApp, prêt à être envoyé.
        </p>
      </PageHero>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-16 sm:px-6 lg:grid-cols-[1.4fr_1fr]">
        <section aria-labelledby="form-title" className="rounded-2xl border bg-white p-6 shadow-sm md:p-8">
          <h2 id="form-title" className="text-primary text-xl font-semibold">
            Envoyer un message
          </h2>
          <div className="mt-6">
            <WhatsAppRequestForm endpoint="/api/contact" fields={fields} submitLabel="Envoyer via WhatsApp" />
          </div>
        </section>
        <aside aria-labelledby="coords-title" className="space-y-6">
          <section className="bg-primary rounded-2xl p-6 text-white md:p-8">
            <h2 id="coords-title" className="text-xl font-semibold">
              Nos coordonnées
            </h2>
            <ul className="mt-5 space-y-4">
              <li className="flex items-center gap-3">
                <MailIcon className="size-5 text-emerald-300" aria-hidden="true" />
                <a href={`mailto:${site.email}`} className="underline-offset-4 hover:underline">
                  {site.email}
                </a>
              </li>
              <li className="flex items-center gap-3">
                <PhoneIcon className="size-5 text-emerald-300" aria-hidden="true" />
                <a href={telHref} className="underline-offset-4 hover:underline">
                  {site.phone}
                </a>
              </li>
              <li className="flex items-center gap-3">
                <MessageCircleIcon className="size-5 text-emerald-300" aria-hidden="true" />
                <a
                  href={whatsappUrl()}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="underline-offset-4 hover:underline"
                >
                  Écrire sur WhatsApp<span className="sr-only"> (nouvel onglet)</span>
                </a>
              </li>
              <li className="flex items-center gap-3">
                <ClockIcon className="size-5 text-emerald-300" aria-hidden="true" />
                {site.claims.service}
              </li>
            </ul>
            <p className="mt-6 border-t border-white/15 pt-5 text-sm leading-relaxed text-slate-200">
              {site.claims.bookingChannels}
            </p>
          </section>
          <section aria-labelledby="book-title" className="rounded-2xl border bg-slate-50 p-6 md:p-8">
            <h2 id="book-title" className="text-primary text-lg font-semibold">
              Vous souhaitez réserver ?
            </h2>
            <p className="mt-2 text-sm leading-relaxed text-slate-700">
              Obtenez votre prix TTC en quelques secondes avec notre formulaire de réservation en ligne.
            </p>
            <Link
              href="/reservation"
              className="text-primary mt-4 inline-flex items-center gap-2 font-semibold underline underline-offset-4"
            >
              <CarFrontIcon className="size-5" aria-hidden="true" />
              Réserver un trajet
            </Link>
          </section>
        </aside>
      </div>
    </main>
  );
}
