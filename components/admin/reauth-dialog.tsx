'use client';

// The window that renews an expired admin session where the admin is (run-action.ts opens it, reauth-host.tsx loads it
// on first use): the password, and the action that met the expired session is made again. Closed without signing in,
// nothing is sent and the page stays.
import { useSyncExternalStore } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { AUTH_MESSAGES } from '@/lib/auth/messages';
import { LoginForm } from './login-form';
import { reauth } from './run-action';

export function ReauthDialog() {
  const open = useSyncExternalStore(reauth.subscribe, reauth.isAsked, () => false);
  const { title, message } = AUTH_MESSAGES.sessionExpired;
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : reauth.settle(false))}>
      <DialogContent className="sm:max-w-sm">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{message}</DialogDescription>
        </DialogHeader>
        <LoginForm onSignedIn={() => reauth.settle(true)} />
      </DialogContent>
    </Dialog>
  );
}
