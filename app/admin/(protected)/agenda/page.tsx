import type { Metadata } from 'next';
import { DateTime } from 'luxon';
import { AgendaList } from '@/components/admin/agenda-list';
import { CalendarFeedCard } from '@/components/admin/calendar-feed-card';
import { CsvExportForm } from '@/components/admin/csv-export-form';
import { requireAdmin } from '@/lib/auth/guard';
import { BOOKING_TIME_ZONE } from '@/lib/booking/dates';
import { getStore } from '@/lib/db';
import { agendaWindow, buildAgenda, type AgendaGroup } from '@/lib/documents/agenda';
import { feedExists } from '@/lib/documents/calendar-feed';
import { DOCUMENT_MESSAGES } from '@/lib/documents/messages';
import { exportFormState } from '@/lib/documents/export-form';
import { rotateCalendarFeed } from './actions';

export const metadata: Metadata = { title: 'À venir' };

async function load(now: Date): Promise<{ groups: AgendaGroup[]; feed: boolean } | null> {
  try {
    const { from, to } = agendaWindow(now);
    const reservations = await (await getStore()).listReservationsByPickup(from, to);
    return { groups: buildAgenda(reservations, now), feed: await feedExists() };
  } catch (error) {
    console.error('[admin] lecture de l’agenda impossible', error);
    return null;
  }
}

export default async function AgendaPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireAdmin();
  const now = new Date();
  const data = await load(now);
  const today = DateTime.fromJSDate(now, { zone: BOOKING_TIME_ZONE });
  const exportForm = exportFormState(await searchParams, {
    from: today.startOf('month').toFormat('yyyy-MM-dd'),
    to: today.endOf('month').toFormat('yyyy-MM-dd'),
  });
  return (
    <main className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">À venir</h1>
      {data ? (
        // minmax(0, 1fr) and min-w-0: one ride with a long unbroken name or address wraps in its card instead of
        // widening the column, and the page with it, past the screen (the export form out of reach on a phone).
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <AgendaList groups={data.groups} />
          <div className="flex min-w-0 flex-col gap-6">
            <CalendarFeedCard exists={data.feed} rotate={rotateCalendarFeed} />
            <CsvExportForm
              from={exportForm.from}
              to={exportForm.to}
              error={exportForm.invalid ? DOCUMENT_MESSAGES.invalidRange : null}
            />
          </div>
        </div>
      ) : (
        <div role="alert" className="border-destructive/40 bg-destructive/10 rounded-xl border p-4">
          <p className="text-sm">{DOCUMENT_MESSAGES.unavailable}</p>
        </div>
      )}
    </main>
  );
}
