import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { LoginForm } from '@/components/admin/login-form';
import { LogoMark } from '@/components/site/logo';
import { isAdmin } from '@/lib/auth/guard';
import { adminReturnPath } from '@/lib/auth/return-path';

export const metadata: Metadata = {
  title: 'Accès Administrateur',
  robots: { index: false, follow: false },
};

export default async function AdminLoginPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  // The admin page asked for before signing in (proxy.ts), checked: only a page of the admin area.
  const returnTo = adminReturnPath((await searchParams).next);
  if (await isAdmin()) redirect(returnTo);
  return (
    <main className="bg-muted flex min-h-dvh items-center justify-center px-4 py-10">
      <div className="bg-card w-full max-w-sm rounded-xl border p-6 shadow-sm sm:p-8">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <LogoMark className="size-12" />
          <h1 className="text-2xl font-bold">Accès Administrateur</h1>
        </div>
        <LoginForm returnTo={returnTo} />
      </div>
    </main>
  );
}
