// Top of every package page: breadcrumb (also as BreadcrumbList structured data), title, introduction and optional
// highlights.
import Link from 'next/link';
import { JsonLd } from '@/components/site/json-ld';
import { buildBreadcrumbJsonLd } from '@/lib/seo/json-ld';
import { CheckIcon as Check, ChevronRightIcon as ChevronRight } from '@/components/site/shell-icons';

export interface Crumb {
  href: string;
  label: string;
}

export function PageHeader({
  crumbs,
  title,
  intro,
  highlights = [],
  breadcrumbLabel = "Fil d'Ariane",
  siteUrl,
  children,
}: {
  breadcrumbLabel?: string;
  crumbs: Crumb[];
  /** The site's address (SITE_URL): the breadcrumb's structured data names absolute URLs. */
  siteUrl: string;
  title: string;
  intro: string;
  highlights?: readonly string[];
  children?: React.ReactNode;
}) {
  return (
    <header className="from-primary to-primary/90 text-primary-foreground bg-gradient-to-br">
      <JsonLd data={buildBreadcrumbJsonLd(crumbs, title, siteUrl)} />
      <div className="mx-auto max-w-6xl px-4 pt-8 pb-10 sm:px-6 sm:pt-10 sm:pb-14">
        <nav aria-label={breadcrumbLabel}>
          <ol className="text-primary-foreground/80 flex flex-wrap items-center gap-1 text-sm">
            {crumbs.map((crumb) => (
              <li key={crumb.href} className="flex items-center gap-1">
                <Link
                  href={crumb.href}
                  className="hover:text-primary-foreground underline-offset-4 hover:underline"
                >
                  {crumb.label}
                </Link>
                <ChevronRight aria-hidden="true" className="size-3.5" />
              </li>
            ))}
            <li aria-current="page" className="text-primary-foreground font-medium">
              {title}
            </li>
          </ol>
        </nav>
        <h1 className="mt-4 max-w-3xl text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
        <p className="text-primary-foreground/85 mt-3 max-w-2xl text-base text-pretty sm:text-lg">{intro}</p>
        {highlights.length > 0 && (
          <ul className="mt-6 flex flex-wrap gap-2">
            {highlights.map((item) => (
              <li
                key={item}
                className="bg-primary-foreground/10 ring-primary-foreground/20 flex items-center gap-1.5 rounded-full px-3 py-1 text-sm ring-1"
              >
                <Check aria-hidden="true" className="size-4 text-emerald-300" />
                {item}
              </li>
            ))}
          </ul>
        )}
        {children}
      </div>
    </header>
  );
}
