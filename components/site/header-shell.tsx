'use client';

import { useEffect, useState } from 'react';

/** The sticky bar's only client state: transparent at the top, translucent with blur past 10 px of scroll. */
export function HeaderShell({ children }: { children: React.ReactNode }) {
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > 10);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return (
    <header
      data-scrolled={scrolled}
      className="data-[scrolled=true]:border-border/70 sticky top-0 z-40 border-b border-transparent bg-transparent transition-[background-color,border-color,box-shadow] duration-200 data-[scrolled=true]:bg-white/85 data-[scrolled=true]:shadow-sm data-[scrolled=true]:backdrop-blur-md"
    >
      {children}
    </header>
  );
}
