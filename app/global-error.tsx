'use client';

// Replaces the root layout when it fails: own <html>/<body>, inline styles (globals.css is not loaded here).
// docs/product.md#pages-routes: visitors get a French page, never the framework's default error screen.
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="fr">
      <body
        style={{
          margin: 0,
          minHeight: '100vh',
          display: 'grid',
          placeItems: 'center',
          fontFamily: 'system-ui, sans-serif',
          color: '#0f172a',
          background: '#f8fafc',
        }}
      >
        <title>Erreur | Harmony Move</title>
        <main style={{ maxWidth: 520, padding: 24, textAlign: 'center' }}>
          <h1 style={{ color: '#0f2a4a', fontSize: 28 }}>Une erreur est survenue</h1>
          <p style={{ lineHeight: 1.6 }}>
            Le site est momentanément indisponible. Veuillez réessayer dans quelques instants.
          </p>
          <button
            type="button"
            onClick={() => retry()}
            style={{
              marginTop: 16,
              padding: '12px 24px',
              borderRadius: 8,
              border: 0,
              background: '#0f2a4a',
              color: '#fff',
              fontSize: 16,
              fontWeight: 600,
              cursor: 'pointer',
            }}
          >
            Réessayer
          </button>
        </main>
      </body>
    </html>
  );
}
