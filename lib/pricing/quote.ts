// The pricing engine (docs/product.md#pricing): pure, integer cents, no I/O, no clock. The server calls it with the
// current price settings and the distance it obtained; the browser may call it for a preview.
import type { LatLng } from '@/lib/places/constants';
import { distanceKm, isNearCdg, isNearDourdan, isNearOrly, isValidLatLng } from '@/lib/places/geo';
import { isInDisneyZone, isInsideParis } from '@/lib/places/zones';
import { PRICING_MESSAGES } from '@/lib/booking/messages';
import { formatKm } from './format';
import {
  FIXED_PACKAGES,
  fixedFarePrice,
  fixedRoundTrip,
  hasWayBack,
  reversedTitle,
  routeForFareKey,
} from './packages';
import type { FixedRouteKey, MinimumKey, PriceSettings } from './settings';
import { VEHICLES, isVehicleType } from './vehicles';
import { TRIP_LABELS, type TripType } from '@/lib/domain/trips';
import type { VehicleType } from '@/lib/domain/vehicles';
import { formatEuros } from '@/lib/format/money';
import { findLocalRoute, localRouteLabel, localRoutePrice, type LocalRoute } from './local-routes';

/** VAT rate of docs/product.md#pricing: 10 %. Expressed as a fraction to keep the arithmetic in integers. */
export const VAT_NUMERATOR = 1;
export const VAT_DENOMINATOR = 10;
/** The same rate in percent, as quotes' breakdowns and invoices print it. */
export const VAT_RATE_PERCENT = (100 * VAT_NUMERATOR) / VAT_DENOMINATOR;
/** What an operator under the VAT exemption (franchise en base, LEGAL_VAT_EXEMPT) prints instead of any VAT. */
export const VAT_EXEMPT_MENTION = 'TVA non applicable, art. 293 B du CGI';

/**
 * Contact name that yields the fixed test total (0,50 € HT + 0,10 € TVA = 0,60 €), honoured only when the caller
 * passes `allowTestTotal` (only with ENABLE_TEST_PRICING=1, never in production). Compared trimmed and case-insensitively.
 */
export const TEST_CONTACT_NAME = 'Test Harmony Move';
export const TEST_TOTAL = { estimatedPrice: 50, vatAmount: 10, totalPrice: 60 } as const;

export interface QuotePoint {
  address?: string | null;
  lat?: number | null;
  lng?: number | null;
}

export interface QuoteDistance {
  /** Driving distance of one leg, in km. */
  km: number;
  durationMinutes?: number | null;
  /** True when the distance is a straight-line fallback rather than a driving distance. */
  estimated?: boolean;
}

export interface QuoteRequest {
  departure: QuotePoint;
  destination: QuotePoint;
  vehicleType: string | null | undefined;
  tripType?: TripType;
  /** Known driving distance; without it the great-circle distance is used (and the price is an estimate). */
  distance?: QuoteDistance | null;
  contactName?: string | null;
}

export interface QuoteOptions {
  /** Honour TEST_CONTACT_NAME. Callers pass `serverEnv().ENABLE_TEST_PRICING` (explicit flag, refused in production). */
  allowTestTotal?: boolean;
  /** The active rows of the local price tables (docs/product.md#pricing-local-packages); none: per km. */
  localRoutes?: readonly LocalRoute[];
  /**
   * The operator charges no VAT (LEGAL_VAT_EXEMPT, docs/product.md#pricing-vat-exempt): a TTC price is the price, a
   * per-km price gets no VAT on top, and the breakdown says VAT_EXEMPT_MENTION instead of HT and TVA lines.
   */
  vatExempt?: boolean;
}

