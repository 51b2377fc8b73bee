import { notFound } from 'next/navigation';

// Any other URL: the French 404 page inside the (site) shell (app/(site)/not-found.tsx). It lives here rather than in
// app/not-found.tsx because the root not-found is serialized into every page's RSC payload as the root layout's
// fallback: with the shell in it, each page carried a second header, footer and menu (docs/performance.md).
export default function FrenchMissing() {
  notFound();
}
