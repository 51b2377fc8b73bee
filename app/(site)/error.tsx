'use client';

// Error boundary of the French pages (the screen: components/site/error-view.tsx).
import { ErrorView } from '@/components/site/error-view';

export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <ErrorView
      error={error}
      retry={retry}
      text={{
        title: 'Une erreur est survenue',
        message:
          'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants ou nous contacter sur WhatsApp.',
        retry: 'Réessayer',
        home: 'Retour à l’accueil',
        homeHref: '/',
      }}
    />
  );
}
