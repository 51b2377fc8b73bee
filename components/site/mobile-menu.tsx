'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useState } from 'react';
import { CarFrontIcon, ExternalLinkIcon, MenuIcon, XIcon } from 'lucide-react';
import { LanguageLink } from './desktop-nav';
import { classNames, isActivePath, type NavLink, type ShellNav } from './navigation';

const itemClass =
  'block rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100 aria-[current=page]:bg-primary/10 aria-[current=page]:text-primary aria-[current=page]:font-semibold';

/** Below md: the burger toggles a panel under the bar; choosing any link closes it. */
export function MobileMenu({ nav }: { nav: ShellNav }) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const close = () => setOpen(false);
  const item = (link: NavLink) => (
    <li key={link.href}>
      <Link
        href={link.href}
        onClick={close}
        className={itemClass}
        aria-current={isActivePath(pathname, link.href) ? 'page' : undefined}
      >
        {link.label}
      </Link>
    </li>
  );

  return (
    <div className="md:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? nav.labels.closeMenu : nav.labels.openMenu}
        onClick={() => setOpen((v) => !v)}
        className="text-primary inline-flex size-11 items-center justify-center rounded-md hover:bg-slate-100"
      >
        {open ? (
          <XIcon className="size-6" aria-hidden="true" />
        ) : (
          <MenuIcon className="size-6" aria-hidden="true" />
        )}
      </button>
      <nav
        id={panelId}
        aria-label={nav.labels.mobileNav}
        hidden={!open}
        className={classNames(
          'absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b bg-white px-4 pt-2 pb-6 shadow-lg',
        )}
      >
        <ul className="space-y-0.5">
          {item(nav.home)}
          {item(nav.booking)}
        </ul>
        <p
          id={`${panelId}-forfaits`}
          className="mt-3 px-3 text-xs font-semibold tracking-wider text-slate-600 uppercase"
        >
          {nav.packagesLabel}
        </p>
        <ul
          aria-labelledby={`${panelId}-forfaits`}
          className="mt-1 space-y-0.5 border-l-2 border-emerald-600/40 pl-2"
        >
          {nav.packages.map(item)}
        </ul>
        <ul className="mt-3 space-y-0.5">
          {item(nav.business)}
          {item(nav.about)}
          <li>
            <a
              href={nav.blog.href}
              target="_blank"
              rel="noopener noreferrer"
              onClick={close}
              className={classNames(itemClass, 'flex items-center gap-1.5')}
            >
              {nav.blog.label}
              <ExternalLinkIcon className="size-4" aria-hidden="true" />
              <span className="sr-only">{nav.labels.newTab}</span>
            </a>
          </li>
          <li>
            <LanguageLink nav={nav} pathname={pathname} className={itemClass} onClick={close} />
          </li>
        </ul>
        <Link
          href={nav.booking.href}
          onClick={close}
          className="bg-success text-success-foreground hover:bg-success/90 mt-4 flex h-12 w-full items-center justify-center gap-2 rounded-md text-base font-semibold shadow-sm"
        >
          <CarFrontIcon className="size-5" aria-hidden="true" />
          {nav.labels.bookCta}
        </Link>
      </nav>
    </div>
  );
}
