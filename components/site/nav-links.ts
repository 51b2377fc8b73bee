// Server side of the menu: links in the page's language. English pages link to the English twin of a page when it
// exists, else to the French page (the pages of wave 2: forms and the wizard).
import { site } from '@/lib/config/site';
import type { Locale } from '@/lib/i18n/config';
import { pathFor, switchMap } from '@/lib/i18n/routes';
import { getT } from '@/lib/i18n/translator';
import type { ShellNav } from './navigation';

export function shellNav(locale: Locale): ShellNav {
  const t = getT(locale, 'Shell');
  const link = (frPath: string, label: string) => ({ href: pathFor(frPath, locale), label });
  return {
    home: link('/', t('nav.home')),
    booking: link('/reservation', t('nav.booking')),
    packagesLabel: t('nav.packages'),
    packages: [
      link('/forfaits-locaux', t('nav.localPackages')),
      link('/forfaits-aeroports', t('nav.airportPackages')),
      link('/forfaits-disney', t('nav.disneyPackages')),
    ],
    business: link('/offre-entreprise', t('nav.business')),
    about: link('/a-propos', t('nav.about')),
    blog: {
      href: site.blogUrl,
      label: t('nav.blog'),
      ...(locale === 'fr' ? {} : { hrefLang: 'fr' as const }),
    },
    contact: link('/contact', t('nav.contact')),
    legal: [
      link('/mentions-legales', t('nav.legalNotice')),
      link('/cgv', t('nav.terms')),
      link('/politique-de-confidentialite', t('nav.privacy')),
      link('/contact', t('nav.contact')),
    ],
    labels: {
      mainNav: t('nav.mainNav'),
      mobileNav: t('nav.mobileNav'),
      openMenu: t('nav.openMenu'),
      closeMenu: t('nav.closeMenu'),
      newTab: t('newTab'),
      bookCta: t('nav.bookCta'),
      switchLabel: t('switchLabel'),
      switchAria: t('switchAria'),
      switchLang: locale === 'fr' ? 'en' : 'fr',
    },
    switchTo: switchMap(locale),
    switchFallback: locale === 'fr' ? '/en' : '/',
  };
}
