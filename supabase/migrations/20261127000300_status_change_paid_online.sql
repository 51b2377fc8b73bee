-- A status set by the operator is announced with messages that depend on whether the customer has paid online (the
-- cancellation says « remboursé » or « rien à régler », the confirmation « payée en ligne » or « à bord »). Until now
-- the update checked only the status it was written from: an online payment recorded between the admin's read and
-- its update (mark_paid_with_notifications keeps a confirmed booking's status) let a cancellation tell a customer who
-- had just paid that nothing was due. p_paid_online is what the messages were written for; the update applies only
-- while it still holds (else no row: the caller answers « rechargez », like a status that moved).
drop function if exists public.update_payment_status_with_notifications(uuid, text, text, jsonb);

create or replace function public.update_payment_status_with_notifications(
  p_id uuid, p_status text, p_expected text, p_paid_online boolean, p_notifications jsonb)
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
  return next updated;
end
$$;

revoke all on function public.update_payment_status_with_notifications(uuid, text, text, boolean, jsonb)
  from public, anon, authenticated;
grant execute on function public.update_payment_status_with_notifications(uuid, text, text, boolean, jsonb)
  to service_role;
