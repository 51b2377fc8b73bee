-- Documents of a booking (issue 15): invoices with a gapless yearly number, and the hashed secret of the operator's
-- private calendar feed. Idempotent (runs on PGlite, PostgreSQL and Supabase, twice in a row).

-- One row per year: the last invoice number handed out. Updated in the same transaction as the invoice insert, so a
-- rolled-back issue never burns a number (a sequence would leave gaps, which French invoicing forbids).
create table if not exists public.invoice_counters (
  year integer primary key check (year between 2000 and 9999),
  last integer not null check (last >= 0)
);

-- An invoice is immutable once issued: it holds its own snapshot of everything it prints (seller, customer, service,
-- amounts), so a later change to the reservation, the prices or the legal identity never alters it. Kept 10 years
-- (Code de commerce, art. L123-22): the reservation may be deleted or anonymised, the invoice stays.
create table if not exists public.invoices (
  id uuid primary key default gen_random_uuid(),
  reservation_id uuid unique references public.reservations (id) on delete set null,
  number text not null unique check (number ~ '^F-[0-9]{4}-[0-9]{4,}$'),
  year integer not null,
  sequence integer not null check (sequence >= 1),
  issued_at timestamptz not null default now(),
  snapshot jsonb not null check (jsonb_typeof(snapshot) = 'object'),
  unique (year, sequence)
);
create index if not exists invoices_issued_idx on public.invoices (issued_at desc);

-- Immutability: only the link to the reservation may change (to null, when the reservation is deleted); an invoice
-- is deleted only after its 10-year retention.
create or replace function public.invoices_immutable() returns trigger
language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    if old.issued_at > now() - interval '10 years' then
      raise exception 'Une facture est conservée 10 ans : % ne peut pas être supprimée.', old.number
        using errcode = 'check_violation';
    end if;
    return old;
  end if;
  if new.id is distinct from old.id or new.number is distinct from old.number or new.year is distinct from old.year
     or new.sequence is distinct from old.sequence or new.issued_at is distinct from old.issued_at
     or new.snapshot is distinct from old.snapshot
     or (new.reservation_id is distinct from old.reservation_id and new.reservation_id is not null) then
    raise exception 'Une facture émise ne peut pas être modifiée (%).', old.number using errcode = 'check_violation';
  end if;
  return new;
end
$$;
drop trigger if exists invoices_immutable on public.invoices;
create trigger invoices_immutable before update or delete on public.invoices
  for each row execute function public.invoices_immutable();

-- Issues the invoice of a reservation, once: returns the existing one on any later call (created = false).
-- The reservation row lock serialises two issues of the same reservation; the counter row lock serialises the
-- numbering, so concurrent issues get distinct, consecutive numbers. issued_at is read after the counter lock, so
-- numbers and dates grow together. Returns null when the reservation does not exist.
create or replace function public.issue_invoice(p_reservation_id uuid, p_snapshot jsonb) returns jsonb
language plpgsql as $$
declare
  v_year integer;
  v_seq integer;
  v_invoice public.invoices;
begin
  perform 1 from public.reservations r where r.id = p_reservation_id for update;
  if not found then
    return null;
  end if;
  select * into v_invoice from public.invoices i where i.reservation_id = p_reservation_id;
  if found then
    return to_jsonb(v_invoice) || jsonb_build_object('created', false);
  end if;
  v_year := extract(year from (now() at time zone 'Europe/Paris'))::integer;
  insert into public.invoice_counters as c (year, last) values (v_year, 1)
    on conflict (year) do update set last = c.last + 1
    returning c.last into v_seq;
  insert into public.invoices (reservation_id, number, year, sequence, issued_at, snapshot)
    values (p_reservation_id, 'F-' || v_year || '-' || lpad(v_seq::text, greatest(4, length(v_seq::text)), '0'),
            v_year, v_seq, clock_timestamp(), p_snapshot)
    returning * into v_invoice;
  return to_jsonb(v_invoice) || jsonb_build_object('created', true);
end
$$;

-- Hashed secrets the admin can rotate (today: the private calendar feed token). Only the SHA-256 is stored.
create table if not exists public.app_secrets (
  name text primary key check (name ~ '^[a-z_]{1,40}$'),
  hash text not null check (hash ~ '^[0-9a-f]{64}$'),
  updated_at timestamptz not null default now()
);

alter table public.invoice_counters enable row level security;
alter table public.invoices enable row level security;
alter table public.app_secrets enable row level security;
revoke all on public.invoice_counters, public.invoices, public.app_secrets from anon, authenticated;
grant all on public.invoice_counters, public.invoices, public.app_secrets to service_role;
-- Functions are executable by PUBLIC by default: only the server (service role / owner) may issue invoices.
revoke all on function public.issue_invoice(uuid, jsonb) from public, anon, authenticated;
grant execute on function public.issue_invoice(uuid, jsonb) to service_role;
