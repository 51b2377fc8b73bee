// The dashboard's switch-on notice, on the real store: a database with only the migrations (production without
// supabase/seed.sql) and one with the seed.
import { DEFAULT_PRICE_SETTINGS } from '@/lib/pricing/settings';
import { emptyAndSeededStores } from '@/lib/testing/stores';
import { setupGaps } from './setup-status';

const stores = emptyAndSeededStores();

describe('setupGaps', () => {
  it('names everything a database made of the migrations alone lacks, in French', async () => {
    expect(await setupGaps(stores.empty)).toEqual([
      'Tarifs généraux jamais enregistrés\u00a0: le site applique les tarifs par défaut. Vérifiez-les puis enregistrez-les.',
      "Tableau «\u00a0Dourdan-Aéroport\u00a0» vide ou sans forfait actif\u00a0: sa page publique affiche «\u00a0Aucun forfait n'est actuellement disponible pour cette zone.\u00a0»",
      "Tableau «\u00a0Essonne (91)\u00a0» vide ou sans forfait actif\u00a0: sa page publique affiche «\u00a0Aucun forfait n'est actuellement disponible pour cette zone.\u00a0»",
      "Tableau «\u00a0Yvelines (78)\u00a0» vide ou sans forfait actif\u00a0: sa page publique affiche «\u00a0Aucun forfait n'est actuellement disponible pour cette zone.\u00a0»",
      "Tableau «\u00a0Chartres et environs\u00a0» vide ou sans forfait actif\u00a0: sa page publique affiche «\u00a0Aucun forfait n'est actuellement disponible pour cette zone.\u00a0»",
      'Dourdan → Orly\u00a0: aucune ligne du tableau Dourdan-Aéroport ne montre son tarif fixe. Ajoutez-la dans l’onglet «\u00a0Dourdan-Aéroport\u00a0» de la page Prix (départ «\u00a0Dourdan\u00a0»)\u00a0: elle prendra le tarif des «\u00a0Tarifs généraux\u00a0».',
      'Dourdan → Roissy-CDG\u00a0: aucune ligne du tableau Dourdan-Aéroport ne montre son tarif fixe. Ajoutez-la dans l’onglet «\u00a0Dourdan-Aéroport\u00a0» de la page Prix (départ «\u00a0Dourdan\u00a0»)\u00a0: elle prendra le tarif des «\u00a0Tarifs généraux\u00a0».',
    ]);
  });

  it('says nothing once the seed is loaded', async () => {
    expect(await setupGaps(stores.seeded)).toEqual([]);
  });

  it('each gap goes once it is filled: rates saved, a row added', async () => {
    await stores.empty.savePriceSettings(DEFAULT_PRICE_SETTINGS);
    await stores.empty.createPackage({
      department: 'Essonne (91)',
      startLocation: 'Dourdan',
      endLocation: 'Étampes',
      prices: {
        berline: { oneWayCents: 4500, roundTripCents: 8500 },
        van: { oneWayCents: 6500, roundTripCents: 12000 },
      },
      isActive: true,
    });
    const gaps = await setupGaps(stores.empty);
    expect(gaps.some((g) => g.startsWith('Tarifs généraux'))).toBe(false);
    expect(gaps.some((g) => g.includes('Essonne'))).toBe(false);
    expect(gaps).toHaveLength(5);
  });

  it('a table of inactive rows is said empty (its page says « Aucun forfait… »); a route’s row of its own price is named', async () => {
    const prices = {
      berline: { oneWayCents: 9000, roundTripCents: null },
      van: { oneWayCents: null, roundTripCents: null },
    };
    await stores.empty.createPackage({
      department: 'Yvelines (78)',
      startLocation: 'Dourdan',
      endLocation: 'Rambouillet',
      prices,
      isActive: false,
    });
    // A Dourdan → Orly row made before rows were linked: it sells its own price, the wizard the fixed fare.
    await stores.empty.createPackage({
      department: 'Dourdan-Aéroport',
      startLocation: 'Dourdan',
      endLocation: "Aéroport d'Orly",
      prices,
      isActive: true,
    });
    const gaps = await setupGaps(stores.empty);
    expect(gaps).toContain(
      "Tableau «\u00a0Yvelines (78)\u00a0» vide ou sans forfait actif\u00a0: sa page publique affiche «\u00a0Aucun forfait n'est actuellement disponible pour cette zone.\u00a0»",
    );
    expect(gaps).toContain(
      "Dourdan → Orly\u00a0: la ligne «\u00a0Dourdan → Aéroport d'Orly\u00a0» du tableau Dourdan-Aéroport suit son propre prix, pas le tarif fixe des «\u00a0Tarifs généraux\u00a0» que le devis instantané applique. Supprimez-la, puis ajoutez-la de nouveau.",
    );
    expect(gaps.some((g) => g.startsWith('Tableau «\u00a0Dourdan-Aéroport'))).toBe(false);
  });
});
