-- The visitor's language on each reservation (issue 16): 'fr' (default, every existing row) or 'en'. The customer's
-- messages, voucher and invoice follow it; the operator's messages stay French. Idempotent.
alter table public.reservations add column if not exists locale text not null default 'fr';

do $$
begin
  if not exists (
    select 1 from pg_constraint where conname = 'reservations_locale_check' and conrelid = 'public.reservations'::regclass
  ) then
    alter table public.reservations add constraint reservations_locale_check check (locale in ('fr', 'en'));
  end if;
end
$$;

-- createReservation (both stores) now stores the locale too; the rest is unchanged from 20261123000400.
create or replace function public.create_reservation_with_notifications(p_row jsonb, p_notifications jsonb)
returns setof public.reservations
language plpgsql
set search_path = public, pg_temp
as $$
declare
  created public.reservations;
begin
  insert into public.reservations (
    booking_ref, request_id, channel, full_name, email, phone, company_name, message, pickup_location,
    dropoff_location, pickup_time, flight_train_number, vehicle_type, passengers, hold_bags, booster, trip_type,
    return_pickup_time, return_flight_train_number, price, quote, payment_status, payment_method, locale)
  select
    r.booking_ref, r.request_id, r.channel, r.full_name, r.email, r.phone, r.company_name, r.message,
    r.pickup_location, r.dropoff_location, r.pickup_time, r.flight_train_number, r.vehicle_type, r.passengers,
    r.hold_bags, coalesce(r.booster, 0), r.trip_type, r.return_pickup_time, r.return_flight_train_number, r.price,
    r.quote, coalesce(r.payment_status, 'pending'), coalesce(r.payment_method, 'on_board'), coalesce(r.locale, 'fr')
  from jsonb_populate_record(null::public.reservations, p_row) as r
  on conflict (request_id) do nothing
  returning * into created;
  if created.id is null then
    return;
  end if;
  perform public.enqueue_notifications(created.id, p_notifications);
  return next created;
end
$$;
