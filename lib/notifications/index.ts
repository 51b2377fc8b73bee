// Entry points of the outbox for route handlers, actions and scripts.
import 'server-only';
import { after } from 'next/server';
import { mailSettings } from './config';
import { deliverPendingNotifications } from './run';

export {
  paymentReceivedNotifications,
  requestStoredNotifications,
  statusChangeNotifications,
} from './compose';
export { isSmtpConfigured } from './config';

export { deliverPendingNotifications, type DeliveryRun } from './run';

/**
 * Delivery right after the response (Next's after()): the visitor never waits for SMTP. A failure here only delays
 * the message: the row stays in the outbox and the cron route retries it.
 */
export function deliverAfterResponse(): void {
  if (!mailSettings().smtpUrl) return;
  const run = () =>
    deliverPendingNotifications().catch((error: unknown) =>
      console.error('[notifications] envoi après réponse en échec (le cron réessaiera)', error),
    );
  try {
    after(run);
  } catch {
    // Outside a request (scripts, tests): the cron route or `npm run notifications:deliver` delivers.
  }
}
