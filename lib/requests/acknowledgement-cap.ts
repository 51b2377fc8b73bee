// How many « Demande reçue » the public forms make the site send (red-team audit, 2026-11-28). Anyone can type anyone's
// e-mail address into a form, and the acknowledgement goes out from the operator's domain: without a cap, one script
// relayed ≈ 100 e-mails per client and 10 minutes through the five forms to addresses of its choosing, enough to use
// up a small mail plan (docs/operations.md) before real customers' messages and to hurt the domain's reputation. The
// request itself is always stored and the operator always told (admin, 'Nouvelle demande'); only the customer's copy
// is left out beyond the caps: per address (a customer who sends again or changes their mind a few times a day), and
// for the whole site (far above a local operator's busiest hour). Counted in the throttle table, so the caps hold
// across instances.
import { createHash } from 'node:crypto';
import type { NotificationDraft } from '@/lib/db/types';
import { serverEnv } from '@/lib/env';
import { hourlyWarning } from '@/lib/log/hourly-warning';
import type { ThrottleStore } from './throttle';

/** The caps now: CUSTOMER_ACK_ADDRESS_DAILY_LIMIT per address and rolling 24 h, CUSTOMER_ACK_HOURLY_LIMIT per hour. */
export function acknowledgementCaps() {
  const env = serverEnv();
  return {
    perAddress: { limit: env.CUSTOMER_ACK_ADDRESS_DAILY_LIMIT, windowMs: 24 * 60 * 60 * 1000 },
    site: { limit: env.CUSTOMER_ACK_HOURLY_LIMIT, windowMs: 60 * 60 * 1000 },
  };
}

const ADDRESS_BUCKET = 'ack-address';
const SITE_BUCKET = 'ack-site';
const capped = hourlyWarning();

/** The throttle table's key of an address: a digest, never the address (the table is not personal data). */
function addressKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 22);
}

/**
 * Whether this request's customer gets their acknowledgement; takes a slot in both caps when it does (the address's
 * first, so a flood aimed at one address does not spend the site's). A cap that cannot be read lets it go: the
 * limit protects the operator's mail plan, and never costs a real customer their copy.
 */
export async function mayAcknowledge(
  store: ThrottleStore,
  email: string,
  now = new Date(),
): Promise<boolean> {
  const since = (windowMs: number) => new Date(now.getTime() - windowMs);
  try {
    const { perAddress, site } = acknowledgementCaps();
    const allowed =
      (await store.takeThrottleSlot(
        ADDRESS_BUCKET,
        addressKey(email),
        now,
        since(perAddress.windowMs),
        perAddress.limit,
      )) && (await store.takeThrottleSlot(SITE_BUCKET, '*', now, since(site.windowMs), site.limit));
    if (!allowed) {
      capped.warn(
        now,
        '[notifications] « Demande reçue » non envoyée : limite par adresse (CUSTOMER_ACK_ADDRESS_DAILY_LIMIT) ou du site (CUSTOMER_ACK_HOURLY_LIMIT) atteinte — la demande est enregistrée',
      );
    }
    return allowed;
  } catch (error) {
    console.error('[notifications] limite des accusés de réception illisible', error);
    return true;
  }
}

/** The drafts of a stored request without the customer's acknowledgement when it is not to be sent. */
export function withoutAcknowledgement(drafts: NotificationDraft[]): NotificationDraft[] {
  return drafts.filter((d) => d.kind !== 'customer_request_received');
}
