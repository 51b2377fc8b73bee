'use client';

// Error boundary of the English pages, inside the English layout (the screen: components/site/error-view.tsx).
import { ErrorView } from '@/components/site/error-view';

export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <ErrorView
      error={error}
      retry={retry}
      text={{
        title: 'Something went wrong',
        message:
          'The service is temporarily unavailable. Please try again in a few moments or contact us on WhatsApp.',
        retry: 'Try again',
        home: 'Back to the home page',
        homeHref: '/en',
      }}
    />
  );
}
