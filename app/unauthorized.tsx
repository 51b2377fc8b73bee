import type { Metadata } from 'next';
import { PlainDocument, plainActionStyle } from '@/components/site/plain-document';

// Rendered when an admin Server Action is posted without a session as a plain form (no JavaScript): the action
// answers 401 with this page. JavaScript clients get the bare 401. A root-level boundary, so a plain document
// (components/site/plain-document.tsx): Next serializes it into every page's RSC payload.
export const metadata: Metadata = { title: 'Accès refusé', robots: { index: false, follow: false } };

export default function Unauthorized() {
  return (
    <PlainDocument
      heading="Accès refusé"
      text="Session administrateur absente ou expirée. Veuillez vous reconnecter."
    >
      {/* A plain link: this document has no router around it, and <Link> would add its chunk to every page. */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
      <a href="/admin/login" style={plainActionStyle}>
        Accès Administrateur
      </a>
    </PlainDocument>
  );
}
