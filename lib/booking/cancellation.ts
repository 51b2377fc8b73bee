// The cancellation terms of sale (docs/product.md#terms, messages/*.json Terms.s3a–s3c) as the one rule the code
// applies: free more than 48 hours before the pickup, 50 % from 48 hours down to 12 hours, 100 % under 12 hours or
// after the pickup (no-show). Pure: the caller passes both instants; a duration between instants needs no time zone.

const HOUR_MS = 3_600_000;

/** A cancellation more than this many hours before the pickup is free. */
export const FREE_CANCELLATION_HOURS = 48;
/** From FREE_CANCELLATION_HOURS down to this many hours before the pickup (both included), half the price. */
export const HALF_FEE_UNTIL_HOURS = 12;

/**
 * How long before the pickup a cancellation that may cost something came: under 48 hours (50 %), under 12 hours
 * (100 %), or once the pickup time has passed (100 %, no-show).
 */
export type LateCancellation = 'under48h' | 'under12h' | 'afterPickup';

export interface CancellationFee {
  /** 0, 50 or 100: the share of the price the terms of sale allow the operator to ask for. */
  percent: 0 | 50 | 100;
  /** Which rule of the terms applies: free, or which late cancellation. */
  when: 'free' | LateCancellation;
  /** That share of the total, integer cents, rounded half up to the cent. */
  cents: number;
}

/**
 * What the terms of sale allow the operator to ask for when a ride priced `totalCents` (integer cents, TTC), picked up
 * at `pickupAt`, is cancelled at `cancelledAt`. Exactly 48 hours before is already 50 % (« entre 48 heures et
 * 12 heures »), exactly 12 hours before still 50 % (« moins de 12 heures » is 100 %).
 */
export function cancellationFee(totalCents: number, pickupAt: Date, cancelledAt: Date): CancellationFee {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0) {
    throw new RangeError(`cancellationFee: montant invalide (${totalCents} centimes)`);
  }
  const noticeMs = pickupAt.getTime() - cancelledAt.getTime();
  if (Number.isNaN(noticeMs)) throw new RangeError('cancellationFee: date invalide');
  const when: CancellationFee['when'] =
    noticeMs > FREE_CANCELLATION_HOURS * HOUR_MS
      ? 'free'
      : noticeMs >= HALF_FEE_UNTIL_HOURS * HOUR_MS
        ? 'under48h'
        : noticeMs > 0
          ? 'under12h'
          : 'afterPickup';
  const percent = when === 'free' ? 0 : when === 'under48h' ? 50 : 100;
  // Half up in integers: 50 % of 9 001 cents is 4 500,5 → 4 501.
  return { percent, when, cents: Math.floor((totalCents * percent + 50) / 100) };
}
