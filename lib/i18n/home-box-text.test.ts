import { VEHICLE_MESSAGES } from '@/lib/booking/messages';
import { NOUNS } from '@/lib/booking/plural';
import { priceKindLabel } from '@/lib/pricing/format';
import { VEHICLES } from '@/lib/pricing/vehicles';
import { bookingText } from './booking-text';
import { homeBoxText } from './home-box-text';
import { packageFormText } from './package-text';

describe('homeBoxText (the home booking box copy)', () => {
  it('French: the text the box showed before it came from the catalogue, the French wizard, no wizard copy', () => {
    const text = homeBoxText('fr');
    expect(text.action).toBe('/reservation');
    expect(text.booking).toBeNull();
    expect(text.ui).toMatchObject({
      title: 'Votre prix en quelques secondes',
      intro:
        'Indiquez votre trajet\u00a0: le prix TTC de votre véhicule s’affiche, puis réservez en deux étapes.',
      departure: 'Départ',
      destination: 'Destination',
      placeholder: 'Adresse, gare, aéroport…',
      date: 'Date',
      time: 'Heure',
      passengers: 'Passagers',
      bags: 'Bagages en soute',
      submit: 'Réservez votre VTC',
      retry: 'Réessayer',
      withVat: '{amount} TTC',
      berlineName: VEHICLES.berline.name,
      vanName: VEHICLES.van.name,
      passengerOne: NOUNS.passenger.one,
      passengerOther: NOUNS.passenger.other,
      bagOne: NOUNS.bag.one,
      bagOther: NOUNS.bag.other,
      fixedPrice: priceKindLabel({ fixedRoute: 'x' }),
      estimatedPrice: priceKindLabel({ fixedRoute: null }),
      noneAvailable: VEHICLE_MESSAGES.noneAvailable,
    });
  });

  it('English: the English wizard, the wizard copy and its French → English map', () => {
    const text = homeBoxText('en');
    expect(text.action).toBe('/en/booking');
    expect(text.intl).toBe('en-GB');
    expect(text.ui.submit).toBe('Book');
    expect(text.booking?.locale).toBe('en');
    expect(text.booking?.errors?.[VEHICLE_MESSAGES.noneAvailable]).toBe(text.ui.noneAvailable);
  });

  it('the time hint of the box, the wizard and the package forms prints the hours the check applies', () => {
    const fr = 'Entre 04:00 et 22:29. La nuit, sur demande par WhatsApp.';
    const en = 'Between 04:00 and 22:29. At night, on request via WhatsApp.';
    expect([
      homeBoxText('fr').ui.timeHint,
      bookingText('fr').ui.timeHint,
      packageFormText('fr').timeHint,
    ]).toEqual([fr, fr, fr]);
    expect([
      homeBoxText('en').ui.timeHint,
      bookingText('en').ui.timeHint,
      packageFormText('en').timeHint,
    ]).toEqual([en, en, en]);
  });
});
