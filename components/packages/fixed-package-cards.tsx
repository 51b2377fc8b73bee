// Cards of the fixed packages (docs/product.md#packages-fixed). Prices come from the current price settings —
// the figures the quote engine uses — so a card never shows a price the wizard contradicts.
import Link from 'next/link';
import { ClockIcon as Clock } from '@/components/site/shell-icons';
import { ArrowRightIcon as ArrowRight } from '@/components/ui/icons';
import { buttonVariants } from '@/components/ui/button';
import {
  fixedPackagePrice,
  fixedRoundTripPrice,
  type FixedPackage,
  type PackageTag,
  FIXED_PACKAGES,
} from '@/lib/pricing/packages';
import type { PriceSettings } from '@/lib/pricing/settings';
import { VEHICLES } from '@/lib/pricing/vehicles';
import { cn } from '@/lib/utils';
import type { Locale } from '@/lib/i18n/config';
import { formatEurosIn } from '@/lib/format/money';
import { getT } from '@/lib/i18n/translator';
import { pathFor } from '@/lib/i18n/routes';
import type { OfferInput } from '@/lib/packages/structured-data';
import type { VehicleType } from '@/lib/domain/vehicles';

export interface FixedPackageCardView {
  id: string;
  title: string;
  duration: string;
  image: string;
  alt: string;
  href: string;
  prices: {
    vehicle: VehicleType;
    label: string;
    oneWay: string;
    roundTrip: string | null;
    cents: number | null;
  }[];
}

function illustration(pkg: FixedPackage): string {
  if (pkg.imageKey === 'disney') return '/images/forfaits/parc.svg';
  return pkg.destinationLocation === 'PARIS' ? '/images/forfaits/paris.svg' : '/images/forfaits/aeroport.svg';
}

export function formatDuration(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const rest = minutes % 60;
  return rest === 0 ? `${minutes / 60} h` : `${Math.floor(minutes / 60)} h ${String(rest).padStart(2, '0')}`;
}

export function fixedPackageCards(
  tag: PackageTag,
  settings: PriceSettings,
  locale: Locale = 'fr',
): FixedPackageCardView[] {
  const t = getT(locale, 'Packages');
  const euros = (cents: number) => formatEurosIn(locale, cents);
  return FIXED_PACKAGES.filter((pkg) => pkg.tags.includes(tag)).map((pkg) => {
    const title =
      locale === 'fr'
        ? pkg.title
        : `${t(`locations.${pkg.departureLocation}`)} → ${t(`locations.${pkg.destinationLocation}`)}`;
    return {
      id: pkg.id,
      title,
      duration: formatDuration(pkg.durationMinutes),
      image: illustration(pkg),
      alt: locale === 'fr' ? pkg.altText : t('alt', { title }),
      href: `${pathFor('/reservation', locale)}?package=${pkg.id}`,
      prices: (['berline', 'van'] as const).map((vehicle) => {
        const cents = fixedPackagePrice(pkg, vehicle, settings);
        const roundTrip = fixedRoundTripPrice(pkg.fareKey, vehicle, settings);
        return {
          vehicle,
          label: t('vehicleLabel', {
            vehicle: t(`vehicles.${vehicle}`),
            capacity: VEHICLES[vehicle].capacityPassengers,
          }),
          oneWay: cents === null ? t('onQuote') : euros(cents),
          roundTrip: roundTrip === null ? null : euros(roundTrip),
          cents,
        };
      }),
    };
  });
}

export function fixedPackageOffers(
  cards: readonly FixedPackageCardView[],
  locale: Locale = 'fr',
): OfferInput[] {
  const t = getT(locale, 'Packages');
  return cards.flatMap((card) =>
    card.prices.flatMap((p) =>
      p.cents === null
        ? []
        : [
            {
              name: t('oneWayOffer', { title: card.title, label: p.label }),
              cents: p.cents,
              path: card.href,
              areaServed: card.title.split(' → '),
            },
          ],
    ),
  );
}

export function FixedPackageCards({
  cards,
  eagerImages = 0,
  locale = 'fr',
}: {
  cards: FixedPackageCardView[];
  eagerImages?: number;
  locale?: Locale;
}) {
  const t = getT(locale, 'Packages');
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card, index) => (
        <li key={card.id}>
          <article
            aria-labelledby={`forfait-${card.id}`}
            className="bg-card flex h-full flex-col overflow-hidden rounded-xl border shadow-sm transition-shadow hover:shadow-md"
          >
            {/* A plain <img>: the illustrations are ~1 KB SVGs that next/image would not optimise, and its client
                component would be the only JavaScript of this page beyond the shell. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img
              src={card.image}
              alt={card.alt}
              width={400}
              height={200}
              loading={index < eagerImages ? 'eager' : 'lazy'}
              decoding="async"
              className="aspect-[5/2] w-full object-cover sm:aspect-[2/1]"
            />
            <div className="flex flex-1 flex-col gap-4 p-5">
              <div>
                <h3 id={`forfait-${card.id}`} className="text-primary text-lg font-bold">
                  {card.title}
                </h3>
                <p className="text-muted-foreground mt-1 flex items-center gap-1.5 text-sm">
                  <Clock aria-hidden="true" className="size-4" />
                  {t('about', { duration: card.duration })}
                </p>
              </div>
              <dl className="grid grid-cols-2 gap-3">
                {card.prices.map((p) => (
                  <div key={p.vehicle} className="bg-muted/60 rounded-lg p-3">
                    <dt className="text-muted-foreground text-xs">{p.label}</dt>
                    <dd className="text-primary mt-1 text-xl font-bold tabular-nums">{p.oneWay}</dd>
                    {p.roundTrip && (
                      <dd className="text-muted-foreground mt-0.5 text-xs">
                        {t('roundTrip', { price: p.roundTrip })}
                      </dd>
                    )}
                  </div>
                ))}
              </dl>
              <Link
                href={card.href}
                prefetch={false}
                className={cn(buttonVariants({ variant: 'success' }), 'mt-auto w-full')}
                aria-label={t('bookAria', { title: card.title })}
              >
                {t('book')}
                <ArrowRight aria-hidden="true" />
              </Link>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
