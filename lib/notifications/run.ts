// One delivery run over the process-wide store (cron route, after(), `npm run notifications:deliver`). Kept apart
// from the templates so the command-line script loads no React renderer.
import 'server-only';
import { getStore } from '@/lib/db';
import { mailSettings } from './config';
import { deliverDue, type DeliveryReport } from './deliver';
import { smtpSender } from './mailer';

export type DeliveryRun = { smtp: false } | ({ smtp: true } & DeliveryReport);

/** Sends what is due now. Without SMTP_URL nothing is claimed: rows stay pending, readable in the admin. */
export async function deliverPendingNotifications(): Promise<DeliveryRun> {
  const { smtpUrl, from, operatorEmail } = mailSettings();
  if (!smtpUrl) return { smtp: false };
  return {
    smtp: true,
    ...(await deliverDue(await getStore(), smtpSender(smtpUrl, from, { operatorEmail }))),
  };
}
