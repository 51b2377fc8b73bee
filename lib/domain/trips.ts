// Trip types and their French labels: the one definition every form, price, message, document and admin view uses.

export const TRIP_TYPES = ['oneWay', 'roundTrip'] as const;
export type TripType = (typeof TRIP_TYPES)[number];

export const TRIP_LABELS: Record<TripType, string> = {
  oneWay: 'Aller simple',
  roundTrip: 'Aller-retour',
};
