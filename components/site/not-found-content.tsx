import Link from 'next/link';
import type { Locale } from '@/lib/i18n/config';
import { pathFor } from '@/lib/i18n/routes';
import { getT } from '@/lib/i18n/translator';
import { ShellBehaviour } from './shell-behaviour';
import { HouseIcon as HomeIcon } from './shell-icons';

// Plain classes (the look of <Button size="lg">) rather than <Button asChild>: this page is a boundary of every public
// route, so whatever it imports ships with all of them. The browser renders this page itself (Next does not
// server-render a notFound()): <ShellBehaviour /> gives the shell its menus and banner there.
export function NotFoundContent({ locale = 'fr' }: { locale?: Locale }) {
  const t = getT(locale, 'NotFound');
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-4 py-20 text-center">
      <p className="text-7xl font-bold tracking-tight text-emerald-700" aria-hidden="true">
        404
      </p>
      <h1 className="text-primary mt-2 text-3xl font-bold tracking-tight md:text-4xl">{t('title')}</h1>
      <p className="mt-4 text-slate-700">{t('text')}</p>
      <Link
        href={pathFor('/', locale)}
        className="bg-primary text-primary-foreground hover:bg-primary/90 focus-visible:ring-ring mt-8 inline-flex h-12 items-center justify-center gap-2 rounded-md px-4 text-base font-semibold whitespace-nowrap shadow-sm transition-colors outline-none focus-visible:ring-2 focus-visible:ring-offset-2"
      >
        <HomeIcon className="size-5 shrink-0" aria-hidden="true" />
        {t('home')}
      </Link>
      <ShellBehaviour />
    </main>
  );
}
