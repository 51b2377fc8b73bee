-- An online payment is recorded whatever the operator did meanwhile (docs/architecture.md, "Payments"). Before, only a
-- pending booking could be marked paid: a customer who paid on Stripe's page after the operator had confirmed the
-- booking by hand (or cancelled it) was charged with nothing recorded — no 'Paiement reçu', no invoice, « À bord » in
-- the export, and the driver could collect the fare a second time.
--
-- The one transition is now the checkout becoming paid (exactly one caller sees checkout_state <> 'paid'): it records
-- checkout_state = 'paid' and paid_at, and moves a pending booking to 'paid'; a confirmed, completed or cancelled one
-- keeps its status. p_expected is the status the messages were written for: the update applies only while the
-- booking still has it (the caller reads again and writes other messages otherwise). Idempotent.
drop function if exists public.mark_paid_with_notifications(uuid, jsonb);

create or replace function public.mark_paid_with_notifications(p_id uuid, p_expected text, p_notifications jsonb)
returns setof public.reservations
language plpgsql
set search_path = public, pg_temp
as $$
declare
  updated public.reservations;
begin
  update public.reservations
  set checkout_state = 'paid',
      paid_at = now(),
      payment_status = case when payment_status = 'pending' then 'paid' else payment_status end
  where id = p_id and payment_status = p_expected and checkout_state is distinct from 'paid'
  returning * into updated;
  if updated.id is null then
    return;
  end if;
  perform public.enqueue_notifications(updated.id, p_notifications);
  return next updated;
end
$$;

revoke all on function public.mark_paid_with_notifications(uuid, text, jsonb) from public, anon, authenticated;
grant execute on function public.mark_paid_with_notifications(uuid, text, jsonb) to service_role;
