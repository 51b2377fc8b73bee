import { site } from '@/lib/config/site';
import { includedServices } from './included';

describe('includedServices', () => {
  it('promises flight tracking, the name sign and the hour of waiting on an airport trip', () => {
    expect(includedServices({ airport: true })).toEqual([
      'Suivi de votre vol en temps réel',
      'Accueil personnalisé avec pancarte nominative',
      "1 heure d'attente incluse dans les aéroports",
    ]);
  });

  it('keeps the airport promises off other trips', () => {
    const items = includedServices({ airport: false });
    expect(items).toEqual([site.claims.greeting, site.claims.drivers]);
    expect(items).not.toContain(site.claims.flightTracking);
    expect(items).not.toContain(site.claims.airportWait);
  });
});
