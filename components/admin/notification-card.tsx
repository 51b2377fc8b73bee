'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { RotateCcw } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import {
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_MESSAGES,
  notificationBadgeVariant,
  notificationErrorLabel,
  notificationStateLabel,
  requeuedToast,
  type NotificationSummary,
} from '@/lib/notifications/labels';
import { runAction, type AdminActionFn } from './run-action';
import { formatParisDateTimeCompact } from '@/lib/format/dates';

export type RequeueAction = AdminActionFn<{ id: string }, NotificationSummary>;

/**
 * The 'Renvoyer' button: re-queues the row, then shows its new state. A customer's message that no longer matches its
 * booking (`refusal`, lib/notifications/resend.ts) says why beside the button, before any attempt, and is not sent; the
 * server refuses it too (a status changed since the page was read), and the toast gives the server's reason.
 */
export function RequeueButton({
  notification,
  smtpConfigured,
  requeue,
  onDone,
  refusal = null,
}: {
  notification: NotificationSummary;
  smtpConfigured: boolean;
  requeue: RequeueAction;
  onDone?: (n: NotificationSummary) => void;
  refusal?: string | null;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const refusalId = `resend-refused-${notification.id}`;
  async function run() {
    if (busy) return;
    if (refusal) {
      toast({ title: NOTIFICATION_MESSAGES.requeueFailed, description: refusal, variant: 'destructive' });
      return;
    }
    setBusy(true);
    const result = await runAction(() => requeue({ id: notification.id }));
    setBusy(false);
    if (!result) return;
    if (result.ok) {
      toast({ ...requeuedToast(smtpConfigured), variant: 'success' });
      onDone?.(result.data);
      router.refresh();
      return;
    }
    toast({
      title: NOTIFICATION_MESSAGES.requeueFailed,
      description: result.error,
      variant: 'destructive',
    });
  }
  return (
    <>
      <Button
        type="button"
        variant="outline"
        onClick={run}
        // aria-disabled, not disabled, while it runs: a disabled button drops the keyboard focus to the page's top.
        disabled={notification.status === 'sending'}
        aria-disabled={busy || refusal !== null}
        aria-describedby={refusal ? refusalId : undefined}
        aria-label={`Renvoyer «\u00a0${notification.subject}\u00a0» à ${notification.recipient}`}
      >
        <RotateCcw aria-hidden="true" />
        Renvoyer
      </Button>
      {refusal && (
        <p id={refusalId} className="text-muted-foreground basis-full text-xs wrap-anywhere">
          {refusal}
        </p>
      )}
    </>
  );
}

/** One outbox row: what, to whom, its state, attempts and last error; the message itself is one tap away. */
export function NotificationCard({
  initial,
  smtpConfigured,
  requeue,
  refusal = null,
}: {
  initial: NotificationSummary;
  smtpConfigured: boolean;
  requeue: RequeueAction;
  /** Why 'Renvoyer' is refused (a customer's message its booking's status now contradicts), or null. */
  refusal?: string | null;
}) {
  const [n, setN] = useState(initial);
  return (
    <li
      className="bg-card flex min-w-0 flex-col gap-3 rounded-xl border p-4 shadow-xs"
      data-testid="notification"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={notificationBadgeVariant(n.status)}>
          {notificationStateLabel(n.status, smtpConfigured)}
        </Badge>
        <span className="text-muted-foreground text-xs">{NOTIFICATION_KIND_LABELS[n.kind]}</span>
      </div>
      <div className="min-w-0">
        {/* wrap-anywhere: the subject holds the customer's name, which may be one long word. */}
        <p className="font-semibold wrap-anywhere">{n.subject}</p>
        <p className="text-muted-foreground text-sm break-all">À&nbsp;: {n.recipient}</p>
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Créée le</dt>
        <dd>{formatParisDateTimeCompact(n.createdAt)}</dd>
        <dt className="text-muted-foreground">Tentatives</dt>
        <dd>{n.attempts}</dd>
        {n.status === 'pending' && n.attempts > 0 && (
          <>
            <dt className="text-muted-foreground">Prochain essai</dt>
            <dd>{formatParisDateTimeCompact(n.nextAttemptAt)}</dd>
          </>
        )}
        {n.sentAt && (
          <>
            <dt className="text-muted-foreground">Envoyée le</dt>
            <dd>{formatParisDateTimeCompact(n.sentAt)}</dd>
          </>
        )}
        {n.lastError && (
          <>
            <dt className="text-muted-foreground">{notificationErrorLabel(n.status)}</dt>
            <dd className="text-destructive min-w-0 wrap-anywhere">{n.lastError}</dd>
          </>
        )}
        {n.attachmentNames.length > 0 && (
          <>
            <dt className="text-muted-foreground">Pièce jointe</dt>
            <dd className="break-all">{n.attachmentNames.join(', ')}</dd>
          </>
        )}
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="default">
          <Link href={`/admin/notifications/${n.id}`}>Lire le message</Link>
        </Button>
        <RequeueButton
          notification={n}
          smtpConfigured={smtpConfigured}
          requeue={requeue}
          onDone={setN}
          refusal={refusal}
        />
      </div>
    </li>
  );
}
