import Link from 'next/link';
import { HomeIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

export function NotFoundContent() {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-4 py-20 text-center">
      <p className="text-7xl font-bold tracking-tight text-emerald-700" aria-hidden="true">
        404
      </p>
      <h1 className="text-primary mt-2 text-3xl font-bold tracking-tight md:text-4xl">
        Oups! Page non trouvée.
      </h1>
      <p className="mt-4 text-slate-700">
        La page que vous cherchez n’existe pas ou a été déplacée. Revenez à l’accueil pour réserver votre
        trajet.
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link href="/">
          <HomeIcon className="size-5" aria-hidden="true" />
          Retour à l’accueil
        </Link>
      </Button>
    </main>
  );
}
