-- A cancellation e-mail outlives its booking's deletion (operator-loop follow-up, 2026-11-29; docs/architecture.md,
-- "Deleting closes the payment page first…").
-- The operator cancels a booking while SMTP is down (its « Réservation annulée » waits in the outbox), then deletes the
-- booking: the outbox row went with it (on delete cascade) and the customer, never told, came to the pickup. Now:
--   1. Deleting a reservation keeps its customer's cancellation that is not sent yet (pending, being sent, or failed:
--      'Renvoyer' still offers it): the row loses its reservation (reservation_id null) and is delivered as any other.
--      Every other message of the booking goes with it, as before (a « Demande reçue » of a spam request is not sent).
--      A trigger, so both stores (SQL and Supabase) and any deletion by hand behave alike.
--   2. Such a row keeps the customer's address and words after the booking is gone: the daily purge
--      (public.purge_expired_data) deletes it once sent or given up as out of date ('skipped'), and in any state 30
--      days after it was written (a cancellation that could not leave in a month no longer helps anyone).
-- Idempotent (PGlite, PostgreSQL, Supabase).

create or replace function public.keep_unsent_cancellation()
returns trigger
language plpgsql
set search_path = public, pg_temp
as $$
begin
  update public.notifications
  set reservation_id = null
  where reservation_id = old.id
    and kind = 'customer_cancelled'
    and status in ('pending', 'sending', 'failed');
  return old;
end
$$;

drop trigger if exists reservations_keep_unsent_cancellation on public.reservations;
create trigger reservations_keep_unsent_cancellation
  before delete on public.reservations
  for each row execute function public.keep_unsent_cancellation();

revoke all on function public.keep_unsent_cancellation() from public, anon, authenticated;

create or replace function public.purge_expired_data(p_now timestamptz default now())
returns table (anonymised integer, throttle_deleted integer, logins_deleted integer, documents_anonymised integer)
language plpgsql
set search_path = public, pg_temp
as $$
declare
  v_ids uuid[];
  v_anonymised integer := 0;
  v_documents integer := 0;
  v_throttle integer := 0;
  v_logins integer := 0;
begin
  select coalesce(array_agg(id), '{}') into v_ids
  from public.reservations
  where anonymised_at is null
    and (
      (channel in ('contact', 'business') and created_at < p_now - interval '1 year')
      or (channel not in ('contact', 'business')
          and greatest(coalesce(return_pickup_time, pickup_time, created_at), coalesce(pickup_time, created_at))
              < p_now - interval '3 years')
    );
  if array_length(v_ids, 1) is not null then
    v_anonymised := public.anonymise_reservation_rows(v_ids, p_now);
  end if;
  v_documents := public.anonymise_expired_documents(p_now);
  if v_anonymised > 0 or v_documents > 0 then
    insert into public.anonymisations (reason, reservations, documents, created_at)
      values ('retention', v_anonymised, v_documents, p_now);
  end if;
  -- The cancellations kept after their booking's deletion (above): gone once sent or out of date, or after 30 days.
  delete from public.notifications
  where reservation_id is null
    and kind = 'customer_cancelled'
    and (status in ('sent', 'skipped') or created_at < p_now - interval '30 days');
  delete from public.request_throttle where created_at < p_now - interval '1 day';
  get diagnostics v_throttle = row_count;
  delete from public.login_attempts where attempted_at < p_now - interval '1 day';
  get diagnostics v_logins = row_count;
  return query select v_anonymised, v_throttle, v_logins, v_documents;
end
$$;

revoke all on function public.purge_expired_data(timestamptz) from public, anon, authenticated;
grant execute on function public.purge_expired_data(timestamptz) to service_role;
