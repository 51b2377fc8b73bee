// The shell's behaviour on a page the browser renders itself. Next 16 never server-renders the page of a notFound()
// (every 404 but an unmatched URL's: the body of the HTML is empty and React builds the page from its payload —
// vercel/next.js#62228), nor a page whose server render failed (the error boundaries): React does not run the inline
// scripts it renders, so the shell's own two (shell-script.ts, floating-guard.ts) never ran there — the burger opened
// nothing on a 404 met on a phone, the cookie banner never showed. An async external script is one React does load
// when it renders it (a hoisted resource, loaded once per document), so those pages render this one. Both scripts are
// safe to run twice (after a client navigation to a 404): their listeners are installed once per document.
//
// Kept apart from the scripts' source (app/site-shell.js/route.ts serves it): the error boundaries, part of every
// page's first load, import only this element.
export const SHELL_BEHAVIOUR_PATH = '/site-shell.js';

export function ShellBehaviour() {
  return <script async src={SHELL_BEHAVIOUR_PATH} />;
}
