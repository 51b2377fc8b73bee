// Runs once when a Next server starts. Opens the data store in the background so the embedded database's first-open
// work (schema + demo data, a few seconds) overlaps start-up instead of delaying the first visitor. Never at build.
export function register(): void {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  // A production server refuses to start with placeholder legal values (vouchers and invoices print them).
  void import('@/lib/env').then(({ legalConfigProblems, serverEnv }) => {
    let problems: string[];
    try {
      problems = legalConfigProblems(serverEnv());
    } catch {
      return; // another invalid variable: reported by the first page that reads it
    }
    if (problems.length > 0) {
      console.error(
        `[config] Identité légale incomplète, démarrage refusé :\n  - ${problems.join('\n  - ')}`,
      );
      process.exit(1);
    }
  });
  void import('@/lib/db')
    .then(({ getStore }) => getStore())
    .catch((error: unknown) => {
      // Not fatal: pages show their "indisponible" message and the next request retries the open.
      console.error('[db] ouverture au démarrage impossible', error);
    });
}
