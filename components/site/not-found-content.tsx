import Link from 'next/link';
import { HomeIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/lib/i18n/config';
import { pathFor } from '@/lib/i18n/routes';
import { getT } from '@/lib/i18n/translator';

export function NotFoundContent({ locale = 'fr' }: { locale?: Locale }) {
  const t = getT(locale, 'NotFound');
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-4 py-20 text-center">
      <p className="text-7xl font-bold tracking-tight text-emerald-700" aria-hidden="true">
        404
      </p>
      <h1 className="text-primary mt-2 text-3xl font-bold tracking-tight md:text-4xl">{t('title')}</h1>
      <p className="mt-4 text-slate-700">{t('text')}</p>
      <Button asChild size="lg" className="mt-8">
        <Link href={pathFor('/', locale)}>
          <HomeIcon className="size-5" aria-hidden="true" />
          {t('home')}
        </Link>
      </Button>
    </main>
  );
}
