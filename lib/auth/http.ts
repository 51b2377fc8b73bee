// JSON answers of the admin route handlers, in the app's error shape `{ error: { title, message } }`.

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
 * Cross-site POSTs to the admin endpoints are refused (403): a browser always sends Origin on a cross-origin
 * POST, so a missing Origin means a non-browser client, which CSRF cannot involve.
 */
export function isCrossSite(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return false;
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}
