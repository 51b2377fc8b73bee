// A booking's recap as label / value rows (the payment result and the cancelled payment's page); rows without a value
// are left out. No hooks: used by Server and Client Components alike.
export type RecapRow = [label: string, value: string | null];

export function RecapList({ rows }: { rows: readonly RecapRow[] }) {
  return (
    <dl className="divide-border grid divide-y rounded-lg border text-sm">
      {rows
        .filter((row): row is [string, string] => row[1] !== null)
        .map(([label, value]) => (
          <div key={label} className="grid gap-1 px-4 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4">
            <dt className="text-muted-foreground font-medium">{label}</dt>
            <dd className="font-semibold break-words">{value}</dd>
          </div>
        ))}
    </dl>
  );
}
