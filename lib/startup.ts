// Node-only start-up of a Next server, called by instrumentation.ts (never compiled for the Edge runtime).
// Runs once when a Next server starts (never at build):
//   1. validates every environment variable (lib/env.ts) and prints each missing or invalid one by name; a production
//      start with a bad environment (SITE_URL missing or not the build's, placeholder legal identity…) stops here
//      (exit 1) instead of serving a half-configured site; a missing CRON_SECRET is only a warning;
//   2. loads the PDF engine in the background (about 0.4 s once), so the first voucher or invoice a customer opens
//      renders as fast as the later ones;
//   3. opens the data store in the background so the embedded database's first-open work (schema + reference data,
//      a few seconds) overlaps start-up instead of delaying the first visitor.
export async function startServer(): Promise<void> {
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { environmentProblems, legalConfigProblems, serverEnv } = await import('./env');
  const problems = environmentProblems();
  if (problems) {
    console.error(
      `[env] Configuration invalide (voir .env.example) :\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    if (process.env.NODE_ENV === 'production') process.exit(1);
    return;
  }
  // A production server refuses to start with placeholder legal values (vouchers and invoices print them).
  const legal = legalConfigProblems(serverEnv());
  if (legal.length > 0) {
    console.error(`[config] Identité légale incomplète, démarrage refusé :\n  - ${legal.join('\n  - ')}`);
    process.exit(1);
  }
  // Not fatal (a deployment may run `npm run db:purge` from a system cron instead), but said once at start.
  if (process.env.NODE_ENV === 'production' && !serverEnv().CRON_SECRET) {
    console.warn(
      '[config] CRON_SECRET absent : /api/cron/purge (purge RGPD quotidienne) et /api/cron/notifications (relance des e-mails en attente) répondront 401 — définissez CRON_SECRET, ou planifiez npm run db:purge sur le serveur.',
    );
  }
  void import('./documents/pdf').catch((error: unknown) => {
    console.error('[pdf] chargement anticipé impossible', error);
  });
  void import('./db')
    .then(({ getStore }) => getStore())
    .catch((error: unknown) => {
      // Not fatal: pages show their "indisponible" message and the next request retries the open.
      console.error('[db] ouverture au démarrage impossible', error);
    });
}