/** The price details (docs/product.md#pricing), amounts in integer cents. */
export interface Quote {
  /** Ex-VAT (HT) price, cents. */
  estimatedPrice: number;
  /** VAT, cents. estimatedPrice + vatAmount === totalPrice, always. */
  vatAmount: number;
  /** Price including VAT (TTC), cents. */
  totalPrice: number;
  /** Distance priced, km (credited distance on fixed routes; both legs on round trips). */
  estimatedDistance: number;
  /** One leg's duration in minutes, when known. */
  duration: number | null;
  /** One-line summary of how the price was computed. */
  calculationDetails: string;
  /** Human-readable French breakdown, one line per step. */
  breakdown: string[];
  fixedRoute: FixedRouteKey | null;
  /** The local price table's row that priced the trip ('Dourdan → Étampes' in the trip's direction), or null. */
  localPackage: { id: string; label: string } | null;
  vehicleType: VehicleType;
  tripType: TripType;
  /** Round-trip discount taken off (cents, TTC), 0 when none. */
  roundTripDiscount: number;
  /** True when the distance is a straight-line fallback on a per-km fare. */
  isEstimate: boolean;
  isTestTotal: boolean;
}

export type QuoteErrorCode = 'missing-data' | 'invalid-vehicle' | 'missing-settings';

export type QuoteResult = { ok: true; quote: Quote } | { ok: false; code: QuoteErrorCode; message: string };

export interface EndpointFlags {
  paris: boolean;
  orly: boolean;
  cdg: boolean;
  disney: boolean;
  dourdan: boolean;
}

export function classifyEndpoint(address: string, point: LatLng): EndpointFlags {
  return {
    paris: isInsideParis(address, point),
    orly: isNearOrly(point),
    cdg: isNearCdg(point),
    disney: isInDisneyZone(address, point),
    dourdan: isNearDourdan(point),
  };
}

type Rule = [FixedRouteKey, (from: EndpointFlags, to: EndpointFlags) => boolean];

/** docs/product.md#pricing-fixed-routes order: the first matching rule names the route. */
export const FIXED_ROUTE_RULES: readonly Rule[] = [
  ['parisOrly', (a, b) => a.paris && b.orly],
  ['orlyParis', (a, b) => a.orly && b.paris],
  ['parisCdg', (a, b) => a.paris && b.cdg],
  ['cdgParis', (a, b) => a.cdg && b.paris],
  ['dourdanOrly', (a, b) => a.dourdan && b.orly],
  ['dourdanCdg', (a, b) => a.dourdan && b.cdg],
  ['parisDisney', (a, b) => a.paris && b.disney],
  ['disneyParis', (a, b) => a.disney && b.paris],
  ['cdgDisney', (a, b) => a.cdg && b.disney],
  ['disneyCdg', (a, b) => a.disney && b.cdg],
  ['orlyDisney', (a, b) => a.orly && b.disney],
  ['disneyOrly', (a, b) => a.disney && b.orly],
];

/**
 * After the twelve: coming home costs what going costs. Orly → Dourdan and CDG → Dourdan take the Dourdan route's fare
 * (docs/product.md#pricing-fixed-routes), as their round trips and the Dourdan-Aéroport table already do.
 */
export const HOMEWARD_RULES: readonly Rule[] = [
  ['dourdanOrly', (a, b) => a.orly && b.dourdan],
  ['dourdanCdg', (a, b) => a.cdg && b.dourdan],
];

export function detectFixedRoute(from: EndpointFlags, to: EndpointFlags): FixedRouteKey | null {
  const matches = ([, rule]: Rule) => rule(from, to);
  return (FIXED_ROUTE_RULES.find(matches) ?? HOMEWARD_RULES.find(matches))?.[0] ?? null;
}

const lower = (key: string) => key.toLowerCase();

/** docs/product.md#pricing-credited-distance: applied in order; the last matching rule wins. */
export const CREDITED_DISTANCE_RULES: readonly [(key: FixedRouteKey) => boolean, number][] = [
  [() => true, 30],
  [(k) => lower(k).includes('orly'), 25],
  [(k) => lower(k).includes('cdg'), 45],
  [(k) => lower(k).includes('disney'), 40],
  [(k) => k === 'dourdanOrly', 45],
  [(k) => k === 'dourdanCdg', 78],
];

export function creditedDistanceKm(key: FixedRouteKey): number {
  let km = 0;
  for (const [matches, value] of CREDITED_DISTANCE_RULES) if (matches(key)) km = value;
  return km;
}

/** Ex-VAT part of a TTC amount: round(TTC / 1.1), in integers. */
export function htFromTtc(ttcCents: number): number {
  return Math.round((ttcCents * VAT_DENOMINATOR) / (VAT_DENOMINATOR + VAT_NUMERATOR));
}

