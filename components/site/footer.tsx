import Link from 'next/link';
import { MessageCircleIcon } from '@/components/ui/form-icons';
import { ExternalLinkIcon, PhoneIcon } from './shell-icons';
import { site, whatsappUrl } from '@/lib/config/site';
import { socialProfiles } from '@/lib/config/social';
import { SOCIAL_ICONS } from './brand-icons';
import { LogoMark } from './logo';
import type { Locale } from '@/lib/i18n/config';
import { getT } from '@/lib/i18n/translator';
import { shellNav } from './nav-links';

// On a phone each link is a 44 px tall target (WCAG 2.5.5, as every control of the public pages: e2e/phone.spec.ts).
const linkClass =
  'inline-flex min-h-11 min-w-11 items-center text-slate-300 underline-offset-4 hover:text-white hover:underline sm:min-h-0 sm:min-w-0';

export function Footer({ locale }: { locale: Locale }) {
  const year = new Date().getFullYear();
  const t = getT(locale, 'Shell');
  const site_ = getT(locale, 'Site');
  const nav = shellNav(locale);
  const navigation = [nav.home, nav.booking, ...nav.packages, nav.business, nav.about, nav.contact];
  // Only the company's configured profiles (SOCIAL_*_URL): none by default (docs/architecture.md, "Content pages, shell, SEO").
  const socials = socialProfiles();
  return (
    <footer className="bg-primary text-slate-200">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="flex items-center gap-2.5 text-lg font-bold text-white">
            <LogoMark className="size-9 rounded-lg ring-1 ring-white/20" />
            {site.name}
          </p>
          <p className="mt-4 text-sm leading-relaxed text-slate-300">{site_('tagline')}</p>
          {socials.length > 0 && (
            <ul className="mt-5 flex gap-3">
              {socials.map(({ network, url, label }) => {
                const Icon = SOCIAL_ICONS[network];
                return (
                  <li key={network}>
                    <a
                      href={url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${label} ${t('newTab')}`}
                      className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-white/20"
                    >
                      <Icon className="size-5" />
                    </a>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
        <nav aria-labelledby="footer-nav">
          <h2 id="footer-nav" className="text-sm font-semibold tracking-wider text-white uppercase">
            {t('footer.navigation')}
          </h2>
          <ul className="mt-2 text-sm sm:mt-4 sm:space-y-2">
            {navigation.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <a
                href={nav.blog.href}
                hrefLang={nav.blog.hrefLang}
                target="_blank"
                rel="noopener noreferrer"
                className={`${linkClass} gap-1`}
              >
                {nav.blog.label}
                <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
                <span className="sr-only">{t('newTab')}</span>
              </a>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="text-sm font-semibold tracking-wider text-white uppercase">
            {t('footer.legal')}
          </h2>
          <ul className="mt-2 text-sm sm:mt-4 sm:space-y-2">
            {nav.legal.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{t('footer.direct')}</h2>
          <ul className="mt-2 text-sm sm:mt-4 sm:space-y-3">
            <li>
              {/* The number, not a call link: calls and SMS are not taken (docs/architecture.md, "Content pages, shell, SEO"). */}
              <span className="inline-flex items-center gap-2">
                <PhoneIcon className="size-4" aria-hidden="true" />
                {site.phone}
              </span>
            </li>
            <li>
              <a
                href={whatsappUrl()}
                target="_blank"
                rel="noopener noreferrer"
                className={`${linkClass} gap-2`}
              >
                <MessageCircleIcon className="size-4" aria-hidden="true" />
                {t('footer.whatsapp')}
                <span className="sr-only">{t('newTab')}</span>
              </a>
            </li>
          </ul>
          <p className="mt-4 text-xs leading-relaxed text-slate-300">{site_('bookingChannels')}</p>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-5 text-xs text-slate-300 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>
            © {year} {site.name}. {t('footer.rights')}
          </p>
          <Link href="/admin/login" className={linkClass}>
            {t('footer.admin')}
          </Link>
        </div>
      </div>
    </footer>
  );
}
