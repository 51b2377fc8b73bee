'use client';

// The error screen of both languages' error boundaries (app/(site)/error.tsx, app/en/error.tsx), which pass their own
// words. Plain elements (no <Button>, no icon library, no <Link>: a full load is the right way home after an error):
// the boundaries are part of every page's first load.
import { useEffect } from 'react';
import { ShellBehaviour } from './shell-behaviour';

const buttonClass =
  'inline-flex h-12 items-center justify-center rounded-md px-6 text-base font-semibold shadow-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none';

export interface ErrorViewText {
  title: string;
  message: string;
  retry: string;
  home: string;
  homeHref: string;
}

export function ErrorView({
  error,
  retry,
  text,
}: {
  error: unknown;
  retry: () => void;
  text: ErrorViewText;
}) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <main className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-4 py-20 text-center">
      <h1 className="text-primary text-3xl font-bold tracking-tight">{text.title}</h1>
      <p className="mt-4 text-slate-700">{text.message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => retry()}
          className={`${buttonClass} bg-primary text-primary-foreground hover:bg-primary/90`}
        >
          {text.retry}
        </button>
        {/* A plain <a>: a full load after an error, and no Link chunk. */}
        <a
          href={text.homeHref}
          className={`${buttonClass} border-input text-primary border bg-white hover:bg-slate-50`}
        >
          {text.home}
        </a>
      </div>
      {/* A page whose server render failed is rendered here by the browser: the shell's scripts come from a file. */}
      <ShellBehaviour />
    </main>
  );
}
