// Cross-links at the bottom of the package pages (docs/product.md#pages-routes).
import Link from 'next/link';
import { ArrowRightIcon as ArrowRight } from '@/components/ui/icons';

export function RelatedLinks({
  title,
  links,
}: {
  title: string;
  links: readonly { href: string; label: string }[];
}) {
  return (
    <nav aria-labelledby="liens-associes" className="bg-muted/50 border-t">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <h2 id="liens-associes" className="text-primary text-xl font-bold tracking-tight">
          {title}
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {links.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                className="bg-card hover:border-primary group flex h-full items-center justify-between gap-3 rounded-lg border p-4 font-medium transition-colors"
              >
                {link.label}
                <ArrowRight
                  aria-hidden="true"
                  className="text-primary size-4 shrink-0 transition-transform group-hover:translate-x-0.5"
                />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
