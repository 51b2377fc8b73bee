import type { Quote } from '@/lib/pricing';
import { initialWizardState, wizardReducer, type WizardState } from './wizard-state';

const quote = { totalPrice: 6000, vehicleType: 'berline' } as Quote;

function withVehicle(): WizardState {
  let s = initialWizardState();
  s = wizardReducer(s, { type: 'update', patch: { passengers: '3', holdBags: '2' } });
  s = wizardReducer(s, { type: 'next' });
  s = wizardReducer(s, { type: 'selectVehicle', vehicleType: 'berline' });
  return wizardReducer(s, { type: 'quoted', quote, note: null });
}

describe('wizardReducer', () => {
  it('starts on step 1 with the spec defaults', () => {
    const s = initialWizardState('paris-orly');
    expect(s.step).toBe(1);
    expect(s.draft).toMatchObject({
      tripType: 'oneWay',
      passengers: '1',
      holdBags: '0',
      childSeatBooster: false,
      acceptTerms: false,
      vehicleType: null,
      departureLat: null,
      packageId: 'paris-orly',
    });
  });

  it('goes to step 2 and back', () => {
    let s = wizardReducer(initialWizardState(), { type: 'next' });
    expect(s.step).toBe(2);
    s = wizardReducer(s, { type: 'previous' });
    expect(s.step).toBe(1);
  });

  it('clears the return fields when the trip becomes one way', () => {
    let s = wizardReducer(initialWizardState(), {
      type: 'update',
      patch: {
        tripType: 'roundTrip',
        returnPickupDate: '2030-01-02',
        returnPickupTime: '10:00',
        returnFlightTrainNumber: 'AF1',
      },
    });
    s = wizardReducer(s, { type: 'update', patch: { tripType: 'oneWay' } });
    expect(s.draft).toMatchObject({
      returnPickupDate: '',
      returnPickupTime: '',
      returnFlightTrainNumber: '',
    });
  });

  it('clears the vehicle and the price when the group no longer fits, with a notice', () => {
    const s = wizardReducer(withVehicle(), { type: 'update', patch: { passengers: '5' } });
    expect(s.draft.vehicleType).toBeNull();
    expect(s.quote).toBeNull();
    expect(s.vehicleCleared).toBe(true);
    const chosen = wizardReducer(s, { type: 'selectVehicle', vehicleType: 'van' });
    expect(chosen.vehicleCleared).toBe(false);
  });

  it('keeps the vehicle and price when the group still fits', () => {
    const s = wizardReducer(withVehicle(), { type: 'update', patch: { passengers: '4', holdBags: '3' } });
    expect(s.draft.vehicleType).toBe('berline');
    expect(s.quote).toBe(quote);
  });

  it('drops the price when the trip changes', () => {
    const s = wizardReducer(withVehicle(), { type: 'update', patch: { tripType: 'roundTrip' } });
    expect(s.quote).toBeNull();
    const same = wizardReducer(withVehicle(), { type: 'update', patch: { contactPhone: '0612345678' } });
    expect(same.quote).toBe(quote);
  });

  it("'Recommencer' resets everything as on a first visit (no date: today's is always refused), step 1, package kept", () => {
    let s = initialWizardState('orly-paris');
    s = wizardReducer(s, {
      type: 'update',
      patch: { contactName: 'A', passengers: '3', pickupDate: '2030-05-06' },
    });
    s = wizardReducer(s, { type: 'next' });
    s = wizardReducer(s, { type: 'reset' });
    expect(s.step).toBe(1);
    expect(s.draft).toEqual(initialWizardState('orly-paris').draft);
    expect(s.draft.pickupDate).toBe('');
    expect(s.quote).toBeNull();
  });
});
