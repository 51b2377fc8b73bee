// Wizard side panel (docs/product.md#wizard): reasons to choose the service, quick contact, accepted payments.
// Server-rendered, in the page's language (the claims from the catalogue's Site namespace).
import { MessageCircleIcon } from '@/components/ui/form-icons';
import {
  BadgeEuroIcon,
  ClockIcon,
  CreditCardIcon,
  FileTextIcon,
  LanguagesIcon,
  MailIcon,
  PlaneLandingIcon,
  ShieldCheckIcon,
  WalletIcon,
} from '@/components/site/shell-icons';
import { site, whatsappUrl } from '@/lib/config/site';
import type { Locale } from '@/lib/i18n/config';
import { getT } from '@/lib/i18n/translator';

function PanelSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="bg-card rounded-xl border p-5 shadow-sm">
      <h2 className="text-primary text-base font-semibold">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

export function BookingSidePanel({ locale }: { locale: Locale }) {
  const t = getT(locale, 'Booking');
  const claims = getT(locale, 'Site');
  const reasons = [
    { Icon: BadgeEuroIcon, text: claims('fixedPrices') },
    { Icon: ClockIcon, text: claims('service') },
    { Icon: LanguagesIcon, text: claims('drivers') },
    { Icon: PlaneLandingIcon, text: claims('flightTracking') },
    { Icon: ShieldCheckIcon, text: claims('airportWait') },
  ];
  const payments = [
    { Icon: CreditCardIcon, text: t('sideCards') },
    { Icon: WalletIcon, text: t('sideOnBoard') },
    { Icon: FileTextIcon, text: t('sideInvoice') },
  ];
  return (
    <aside aria-label={t('sideLabel')} className="flex flex-col gap-4">
      <PanelSection title={t('sideWhy', { name: site.name })}>
        <ul className="flex flex-col gap-2.5 text-sm">
          {reasons.map(({ Icon, text }) => (
            <li key={text} className="flex gap-2.5">
              <Icon aria-hidden="true" className="text-success mt-0.5 size-4 shrink-0" />
              <span>{text}</span>
            </li>
          ))}
        </ul>
      </PanelSection>
      <PanelSection title={t('sideContact')}>
        <p className="text-muted-foreground text-sm">{claims('bookingChannels')}</p>
        <div className="mt-3 flex flex-col gap-2 text-sm">
          <a
            href={whatsappUrl()}
            target="_blank"
            rel="noopener noreferrer"
            className="text-success inline-flex min-h-11 items-center gap-2 font-semibold underline-offset-4 hover:underline"
          >
            <MessageCircleIcon aria-hidden="true" className="size-5" />
            {t('sideWhatsApp')}
            <span className="sr-only">{t('newTab')}</span>
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
      <PanelSection title={t('sidePayments')}>
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
