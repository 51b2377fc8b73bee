'use client';

// Where the re-sign-in window lives on every admin page: it is downloaded only once an action meets an expired
// session (run-action.ts asks for it), so its login form — react-hook-form, zod, the dialog — stays out of each admin
// page's first load (docs/performance.md). A download that fails answers « not signed in »: the action is not sent,
// the admin is told, the page stays as it is.
import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { reauth } from './run-action';

export function ReauthHost() {
  const asked = useSyncExternalStore(reauth.subscribe, reauth.isAsked, () => false);
  const [Window, setWindow] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!asked || Window) return;
    import('./reauth-dialog').then((m) => setWindow(() => m.ReauthDialog)).catch(() => reauth.settle(false));
  }, [asked, Window]);
  // Once loaded it stays mounted: the window opens and closes itself (its own subscription to `reauth`).
  return Window ? <Window /> : null;
}
