'use client';

// Root error boundary. Plain elements (no <Button>, no icon library, no <Link>: a full load is the right way home
// after an error): this file is loaded on every page.
import { useEffect } from 'react';

const buttonClass =
  'inline-flex h-12 items-center justify-center rounded-md px-6 text-base font-semibold shadow-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none';

export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <main className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-4 py-20 text-center">
      <h1 className="text-primary text-3xl font-bold tracking-tight">Une erreur est survenue</h1>
      <p className="mt-4 text-slate-700">
        Le service est momentanément indisponible. Veuillez réessayer dans quelques instants ou nous contacter
        sur WhatsApp.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => retry()}
          className={`${buttonClass} bg-primary text-primary-foreground hover:bg-primary/90`}
        >
          Réessayer
        </button>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load after an error, and no Link chunk */}
        <a href="/" className={`${buttonClass} border-input text-primary border bg-white hover:bg-slate-50`}>
          Retour à l’accueil
        </a>
      </div>
    </main>
  );
}
