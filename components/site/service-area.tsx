import Link from 'next/link';
import { CastleIcon, HouseIcon as HomeIcon, MapPinIcon, PlaneIcon } from './shell-icons';

const towns = [
  { name: 'Saint-Arnoult-en-Yvelines', href: '/forfaits-locaux/yvelines-78' },
  { name: 'Sermaise', href: '/forfaits-locaux/essonne-91' },
  { name: 'Roinville', href: '/forfaits-locaux/essonne-91' },
  { name: 'Étampes', href: '/forfaits-locaux/essonne-91' },
  { name: 'Arpajon', href: '/forfaits-locaux/essonne-91' },
  { name: 'Saint-Chéron', href: '/forfaits-locaux/essonne-91' },
] as const;

const airports = [
  { name: 'Orly', time: 'à partir de 45 min' },
  { name: 'Roissy-CDG', time: 'à partir de 1h15' },
  { name: 'Beauvais', time: 'à partir de 1h30' },
] as const;

const startPoints = [
  'Gare de Dourdan',
  'Centre-ville de Dourdan',
  'Château de Dourdan',
  'Votre domicile',
] as const;

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

export function ServiceArea() {
  return (
    <section aria-labelledby="zone-title" className="border-t bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <h2 id="zone-title" className="text-primary text-2xl font-bold tracking-tight">
          Notre zone d&apos;intervention principale
        </h2>
        <div className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          <Column title="Dourdan et communes" icon={MapPinIcon}>
            {towns.map((town) => (
              <li key={town.name}>
                <Link href={town.href} className="hover:text-primary underline-offset-4 hover:underline">
                  {town.name}
                </Link>
              </li>
            ))}
          </Column>
          <Column title="Aéroports" icon={PlaneIcon}>
            {airports.map((a) => (
              <li key={a.name}>
                <span className="font-medium text-slate-900">{a.name}</span>&nbsp;: {a.time}
              </li>
            ))}
          </Column>
          <Column title="Parcs & Loisirs" icon={CastleIcon}>
            <li>
              <Link href="/forfaits-disney" className="hover:text-primary underline-offset-4 hover:underline">
                Disneyland Paris
              </Link>
            </li>
            <li>Parc Astérix</li>
            <li>France Miniature</li>
          </Column>
          <Column title="Points de départ" icon={HomeIcon}>
            {startPoints.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </Column>
        </div>
      </div>
    </section>
  );
}
