'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { ChevronDownIcon, ExternalLinkIcon } from 'lucide-react';
import { classNames, isActivePath, packageLinks, primaryLinks, type NavLink } from './navigation';

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
function PackagesMenu({ pathname }: { pathname: string }) {
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
        Forfaits
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

export function DesktopNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="Navigation principale" className="hidden md:block">
      <ul className="flex items-center gap-1">
        <NavItem link={primaryLinks.home} pathname={pathname} />
        <NavItem link={primaryLinks.booking} pathname={pathname} />
        <PackagesMenu pathname={pathname} />
        <NavItem link={primaryLinks.business} pathname={pathname} />
        <NavItem link={primaryLinks.about} pathname={pathname} />
        <li>
          <a
            href={primaryLinks.blog.href}
            target="_blank"
            rel="noopener noreferrer"
            className={classNames(linkClass, 'inline-flex items-center gap-1')}
          >
            {primaryLinks.blog.label}
            <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
            <span className="sr-only">(nouvel onglet)</span>
          </a>
        </li>
      </ul>
    </nav>
  );
}
