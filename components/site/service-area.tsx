import Link from 'next/link';
import { MapPinIcon } from '@/components/ui/icons';
import { CastleIcon, HouseIcon as HomeIcon, PlaneIcon } from './shell-icons';
import type { Locale } from '@/lib/i18n/config';
import { pathFor } from '@/lib/i18n/routes';
import { getT } from '@/lib/i18n/translator';

const towns = [
  { name: 'Saint-Arnoult-en-Yvelines', href: '/forfaits-locaux/yvelines-78' },
  { name: 'Sermaise', href: '/forfaits-locaux/essonne-91' },
  { name: 'Roinville', href: '/forfaits-locaux/essonne-91' },
  { name: 'Étampes', href: '/forfaits-locaux/essonne-91' },
  { name: 'Arpajon', href: '/forfaits-locaux/essonne-91' },
  { name: 'Saint-Chéron', href: '/forfaits-locaux/essonne-91' },
] as const;

const airports = [
  { name: 'Orly', time: 'from45' },
  { name: 'Roissy-CDG', time: 'from75' },
  { name: 'Beauvais', time: 'from90' },
] as const;

/** The fixed fares between Dourdan and the airports: where an airport of this list leads, as a town leads to its table. */
const AIRPORTS_FROM_DOURDAN = '/forfaits-locaux/dourdan-aeroports';

const startPoints = ['station', 'centre', 'castle', 'home'] as const;

function Column({
  title,
  icon: Icon,
  children,
}: {
  title: string;
  icon: typeof MapPinIcon;
  children: React.ReactNode;
}) {
  return (
    <div>
      <h3 className="text-primary flex items-center gap-2 text-base font-semibold">
        <Icon className="size-5 text-emerald-700" aria-hidden="true" />
        {title}
      </h3>
      <ul className="mt-3 space-y-2 text-sm text-slate-700">{children}</ul>
    </div>
  );
}

export function ServiceArea({ locale }: { locale: Locale }) {
  const t = getT(locale, 'Shell.area');
  return (
    <section aria-labelledby="zone-title" className="border-t bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <h2 id="zone-title" className="text-primary text-2xl font-bold tracking-tight">
          {t('title')}
        </h2>
        <div className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          <Column title={t('towns')} icon={MapPinIcon}>
            {towns.map((town) => (
              <li key={town.name}>
                <Link
                  href={pathFor(town.href, locale)}
                  className="hover:text-primary underline-offset-4 hover:underline"
                >
                  {town.name}
                </Link>
              </li>
            ))}
          </Column>
          <Column title={t('airports')} icon={PlaneIcon}>
            {airports.map((a) => (
              <li key={a.name}>
                {t.rich('airportTime', {
                  airport: a.name,
                  time: t(a.time),
                  name: (chunks) => (
                    <Link
                      href={pathFor(AIRPORTS_FROM_DOURDAN, locale)}
                      className="hover:text-primary font-medium text-slate-900 underline-offset-4 hover:underline"
                    >
                      {chunks}
                    </Link>
                  ),
                })}
              </li>
            ))}
          </Column>
          <Column title={t('parks')} icon={CastleIcon}>
            <li>
              <Link
                href={pathFor('/forfaits-disney', locale)}
                className="hover:text-primary underline-offset-4 hover:underline"
              >
                Disneyland Paris
              </Link>
            </li>
            <li>Parc Astérix</li>
            <li>France Miniature</li>
          </Column>
          <Column title={t('startPoints')} icon={HomeIcon}>
            {startPoints.map((p) => (
              <li key={p}>{t(p)}</li>
            ))}
          </Column>
        </div>
      </div>
    </section>
  );
}
