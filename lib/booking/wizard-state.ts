// The wizard's state machine (docs/product.md#fields, #wizard-reset, #capacity): pure, so the rules are unit-tested.
// The initial draft may carry the /reservation query-string prefill (lib/booking/prefill.ts), or a stored request's.
// - next 1 → 2, previous 2 → 1; 'Recommencer' resets everything with pickup date today and step 1;
// - choosing a one-way trip clears the return date, time and flight number;
// - passengers/bags that no longer fit the chosen vehicle clear the vehicle and zero the price (with a notice).
import { availableVehicles } from '@/lib/pricing/vehicles';
import type { Quote } from '@/lib/pricing/quote';
import type { FixedPackageId } from '@/lib/pricing/packages';
import type { TripType } from '@/lib/domain/trips';
import type { VehicleType } from '@/lib/domain/vehicles';
import type { BookingPrefill } from './prefill';

export interface WizardDraft {
  tripType: TripType;
  departureAddress: string;
  destinationAddress: string;
  departureLat: number | null;
  departureLng: number | null;
  destinationLat: number | null;
  destinationLng: number | null;
  /** What the server resolves and prices ('catalogue:<id>' | 'google:<placeId>'); the coordinates are hints only. */
  departurePlaceRef: string | null;
  destinationPlaceRef: string | null;
  pickupDate: string;
  pickupTime: string;
  flightTrainNumber: string;
  passengers: string;
  holdBags: string;
  childSeatBooster: boolean;
  returnPickupDate: string;
  returnPickupTime: string;
  returnFlightTrainNumber: string;
  vehicleType: VehicleType | null;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  acceptTerms: boolean;
  packageId: FixedPackageId | null;
}

export interface WizardState {
  step: 1 | 2;
  draft: WizardDraft;
  /** The server's quote for the current draft and vehicle (null: none yet, or cleared). */
  quote: Quote | null;
  /** The server's note on that quote (an estimate's reason), shown with it. */
  note?: string | null;
  /** Set when a capacity change cleared the chosen vehicle; the notice stays until a vehicle is chosen again. */
  vehicleCleared: boolean;
}

export function emptyDraft(packageId: FixedPackageId | null = null): WizardDraft {
  return {
    tripType: 'oneWay',
    departureAddress: '',
    destinationAddress: '',
    departureLat: null,
    departureLng: null,
    destinationLat: null,
    destinationLng: null,
    departurePlaceRef: null,
    destinationPlaceRef: null,
    pickupDate: '',
    pickupTime: '',
    flightTrainNumber: '',
    passengers: '1',
    holdBags: '0',
    childSeatBooster: false,
    returnPickupDate: '',
    returnPickupTime: '',
    returnFlightTrainNumber: '',
    vehicleType: null,
    contactName: '',
    contactEmail: '',
    contactPhone: '',
    acceptTerms: false,
    packageId,
  };
}

/** The empty draft with what the query string carried (already checked and resolved on the server). */
export function prefilledDraft(
  packageId: FixedPackageId | null,
  prefill: BookingPrefill | null,
): WizardDraft {
  const draft = emptyDraft(packageId);
  if (!prefill) return draft;
  const { departure: from, destination: to } = prefill;
  return {
    ...draft,
    ...(prefill.tripType ? { tripType: prefill.tripType } : {}),
    ...(from
      ? {
          departureAddress: from.address,
          departureLat: from.lat,
          departureLng: from.lng,
          departurePlaceRef: from.placeRef,
        }
      : {}),
    ...(to
      ? {
          destinationAddress: to.address,
          destinationLat: to.lat,
          destinationLng: to.lng,
          destinationPlaceRef: to.placeRef,
        }
      : {}),
    ...(prefill.pickupDate ? { pickupDate: prefill.pickupDate } : {}),
    ...(prefill.pickupTime ? { pickupTime: prefill.pickupTime } : {}),
    ...(prefill.passengers ? { passengers: prefill.passengers } : {}),
    ...(prefill.holdBags ? { holdBags: prefill.holdBags } : {}),
    // A stored request's other fields (« Modifier ma demande »), already in the draft's shape; the terms stay to accept.
    ...prefill.request,
  };
}

export function initialWizardState(
  packageId: FixedPackageId | null = null,
  prefill: BookingPrefill | null = null,
): WizardState {
  return { step: 1, draft: prefilledDraft(packageId, prefill), quote: null, vehicleCleared: false };
}

export type WizardAction =
  | { type: 'update'; patch: Partial<WizardDraft> }
  /** To step 2; `vehicleType` is preselected (the cheapest that fits) unless the visitor already chose one that fits. */
  | { type: 'next'; vehicleType?: VehicleType | null }
  | { type: 'previous' }
  | { type: 'reset' }
  | { type: 'selectVehicle'; vehicleType: VehicleType }
  | { type: 'quoted'; quote: Quote; note: string | null }
  | { type: 'clearQuote' };

/** Fields whose change makes an existing quote stale. */
const PRICED_FIELDS: readonly (keyof WizardDraft)[] = [
  'tripType',
  'departureAddress',
  'destinationAddress',
  'departureLat',
  'departureLng',
  'destinationLat',
  'destinationLng',
  'departurePlaceRef',
  'destinationPlaceRef',
  'vehicleType',
  'contactName',
];

function fits(vehicle: VehicleType | null, passengers: string, holdBags: string): boolean {
  if (vehicle === null) return true;
  return availableVehicles(Number(passengers), Number(holdBags)).includes(vehicle);
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'update': {
      let draft = { ...state.draft, ...action.patch };
      if (action.patch.tripType === 'oneWay') {
        draft = { ...draft, returnPickupDate: '', returnPickupTime: '', returnFlightTrainNumber: '' };
      }
      let quote = PRICED_FIELDS.some((f) => f in action.patch && action.patch[f] !== state.draft[f])
        ? null
        : state.quote;
      let vehicleCleared = state.vehicleCleared;
      if (!fits(draft.vehicleType, draft.passengers, draft.holdBags)) {
        draft = { ...draft, vehicleType: null };
        quote = null;
        vehicleCleared = true;
      }
      return { ...state, draft, quote, vehicleCleared };
    }
    case 'next': {
      const keep = state.draft.vehicleType !== null;
      if (keep || !action.vehicleType) return { ...state, step: 2 };
      return {
        ...state,
        step: 2,
        draft: { ...state.draft, vehicleType: action.vehicleType },
        quote: state.quote?.vehicleType === action.vehicleType ? state.quote : null,
        vehicleCleared: false,
      };
    }
    case 'previous':
      return { ...state, step: 1 };
    case 'reset':
      // As on a first visit: no date. Today's would always be refused (24 hours ahead at least: docs/product.md#wizard-reset).
      return {
        step: 1,
        draft: emptyDraft(state.draft.packageId),
        quote: null,
        vehicleCleared: false,
      };
    case 'selectVehicle':
      if (state.draft.vehicleType === action.vehicleType) return state;
      return {
        ...state,
        draft: { ...state.draft, vehicleType: action.vehicleType },
        quote: state.quote?.vehicleType === action.vehicleType ? state.quote : null,
        vehicleCleared: false,
      };
    case 'quoted':
      return { ...state, quote: action.quote, note: action.note };
    case 'clearQuote':
      return { ...state, quote: null };
  }
}
