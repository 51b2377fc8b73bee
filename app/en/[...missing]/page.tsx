import { notFound } from 'next/navigation';
import { notFoundMetadata } from '@/lib/seo/metadata';

// Any other /en/… URL: the English 404 page inside the English shell.
// The 404's title here too, or the client replaces it with the layout's after hydration (lib/seo/metadata.ts).
export const metadata = notFoundMetadata('en');

export default function EnglishMissing() {
  notFound();
}
