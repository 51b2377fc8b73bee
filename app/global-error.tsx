'use client';

// Replaces the root layout when it fails: its own document with inline styles (components/site/plain-document.tsx).
// docs/product.md#pages-routes: visitors get a French page, never the framework's default error screen.
import { PlainDocument, plainActionStyle } from '@/components/site/plain-document';

export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <PlainDocument
      title="Erreur"
      heading="Une erreur est survenue"
      text="Le site est momentanément indisponible. Veuillez réessayer dans quelques instants."
    >
      <button type="button" onClick={() => retry()} style={plainActionStyle}>
        Réessayer
      </button>
    </PlainDocument>
  );
}
