// The document of the three root-level boundaries — app/global-error (a layout failed), app/not-found (notFound() with
// no nearer boundary) and app/unauthorized (an admin Server Action posted without a session, no JavaScript): a French
// page with inline styles and no stylesheet. Without a stylesheet on purpose: Next serializes these boundaries into
// every page's RSC payload, each with its own copy of any stylesheet attributed to it (with
// experimental.inlineCss, the whole 70 KB of CSS each time; docs/performance.md "What holds the paint"). The site's
// own documents (components/site/html-document.tsx) carry the stylesheet.
const colors = { ink: '#0f172a', brand: '#0f2a4a', page: '#f8fafc' };

export const plainActionStyle = {
  display: 'inline-block',
  marginTop: 16,
  padding: '12px 24px',
  borderRadius: 8,
  border: 0,
  background: colors.brand,
  color: '#fff',
  fontSize: 16,
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
} as const;

export function PlainDocument({
  title,
  heading,
  text,
  children,
}: {
  /** The tab's title (without the site's name), for global-error only: it cannot export metadata, the others do. */
  title?: string;
  heading: string;
  text: string;
  /** The way on: a link or a button styled with `plainActionStyle`. */
  children: React.ReactNode;
}) {
  return (
    <html lang="fr">
      <body
        style={{
          margin: 0,
          minHeight: '100vh',
          display: 'grid',
          placeItems: 'center',
          fontFamily: 'system-ui, sans-serif',
          color: colors.ink,
          background: colors.page,
        }}
      >
        {title ? <title>{`${title} | Harmony Move`}</title> : null}
        <main style={{ maxWidth: 520, padding: 24, textAlign: 'center' }}>
          <h1 style={{ color: colors.brand, fontSize: 28 }}>{heading}</h1>
          <p style={{ lineHeight: 1.6 }}>{text}</p>
          {children}
        </main>
      </body>
    </html>
  );
}
