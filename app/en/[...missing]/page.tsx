import { lowercaseOrNotFound, type MissingPageProps } from '@/lib/seo/lowercase-path';
import { notFoundMetadata } from '@/lib/seo/metadata';

// Any other /en/… URL: the English 404 page inside the English shell.
// The 404's title here too, or the client replaces it with the layout's after hydration (lib/seo/metadata.ts).
// A path typed with capitals goes to its lower-case page first (lib/seo/lowercase-path.ts).
export const metadata = notFoundMetadata('en');

export default function EnglishMissing(props: MissingPageProps) {
  return lowercaseOrNotFound('/en', props);
}
