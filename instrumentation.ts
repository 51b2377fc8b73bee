// Runs once when a Next server starts. Opens the data store in the background so the embedded database's first-open
// work (schema + demo data, a few seconds) overlaps start-up instead of delaying the first visitor. Never at build.
export function register(): void {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  void import('@/lib/db')
    .then(({ getStore }) => getStore())
    .catch((error: unknown) => {
      // Not fatal: pages show their "indisponible" message and the next request retries the open.
      console.error('[db] ouverture au démarrage impossible', error);
    });
}
