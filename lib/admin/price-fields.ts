// The admin's general-rates form: which inputs exist, their French labels, and the euros ↔ cents conversion.
// Pure module shared by the form (client) and its Server Action (server): the server re-parses every raw input.
import {
  DISCOUNT_KEYS,
  FIXED_ROUTE_KEYS,
  MAX_AMOUNT_CENTS,
  MINIMUM_KEYS,
  type DiscountKey,
  type FixedRouteKey,
  type MinimumKey,
  type PriceSettings,
} from '@/lib/pricing/settings';
import { RATE_BASIS } from '@/lib/pricing/format';
import { PRICE_MESSAGES } from '@/lib/auth/messages';
import { VEHICLE_LABELS, VEHICLE_TYPES, type VehicleType } from '@/lib/domain/vehicles';
import { centsToFrenchInput } from '@/lib/format/money';
import { labelled } from '@/lib/format/typography';

export const FIXED_ROUTE_LABELS: Record<FixedRouteKey, string> = {
  parisOrly: 'Paris → Orly',
  orlyParis: 'Orly → Paris',
  parisCdg: 'Paris → Roissy-CDG',
  cdgParis: 'Roissy-CDG → Paris',
  dourdanOrly: 'Dourdan → Orly',
  dourdanCdg: 'Dourdan → Roissy-CDG',
  parisDisney: 'Paris → Disneyland',
  disneyParis: 'Disneyland → Paris',
  cdgDisney: 'Roissy-CDG → Disneyland',
  disneyCdg: 'Disneyland → Roissy-CDG',
  orlyDisney: 'Orly → Disneyland',
  disneyOrly: 'Disneyland → Orly',
};

const DISCOUNT_LABELS: Record<DiscountKey, string> = {
  orly: 'Orly',
  cdg: 'Roissy-CDG',
  disney: 'Disneyland',
};

const MINIMUM_LABELS: Record<MinimumKey, string> = {
  dourdanArea: 'Secteur de Dourdan',
  paris: 'Paris',
  local: 'Trajets locaux',
};

export interface PriceField {
  /** Dotted path in PriceSettings, also the input name. */
  path: string;
  vehicle: VehicleType;
  /** Only fixed fares may be left empty ("no fixed fare: per-km price"). */
  nullable: boolean;
  /** 0 refused: a fixed fare (empty is the per-km price; 0 would publish a free ride) and the per-km rate. */
  positive: boolean;
  /** Full label for messages: "Paris → Orly (Berline)". */
  label: string;
}

export interface PriceRow {
  label: string;
  fields: PriceField[];
}

export interface PriceSection {
  id: 'vehicles' | 'fixedFares' | 'roundTripDiscounts' | 'minimums';
  title: string;
  hint: string;
  rows: PriceRow[];
}

function pairRow(group: string, key: string, label: string, nullable = false): PriceRow {
  return {
    label,
    fields: VEHICLE_TYPES.map((vehicle) => ({
      path: `${group}.${key}.${vehicle}`,
      vehicle,
      nullable,
      positive: nullable,
      label: `${label} (${VEHICLE_LABELS[vehicle]})`,
    })),
  };
}

export const PRICE_SECTIONS: PriceSection[] = [
  {
    id: 'vehicles',
    title: 'Tarifs au kilomètre et prise en charge',
    hint: `Montants ${RATE_BASIS}\u00a0: prise en charge + kilomètres × prix au km, puis TVA 10\u00a0% (prix TTC du trajet).`,
    rows: [
      { key: 'pricePerKmCents', label: 'Prix au km' },
      { key: 'basePriceCents', label: 'Prise en charge' },
    ].map(({ key, label }) => ({
      label,
      fields: VEHICLE_TYPES.map((vehicle) => ({
        path: `vehicles.${vehicle}.${key}`,
        vehicle,
        nullable: false,
        positive: key === 'pricePerKmCents',
        label: `${label} (${VEHICLE_LABELS[vehicle]})`,
      })),
    })),
  },
  {
    id: 'fixedFares',
    title: 'Forfaits aéroports',
    hint: 'Prix TTC fixes. Laissez vide pour appliquer le tarif au kilomètre sur ce trajet.',
    rows: FIXED_ROUTE_KEYS.map((key) => pairRow('fixedFares', key, FIXED_ROUTE_LABELS[key], true)),
  },
  {
    id: 'roundTripDiscounts',
    title: 'Remises aller-retour',
    hint: 'Montant en euros retiré du prix d’un aller-retour.',
    rows: DISCOUNT_KEYS.map((key) => pairRow('roundTripDiscounts', key, DISCOUNT_LABELS[key])),
  },
  {
    id: 'minimums',
    title: 'Tarifs minimums',
    hint: `Prix ${RATE_BASIS} (avant TVA) en dessous duquel une course n’est jamais facturée.`,
    rows: MINIMUM_KEYS.map((key) => pairRow('minimums', key, MINIMUM_LABELS[key])),
  },
];

