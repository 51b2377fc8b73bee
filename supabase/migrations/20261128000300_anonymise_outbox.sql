-- Anonymisation reaches the e-mail outbox and the Stripe session (trust audit, 2026-11-28). 'Anonymiser ce client' and
-- the scheduled purge blanked the reservation row only: the messages written for it (recipient, subject, bodies, the
-- .ics attachment, reply_to, last error) still held the customer's name, e-mail, phone and addresses, shown on the
-- admin's notifications page and offered to « Renvoyer », and the Stripe session id still linked the booking to the
-- customer's e-mail at Stripe. The privacy page promises nothing is left that links to the person.
-- Now the reservation's outbox rows are deleted (a message about an erased person has nothing left worth keeping; the
-- invoices, with their own snapshot kept for accounting law, are not touched) and its stripe_session_id is cleared.
-- Rows anonymised before this migration are cleaned once, below. Idempotent (PGlite, PostgreSQL, Supabase).

create or replace function public.anonymise_reservation_rows(p_ids uuid[], p_now timestamptz)
returns integer
language sql
as $$
  delete from public.notifications n
  using public.reservations r
  where n.reservation_id = r.id and r.id = any(p_ids) and r.anonymised_at is null;

  with done as (
    update public.reservations set
      full_name = 'Client anonymisé',
      email = 'anonymise@invalid',
      phone = null,
      company_name = null,
      message = null,
      pickup_location = null,
      dropoff_location = null,
      flight_train_number = null,
      return_flight_train_number = null,
      stripe_session_id = null,
      quote = case
        when quote is null then null
        else jsonb_strip_nulls(jsonb_build_object(
          'totalCents', quote -> 'totalCents',
          'totalPrice', quote -> 'totalPrice',
          'estimatedPrice', quote -> 'estimatedPrice',
          'vatAmount', quote -> 'vatAmount',
          'anonymised', true))
      end,
      anonymised_at = p_now
    where id = any(p_ids) and anonymised_at is null
    returning 1
  )
  select count(*)::integer from done;
$$;

revoke all on function public.anonymise_reservation_rows(uuid[], timestamptz) from public;
do $$
begin
  if exists (select 1 from pg_roles where rolname = 'service_role') then
    execute 'grant execute on function public.anonymise_reservation_rows(uuid[], timestamptz) to service_role';
  end if;
end
$$;

-- What earlier anonymisations left behind.
delete from public.notifications n
using public.reservations r
where n.reservation_id = r.id and r.anonymised_at is not null;
update public.reservations set stripe_session_id = null
where anonymised_at is not null and stripe_session_id is not null;
