import type { Metadata } from 'next';
import { PlainDocument, plainActionStyle } from '@/components/site/plain-document';
import { getT } from '@/lib/i18n/translator';

// notFound() with no nearer boundary. Every part of the site has its own, inside its own document and shell:
// app/(site)/not-found (with app/(site)/[...missing] for unmatched URLs), app/en/not-found (app/en/[...missing]),
// app/admin/not-found, app/bon/not-found. This one stays plain: Next serializes it into every page's RSC payload.
export const metadata: Metadata = { title: 'Page non trouvée', robots: { index: false, follow: true } };

export default function NotFound() {
  const t = getT('fr', 'NotFound');
  return (
    <PlainDocument heading={t('title')} text={t('text')}>
      {/* A plain link: this document has no router around it, and <Link> would add its chunk to every page. */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
      <a href="/" style={plainActionStyle}>
        {t('home')}
      </a>
    </PlainDocument>
  );
}