/** VAT on an ex-VAT amount: round(HT × 10 %). */
export function vatOnHt(htCents: number): number {
  return Math.round((htCents * VAT_NUMERATOR) / VAT_DENOMINATOR);
}

/** Which minimum applies: Dourdan area if both ends are near Dourdan, else Paris if either end is, else local. */
export function minimumKind(from: EndpointFlags, to: EndpointFlags): MinimumKey {
  if (from.dourdan && to.dourdan) return 'dourdanArea';
  if (from.paris || to.paris) return 'paris';
  return 'local';
}

const MINIMUM_LABELS: Record<MinimumKey, string> = {
  dourdanArea: 'Minimum secteur Dourdan',
  paris: 'Minimum Paris',
  local: 'Minimum local',
};

/** The route's title in the trip's direction: an Orly → Dourdan ride is priced by the Dourdan → Orly route. */
function fixedRouteLabel(key: FixedRouteKey, from: EndpointFlags): string {
  const route = routeForFareKey(key);
  return route.departureLocation === 'DOURDAN' && !from.dourdan ? reversedTitle(route) : route.title;
}
const PACKAGE_DURATIONS = new Map(FIXED_PACKAGES.map((p) => [p.fareKey, p.durationMinutes]));

const roundKm = (km: number) => Math.round(km * 10) / 10;

export type Totals = Pick<Quote, 'estimatedPrice' | 'vatAmount' | 'totalPrice'>;

/**
 * A price set TTC (fixed routes, price tables, an invoice's paid total): HT = TTC / 1.1, the VAT the rest; without
 * VAT (`vatExempt`) the price is its own HT.
 */
export function totalsFromTtc(totalPrice: number, vatExempt = false): Totals {
  const estimatedPrice = vatExempt ? totalPrice : htFromTtc(totalPrice);
  return { estimatedPrice, vatAmount: totalPrice - estimatedPrice, totalPrice };
}

/** A price computed HT (per km): 10 % VAT on top, none when `vatExempt`. */
function totalsFromHt(estimatedPrice: number, vatExempt = false): Totals {
  const vatAmount = vatExempt ? 0 : vatOnHt(estimatedPrice);
  return { estimatedPrice, vatAmount, totalPrice: estimatedPrice + vatAmount };
}

/** The breakdown's last lines, whatever made the price: HT, TVA and TTC, or the exemption and the total. */
function totalLines({ estimatedPrice, vatAmount, totalPrice }: Totals, vatExempt = false): string[] {
  if (vatExempt) return [VAT_EXEMPT_MENTION, `Total\u00a0: ${formatEuros(totalPrice)}`];
  return [
    `Total HT\u00a0: ${formatEuros(estimatedPrice)}`,
    `TVA ${VAT_RATE_PERCENT}\u00a0%\u00a0: ${formatEuros(vatAmount)}`,
    `Total TTC\u00a0: ${formatEuros(totalPrice)}`,
  ];
}

function point(p: QuotePoint): LatLng | null {
  const candidate = { lat: p.lat ?? undefined, lng: p.lng ?? undefined };
  return isValidLatLng(candidate) ? candidate : null;
}

/**
 * Price a trip (docs/product.md#pricing). Order of checks: coordinates and vehicle present, vehicle known, settings
 * present. Then: test total (only with `allowTestTotal`); fixed route in the spec's priority order (TTC fare,
 * HT = TTC / 1.1, credited distance); otherwise base + km × rate HT, raised to the applicable minimum, plus 10 % VAT.
 * A round trip is two legs; on a fixed route the return is the route the other way (packages.ts fixedRoundTrip) and
 * the route's round-trip discount is taken off the TTC total.
 * A fixed fare set to null falls back to the per-km fare. Then a row of the local price tables whose places are the
 * trip's ends (`options.localRoutes`, either direction) prices it at the table's TTC price; a row without a price
 * for the vehicle falls back to the per-km fare.
 */
