import { whatsappUrl } from '@/lib/config/site';
import { buildWhatsAppMessage, type BookingSummary } from './whatsapp';

const SUMMARY: BookingSummary = {
  bookingRef: 'HM-7K2QX',
  packageTitle: "Aéroport d'Orly → Paris",
  tripType: 'roundTrip',
  vehicleType: 'van',
  totalPriceCents: 21000,
  departureAddress: 'Aéroport de Paris-Orly, Terminal 4, 94390 Orly',
  destinationAddress: 'Place Louis-Armand, 75012 Paris',
  pickupDate: '2026-12-01',
  pickupTime: '09:30',
  returnPickupDate: '2026-12-08',
  returnPickupTime: '18:00',
  passengers: 5,
  holdBags: '4',
  boosters: 2,
  contactName: 'Marie Dupont',
  contactPhone: '06 12 34 56 78',
  contactEmail: 'marie@example.fr',
  flightTrainNumber: 'AF1234',
  returnFlightTrainNumber: 'AF5678',
};

describe('buildWhatsAppMessage', () => {
  it('says how the price was made when it is known', () => {
    expect(buildWhatsAppMessage({ ...SUMMARY, priceKind: 'Prix fixe' })).toContain(
      '\nPrix fixe : 210,00\u00a0€',
    );
    expect(buildWhatsAppMessage({ ...SUMMARY, priceKind: 'Prix estimé' })).toContain(
      '\nPrix estimé : 210,00',
    );
  });

  it('lists every fact of docs/product.md#whatsapp-summary plus the booking reference', () => {
    const text = buildWhatsAppMessage(SUMMARY);
    const lines = text.split('\n');
    expect(lines).toEqual([
      'Bonjour Harmony Move, je souhaite réserver un trajet.',
      'Référence : HM-7K2QX',
      "Forfait : Aéroport d'Orly → Paris",
      'Type : Aller-retour',
      'Véhicule : Van Premium',
      'Prix : 210,00\u00a0€\u00a0TTC',
      'Départ : Aéroport de Paris-Orly, Terminal 4, 94390 Orly',
      'Destination : Place Louis-Armand, 75012 Paris',
      'Date aller : 01/12/2026 à 09:30',
      'Date retour : 08/12/2026 à 18:00',
      'Passagers : 5',
      'Bagages en soute : 4',
      'Rehausseurs : 2',
      'Nom : Marie Dupont',
      'Téléphone : 06 12 34 56 78',
      'E-mail : marie@example.fr',
      'Vol / train aller : AF1234',
      'Vol / train retour : AF5678',
    ]);
  });

  it('leaves out what a one-way trip without package or flight does not have', () => {
    const text = buildWhatsAppMessage({
      ...SUMMARY,
      tripType: 'oneWay',
      packageTitle: null,
      flightTrainNumber: '',
      boosters: false,
    });
    expect(text).not.toMatch(/Forfait|Date retour|Vol \/ train|AF5678/);
    expect(text).toContain('Type : Aller simple');
    expect(text).toContain('Rehausseurs : 0');
    expect(text).toContain('HM-7K2QX');
  });

  it('survives the URL encoding of whatsappUrl', () => {
    const url = new URL(whatsappUrl(buildWhatsAppMessage(SUMMARY)));
    expect(url.searchParams.get('text')).toBe(buildWhatsAppMessage(SUMMARY));
  });
});