export const PRICE_FIELDS: PriceField[] = PRICE_SECTIONS.flatMap((s) => s.rows.flatMap((r) => r.fields));

export type PriceInputs = Record<string, string>;

/** Cents → the input's text, French decimals (1250 → "12,50"; null → ""). parseEuroInput reads it back. */
export function centsToInput(cents: number | null): string {
  return cents === null ? '' : centsToFrenchInput(cents);
}

export type EuroParse = { ok: true; cents: number | null } | { ok: false; error: string };

/**
 * Parses a euro amount typed by the admin ("12", "12.5", "12,50"). Empty → null only when allowed; 0 refused when
 * `positive` (with the way to the per-km price when the field may be empty).
 */
export function parseEuroInput(raw: string, nullable: boolean, positive = false): EuroParse {
  const text = raw.trim().replace(',', '.');
  if (text === '')
    return nullable ? { ok: true, cents: null } : { ok: false, error: PRICE_MESSAGES.required };
  if (!/^-?\d+(\.\d{1,2})?$/.test(text)) return { ok: false, error: PRICE_MESSAGES.notANumber };
  const cents = Math.round(Number(text) * 100);
  if (cents < 0) return { ok: false, error: PRICE_MESSAGES.negative };
  if (cents === 0 && positive)
    return { ok: false, error: nullable ? PRICE_MESSAGES.zeroFare : PRICE_MESSAGES.zero };
  if (cents > MAX_AMOUNT_CENTS) return { ok: false, error: PRICE_MESSAGES.tooHigh };
  return { ok: true, cents };
}

/** The value at a dotted path ('vehicles.van.pricePerKmCents') of the settings or of the form's nested values. */
export function valueAt(tree: unknown, path: string): unknown {
  let node = tree;
  for (const key of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  return node;
}

function getAt(settings: PriceSettings, path: string): number | null {
  return valueAt(settings, path) as number | null;
}

function setAt(target: Record<string, unknown>, path: string, value: number | null): void {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) {
    node[key] ??= {};
    node = node[key] as Record<string, unknown>;
  }
  node[keys[keys.length - 1] as string] = value;
}

export function settingsToInputs(settings: PriceSettings): PriceInputs {
  return Object.fromEntries(PRICE_FIELDS.map((f) => [f.path, centsToInput(getAt(settings, f.path))]));
}

export type InputsParse =
  { ok: true; settings: unknown } | { ok: false; fieldErrors: Record<string, string>; firstError: string };

/**
 * Every known field, parsed. The result still goes through `priceSettingsSchema` on the server; a missing
 * field counts as empty, unknown fields are ignored.
 */
export function inputsToSettings(inputs: PriceInputs): InputsParse {
  const out: Record<string, unknown> = {};
  const fieldErrors: Record<string, string> = {};
  let firstError = '';
  for (const field of PRICE_FIELDS) {
    const parsed = parseEuroInput(inputs[field.path] ?? '', field.nullable, field.positive);
    if (parsed.ok) {
      setAt(out, field.path, parsed.cents);
    } else {
      fieldErrors[field.path] = parsed.error;
      firstError ||= labelled(field.label, parsed.error);
    }
  }
  return firstError ? { ok: false, fieldErrors, firstError } : { ok: true, settings: out };
}
