'use client';

// English error boundary, inside the English layout (document and shell). Plain elements, like app/error.tsx.
import Link from 'next/link';
import { useEffect } from 'react';

const buttonClass =
  'inline-flex h-12 items-center justify-center rounded-md px-6 text-base font-semibold shadow-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none';

export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <main className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-4 py-20 text-center">
      <h1 className="text-primary text-3xl font-bold tracking-tight">Something went wrong</h1>
      <p className="mt-4 text-slate-700">
        The service is temporarily unavailable. Please try again in a few moments or contact us on WhatsApp.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => retry()}
          className={`${buttonClass} bg-primary text-primary-foreground hover:bg-primary/90`}
        >
          Try again
        </button>
        <Link
          href="/en"
          className={`${buttonClass} border-input text-primary border bg-white hover:bg-slate-50`}
        >
          Back to the home page
        </Link>
      </div>
    </main>
  );
}
