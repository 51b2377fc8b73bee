/** Title band shared by the inner content pages. */
export function PageHero({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string;
  title: string;
  children?: React.ReactNode;
}) {
  return (
    <section className="bg-gradient-to-b from-slate-100 to-white">
      <div className="mx-auto max-w-6xl px-4 pt-10 pb-4 sm:px-6 md:pt-16 md:pb-6">
        {eyebrow && (
          <p className="text-sm font-semibold tracking-wider text-emerald-700 uppercase">{eyebrow}</p>
        )}
        <h1 className="text-primary mt-2 max-w-3xl text-3xl font-bold tracking-tight text-balance sm:text-4xl md:text-5xl">
          {title}
        </h1>
        {children && <div className="mt-4 max-w-2xl text-lg leading-relaxed text-slate-700">{children}</div>}
      </div>
    </section>
  );
}
