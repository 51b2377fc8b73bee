// The cross-links every package page ends with (docs/product.md#pages-routes): the other package pages, the business
// offer and the contact page, in the page's language. One list for the airport, Disneyland and local pages.
import type { Locale } from '@/lib/i18n/config';
import { regionText } from '@/lib/i18n/package-text';
import { pathFor } from '@/lib/i18n/routes';
import { getT } from '@/lib/i18n/translator';
import { REGION_LIST } from './regions';

export interface CrossLink {
  href: string;
  label: string;
}

/** Every package page but `current` (its French path), then the business offer and the contact page. */
export function packageCrossLinks(current: string, locale: Locale): CrossLink[] {
  const t = getT(locale, 'Packages.related');
  const links = [
    { path: '/forfaits-aeroports', label: t('airports') },
    { path: '/forfaits-disney', label: t('disney') },
    ...REGION_LIST.map((r) => ({
      path: r.path,
      label: t('region', { name: regionText(r.slug, locale).name }),
    })),
    { path: '/offre-entreprise', label: t('business') },
    { path: '/contact', label: t('contact') },
  ];
  return links
    .filter((l) => l.path !== current)
    .map((l) => ({ href: pathFor(l.path, locale), label: l.label }));
}
