'use client';

import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useState } from 'react';
import { LogOut } from 'lucide-react';
import { toast } from '@/components/ui/toast';
import { AUTH_MESSAGES } from '@/lib/auth/messages';
import { cn } from '@/lib/utils';

const LINKS = [
  { href: '/admin/dashboard', label: 'Réservations' },
  { href: '/admin/prices', label: 'Prix' },
  { href: '/admin/blog', label: 'Blog' },
] as const;

const itemClass =
  'inline-flex h-11 items-center gap-2 rounded-md px-2.5 text-sm sm:h-10 sm:px-3 font-semibold outline-none transition-colors hover:bg-white/15 focus-visible:ring-2 focus-visible:ring-white';

export function AdminNav() {
  const pathname = usePathname();
  const router = useRouter();
  const [leaving, setLeaving] = useState(false);

  async function logout() {
    setLeaving(true);
    // Whatever the answer (even 401 for an expired session), the admin ends up on the login page.
    await fetch('/api/admin/logout', { method: 'POST' }).catch(() => undefined);
    toast({ title: AUTH_MESSAGES.loggedOut.title, variant: 'success' });
    router.replace('/admin/login');
    router.refresh();
  }

  return (
    <nav aria-label="Administration">
      <ul className="flex flex-wrap items-center gap-1">
        {LINKS.map(({ href, label }) => {
          const current = pathname === href || pathname.startsWith(`${href}/`);
          return (
            <li key={href}>
              <Link
                href={href}
                aria-current={current ? 'page' : undefined}
                className={cn(itemClass, current && 'bg-white/20 underline underline-offset-4')}
              >
                {label}
              </Link>
            </li>
          );
        })}
        <li>
          <button type="button" onClick={logout} disabled={leaving} className={itemClass}>
            <LogOut aria-hidden="true" />
            Déconnexion
          </button>
        </li>
      </ul>
    </nav>
  );
}
