import type { MetadataRoute } from 'next';
import { serverEnv } from '@/lib/env';

/**
 * The admin is not disallowed: its pages say noindex themselves (proxy.ts's X-Robots-Tag, the login's meta), which a
 * crawler reads only if it may fetch them — a disallowed /admin/login, linked from every footer, could be listed as a
 * bare address (SEO audit, 2026-11-29). The API answers no page. No `Host:` line (Yandex's, and it wants a host name).
 */
export default function robots(): MetadataRoute.Robots {
  const siteUrl = serverEnv().SITE_URL;
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api'] }],
    sitemap: new URL('/sitemap.xml', siteUrl).toString(),
  };
}
