// The deliverer of the outbox: claim due rows (atomically, see claim_notifications), send each, record the outcome.
// A failed send is retried with exponential backoff; after MAX_ATTEMPTS the row is marked failed (the admin can
// re-queue it). Two deliverers at once never send one row twice: a row is claimed by one of them only, and its
// outcome is recorded only with the claim token it was given. Messages leave in creation order, and a booking's message
// to a recipient waits while an earlier one of the same booking to the same recipient is still queued or retrying
// (claim_notifications, migration 20261128000100): « Réservation confirmée » never overtakes « Demande reçue ».
// A customer's message is checked against its booking as it is when its turn comes (the rule of 'Renvoyer',
// lib/notifications/resend.ts): one that stopped being true — « Réservation confirmée » of a booking set back to
// pending or cancelled while the outbox waited for SMTP, « Demande reçue » of a ride long past — is not sent but
// recorded as 'skipped' with the reason (migration 20261128000400), shown in the admin as « Non envoyée (plus à jour) ».
// A batch is claimed at once but sent one message after another, so each message's claim is renewed right before it
// is sent (migration 20261129000400): with a slow SMTP server the batch's lock would otherwise run out, another
// deliverer (another instance, the cron route) would claim the rest again and both would send it. A message whose
// claim was taken meanwhile is left to its new deliverer; its booking is read then, not when the batch was claimed.
import 'server-only';
import type { DataStore, Notification, NotificationOutcome } from '@/lib/db/types';
import type { MailSender } from './mailer';
import { deliverySkipReason, resendDependsOnBooking } from './resend';

export const MAX_ATTEMPTS = 6;
/** How long a claimed row stays reserved to its deliverer, renewed right before its send (well above the SMTP time-outs). */
export const LOCK_SECONDS = 120;
export const BATCH_SIZE = 20;
/** A cron run stops after this many batches (the next run continues). */
export const MAX_BATCHES = 10;
const BASE_DELAY_MS = 60_000;
const MAX_DELAY_MS = 6 * 60 * 60_000;

/** 1, 2, 4, 8, 16 minutes… after the 1st, 2nd, 3rd… failed attempt (capped at 6 h). */
export function backoffDelayMs(attempts: number): number {
  return Math.min(BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS);
}

export function outcomeOfFailure(n: Notification, error: unknown, now: Date): NotificationOutcome {
  const message = error instanceof Error ? error.message : String(error);
  if (n.attempts >= MAX_ATTEMPTS) return { status: 'failed', error: message };
  return {
    status: 'retry',
    error: message,
    nextAttemptAt: new Date(now.getTime() + backoffDelayMs(n.attempts)),
  };
}

export interface DeliveryReport {
  /** Claimed and handled by this run (a row another deliverer took back before its turn is not counted). */
  claimed: number;
  sent: number;
  /** Not sent: out of date when their turn came (status 'skipped'). */
  skipped: number;
  retried: number;
  failed: number;
}

type OutboxStore = Pick<
  DataStore,
  'claimNotifications' | 'renewNotificationClaim' | 'finishNotification' | 'getReservation'
>;

/**
 * Why a claimed message is not sent, or null: its booking read now, right before the send (only for the kinds whose
 * words depend on it). A status changed between this read and the send is the same race as a change during the send.
 */
async function skipReason(n: Notification, store: OutboxStore, now: Date): Promise<string | null> {
  if (!resendDependsOnBooking(n)) return null;
  const booking = n.reservationId ? await store.getReservation(n.reservationId) : null;
  return deliverySkipReason(n, booking, now);
}

/** The store claims in creation order; kept here too (a stable sort: rows created together keep the store's order). */
function inCreationOrder(rows: Notification[]): Notification[] {
  return rows
    .map((n, i) => ({ n, i, t: Date.parse(n.createdAt) }))
    .sort((a, b) => a.t - b.t || a.i - b.i)
    .map(({ n }) => n);
}

export async function deliverDue(
  store: OutboxStore,
  sender: MailSender,
  { batches = MAX_BATCHES, now = () => new Date() }: { batches?: number; now?: () => Date } = {},
): Promise<DeliveryReport> {
  const report: DeliveryReport = { claimed: 0, sent: 0, skipped: 0, retried: 0, failed: 0 };
  for (let batch = 0; batch < batches; batch += 1) {
    const claimed = inCreationOrder(await store.claimNotifications(BATCH_SIZE, LOCK_SECONDS));
    let released = 0;
    for (const n of claimed) {
      // Still ours? Its lock ran out while the ones before it were sent and another deliverer claimed it: theirs now.
      if (!n.claimToken || !(await store.renewNotificationClaim(n.id, n.claimToken, LOCK_SECONDS))) {
        continue;
      }
      report.claimed += 1;
      let outcome: NotificationOutcome;
      const skip = await skipReason(n, store, now());
      if (skip) {
        outcome = { status: 'skipped', reason: skip };
      } else {
        try {
          await sender.send(n);
          outcome = { status: 'sent' };
        } catch (error) {
          outcome = outcomeOfFailure(n, error, now());
        }
      }
      await store.finishNotification(n.id, n.claimToken, outcome);
      if (outcome.status === 'sent') report.sent += 1;
      else if (outcome.status === 'skipped') report.skipped += 1;
      else if (outcome.status === 'retry') report.retried += 1;
      else report.failed += 1;
      if (outcome.status === 'sent' || outcome.status === 'skipped') released += 1;
    }
    // Another batch when this one was full (more may be due), or when it sent (or skipped) something: a message held
    // back behind one finished just now (the same booking's next message to the same recipient) is due at once.
    if (claimed.length < BATCH_SIZE && released === 0) break;
  }
  return report;
}
