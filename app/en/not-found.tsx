import { NotFoundContent } from '@/components/site/not-found-content';
import { notFoundMetadata } from '@/lib/seo/metadata';

export const metadata = notFoundMetadata('en');

export default function EnglishNotFound() {
  return <NotFoundContent locale="en" />;
}
