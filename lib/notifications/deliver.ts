// The deliverer of the outbox: claim due rows (atomically, see claim_notifications), send each, record the outcome.
// A failed send is retried with exponential backoff; after MAX_ATTEMPTS the row is marked failed (the admin can
// re-queue it). Two deliverers at once never send one row twice: a row is claimed by one of them only, and its
// outcome is recorded only with the claim token it was given.
import 'server-only';
import type { DataStore, Notification, NotificationOutcome } from '@/lib/db/types';
import type { MailSender } from './mailer';

export const MAX_ATTEMPTS = 6;
/** How long a claimed row stays reserved to its deliverer (well above the SMTP time-outs). */
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
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
}

type OutboxStore = Pick<DataStore, 'claimNotifications' | 'finishNotification'>;

export async function deliverDue(
  store: OutboxStore,
  sender: MailSender,
  { batches = MAX_BATCHES, now = () => new Date() }: { batches?: number; now?: () => Date } = {},
): Promise<DeliveryReport> {
  const report: DeliveryReport = { claimed: 0, sent: 0, retried: 0, failed: 0 };
  for (let batch = 0; batch < batches; batch += 1) {
    const claimed = await store.claimNotifications(BATCH_SIZE, LOCK_SECONDS);
    report.claimed += claimed.length;
    for (const n of claimed) {
      let outcome: NotificationOutcome;
      try {
        await sender.send(n);
        outcome = { status: 'sent' };
      } catch (error) {
        outcome = outcomeOfFailure(n, error, now());
      }
      if (n.claimToken) await store.finishNotification(n.id, n.claimToken, outcome);
      if (outcome.status === 'sent') report.sent += 1;
      else if (outcome.status === 'retry') report.retried += 1;
      else report.failed += 1;
    }
    if (claimed.length < BATCH_SIZE) break;
  }
  return report;
}
