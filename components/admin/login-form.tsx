'use client';

// The admin login form on react-hook-form with the route's own schema (lib/auth/login-schema.ts); the browser's
// `required` check stays, the route decides.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { EarlyForm } from '@/components/forms/early-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@/components/ui/button';
import { Field, Form } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { loginSchema, type LoginInput } from '@/lib/auth/login-schema';
import { AUTH_MESSAGES } from '@/lib/auth/messages';
import { withSendTimeout } from '@/lib/requests/client';
import { ADMIN_HOME_PATH } from '@/lib/auth/return-path';

interface LoginError {
  error?: { title?: string; message?: string };
}

/**
 * On the login page it goes on to `returnTo` (checked by the page); in the window that renews an expired session
 * (components/admin/reauth-dialog.tsx) `onSignedIn` takes over and the page stays as it is.
 */
export function LoginForm({ returnTo, onSignedIn }: { returnTo?: string; onSignedIn?: () => void }) {
  const router = useRouter();
  const form = useForm<LoginInput>({ defaultValues: { password: '' }, resolver: zodResolver(loginSchema) });
  // Stays true after a success, while the dashboard loads.
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = form.handleSubmit(async ({ password }) => {
    // The button stays focusable while it waits (aria-disabled: a disabled one dropped the focus to the page): a
    // second Enter sends nothing.
    if (submitting) return;
    setSubmitting(true);
    try {
      // The answer and its body within the limit: a body that stalls after the headers must not spin for ever.
      const { response, body } = await withSendTimeout(async (signal) => {
        const response = await fetch('/api/admin/login', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ password }),
          signal,
        });
        return {
          response,
          body: response.ok ? null : ((await response.json().catch(() => null)) as LoginError | null),
        };
      });
      if (response.ok && onSignedIn) {
        setSubmitting(false);
        form.reset();
        onSignedIn();
        return;
      }
      if (response.ok) {
        toast({
          title: AUTH_MESSAGES.loginSucceeded.title,
          description: AUTH_MESSAGES.loginSucceeded.message,
          variant: 'success',
        });
        router.replace(returnTo ?? ADMIN_HOME_PATH);
        return;
      }
      // No answer of the login route's (a proxy's or the platform's page): not « Le mot de passe est incorrect ».
      if (!body?.error) throw new Error(`HTTP ${response.status}`);
      // The reason stays under the field, which it marks invalid and describes, with the focus back in it to type
      // again; the toast, gone after 5 s, only says the sign-in failed (its text once, not the reason twice).
      form.setError(
        'password',
        { type: 'server', message: body.error.message ?? AUTH_MESSAGES.loginFailed.message },
        { shouldFocus: true },
      );
      toast({ title: body.error.title ?? AUTH_MESSAGES.loginFailed.title, variant: 'destructive' });
    } catch {
      toast({
        title: AUTH_MESSAGES.unavailable.title,
        description: AUTH_MESSAGES.unavailable.message,
        variant: 'destructive',
      });
      // Back in the field, to send again with Enter.
      form.setFocus('password');
    }
    setSubmitting(false);
  });

  return (
    <Form {...form}>
      {/* A password typed or sent before hydration counts; never in an address (components/forms/early-form.tsx). */}
      <EarlyForm onSubmit={onSubmit} className="flex flex-col gap-4">
        <Field<LoginInput> name="password" id="admin-password" label="Mot de passe" required={false}>
          {/* In the re-sign-in window the window focuses the field itself: an autoFocus there took the focus before
              the window had noted what had it, and closed, it gave the focus back to this field, gone (<body>). */}
          {(field) => (
            <Input
              {...field}
              type="password"
              autoComplete="current-password"
              required
              autoFocus={!onSignedIn}
            />
          )}
        </Field>
        <Button
          type="submit"
          size="lg"
          aria-disabled={submitting || undefined}
          className="aria-disabled:cursor-wait aria-disabled:opacity-50"
        >
          {submitting ? 'Connexion...' : 'Se connecter'}
        </Button>
      </EarlyForm>
    </Form>
  );
}
