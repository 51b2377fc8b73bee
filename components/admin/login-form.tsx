'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/toast';
import { AUTH_MESSAGES } from '@/lib/auth/messages';

interface LoginError {
  error?: { title?: string; message?: string };
}

export function LoginForm() {
  const router = useRouter();
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    setSubmitting(true);
    try {
      const response = await fetch('/api/admin/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ password }),
      });
      if (response.ok) {
        toast({
          title: AUTH_MESSAGES.loginSucceeded.title,
          description: AUTH_MESSAGES.loginSucceeded.message,
          variant: 'success',
        });
        router.replace('/admin/dashboard');
        return;
      }
      const body = (await response.json().catch(() => ({}))) as LoginError;
      toast({
        title: body.error?.title ?? AUTH_MESSAGES.loginFailed.title,
        description: body.error?.message ?? AUTH_MESSAGES.loginFailed.message,
        variant: 'destructive',
      });
    } catch {
      toast({
        title: AUTH_MESSAGES.unavailable.title,
        description: AUTH_MESSAGES.unavailable.message,
        variant: 'destructive',
      });
    }
    setSubmitting(false);
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <Label htmlFor="admin-password">Mot de passe</Label>
        <Input
          id="admin-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          autoFocus
        />
      </div>
      <Button type="submit" size="lg" disabled={submitting}>
        {submitting ? 'Connexion...' : 'Se connecter'}
      </Button>
    </form>
  );
}
