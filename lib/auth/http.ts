// JSON answers of the admin route handlers, in the app's error shape `{ error: { title, message } }`.
import 'server-only';
import { isForeignOrigin } from '@/lib/requests/origin';

export type AuthErrorStatus = 400 | 401 | 403 | 422 | 429 | 503;

export function authError(
  status: AuthErrorStatus,
  copy: { title: string; message: string },
  headers: Record<string, string> = {},
): Response {
  return Response.json(
    { error: { title: copy.title, message: copy.message } },
    { status, headers: { 'Cache-Control': 'no-store', ...headers } },
  );
}

/**
 * Cross-site POSTs to the admin endpoints are refused (403): the site-wide Origin rule of lib/requests/origin.ts
 * (Origin, when present, must be SITE_URL's origin).
 */
export function isCrossSite(request: Request): boolean {
  return isForeignOrigin(request);
}
