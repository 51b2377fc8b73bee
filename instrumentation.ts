// Next calls register() once when a server starts. The work (environment check, PDF engine and database warm-up) is
// Node-only and lives in lib/startup.ts; the NEXT_RUNTIME test is replaced at build time, so the Edge bundle never
// contains it (https://nextjs.org/docs/app/guides/instrumentation, "Importing runtime-specific code").
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startServer } = await import('./lib/startup');
    await startServer();
  }
}
