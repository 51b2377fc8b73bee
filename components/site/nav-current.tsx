'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { dismissToast } from '@/components/ui/toast-store';

declare global {
  interface Window {
    __hmNav?: (pathname: string) => void;
  }
}

/**
 * The shell's only React island: after a client-side navigation the layout is not rendered again, so the links of
 * the two menus learn the new path from here (`__hmNav`, shell-script.ts: aria-current, menus closed), and the toast on
 * screen goes with the page that showed it (a failure toast stays until closed otherwise: toast-store.ts `persistent`).
 */
export function NavCurrent() {
  const pathname = usePathname();
  useEffect(() => {
    window.__hmNav?.(pathname);
    dismissToast();
  }, [pathname]);
  return null;
}
