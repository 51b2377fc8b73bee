-- Invoice and credit-note numbers take their year from the moment printed on the document (audit, 2026-11-29).
-- issue_invoice / issue_credit_note took the number's year from now() — the start of the transaction — and issued_at
-- from clock_timestamp(): a transaction started on 31 December at 23:59:59 (Paris) and reaching the insert after
-- midnight got F-2026-00xx dated 01/01/2027, possibly after F-2027-0001 (numbers of a year out of their dates' order).
-- Now the time is read once, with clock_timestamp(), after the numbering lock, and both the year (Europe/Paris) and
-- issued_at come from it. The counter row to lock depends on that year, so the lock that orders the numbering is a
-- transaction advisory lock taken first (one per sequence); the counter row lock behind it then never waits, and the
-- numbers and dates of a sequence still grow together. Same signatures, same checks otherwise.
-- Idempotent (PGlite, PostgreSQL, Supabase).

create or replace function public.issue_invoice(p_reservation_id uuid, p_snapshot jsonb) returns jsonb
language plpgsql
set search_path = public, pg_temp
as $$
declare
  v_booking public.reservations;
  v_at timestamptz;
  v_year integer;
  v_seq integer;
  v_invoice public.invoices;
begin
  select * into v_booking from public.reservations r where r.id = p_reservation_id for update;
  if not found then
    return null;
  end if;
  select * into v_invoice from public.invoices i where i.reservation_id = p_reservation_id;
  if found then
    return to_jsonb(v_invoice) || jsonb_build_object('created', false);
  end if;
  if v_booking.price is null or not (
       v_booking.payment_status = 'completed'
       or (v_booking.payment_status = 'paid' and v_booking.checkout_state is not distinct from 'paid')) then
    raise exception 'La réservation % n''est pas facturable (ni payée en ligne ni terminée).', v_booking.booking_ref
      using errcode = 'check_violation';
  end if;
  -- The numbering lock, held until commit: every issue reads the time after the previous one committed.
  perform pg_advisory_xact_lock(hashtextextended('public.invoice_counters', 0));
  v_at := clock_timestamp();
  v_year := extract(year from (v_at at time zone 'Europe/Paris'))::integer;
  insert into public.invoice_counters as c (year, last) values (v_year, 1)
    on conflict (year) do update set last = c.last + 1
    returning c.last into v_seq;
  insert into public.invoices (reservation_id, number, year, sequence, issued_at, snapshot)
    values (p_reservation_id, 'F-' || v_year || '-' || lpad(v_seq::text, greatest(4, length(v_seq::text)), '0'),
            v_year, v_seq, v_at, p_snapshot)
    returning * into v_invoice;
  return to_jsonb(v_invoice) || jsonb_build_object('created', true);
end
$$;

create or replace function public.issue_credit_note(p_reservation_id uuid, p_snapshot jsonb) returns jsonb
language plpgsql
set search_path = public, pg_temp
as $$
declare
  v_status text;
  v_invoice public.invoices;
  v_at timestamptz;
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
  perform pg_advisory_xact_lock(hashtextextended('public.credit_note_counters', 0));
  v_at := clock_timestamp();
  v_year := extract(year from (v_at at time zone 'Europe/Paris'))::integer;
  insert into public.credit_note_counters as c (year, last) values (v_year, 1)
    on conflict (year) do update set last = c.last + 1
    returning c.last into v_seq;
  insert into public.credit_notes (invoice_id, reservation_id, number, year, sequence, issued_at, snapshot)
    values (v_invoice.id, p_reservation_id,
            'A-' || v_year || '-' || lpad(v_seq::text, greatest(4, length(v_seq::text)), '0'),
            v_year, v_seq, v_at, p_snapshot)
    returning * into v_note;
  return to_jsonb(v_note) || jsonb_build_object('created', true);
end
$$;

-- CREATE OR REPLACE keeps the grants of 20261123000500 and 20261127000500; said again for a reader of this file.
revoke all on function public.issue_invoice(uuid, jsonb) from public, anon, authenticated;
revoke all on function public.issue_credit_note(uuid, jsonb) from public, anon, authenticated;
grant execute on function public.issue_invoice(uuid, jsonb) to service_role;
grant execute on function public.issue_credit_note(uuid, jsonb) to service_role;
