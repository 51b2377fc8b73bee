import { step1Values } from './step1-form';
import { step1ErrorTitle, step1FormSchema, STEP1_FIELD_TITLE } from './step1-schema';
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
    expect(result.error?.issues).toHaveLength(1);
    expect(result.error?.issues[0]?.path).toEqual(['pickupTime']);
    expect(step1ErrorTitle(values, NOW)).toBe('Champs obligatoires');
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
