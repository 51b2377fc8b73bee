import type { Metadata } from 'next';
import { HtmlDocument } from '@/components/site/html-document';

// Rendered when an admin Server Action is posted without a session as a plain form (no JavaScript):
// the action answers 401 with this page. JavaScript clients get the bare 401. A plain <a>: this boundary is part of
// every page, and <Link> here would add its client chunk to all of them. The root layout renders no <html>, so the
// document comes from here (French).
export const metadata: Metadata = { title: 'Accès refusé', robots: { index: false, follow: false } };

export default function Unauthorized() {
  return (
    <HtmlDocument lang="fr">
      <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
        <h1 className="text-2xl font-bold">Accès refusé</h1>
        <p className="text-muted-foreground">
          Session administrateur absente ou expirée. Veuillez vous reconnecter.
        </p>
        <a href="/admin/login" className="text-primary font-semibold underline underline-offset-4">
          Accès Administrateur
        </a>
      </main>
    </HtmlDocument>
  );
}
