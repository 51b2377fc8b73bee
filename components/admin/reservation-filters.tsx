'use client';

// The dashboard's filters: status, type and pickup dates with the search, as a GET form, so the filters live in the
// URL and work without JavaScript; the search box also narrows the current page live (onQuery). On a phone the four
// selectors fold behind « Filtres » (open when one is set), so the list starts on the first screen.
import Link from 'next/link';
import { useEffect, useId, useRef, useState } from 'react';
import { ChevronDown, Search } from 'lucide-react';
import { Button, buttonVariants } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { ReservationFilters } from '@/lib/admin/reservation-query';
import { CHANNELS, CHANNEL_TYPE_LABELS, PAYMENT_STATUSES, statusLabel } from '@/lib/domain/reservations';
import { cn } from '@/lib/utils';

const filterClass =
  'border-input bg-background focus-visible:ring-ring h-11 w-full rounded-md border px-2 text-base outline-none focus-visible:ring-2 sm:h-10';

/** One filter: its small label above its control (`id` is the control's). */
function FilterField({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="text-muted-foreground mb-1 block text-xs font-medium">
        {label}
      </label>
      {children}
    </div>
  );
}

/** Status, type and pickup dates with the search: a GET form, so the filters live in the URL and work without JS. */
export function ReservationFiltersForm({
  filters,
  query,
  onQuery,
}: {
  filters: ReservationFilters;
  query: string;
  onQuery: (q: string) => void;
}) {
  const set = [filters.statut, filters.type, filters.du, filters.au].filter(Boolean).length;
  const [open, setOpen] = useState(set > 0);
  const panel = useId();
  // The search box is uncontrolled: what was typed before the page hydrated (just after a filter's navigation) stays
  // in it and is sent, and the live narrowing picks it up once the component runs.
  const search = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = search.current?.value ?? '';
    if (typed !== query) onQuery(typed);
    // Once, at hydration: afterwards every keystroke goes through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Hidden on a phone while folded; always shown from the sm breakpoint (the toggle is phone-only).
  const folded = open ? undefined : 'max-sm:hidden';
  return (
    <form
      method="get"
      action="/admin/dashboard"
      role="search"
      aria-label="Filtrer les réservations"
      className="grid gap-3 border-b p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto] lg:items-end"
    >
      <div className="relative sm:col-span-2 lg:col-span-1">
        <label htmlFor="reservation-search" className="text-muted-foreground mb-1 block text-xs font-medium">
          Rechercher une réservation
        </label>
        <Search
          aria-hidden="true"
          className="text-muted-foreground pointer-events-none absolute bottom-3.5 left-3 size-4 sm:bottom-3"
        />
        <Input
          id="reservation-search"
          name="q"
          type="search"
          placeholder="Référence, nom, e-mail, téléphone, adresse…"
          ref={search}
          defaultValue={query}
          onChange={(event) => onQuery(event.target.value)}
          className="h-11 pl-9 sm:h-10"
        />
      </div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => setOpen(!open)}
        className={cn(buttonVariants({ variant: 'outline' }), 'justify-between sm:hidden')}
      >
        {set > 0 ? `Filtres (${set})` : 'Filtres'}
        <ChevronDown aria-hidden="true" className={cn('transition-transform', open && 'rotate-180')} />
      </button>
      <div id={panel} className={cn('grid gap-3 sm:contents', folded)}>
        <FilterField id="filter-status" label="Statut">
          <select
            id="filter-status"
            name="statut"
            defaultValue={filters.statut ?? ''}
            className={filterClass}
          >
            <option value="">Tous</option>
            {PAYMENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {statusLabel(status)}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterField id="filter-type" label="Type">
          <select id="filter-type" name="type" defaultValue={filters.type ?? ''} className={filterClass}>
            <option value="">Tous</option>
            {CHANNELS.map((channel) => (
              <option key={channel} value={channel}>
                {CHANNEL_TYPE_LABELS[channel]}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterField id="filter-from" label="Prise en charge du">
          <input
            id="filter-from"
            name="du"
            type="date"
            defaultValue={filters.du ?? ''}
            className={filterClass}
          />
        </FilterField>
        <FilterField id="filter-to" label="au">
          <input
            id="filter-to"
            name="au"
            type="date"
            defaultValue={filters.au ?? ''}
            className={filterClass}
          />
        </FilterField>
      </div>
      <div className="flex gap-2">
        <Button type="submit" className="flex-1">
          Filtrer
        </Button>
        <Link href="/admin/dashboard" className={cn(buttonVariants({ variant: 'outline' }), 'flex-1')}>
          Effacer
        </Link>
      </div>
    </form>
  );
}
