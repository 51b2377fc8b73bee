import { lowercaseOrNotFound, type MissingPageProps } from '@/lib/seo/lowercase-path';
import { notFoundMetadata } from '@/lib/seo/metadata';

// Any other URL: the French 404 page inside the (site) shell (app/(site)/not-found.tsx). It lives here rather than in
// app/not-found.tsx because the root not-found is serialized into every page's RSC payload as the root layout's
// fallback: with the shell in it, each page carried a second header, footer and menu (docs/performance.md).
// The 404's title here too, or the client replaces it with the layout's after hydration (lib/seo/metadata.ts).
// A path typed with capitals goes to its lower-case page first (lib/seo/lowercase-path.ts).
export const metadata = notFoundMetadata('fr');

export default function FrenchMissing(props: MissingPageProps) {
  return lowercaseOrNotFound('', props);
}
