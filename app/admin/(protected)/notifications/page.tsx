import type { Metadata } from 'next';
import { NotificationCard } from '@/components/admin/notification-card';
import { requireAdmin } from '@/lib/auth/guard';
import { getStore } from '@/lib/db';
import { isSmtpConfigured } from '@/lib/notifications/config';
import {
  NOTIFICATION_MESSAGES,
  toNotificationSummary,
  type NotificationSummary,
} from '@/lib/notifications/labels';
import { resendRefusals } from '@/lib/notifications/resend';
import { requeueNotification } from './actions';

export const metadata: Metadata = { title: 'Notifications' };

/** The most recent rows; older ones stay in the table (the purge's business). */
const LIST_LIMIT = 200;

/** The rows, and why 'Renvoyer' is refused for those its booking's status now contradicts (by row id). */
async function loadNotifications(): Promise<{
  notifications: NotificationSummary[];
  refusals: Map<string, string>;
} | null> {
  try {
    const store = await getStore();
    const rows = await store.listNotifications(LIST_LIMIT);
    return { notifications: rows.map(toNotificationSummary), refusals: await resendRefusals(store, rows) };
  } catch (error) {
    console.error('[admin] lecture des notifications impossible', error);
    return null;
  }
}

export default async function NotificationsPage() {
  await requireAdmin();
  const [loaded, smtpConfigured] = [await loadNotifications(), isSmtpConfigured()];
  const notifications = loaded?.notifications ?? null;
  return (
    <main className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold">Notifications</h1>
        <p className="text-muted-foreground text-sm">
          E-mails envoyés à l’exploitant et aux clients, les plus récents en premier.
        </p>
      </div>
      {!smtpConfigured && (
        <p
          role="status"
          className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
        >
          {NOTIFICATION_MESSAGES.smtpMissing}
        </p>
      )}
      {notifications === null ? (
        <p
          role="alert"
          className="border-destructive/40 bg-destructive/10 text-destructive rounded-xl border p-4"
        >
          {NOTIFICATION_MESSAGES.loadFailed}
        </p>
      ) : notifications.length === 0 ? (
        <p className="text-muted-foreground p-6 text-center text-sm">{NOTIFICATION_MESSAGES.empty}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2" aria-label="Notifications">
          {notifications.map((n) => (
            <NotificationCard
              key={n.id}
              initial={n}
              smtpConfigured={smtpConfigured}
              requeue={requeueNotification}
              refusal={loaded?.refusals.get(n.id) ?? null}
            />
          ))}
        </ul>
      )}
    </main>
  );
}
