'use client';

import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { LogOut, ShieldOff } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { buttonVariants } from '@/components/ui/button';
import { dismissToast, getToasts, toast } from '@/components/ui/toast';
import { AUTH_MESSAGES } from '@/lib/auth/messages';
import { withSendTimeout } from '@/lib/requests/client';
import { cn } from '@/lib/utils';

const LINKS = [
  { href: '/admin/dashboard', label: 'Réservations' },
  { href: '/admin/agenda', label: 'À venir' },
  { href: '/admin/prices', label: 'Prix' },
  { href: '/admin/blog', label: 'Blog' },
  { href: '/admin/notifications', label: 'Notifications' },
] as const;

const itemClass =
  'inline-flex h-11 items-center gap-2 rounded-md px-2.5 text-sm sm:h-10 sm:px-3 font-semibold outline-none transition-colors hover:bg-white/15 focus-visible:ring-2 focus-visible:ring-white';
/** A 44 px square on a phone, where the log-out buttons show their icon only. */
const iconOnPhone = 'max-sm:w-11 max-sm:justify-center max-sm:px-0';

export function AdminNav() {
  const pathname = usePathname();
  const router = useRouter();
  const [leaving, setLeaving] = useState(false);
  const list = useRef<HTMLUListElement>(null);

  // On a phone the links scroll sideways: the current page's link is brought into the row (Notifications is off the
  // right edge of a 375 px screen otherwise).
  useEffect(() => {
    const current = list.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const row = list.current;
    if (!current || !row) return;
    const link = current.getBoundingClientRect();
    const edges = row.getBoundingClientRect();
    // 32 px: the faded right edge.
    const beyond = link.right + 32 - edges.right;
    if (link.left < edges.left) row.scrollLeft -= edges.left - link.left;
    else if (beyond > 0) row.scrollLeft += beyond;
  }, [pathname]);
  // A failure toast that stays until closed (toast-store.ts `persistent`) goes with the page that showed it. Not every
  // toast: this menu mounts after the login's success toast.
  useEffect(() => {
    if (getToasts()[0]?.persistent) dismissToast();
  }, [pathname]);

  // The server revokes the session (lib/auth/session.ts). Only an answer « ok » is a success. A 401 means this
  // browser's session was already over: logged out all the same, but « everywhere » touched no other session, which is
  // said. Anything else (503: the revocation could not be written; a proxy's page; no answer within SEND_TIMEOUT_MS):
  // the admin stays, signed in, and is told.
  async function leave(endpoint: '/api/admin/logout' | '/api/admin/logout-all', title: string) {
    setLeaving(true);
    const response = await withSendTimeout((signal) => fetch(endpoint, { method: 'POST', signal })).catch(
      () => null,
    );
    const everywhere = endpoint === '/api/admin/logout-all';
    if (!response?.ok && !(response?.status === 401)) {
      setLeaving(false);
      const { title: failed, message } = AUTH_MESSAGES.logoutFailed;
      toast({ title: failed, description: message, variant: 'destructive' });
      return;
    }
    if (response.status === 401 && everywhere) {
      const { title: untouched, message } = AUTH_MESSAGES.logoutAllExpired;
      toast({ title: untouched, description: message, variant: 'destructive', persistent: true });
    } else {
      toast({ title, variant: 'success' });
    }
    router.replace('/admin/login');
    router.refresh();
  }

  // The links and the two log-out buttons, right of the brand from the sm breakpoint (one group, wrapping as a
  // whole). On a phone the group dissolves into the header's flex row (app/admin/(protected)/layout.tsx): the buttons
  // sit beside the logo (icons, their names for screen readers) and the links take the second row, scrolling sideways
  // rather than wrapping, so the header is two rows and the page starts on the first screen. Their right edge fades
  // (with room after the last link, so that scrolled to the end it shows whole): the row says it goes on.
  return (
    <div className="contents sm:ml-auto sm:flex sm:flex-wrap sm:items-center sm:justify-end sm:gap-1">
      <nav aria-label="Administration" className="order-last w-full sm:order-none sm:w-auto">
        {/* py-1: the scrolling list clips what overflows it, the links' focus ring included. */}
        <ul
          ref={list}
          className="flex items-center gap-1 overflow-x-auto py-1 max-sm:[mask-image:linear-gradient(to_right,#000_calc(100%-2rem),transparent)] max-sm:pr-8 sm:flex-wrap sm:overflow-visible sm:py-0"
        >
          {LINKS.map(({ href, label }) => {
            const current = pathname === href || pathname.startsWith(`${href}/`);
            return (
              <li key={href} className="shrink-0">
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
        </ul>
      </nav>
      <div className="ml-auto flex items-center gap-1 sm:ml-0">
        <button
          type="button"
          onClick={() => leave('/api/admin/logout', AUTH_MESSAGES.loggedOut.title)}
          disabled={leaving}
          className={cn(itemClass, iconOnPhone)}
        >
          <LogOut aria-hidden="true" />
          <span className="max-sm:sr-only">Déconnexion</span>
        </button>
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <button type="button" disabled={leaving} className={cn(itemClass, iconOnPhone)}>
              <ShieldOff aria-hidden="true" />
              <span className="max-sm:sr-only">{AUTH_MESSAGES.logoutAll}</span>
            </button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>{`${AUTH_MESSAGES.logoutAll}\u00a0?`}</AlertDialogTitle>
              <AlertDialogDescription>{AUTH_MESSAGES.logoutAllConfirm}</AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>Annuler</AlertDialogCancel>
              <AlertDialogAction
                className={buttonVariants({ variant: 'destructive' })}
                onClick={() => leave('/api/admin/logout-all', AUTH_MESSAGES.loggedOutEverywhere.title)}
              >
                Tout déconnecter
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </div>
    </div>
  );
}