export function computeQuote(
  request: QuoteRequest,
  settings: PriceSettings | null | undefined,
  options: QuoteOptions = {},
): QuoteResult {
  const from = point(request.departure);
  const to = point(request.destination);
  if (!from || !to || !request.vehicleType) {
    return { ok: false, code: 'missing-data', message: PRICING_MESSAGES.missingData };
  }
  const vehicleType = request.vehicleType;
  if (!isVehicleType(vehicleType)) {
    return { ok: false, code: 'invalid-vehicle', message: PRICING_MESSAGES.invalidVehicle };
  }
  if (!settings) {
    return { ok: false, code: 'missing-settings', message: PRICING_MESSAGES.missingSettings };
  }
  const tripType: TripType = request.tripType === 'roundTrip' ? 'roundTrip' : 'oneWay';
  const legs = tripType === 'roundTrip' ? 2 : 1;
  const vehicleName = VEHICLES[vehicleType].name;
  const vatExempt = options.vatExempt === true;
  // Without VAT an amount is neither HT nor TTC: it is the price.
  const [ht, ttc] = vatExempt ? ['', ''] : [' HT', ' TTC'];
  const tripLabel = TRIP_LABELS[tripType];

  const base = { vehicleType, tripType, isTestTotal: false, localPackage: null };

  if (
    options.allowTestTotal === true &&
    request.contactName != null &&
    request.contactName.trim().toLowerCase() === TEST_CONTACT_NAME.toLowerCase()
  ) {
    return {
      ok: true,
      quote: {
        ...base,
        ...TEST_TOTAL,
        estimatedDistance: 0,
        duration: null,
        calculationDetails: 'Tarif de test',
        breakdown: [
          'Tarif de test (hors production)',
          `Total TTC\u00a0: ${formatEuros(TEST_TOTAL.totalPrice)}`,
        ],
        fixedRoute: null,
        roundTripDiscount: 0,
        isEstimate: false,
        isTestTotal: true,
      },
    };
  }

  const fromFlags = classifyEndpoint(request.departure.address ?? '', from);
  const toFlags = classifyEndpoint(request.destination.address ?? '', to);
  const fixedRoute = detectFixedRoute(fromFlags, toFlags);
  const fare = fixedRoute ? fixedFarePrice(fixedRoute, vehicleType, settings) : null;

  const measured = request.distance;
  const km = roundKm(
    measured && Number.isFinite(measured.km) && measured.km >= 0 ? measured.km : distanceKm(from, to),
  );
  const isEstimate = !measured || measured.estimated === true;

  /** One leg at the per-km rates (either way: the minimum's area does not depend on the direction). */
  const perKmLeg = () => {
    const rates = settings.vehicles[vehicleType];
    const perKm = Math.round(km * rates.pricePerKmCents);
    const raw = rates.basePriceCents + perKm;
    const minKind = minimumKind(fromFlags, toFlags);
    const minimum = settings.minimums[minKind][vehicleType];
    const lines = [
      `Prise en charge\u00a0: ${formatEuros(rates.basePriceCents)}${ht}`,
      `Distance\u00a0: ${formatKm(km)} × ${formatEuros(rates.pricePerKmCents)} = ${formatEuros(perKm)}${ht}`,
    ];
    if (raw < minimum) lines.push(`${MINIMUM_LABELS[minKind]} appliqué\u00a0: ${formatEuros(minimum)}${ht}`);
    return { rates, legHt: Math.max(raw, minimum), lines };
  };

  if (fixedRoute && fare != null) {
    // A one way is a round trip's first leg without the rest. A route with a way back of its own prices it as that
    // trip alone would be: its fixed fare, or — the fare removed by the operator — per km, with this trip's distance.
    const wayBack = legs === 2 && hasWayBack(fixedRoute) ? detectFixedRoute(toFlags, fromFlags) : null;
    const backFare = wayBack && fixedFarePrice(wayBack, vehicleType, settings);
    const backPerKm = legs === 2 && hasWayBack(fixedRoute) && backFare == null ? perKmLeg() : null;
    const round =
      legs === 2
        ? fixedRoundTrip(
            fixedRoute,
            vehicleType,
            settings,
            backPerKm ? totalsFromHt(backPerKm.legHt, vatExempt).totalPrice : backFare,
          )
        : null;
    const back = round?.back ?? 0;
    const discount = round?.discount ?? 0;
    const totals = totalsFromTtc(fare + back - discount, vatExempt);
    const credited = creditedDistanceKm(fixedRoute);
    const breakdown = [
      `Trajet à prix fixe\u00a0: ${fixedRouteLabel(fixedRoute, fromFlags)} (${vehicleName}, ${tripLabel.toLowerCase()})`,
      back && back !== fare
        ? `Prix fixe aller\u00a0: ${formatEuros(fare)}${ttc}`
        : `Prix fixe par trajet\u00a0: ${formatEuros(fare)}${ttc}`,
    ];
    if (backPerKm) {
      breakdown.push(...backPerKm.lines, `Retour au kilomètre\u00a0: ${formatEuros(back)}${ttc}`);
    } else if (back && back !== fare) {
      breakdown.push(`Prix fixe retour\u00a0: ${formatEuros(back)}${ttc}`);
    }
    if (back) {
      breakdown.push(`Deux trajets\u00a0: ${formatEuros(fare + back)}${ttc}`);
      if (discount > 0) breakdown.push(`Remise aller-retour\u00a0: −${formatEuros(discount)}`);
    }
    breakdown.push(...totalLines(totals, vatExempt));
    // A per-km way back is an estimate until the driving distance is known (the server asks it then).
    const estimated = backPerKm !== null && isEstimate;
    if (estimated) breakdown.push(PRICING_MESSAGES.estimate);
    return {
      ok: true,
      quote: {
        ...base,
        ...totals,
        estimatedDistance: backPerKm ? roundKm(credited + km) : credited * legs,
        duration: request.distance?.durationMinutes ?? PACKAGE_DURATIONS.get(fixedRoute) ?? null,
        calculationDetails: `Prix fixe ${fixedRouteLabel(fixedRoute, fromFlags)}`,
        breakdown,
        fixedRoute,
        roundTripDiscount: discount,
        isEstimate: estimated,
      },
    };
  }

  const local = options.localRoutes
    ? findLocalRoute(
        { address: request.departure.address ?? '', point: from },
        { address: request.destination.address ?? '', point: to },
        options.localRoutes,
      )
    : null;
  const localPrice = local && localRoutePrice(local.route, vehicleType, tripType);
  if (local && localPrice) {
    const label = localRouteLabel(local);
    const totals = totalsFromTtc(localPrice.totalCents, vatExempt);
    const { totalPrice } = totals;
    const breakdown = [
      `Forfait local\u00a0: ${label} (${vehicleName}, ${tripLabel.toLowerCase()})`,
      legs === 1
        ? `Prix du forfait\u00a0: ${formatEuros(totalPrice)}${ttc}`
        : localPrice.calculatedRoundTrip
          ? `${PRICING_MESSAGES.roundTripModalTitle}\u00a0: 2 × ${formatEuros(totalPrice / 2)}${ttc}`
          : `Prix du forfait aller-retour\u00a0: ${formatEuros(totalPrice)}${ttc}`,
      ...totalLines(totals, vatExempt),
    ];
    return {
      ok: true,
      quote: {
        ...base,
        ...totals,
        estimatedDistance: roundKm(km * legs),
        duration: measured?.durationMinutes ?? null,
        calculationDetails: `Forfait ${label}`,
        breakdown,
        fixedRoute: null,
        localPackage: { id: local.route.id, label },
        roundTripDiscount: 0,
        isEstimate: false,
      },
    };
  }

  const { rates, legHt, lines } = perKmLeg();
  const totals = totalsFromHt(legs * legHt, vatExempt);
  const breakdown = [`Tarif au kilomètre\u00a0: ${vehicleName}, ${tripLabel.toLowerCase()}`, ...lines];
  if (legs === 2) breakdown.push(`Deux trajets\u00a0: 2 × ${formatEuros(legHt)}${ht}`);
  breakdown.push(...totalLines(totals, vatExempt));
  if (isEstimate) breakdown.push(PRICING_MESSAGES.estimate);
  return {
    ok: true,
    quote: {
      ...base,
      ...totals,
      estimatedDistance: roundKm(km * legs),
      duration: measured?.durationMinutes ?? null,
      calculationDetails: `${formatEuros(rates.basePriceCents)} + ${formatKm(km)} × ${formatEuros(rates.pricePerKmCents)}${ht}`,
      breakdown,
      fixedRoute: null,
      roundTripDiscount: 0,
      isEstimate,
    },
  };
}
