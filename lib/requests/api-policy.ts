// The Content-Security-Policy of every /api answer (next.config.ts): nothing may load, nothing may frame. One
// exception, by hash: the inline style of the one HTML page API routes answer, the refusal page of a form posted
// without JavaScript (lib/requests/form-post.ts). A route cannot set its own policy (the config's header replaces
// it), and a rule for those routes alone would be matched against every request. Imported by next.config.ts:
// relative imports only.
import { createHash } from 'node:crypto';

export const REFUSAL_PAGE_STYLE =
  'body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#0f172a}a{color:#1e3a8a}';

/** No `:` in it on purpose (next.config.ts: Next compiles a header value holding one on every request). */
export const API_CONTENT_SECURITY_POLICY = `default-src 'none'; style-src 'sha256-${createHash('sha256')
  .update(REFUSAL_PAGE_STYLE)
  .digest('base64')}'; frame-ancestors 'none'`;
