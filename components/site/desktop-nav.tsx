'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { ChevronDownIcon, ExternalLinkIcon } from 'lucide-react';
import { classNames, isActivePath, type NavLink, type ShellNav } from './navigation';

const linkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-primary aria-[current=page]:bg-primary/10 aria-[current=page]:text-primary aria-[current=page]:font-semibold';

function NavItem({ link, pathname }: { link: NavLink; pathname: string }) {
  return (
    <li>
      <Link
        href={link.href}
        className={linkClass}
        aria-current={isActivePath(pathname, link.href) ? 'page' : undefined}
      >
        {link.label}
      </Link>
    </li>
  );
}

/** Forfaits: a disclosure menu (button + list of links), opened by click, Enter, Space or ArrowDown. */
function PackagesMenu({ pathname, nav }: { pathname: string; nav: ShellNav }) {
  const packageLinks = nav.packages;
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const active = packageLinks.some((l) => isActivePath(pathname, l.href));

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const focusItem = (index: number) => {
    const items = rootRef.current?.querySelectorAll<HTMLAnchorElement>('[data-menu-item]');
    if (!items || items.length === 0) return;
    items[(index + items.length) % items.length]?.focus();
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    const items = Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>('[data-menu-item]') ?? []);
    const index = items.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) setOpen(true);
      requestAnimationFrame(() => focusItem(index + 1));
    } else if (event.key === 'ArrowUp' && open) {
      event.preventDefault();
      focusItem(index <= 0 ? -1 : index - 1);
    }
  };

  return (
    <li
      ref={rootRef}
      className="relative"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
        data-active={active}
        className={`${linkClass} data-[active=true]:bg-primary/10 data-[active=true]:text-primary inline-flex items-center gap-1 data-[active=true]:font-semibold`}
      >
        {nav.packagesLabel}
        <ChevronDownIcon
          className={classNames('size-4 transition-transform', open && 'rotate-180')}
          aria-hidden="true"
        />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute top-full left-0 z-50 mt-2 w-56 rounded-lg border bg-white p-1.5 shadow-lg"
      >
        {packageLinks.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              data-menu-item=""
              onClick={() => setOpen(false)}
              aria-current={isActivePath(pathname, link.href) ? 'page' : undefined}
              className="hover:text-primary aria-[current=page]:text-primary block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-100 focus-visible:bg-slate-100 aria-[current=page]:font-semibold"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

export function DesktopNav({ nav }: { nav: ShellNav }) {
  const pathname = usePathname();
  return (
    <nav aria-label={nav.labels.mainNav} className="hidden md:block">
      <ul className="flex items-center gap-1">
        <NavItem link={nav.home} pathname={pathname} />
        <NavItem link={nav.booking} pathname={pathname} />
        <PackagesMenu pathname={pathname} nav={nav} />
        <NavItem link={nav.business} pathname={pathname} />
        <NavItem link={nav.about} pathname={pathname} />
        <li>
          <a
            href={nav.blog.href}
            target="_blank"
            rel="noopener noreferrer"
            className={classNames(linkClass, 'inline-flex items-center gap-1')}
          >
            {nav.blog.label}
            <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
            <span className="sr-only">{nav.labels.newTab}</span>
          </a>
        </li>
        <li>
          <LanguageLink nav={nav} pathname={pathname} className={linkClass} />
        </li>
      </ul>
    </nav>
  );
}

/** The same page in the other language: a plain link (a full page load, as the two languages have their own root layouts). */
export function LanguageLink({
  nav,
  pathname,
  className,
  onClick,
}: {
  nav: ShellNav;
  pathname: string;
  className: string;
  onClick?: () => void;
}) {
  return (
    <a
      href={nav.switchTo[pathname] ?? nav.switchFallback}
      hrefLang={nav.labels.switchLang}
      lang={nav.labels.switchLang}
      aria-label={nav.labels.switchAria}
      onClick={onClick}
      className={className}
    >
      {nav.labels.switchLabel}
    </a>
  );
}
