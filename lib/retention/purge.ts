// The scheduled purge (npm run db:purge, GET /api/cron/purge): anonymises reservations past their promised retention
// and invoices and credit notes 10 years after the close of their financial year, and deletes throttle and login rows
// older than a day. The rules are the SQL function public.purge_expired_data
// (supabase/migrations/20261129000200_document_retention.sql).
import 'server-only';
import type { DataStore, PurgeResult } from '@/lib/db/types';

export async function runPurge(
  store: Pick<DataStore, 'purgePersonalData'>,
  now: Date = new Date(),
): Promise<PurgeResult> {
  const result = await store.purgePersonalData(now);
  // Counts only: never any personal data in the logs.
  console.info(
    `[purge] ${result.anonymised} réservation(s) anonymisée(s), ${result.documentsAnonymised} facture(s) ou avoir(s) anonymisé(s) (10 ans après la clôture de leur exercice), ${result.throttleDeleted} limitation(s) et ${result.loginsDeleted} tentative(s) de connexion supprimée(s)`,
  );
  return result;
}
