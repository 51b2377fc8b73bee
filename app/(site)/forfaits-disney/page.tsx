// /forfaits-disney — fixed Disneyland Paris packages, priced from the current settings (request time).
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

const TITLE = 'Forfaits Disneyland Paris';
const DESCRIPTION =
  "Transferts VTC à prix fixes vers Disneyland Paris depuis Paris, Orly et Roissy-CDG, jusqu'aux parcs et aux hôtels\u00a0: berline ou van jusqu'à 7 passagers, rehausseurs sur demande.";

export const metadata = pageMetadata({
  title: 'Forfaits VTC Disneyland Paris — Paris, Orly, Roissy-CDG',
  description: DESCRIPTION,
  path: '/forfaits-disney',
});

export default async function DisneyPackagesPage() {
  await connection();
  const cards = fixedPackageCards('disney', await getPriceSettingsCached());
  return (
    <main>
      <JsonLd
        data={offersJsonLd(
          {
            name: TITLE,
            description: DESCRIPTION,
            path: '/forfaits-disney',
            areaServed: [
              'Disneyland Paris',
              'Chessy',
              'Paris',
              'Aéroport de Paris-Orly',
              'Aéroport Paris-Charles de Gaulle',
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
        highlights={[
          site.claims.fixedPrices,
          site.claims.drivers,
          'Rehausseurs pour les enfants de plus de 3 ans',
        ]}
      />
      <section aria-labelledby="nos-forfaits" className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <h2 id="nos-forfaits" className="text-primary text-2xl font-bold tracking-tight">
          Nos transferts Disneyland Paris
        </h2>
        <p className="text-muted-foreground mt-1 mb-6 text-sm">
          Prix TTC par véhicule pour un aller simple, dépose au parc ou à votre hôtel.
        </p>
        <FixedPackageCards cards={cards} eagerImages={1} />
      </section>
      <RelatedLinks
        title="Nos autres forfaits"
        links={[
          { href: '/forfaits-aeroports', label: 'Forfaits aéroports' },
          { href: '/forfaits-locaux/dourdan-aeroports', label: 'Dourdan → aéroports et gares' },
          { href: '/forfaits-locaux', label: 'Forfaits locaux' },
          { href: '/contact', label: 'Un autre trajet\u00a0? Contactez-nous' },
        ]}
      />
    </main>
  );
}
