// Where the login page sends the admin once signed in: the admin page they were asked to log in for (the proxy puts
// it in `?next=`), never another site, the login page itself or anything outside the admin area.

export const ADMIN_HOME_PATH = '/admin/dashboard';
export const ADMIN_LOGIN_PATH = '/admin/login';
/** The admin page asked for, as proxy.ts passes it on to the guard (never trusted beyond adminReturnPath). */
export const ADMIN_PATH_HEADER = 'x-harmony-admin-path';

const LOCAL = 'http://admin.invalid';

/** A safe admin path with its query string, or the dashboard. */
export function adminReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value === '' || value.length > 1000) return ADMIN_HOME_PATH;
  let url: URL;
  try {
    url = new URL(value, LOCAL);
  } catch {
    return ADMIN_HOME_PATH;
  }
  // `//host`, `/\host`, `https://…` resolve to another origin; `/admin/../x` is normalised to `/x`.
  if (url.origin !== LOCAL || !url.pathname.startsWith('/admin/')) return ADMIN_HOME_PATH;
  if (url.pathname === ADMIN_LOGIN_PATH || url.pathname.startsWith(`${ADMIN_LOGIN_PATH}/`))
    return ADMIN_HOME_PATH;
  return `${url.pathname}${url.search}`;
}

/** The login page's address for a visit to `path` (pathname and query): it comes back there after signing in. */
export function adminLoginHref(path: string): string {
  const back = adminReturnPath(path);
  return back === ADMIN_HOME_PATH ? ADMIN_LOGIN_PATH : `${ADMIN_LOGIN_PATH}?next=${encodeURIComponent(back)}`;
}
