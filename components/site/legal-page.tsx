/** Layout of the legal pages: a title band and readable long-form text. */
export function LegalPage({
  title,
  updated,
  updatedLabel = `Dernière mise à jour : ${updated}`,
  prevails,
  children,
}: {
  title: string;
  updated: string;
  /** 'Dernière mise à jour : …' in the page's language. */
  updatedLabel?: string;
  /** English pages: the line saying the French version prevails. */
  prevails?: string;
  children: React.ReactNode;
}) {
  return (
    <main>
      <section className="bg-gradient-to-b from-slate-100 to-white">
        <div className="mx-auto max-w-3xl px-4 pt-10 pb-8 sm:px-6 md:pt-14">
          <h1 className="text-primary text-3xl font-bold tracking-tight md:text-4xl">{title}</h1>
          <p className="mt-3 text-sm text-slate-600">{updatedLabel}</p>
          {prevails && (
            <p className="mt-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-slate-800">
              {prevails}
            </p>
          )}
        </div>
      </section>
      <article className="[&_a]:text-primary [&_h2]:text-primary [&_h3]:text-primary mx-auto max-w-3xl px-4 pb-16 leading-relaxed text-slate-800 sm:px-6 [&_a]:font-medium [&_a]:underline [&_a]:underline-offset-4 [&_h2]:mt-10 [&_h2]:scroll-mt-24 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-6 [&_h3]:font-semibold [&_li]:mt-1.5 [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6">
        {children}
      </article>
    </main>
  );
}
