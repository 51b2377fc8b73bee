'use client';

// Leaving the price page with changes not saved asks first: a reload, closing the tab or an address typed go through
// the browser's own `beforeunload` question; a link of the page (the admin menu's client navigation, which
// `beforeunload` does not see) asks with confirm(). Every form of the page registers while it is dirty: one question
// however many are.
import { useEffect } from 'react';

export const UNSAVED_CHANGES_MESSAGE =
  'Des modifications ne sont pas enregistrées et seront perdues. Quitter la page\u00a0?';

const dirtyForms = new Set<symbol>();

function onBeforeUnload(event: BeforeUnloadEvent) {
  event.preventDefault();
  // Older browsers ask only when returnValue is set.
  event.returnValue = '';
}

/** A plain click on a link to another page of the site: asked before the router (window, capture phase) sees it. */
function onLinkClick(event: MouseEvent) {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return; // a new tab or window: nothing lost
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return;
  if (link.target && link.target !== '_self') return;
  const url = new URL(link.href, window.location.href);
  // Another site: a full navigation, asked by beforeunload. The same page (an anchor): nothing lost.
  if (url.origin !== window.location.origin) return;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return;
  if (window.confirm(UNSAVED_CHANGES_MESSAGE)) return;
  event.preventDefault();
  event.stopPropagation();
}

/** While `dirty`, leaving the page (reload, close, a link of the admin menu) asks first. */
export function useUnsavedChangesWarning(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const key = Symbol('dirty form');
    if (dirtyForms.size === 0) {
      window.addEventListener('beforeunload', onBeforeUnload);
      window.addEventListener('click', onLinkClick, true);
    }
    dirtyForms.add(key);
    return () => {
      dirtyForms.delete(key);
      if (dirtyForms.size === 0) {
        window.removeEventListener('beforeunload', onBeforeUnload);
        window.removeEventListener('click', onLinkClick, true);
      }
    };
  }, [dirty]);
}
