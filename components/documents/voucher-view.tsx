// The bon de réservation as a printable page: the seven items of the arrêté, then the ride's details.
import { DOCUMENT_COPY } from '@/lib/documents/copy';
import type { Voucher, VoucherItem } from '@/lib/documents/voucher';

function Items({ items }: { items: readonly VoucherItem[] }) {
  return (
    <dl className="divide-y border-y">
      {items.map((item) => (
        <div
          key={item.label}
          className="grid gap-1 py-3 sm:grid-cols-[18rem_1fr] sm:gap-4 print:grid-cols-[16rem_1fr]"
        >
          <dt className="text-muted-foreground text-sm font-semibold print:text-black">{item.label}</dt>
          <dd className="break-words">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** In the voucher's own language (the customer's): `lang` marks it when the document root says otherwise. */
export function VoucherView({ voucher }: { voucher: Voucher }) {
  const t = DOCUMENT_COPY[voucher.locale].voucher;
  return (
    <article className="flex flex-col gap-6" aria-labelledby="voucher-title" lang={voucher.locale}>
      <header className="flex flex-col gap-1">
        <p className="text-primary text-lg font-bold">{voucher.operator.companyName}</p>
        <h1 id="voucher-title" className="text-2xl font-bold">
          {t.title} <span className="whitespace-nowrap">{voucher.bookingRef}</span>
        </h1>
        <p className="text-muted-foreground text-sm print:text-black">
          {t.regulation}. {t.presentOnCheck}
        </p>
      </header>
      <section aria-label={t.mandatory}>
        <Items items={voucher.items} />
      </section>
      <section aria-labelledby="voucher-details" className="flex flex-col gap-2">
        <h2 id="voucher-details" className="text-lg font-semibold">
          {t.details}
        </h2>
        <Items items={voucher.details} />
      </section>
    </article>
  );
}
