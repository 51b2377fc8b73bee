-- Credit notes (avoirs): an issued invoice never changes, so the invoice of a booking cancelled afterwards (a card
-- payment to refund, a completed ride cancelled by mistake) is cancelled by a credit note of the same amount, with its
-- own gapless yearly number A-YYYY-NNNN (docs/product.md#credit-notes). Idempotent (PGlite, PostgreSQL, Supabase).

create table if not exists public.credit_note_counters (
  year integer primary key check (year between 2000 and 9999),
  last integer not null check (last >= 0)
);

-- One credit note per invoice, for its whole amount; immutable and kept 10 years like the invoice it cancels.
create table if not exists public.credit_notes (
  id uuid primary key default gen_random_uuid(),
  invoice_id uuid not null unique references public.invoices (id) on delete restrict,
  reservation_id uuid unique references public.reservations (id) on delete set null,
  number text not null unique check (number ~ '^A-[0-9]{4}-[0-9]{4,}$'),
  year integer not null,
  sequence integer not null check (sequence >= 1),
  issued_at timestamptz not null default now(),
  snapshot jsonb not null check (jsonb_typeof(snapshot) = 'object'),
  unique (year, sequence)
);
create index if not exists credit_notes_issued_idx on public.credit_notes (issued_at desc);

create or replace function public.credit_notes_immutable() returns trigger
language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    if old.issued_at > now() - interval '10 years' then
      raise exception 'Un avoir est conservé 10 ans : % ne peut pas être supprimé.', old.number
        using errcode = 'check_violation';
    end if;
    return old;
  end if;
  if new.id is distinct from old.id or new.invoice_id is distinct from old.invoice_id
     or new.number is distinct from old.number or new.year is distinct from old.year
     or new.sequence is distinct from old.sequence or new.issued_at is distinct from old.issued_at
     or new.snapshot is distinct from old.snapshot
     or (new.reservation_id is distinct from old.reservation_id and new.reservation_id is not null) then
    raise exception 'Un avoir émis ne peut pas être modifié (%).', old.number using errcode = 'check_violation';
  end if;
  return new;
end
$$;
drop trigger if exists credit_notes_immutable on public.credit_notes;
create trigger credit_notes_immutable before update or delete on public.credit_notes
  for each row execute function public.credit_notes_immutable();

-- A booking whose invoice was cancelled stays cancelled: confirming or completing it again would leave a ride with
-- no invoice (the credited one cannot be reissued). The admin says so before the database does (dashboard actions).
create or replace function public.reservations_credited_stay_cancelled() returns trigger
language plpgsql as $$
begin
  if old.payment_status = 'cancelled' and new.payment_status is distinct from 'cancelled'
     and exists (select 1 from public.credit_notes c where c.reservation_id = old.id) then
    raise exception 'La facture de la réservation % a été annulée par un avoir : elle reste annulée.', old.booking_ref
      using errcode = 'check_violation';
  end if;
  return new;
end
$$;
drop trigger if exists reservations_credited_stay_cancelled on public.reservations;
create trigger reservations_credited_stay_cancelled before update of payment_status on public.reservations
  for each row execute function public.reservations_credited_stay_cancelled();

-- Issues the credit note of a cancelled reservation's invoice, once: returns the existing one on any later call
-- (created = false). null when the reservation does not exist; an exception when it is not cancelled or has no
-- invoice (the server checks both first). Same locks and numbering as issue_invoice.
create or replace function public.issue_credit_note(p_reservation_id uuid, p_snapshot jsonb) returns jsonb
language plpgsql as $$
declare
  v_status text;
  v_invoice public.invoices;
  v_year integer;
  v_seq integer;
  v_note public.credit_notes;
begin
  select r.payment_status into v_status from public.reservations r where r.id = p_reservation_id for update;
  if not found then
    return null;
  end if;
  select * into v_note from public.credit_notes c where c.reservation_id = p_reservation_id;
  if found then
    return to_jsonb(v_note) || jsonb_build_object('created', false);
  end if;
  if v_status <> 'cancelled' then
    raise exception 'Seule une réservation annulée reçoit un avoir.' using errcode = 'check_violation';
  end if;
  select * into v_invoice from public.invoices i where i.reservation_id = p_reservation_id;
  if not found then
    raise exception 'Cette réservation n''a pas de facture à annuler.' using errcode = 'check_violation';
  end if;
  v_year := extract(year from (now() at time zone 'Europe/Paris'))::integer;
  insert into public.credit_note_counters as c (year, last) values (v_year, 1)
    on conflict (year) do update set last = c.last + 1
    returning c.last into v_seq;
  insert into public.credit_notes (invoice_id, reservation_id, number, year, sequence, issued_at, snapshot)
    values (v_invoice.id, p_reservation_id,
            'A-' || v_year || '-' || lpad(v_seq::text, greatest(4, length(v_seq::text)), '0'),
            v_year, v_seq, clock_timestamp(), p_snapshot)
    returning * into v_note;
  return to_jsonb(v_note) || jsonb_build_object('created', true);
end
$$;

alter table public.credit_note_counters enable row level security;
alter table public.credit_notes enable row level security;
revoke all on public.credit_note_counters, public.credit_notes from anon, authenticated;
grant all on public.credit_note_counters, public.credit_notes to service_role;
revoke all on function public.issue_credit_note(uuid, jsonb) from public, anon, authenticated;
grant execute on function public.issue_credit_note(uuid, jsonb) to service_role;
