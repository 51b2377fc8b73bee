// The scheduled purge (npm run db:purge, GET /api/cron/purge): anonymises reservations past their promised retention
// and deletes throttle and login rows older than a day. The rules are the SQL function public.purge_personal_data.
import 'server-only';
import type { DataStore, PurgeResult } from '@/lib/db/types';

export async function runPurge(
  store: Pick<DataStore, 'purgePersonalData'>,
  now: Date = new Date(),
): Promise<PurgeResult> {
  const result = await store.purgePersonalData(now);
  // Counts only: never any personal data in the logs.
  console.info(
    `[purge] ${result.anonymised} réservation(s) anonymisée(s), ${result.throttleDeleted} limitation(s) et ${result.loginsDeleted} tentative(s) de connexion supprimée(s)`,
  );
  return result;
}
