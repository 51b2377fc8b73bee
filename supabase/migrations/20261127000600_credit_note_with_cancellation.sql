-- Credit notes, second reading (docs/product.md#credit-notes):
-- 1. The operator's cancellation and the credit note of the booking's invoice commit together: the status change
--    takes the credit note's text (p_credit_note) and issues it in its own transaction, like its e-mails. Issued
--    afterwards, a failure left a cancelled booking whose invoice stood, a « Réservation annulée » e-mail linking a
--    credit note that did not exist, and a booking that could be confirmed again.
-- 2. An invoice is issued only for a booking the database itself finds invoiceable (completed, or paid online, with a
--    price), checked under the row lock: a caller holding an older copy of a booking cancelled meanwhile cannot
--    invoice it.
-- 3. A booking with an invoice that no credit note cancels is never deleted: its invoice would stand, for good, for a
--    booking nobody can find (the admin refuses it first; a payment or « Terminée » racing the deletion meets this).
-- 4. The functions of 20261127000500 get the search_path every function has had since 20261123000200.
-- Idempotent (PGlite, PostgreSQL, Supabase).

alter function public.issue_credit_note(uuid, jsonb) set search_path = public, pg_temp;
alter function public.credit_notes_immutable() set search_path = public, pg_temp;
alter function public.reservations_credited_stay_cancelled() set search_path = public, pg_temp;

create or replace function public.issue_invoice(p_reservation_id uuid, p_snapshot jsonb) returns jsonb
language plpgsql
set search_path = public, pg_temp
as $$
declare
  v_booking public.reservations;
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

drop function if exists public.update_payment_status_with_notifications(uuid, text, text, boolean, jsonb);

-- p_credit_note: the credit note's text when the change cancels a booking that has an invoice; issued in this
-- transaction, after the update (issue_credit_note sees the booking cancelled). Without it, such a cancellation is
-- refused: a status gone to Terminée and back between the admin's read and its update would otherwise cancel the
-- booking and leave its invoice standing.
create or replace function public.update_payment_status_with_notifications(
  p_id uuid, p_status text, p_expected text, p_paid_online boolean, p_notifications jsonb,
  p_credit_note jsonb default null)
returns setof public.reservations
language plpgsql
set search_path = public, pg_temp
as $$
declare
  updated public.reservations;
begin
  update public.reservations
  set payment_status = p_status,
      paid_at = case when p_status = 'paid' then coalesce(paid_at, now()) else paid_at end
  where id = p_id
    and payment_status = p_expected
    and (checkout_state is not distinct from 'paid') = p_paid_online
  returning * into updated;
  if updated.id is null then
    return;
  end if;
  perform public.enqueue_notifications(updated.id, p_notifications);
  if p_status = 'cancelled' and exists (select 1 from public.invoices i where i.reservation_id = updated.id) then
    if p_credit_note is not null then
      perform public.issue_credit_note(updated.id, p_credit_note);
    elsif not exists (select 1 from public.credit_notes c where c.reservation_id = updated.id) then
      raise exception 'La réservation % a une facture : son annulation doit l''annuler par un avoir.', updated.booking_ref
        using errcode = 'check_violation';
    end if;
  end if;
  return next updated;
end
$$;

revoke all on function public.update_payment_status_with_notifications(uuid, text, text, boolean, jsonb, jsonb)
  from public, anon, authenticated;
grant execute on function public.update_payment_status_with_notifications(uuid, text, text, boolean, jsonb, jsonb)
  to service_role;

create or replace function public.reservations_invoiced_kept() returns trigger
language plpgsql
set search_path = public, pg_temp
as $$
begin
  if exists (select 1 from public.invoices i where i.reservation_id = old.id)
     and not exists (select 1 from public.credit_notes c where c.reservation_id = old.id) then
    raise exception 'La réservation % est facturée : elle ne peut pas être supprimée.', old.booking_ref
      using errcode = 'check_violation';
  end if;
  return old;
end
$$;
drop trigger if exists reservations_invoiced_kept on public.reservations;
create trigger reservations_invoiced_kept before delete on public.reservations
  for each row execute function public.reservations_invoiced_kept();
