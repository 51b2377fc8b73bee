import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ArrowLeft } from 'lucide-react';
import { RequeueButton } from '@/components/admin/notification-card';
import { Badge } from '@/components/ui/badge';
import { requireAdmin } from '@/lib/auth/guard';
import { getStore } from '@/lib/db';
import { isSmtpConfigured } from '@/lib/notifications/config';
import {
  NOTIFICATION_KIND_LABELS,
  notificationBadgeVariant,
  notificationErrorLabel,
  notificationStateLabel,
  toNotificationSummary,
} from '@/lib/notifications/labels';
import { resendRefusals } from '@/lib/notifications/resend';
import { requeueNotification } from '../actions';
import { formatParisDateTimeCompact } from '@/lib/format/dates';

type Props = { params: Promise<{ id: string }> };

/** The message, read once per request for its title and its page. */
const loadNotification = cache(async (id: string) => (await getStore()).getNotification(id));

// Each message's tab and history entry are named by its subject. The admin check comes first here too: the title is
// resolved apart from the page, and a subject is the admin's to read. An unknown id is titled as the 404 it answers
// (app/admin/not-found.tsx): Next keeps the page's own title once hydrated (lib/seo/metadata.ts, notFoundMetadata).
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await requireAdmin();
  const n = await loadNotification((await params).id);
  return { title: n ? n.subject : 'Page non trouvée' };
}

/** One rendered message as the recipient reads it (HTML in a sandboxed frame), its plain-text part and attachments. */
export default async function NotificationPage({ params }: Props) {
  await requireAdmin();
  const { id } = await params;
  const store = await getStore();
  const n = await loadNotification(id);
  if (!n) notFound();
  const refusal = (await resendRefusals(store, [n])).get(n.id) ?? null;
  const summary = toNotificationSummary(n);
  const smtpConfigured = isSmtpConfigured();
  return (
    <main className="flex flex-col gap-4">
      <Link
        href="/admin/notifications"
        className="text-primary inline-flex h-11 w-fit items-center gap-2 text-sm font-semibold underline-offset-4 hover:underline sm:h-10"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Toutes les notifications
      </Link>
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={notificationBadgeVariant(n.status)}>
            {notificationStateLabel(n.status, smtpConfigured)}
          </Badge>
          <span className="text-muted-foreground text-xs">{NOTIFICATION_KIND_LABELS[n.kind]}</span>
        </div>
        <h1 className="text-xl font-bold break-words">{n.subject}</h1>
        {/* Only the address may break anywhere (a long one has no other break); a date and time stay whole. */}
        <p className="text-muted-foreground text-sm">
          À&nbsp;: <span className="break-all">{n.recipient}</span> ·{' '}
          <span className="whitespace-nowrap">créée le {formatParisDateTimeCompact(n.createdAt)}</span> ·{' '}
          {n.attempts} tentative
          {n.attempts > 1 ? 's' : ''}
          {n.sentAt ? (
            <>
              {' · '}
              <span className="whitespace-nowrap">envoyée le {formatParisDateTimeCompact(n.sentAt)}</span>
            </>
          ) : null}
        </p>
        {n.lastError && (
          <p className="text-destructive text-sm break-words">
            {notificationErrorLabel(n.status)}&nbsp;: {n.lastError}
          </p>
        )}
        <div>
          <RequeueButton
            notification={summary}
            smtpConfigured={smtpConfigured}
            requeue={requeueNotification}
            refusal={refusal}
          />
        </div>
      </div>
      <section aria-labelledby="html-title" className="flex flex-col gap-2">
        <h2 id="html-title" className="font-semibold">
          Message
        </h2>
        {/* No script, no same-origin: the stored HTML cannot act on the admin page. */}
        <iframe
          title={`Message\u00a0: ${n.subject}`}
          sandbox=""
          srcDoc={n.html}
          className="h-[70dvh] w-full rounded-xl border bg-white"
        />
      </section>
      <section aria-labelledby="text-title" className="flex flex-col gap-2">
        <h2 id="text-title" className="font-semibold">
          Version texte
        </h2>
        <pre className="bg-card overflow-x-auto rounded-xl border p-4 text-sm whitespace-pre-wrap">
          {n.text}
        </pre>
      </section>
      {n.attachments.length > 0 && (
        <section aria-labelledby="attachments-title" className="flex flex-col gap-2">
          <h2 id="attachments-title" className="font-semibold">
            Pièces jointes
          </h2>
          {n.attachments.map((a) => (
            // On a phone the summary takes the card's padding: a 44 px target, the card no taller.
            <details key={a.filename} className="bg-card rounded-xl border p-4 max-sm:py-1.5">
              <summary className="cursor-pointer font-medium max-sm:py-2.5">{a.filename}</summary>
              <pre className="mt-2 overflow-x-auto text-xs whitespace-pre-wrap">{a.content}</pre>
            </details>
          ))}
        </section>
      )}
    </main>
  );
}
