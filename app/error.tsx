'use client';

import Link from 'next/link';
import { useEffect } from 'react';
import { RotateCcwIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

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
        <Button type="button" size="lg" onClick={() => retry()}>
          <RotateCcwIcon className="size-5" aria-hidden="true" />
          Réessayer
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/">Retour à l’accueil</Link>
        </Button>
      </div>
    </main>
  );
}
