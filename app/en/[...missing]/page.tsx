import { notFound } from 'next/navigation';

// Any other /en/… URL: the English 404 page inside the English shell.
export default function EnglishMissing() {
  notFound();
}
