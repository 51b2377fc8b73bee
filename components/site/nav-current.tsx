'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

declare global {
  interface Window {
    __hmNav?: (pathname: string) => void;
  }
}

/**
 * The shell's only React island: after a client-side navigation the layout is not rendered again, so the links of
 * the two menus learn the new path from here (`__hmNav`, shell-script.ts: aria-current, menus closed).
 */
export function NavCurrent() {
  const pathname = usePathname();
  useEffect(() => {
    window.__hmNav?.(pathname);
  }, [pathname]);
  return null;
}
