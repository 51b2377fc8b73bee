import { redirect } from 'next/navigation';
import { requireAdmin } from '@/lib/auth/guard';

// /admin → the dashboard (or the login page without a session).
export default async function AdminIndex() {
  await requireAdmin();
  redirect('/admin/dashboard');
}
