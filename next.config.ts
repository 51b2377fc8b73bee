import { execFileSync } from 'node:child_process';
import type { NextConfig } from 'next';
import { builtContactEnv } from './lib/config/business-contact';
import { buildIdentityProblems, identityDigest } from './lib/config/built-identity';
import { imageRemotePatterns } from './lib/config/image-hosts';
import { API_CONTENT_SECURITY_POLICY } from './lib/requests/api-policy';

const isProd = process.env.NODE_ENV === 'production';
const siteUrl = process.env.SITE_URL ?? 'http://localhost:3000';

// CSP without nonces: nonces would force every page to render dynamically and lose static HTML.
// Trade-off (docs/architecture.md): inline scripts are allowed, eval is not (except in dev for React Refresh).
function contentSecurityPolicy(): string {
  const maps = 'https://maps.googleapis.com https://maps.gstatic.com https://*.googleapis.com';
  const stripeCheckout = ['https://checkout.stripe.com', process.env.STRIPE_CHECKOUT_ORIGIN]
    .filter(Boolean)
    .join(' ');
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${isProd ? '' : " 'unsafe-eval'"} ${maps}`,
    "style-src 'self' 'unsafe-inline' https://fonts.googleapis.com",
    `img-src 'self' data: blob: https:`,
    "font-src 'self' data: https://fonts.gstatic.com",
    `connect-src 'self' ${maps}${isProd ? '' : ' ws: wss:'}`,
    "frame-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    // A form posted without JavaScript is sent on to wa.me (lib/requests/form-post.ts), which sends the browser on
    // to api.whatsapp.com: form-action is checked at every redirect of a submission.
    `form-action 'self' https://wa.me https://api.whatsapp.com ${stripeCheckout}`,
  ];
  if (siteUrl.startsWith('https://')) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

// Headers of every answer, pages and API alike. Their values hold no ':' on purpose: Next compiles a header value that
// contains one as a path template on every request (prepare-destination.js compileNonPath), which cost the quote API
// ≈ 3 % of its CPU with the page policy below (docs/performance.md, "Quote API").
const commonHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  ...(siteUrl.startsWith('https://')
    ? [{ key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' }]
    : []),
];

// Documents only: the page policy (scripts, maps, Stripe…) and the permissions a page may ask for.
const pageHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy() },
  {
    key: 'Permissions-Policy',
    value:
      'camera=(), microphone=(), geolocation=(self), payment=(self "https://checkout.stripe.com"), usb=()',
  },
];

// JSON and files from /api are never rendered as a document: nothing may load or frame them (the refusal page of a
// form posted without JavaScript keeps its one inline style, by hash: lib/requests/api-policy.ts).
const apiHeaders = [{ key: 'Content-Security-Policy', value: API_CONTENT_SECURITY_POLICY }];

const privatePageHeaders = [
  { key: 'Cache-Control', value: 'private, no-store, max-age=0' },
  { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
];

// One build id for every instance built from the same source (several instances behind a load balancer, each built
// separately): BUILD_ID when set, else the git commit, else Next's random id.
function buildId(): string | null {
  if (process.env.BUILD_ID?.trim()) return process.env.BUILD_ID.trim();
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}

const missingIdentity = buildIdentityProblems(process.env);
if (missingIdentity.length > 0) {
  throw new Error(
    `Build de production Vercel refusé : identité légale incomplète (${missingIdentity.join(', ')}). Renseignez ces variables pour l'environnement Production (docs/operations.md, « Documents »).`,
  );
}

const nextConfig: NextConfig = {
  generateBuildId: buildId,
  // Separate build folders let several builds (e2e, benchmarks) run side by side.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // The business number and e-mail of every page, WhatsApp link and document: the legal identity's (lib/config/site.ts).
  // BUILT_SITE_URL: the SITE_URL this build wrote into its pages, robots.txt and headers ('' without one); a production
  // start with another one stops (lib/env.ts productionStartProblems).
  // BUILT_IDENTITY_DIGEST: the legal identity and profiles the prerendered pages print (lib/config/built-identity.ts).
  env: {
    ...builtContactEnv(process.env),
    BUILT_SITE_URL: process.env.SITE_URL?.trim() ?? '',
    BUILT_IDENTITY_DIGEST: identityDigest(process.env),
  },
  reactStrictMode: true,
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  // Only the hosts of IMAGE_HOSTS (lib/config/image-hosts.ts): /_next/image for any other host → 400.
  images: { remotePatterns: imageRemotePatterns() },
  // unauthorized() → HTTP 401 from admin Server Actions called without a session (lib/auth/action.ts).
  // inlineCss: the stylesheet (Tailwind, ~10 KB gzip) goes into each page's <head> instead of a render-blocking <link>
  // request: first paint no longer waits for a second round trip (issue 17, point 1; docs/performance.md).
  experimental: { authInterrupts: true, inlineCss: true },
  async headers() {
    return [
      // Two complementary rules, each with the common headers, rather than a third rule for every path: Next matches
      // every rule against every request, and a `:path*` rule splits and decodes the path each time (docs/performance.md,
      // "Quote: where the rest goes").
      { source: '/((?!api/).*)', headers: [...commonHeaders, ...pageHeaders] },
      { source: '/api/(.*)', headers: [...commonHeaders, ...apiHeaders] },
      // Payment result views show a customer's booking: never cached, never indexed (lib/payments, docs/architecture.md).
      { source: '/(confirmation|en/confirmation)', headers: privatePageHeaders },
      // Vouchers and invoices (lib/documents) and the operator's calendar feed: personal data behind a secret link.
      { source: '/bon/:path*', headers: privatePageHeaders },
      { source: '/api/calendar/:path*', headers: privatePageHeaders },
      // …and so does a cancelled payment's page (lib/payments/resume.ts), in both languages.
      ...['/reservation', '/en/booking'].flatMap((source) =>
        ['payment_status', 'paiement'].map((key) => ({
          source,
          has: [{ type: 'query' as const, key }],
          headers: privatePageHeaders,
        })),
      ),
    ];
  },
};

export default nextConfig;
