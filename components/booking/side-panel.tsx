// Wizard side panel (docs/product.md#wizard): reasons to choose the service, quick contact, accepted payments. Server-rendered.
import {
  BadgeEuroIcon,
  ClockIcon,
  CreditCardIcon,
  FileTextIcon,
  LanguagesIcon,
  MailIcon,
  MessageCircleIcon,
  PlaneLandingIcon,
  ShieldCheckIcon,
  WalletIcon,
} from 'lucide-react';
import { site, whatsappUrl } from '@/lib/config/site';

const reasons = [
  { Icon: BadgeEuroIcon, text: site.claims.fixedPrices },
  { Icon: ClockIcon, text: site.claims.service },
  { Icon: LanguagesIcon, text: site.claims.drivers },
  { Icon: PlaneLandingIcon, text: site.claims.flightTracking },
  { Icon: ShieldCheckIcon, text: site.claims.airportWait },
] as const;

const payments = [
  { Icon: CreditCardIcon, text: 'Cartes bancaires' },
  { Icon: WalletIcon, text: 'Paiement à bord' },
  { Icon: FileTextIcon, text: 'Facture sur demande' },
] as const;

function PanelSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="bg-card rounded-xl border p-5 shadow-sm">
      <h2 className="text-primary text-base font-semibold">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

export function BookingSidePanel() {
  return (
    <aside aria-label="Informations utiles" className="flex flex-col gap-4">
      <PanelSection title={`Pourquoi choisir ${site.name} ?`}>
        <ul className="flex flex-col gap-2.5 text-sm">
          {reasons.map(({ Icon, text }) => (
            <li key={text} className="flex gap-2.5">
              <Icon aria-hidden="true" className="text-success mt-0.5 size-4 shrink-0" />
              <span>{text}</span>
            </li>
          ))}
        </ul>
      </PanelSection>
      <PanelSection title="Contact rapide">
        <p className="text-muted-foreground text-sm">{site.claims.bookingChannels}</p>
        <div className="mt-3 flex flex-col gap-2 text-sm">
          <a
            href={whatsappUrl()}
            target="_blank"
            rel="noopener noreferrer"
            className="text-success inline-flex min-h-11 items-center gap-2 font-semibold underline-offset-4 hover:underline"
          >
            <MessageCircleIcon aria-hidden="true" className="size-5" />
            Écrire sur WhatsApp
            <span className="sr-only"> (nouvel onglet)</span>
          </a>
          <a
            href={`mailto:${site.email}`}
            className="text-primary inline-flex min-h-11 items-center gap-2 font-medium underline-offset-4 hover:underline"
          >
            <MailIcon aria-hidden="true" className="size-5" />
            {site.email}
          </a>
        </div>
      </PanelSection>
      <PanelSection title="Paiements acceptés">
        <ul className="flex flex-col gap-2.5 text-sm">
          {payments.map(({ Icon, text }) => (
            <li key={text} className="flex items-center gap-2.5">
              <Icon aria-hidden="true" className="text-primary size-4 shrink-0" />
              <span>{text}</span>
            </li>
          ))}
        </ul>
      </PanelSection>
    </aside>
  );
}
