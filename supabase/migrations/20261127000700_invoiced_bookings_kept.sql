-- Credit notes, third reading (docs/product.md#credit-notes), underneath what the admin already says:
-- 1. A booking with an invoice that no credit note cancels is never deleted: its invoice would stand, for good, for a
--    booking nobody can find (the admin refuses it first; a payment or « Terminée » racing the deletion meets this).
-- 2. The operator's cancellation of a booking with an invoice must carry its credit note: a status that went to
--    Terminée and back between the admin's read and its update would otherwise cancel the booking and leave its
--    invoice standing.
-- Idempotent (PGlite, PostgreSQL, Supabase).

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
