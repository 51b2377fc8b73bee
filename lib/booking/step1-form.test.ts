import { step1Values } from './step1-form';
import { step1ErrorTitle, step1Failure, step1FormSchema, STEP1_FIELD_TITLE } from './step1-schema';
import { emptyDraft, type WizardDraft } from './wizard-state';

const NOW = Date.parse('2026-06-10T10:00:00Z');

const valid: WizardDraft = {
  ...emptyDraft(),
  departureAddress: 'Gare de Dourdan, 91410 Dourdan',
  departureLat: 48.53,
  departureLng: 2.01,
  departurePlaceRef: 'catalogue:gare-de-dourdan',
  destinationAddress: 'Gare de Lyon, Paris',
  destinationLat: 48.84,
  destinationLng: 2.37,
  destinationPlaceRef: 'catalogue:paris-gare-de-lyon',
  pickupDate: '2026-06-13',
  pickupTime: '10:30',
  passengers: '2',
  contactName: 'Camille Martin',
  contactEmail: 'camille@example.fr',
  contactPhone: '06 12 34 56 78',
  acceptTerms: true,
};

describe('step1FormSchema', () => {
  const schema = step1FormSchema(() => NOW);

  it('accepts a complete step 1', () => {
    expect(schema.safeParse(step1Values(valid)).success).toBe(true);
  });

  it('reports the first of the spec checks, on its field, with the spec text and title', () => {
    const values = step1Values({ ...valid, pickupTime: '', contactName: '' });
    const result = schema.safeParse(values);
    expect(result.success).toBe(false);
    // The first failure on its field with the check's text; every other empty field marked as required with it.
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['pickupTime', "Veuillez renseigner le départ, la destination, la date et l'heure de prise en charge."],
      ['contactName', 'Ce champ est obligatoire.'],
    ]);
    expect(step1ErrorTitle(values, NOW)).toBe('Champs obligatoires');
  });

  it('the focus goes to the failed check’s field, not to the first field marked before it', () => {
    // An airport trip: the empty flight number comes before the name in the form, but « Coordonnées manquantes »
    // is about the name.
    const values = step1Values({
      ...valid,
      destinationAddress: 'Aéroport d’Orly, Terminal 4',
      destinationPlaceRef: 'catalogue:orly-4',
      destinationLat: 48.73,
      destinationLng: 2.37,
      flightTrainNumber: '',
      contactName: '',
    });
    const marked = schema.safeParse(values).error?.issues.map((i) => i.path[0]);
    expect(marked).toEqual(['contactName', 'flightTrainNumber']);
    expect(step1Failure(values, NOW)).toEqual({ title: 'Coordonnées manquantes', field: 'contactName' });
    // Only the shared field rules refused: no check's field, the first invalid one is focused.
    expect(step1Failure(step1Values({ ...valid, contactName: 'x'.repeat(121) }), NOW)).toEqual({
      title: STEP1_FIELD_TITLE,
      field: null,
    });
  });

  it('an empty step 1 marks every field it needs at once: route, return, flight number, contact, terms', () => {
    const values = step1Values({
      ...emptyDraft(),
      tripType: 'roundTrip',
      // An airport end: the flight numbers are needed too (the address typed, not yet chosen from the list).
      departureAddress: 'Orly',
    });
    const result = schema.safeParse(values);
    expect(result.error?.issues.map((i) => i.path[0])).toEqual([
      'destinationAddress',
      'pickupDate',
      'pickupTime',
      'returnPickupDate',
      'returnPickupTime',
      'flightTrainNumber',
      'returnFlightTrainNumber',
      'contactName',
      'contactEmail',
      'contactPhone',
      'acceptTerms',
    ]);
    const messages = new Map(result.error?.issues.map((i) => [i.path[0], i.message]));
    expect(messages.get('destinationAddress')).toBe(
      "Veuillez renseigner le départ, la destination, la date et l'heure de prise en charge.",
    );
    expect(messages.get('contactEmail')).toBe('Ce champ est obligatoire.');
    expect(messages.get('acceptTerms')).toBe(
      'Veuillez accepter les conditions générales de vente (CGV) et la politique de confidentialité.',
    );
  });

  it('marks every contact field still empty, the first with the check’s text, the others as required', () => {
    const values = step1Values({ ...valid, contactName: '', contactPhone: ' ' });
    const result = schema.safeParse(values);
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['contactName', 'Veuillez renseigner votre nom, votre e-mail et votre téléphone.'],
      ['contactPhone', 'Ce champ est obligatoire.'],
    ]);
    expect(step1ErrorTitle(values, NOW)).toBe('Coordonnées manquantes');
    // An invalid e-mail is its own message, on its field alone.
    const email = schema.safeParse(step1Values({ ...valid, contactEmail: 'camille' }));
    expect(email.error?.issues.map((i) => i.path[0])).toEqual(['contactEmail']);
  });

  it('then applies the server schema on the shared field rules (a name over its limit)', () => {
    const values = step1Values({ ...valid, contactName: 'x'.repeat(121) });
    const result = schema.safeParse(values);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['contactName']);
    expect(step1ErrorTitle(values, NOW)).toBe(STEP1_FIELD_TITLE);
  });
});
