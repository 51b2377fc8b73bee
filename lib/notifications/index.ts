// Entry points of the outbox for route handlers, actions and scripts.
import 'server-only';
import { after } from 'next/server';
import { mailSettings } from './config';
import { deliverPendingNotifications } from './run';

export {
  paymentReceivedNotifications,
  renderedOrNone,
  requestStoredNotifications,
  statusChangeNotifications,
} from './compose';
export { isSmtpConfigured } from './config';

export { deliverPendingNotifications, type DeliveryRun } from './run';

// One delivery run at a time per process: a burst of requests asks for one more pass instead of starting a deliverer
// each (they would only compete for the CPU and the database connection with the visitors' own requests).
let running: Promise<void> | null = null;
let again = false;

function deliverCoalesced(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    do {
      again = false;
      try {
        await deliverPendingNotifications();
      } catch (error) {
        console.error('[notifications] envoi après réponse en échec (le cron réessaiera)', error);
      }
    } while (again);
  })().finally(() => {
    running = null;
  });
  return running;
}

/**
 * Delivery right after the response (Next's after()): the visitor never waits for SMTP. A failure here only delays
 * the message: the row stays in the outbox and the cron route retries it.
 */
export function deliverAfterResponse(): void {
  if (!mailSettings().smtpUrl) return;
  try {
    after(deliverCoalesced);
  } catch {
    // Outside a request (scripts, tests): the cron route or `npm run notifications:deliver` delivers.
  }
}
