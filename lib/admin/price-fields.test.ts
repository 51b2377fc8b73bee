import { DEFAULT_PRICE_SETTINGS, FIXED_ROUTE_KEYS } from '@/lib/pricing/settings';
import { priceSettingsSchema } from '@/lib/pricing/settings-schema';
import {
  FIXED_ROUTE_LABELS,
  inputsToSettings,
  parseEuroInput,
  PRICE_FIELDS,
  PRICE_SECTIONS,
  settingsToInputs,
} from './price-fields';

describe('general rates form fields', () => {
  it('has the four sections and one input per vehicle for every setting (12 fixed routes)', () => {
    expect(PRICE_SECTIONS.map((s) => s.title)).toEqual([
      'Tarifs au kilomètre et prise en charge',
      'Forfaits aéroports',
      'Remises aller-retour',
      'Tarifs minimums',
    ]);
    expect(PRICE_FIELDS).toHaveLength(4 + 12 * 2 + 3 * 2 + 3 * 2);
    expect(Object.keys(FIXED_ROUTE_LABELS).sort()).toEqual([...FIXED_ROUTE_KEYS].sort());
  });

  it('round-trips the defaults through the euro inputs', () => {
    const inputs = settingsToInputs(DEFAULT_PRICE_SETTINGS);
    expect(inputs['vehicles.van.pricePerKmCents']).toBe('2,88');
    expect(inputs['fixedFares.parisOrly.berline']).toBe('60,00');
    expect(inputs['vehicles.berline.pricePerKmCents']).toBe('2,00');
    const parsed = inputsToSettings(inputs);
    expect(parsed.ok && priceSettingsSchema.parse(parsed.settings)).toEqual(DEFAULT_PRICE_SETTINGS);
  });

  it('parses euros to cents, accepting a decimal comma', () => {
    expect(parseEuroInput('2,15', false)).toEqual({ ok: true, cents: 215 });
    expect(parseEuroInput(' 10 ', false)).toEqual({ ok: true, cents: 1000 });
    expect(parseEuroInput('0.1', false)).toEqual({ ok: true, cents: 10 });
    expect(parseEuroInput('10000', false)).toEqual({ ok: true, cents: 1_000_000 });
  });

  it('refuses negatives, amounts over 10 000 €, text, 3 decimals and empty where required', () => {
    expect(parseEuroInput('-1', false)).toEqual({ ok: false, error: 'Le montant ne peut pas être négatif.' });
    expect(parseEuroInput('10000.01', false)).toEqual({
      ok: false,
      error: 'Le montant ne peut pas dépasser 10\u202f000\u00a0€.',
    });
    expect(parseEuroInput('abc', false)).toMatchObject({ ok: false });
    expect(parseEuroInput('1.234', false)).toMatchObject({ ok: false });
    expect(parseEuroInput('1e3', false)).toMatchObject({ ok: false });
    expect(parseEuroInput('', false)).toEqual({ ok: false, error: 'Ce montant est obligatoire.' });
  });

  it('refuses 0 for a fixed fare (empty is the per-km price) and for the per-km rate, not elsewhere', () => {
    const inputs = settingsToInputs(DEFAULT_PRICE_SETTINGS);
    inputs['fixedFares.parisOrly.berline'] = '0';
    inputs['vehicles.van.pricePerKmCents'] = '0,00';
    inputs['vehicles.van.basePriceCents'] = '0';
    inputs['roundTripDiscounts.orly.berline'] = '0';
    inputs['minimums.local.van'] = '0';
    const parsed = inputsToSettings(inputs);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.fieldErrors).toEqual({
      'fixedFares.parisOrly.berline':
        'Un forfait à 0\u00a0€ serait gratuit\u00a0: laissez le champ vide pour appliquer le tarif au kilomètre.',
      'vehicles.van.pricePerKmCents': 'Le montant doit être supérieur à 0\u00a0€.',
    });
    expect(parsed.firstError).toBe('Prix au km (Van)\u00a0: Le montant doit être supérieur à 0\u00a0€.');
  });

  it('empty becomes null only for fixed fares', () => {
    const inputs = settingsToInputs(DEFAULT_PRICE_SETTINGS);
    inputs['fixedFares.cdgDisney.van'] = '';
    const parsed = inputsToSettings(inputs);
    expect(parsed.ok).toBe(true);
    const settings = priceSettingsSchema.parse(parsed.ok ? parsed.settings : null);
    expect(settings.fixedFares.cdgDisney).toEqual({ berline: 8500, van: null });

    inputs['minimums.paris.berline'] = '';
    inputs['vehicles.berline.pricePerKmCents'] = '-2';
    const failed = inputsToSettings(inputs);
    expect(failed).toEqual({
      ok: false,
      firstError: 'Prix au km (Berline)\u00a0: Le montant ne peut pas être négatif.',
      fieldErrors: {
        'vehicles.berline.pricePerKmCents': 'Le montant ne peut pas être négatif.',
        'minimums.paris.berline': 'Ce montant est obligatoire.',
      },
    });
  });
});
