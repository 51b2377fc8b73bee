// /forfaits-aeroports — fixed airport packages, priced from the current settings (request time: the settings live
// in the database, read through the tag-cached getter).
import { connection } from 'next/server';
import {
  FixedPackageCards,
  fixedPackageCards,
  fixedPackageOffers,
} from '@/components/packages/fixed-package-cards';
import { PageHeader } from '@/components/packages/page-header';
import { RelatedLinks } from '@/components/packages/related-links';
import { offersJsonLd } from '@/lib/packages/structured-data';
import { JsonLd } from '@/components/site/json-ld';
import { site } from '@/lib/config/site';
import { getPriceSettingsCached } from '@/lib/db/cached';
import { serverEnv } from '@/lib/env';
import { pageMetadata } from '@/lib/seo/metadata';

const TITLE = 'Forfaits aéroports';
const DESCRIPTION =
  "Transferts VTC à prix fixes entre Paris, Orly, Roissy-Charles de Gaulle et Disneyland Paris, en berline ou en van\u00a0: suivi de vol, accueil avec pancarte et 1 heure d'attente incluse.";

export const metadata = pageMetadata({
  title: 'Forfaits VTC aéroports Orly et Roissy-CDG — prix fixes',
  description: DESCRIPTION,
  path: '/forfaits-aeroports',
});

export default async function AirportPackagesPage() {
  await connection();
  const cards = fixedPackageCards('airport', await getPriceSettingsCached());
  return (
    <main>
      <JsonLd
        data={offersJsonLd(
          {
            name: TITLE,
            description: DESCRIPTION,
            path: '/forfaits-aeroports',
            areaServed: [
              'Paris',
              'Aéroport de Paris-Orly',
              'Aéroport Paris-Charles de Gaulle',
              'Disneyland Paris',
            ],
          },
          fixedPackageOffers(cards),
          serverEnv().SITE_URL,
        )}
      />
      <PageHeader
        crumbs={[{ href: '/', label: 'Accueil' }]}
        title={TITLE}
        intro={DESCRIPTION}
        highlights={[site.claims.flightTracking, site.claims.greeting, site.claims.airportWait]}
      />
      <section aria-labelledby="nos-forfaits" className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <h2 id="nos-forfaits" className="text-primary text-2xl font-bold tracking-tight">
          Nos transferts à prix fixes
        </h2>
        <p className="text-muted-foreground mt-1 mb-6 text-sm">
          Prix TTC par véhicule pour un aller simple, non affectés par le trafic.
        </p>
        <FixedPackageCards cards={cards} eagerImages={1} />
      </section>
      <RelatedLinks
        title="Au départ de Dourdan et de sa région"
        links={[
          { href: '/forfaits-locaux/dourdan-aeroports', label: 'Dourdan → aéroports et gares' },
          { href: '/forfaits-locaux/yvelines-78', label: 'Forfaits Yvelines (78)' },
          { href: '/forfaits-locaux/essonne-91', label: 'Forfaits Essonne (91)' },
          { href: '/contact', label: 'Un autre trajet\u00a0? Contactez-nous' },
        ]}
      />
    </main>
  );
}
