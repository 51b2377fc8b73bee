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
      '\nPrix fixe\u00a0: 210,00\u00a0€',
    );
    expect(buildWhatsAppMessage({ ...SUMMARY, priceKind: 'Prix estimé' })).toContain(
      '\nPrix estimé\u00a0: 210,00',
    );
  });

  it('writes the price « TTC », or as it is when the operator charges no VAT', () => {
    expect(buildWhatsAppMessage({ ...SUMMARY, priceKind: 'Prix fixe' })).toContain(
      '\nPrix fixe\u00a0: 210,00\u00a0€\u00a0TTC\n',
    );
    const exempt = buildWhatsAppMessage({ ...SUMMARY, priceKind: 'Prix fixe', vatExempt: true });
    expect(exempt).toContain('\nPrix fixe\u00a0: 210,00\u00a0€\n');
    expect(exempt).not.toContain('TTC');
  });

  it('lists every fact of docs/product.md#whatsapp-summary plus the booking reference', () => {
    const text = buildWhatsAppMessage(SUMMARY);
    const lines = text.split('\n');
    expect(lines).toEqual([
      'Bonjour Harmony Move, je souhaite réserver un trajet.',
      'Référence\u00a0: HM-7K2QX',
      "Forfait\u00a0: Aéroport d'Orly → Paris",
      'Type\u00a0: Aller-retour',
      'Véhicule\u00a0: Van Premium',
      'Prix\u00a0: 210,00\u00a0€\u00a0TTC',
      'Départ\u00a0: Aéroport de Paris-Orly, Terminal 4, 94390 Orly',
      'Destination\u00a0: Place Louis-Armand, 75012 Paris',
      'Date aller\u00a0: 01/12/2026 à 09:30',
      'Date retour\u00a0: 08/12/2026 à 18:00',
      'Passagers\u00a0: 5',
      'Bagages en soute\u00a0: 4',
      'Rehausseurs\u00a0: 2',
      'Nom\u00a0: Marie Dupont',
      'Téléphone\u00a0: 06 12 34 56 78',
      'E-mail\u00a0: marie@example.fr',
      'Vol / train aller\u00a0: AF1234',
      'Vol / train retour\u00a0: AF5678',
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
    expect(text).toContain('Type\u00a0: Aller simple');
    expect(text).toContain('Rehausseurs\u00a0: 0');
    expect(text).toContain('HM-7K2QX');
  });

  it('survives the URL encoding of whatsappUrl', () => {
    const url = new URL(whatsappUrl(buildWhatsAppMessage(SUMMARY)));
    expect(url.searchParams.get('text')).toBe(buildWhatsAppMessage(SUMMARY));
  });
});
