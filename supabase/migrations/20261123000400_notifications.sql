-- Transactional outbox of e-mail notifications (lib/notifications). A row is written by the same statement (or SQL
-- function) as the event that causes it, so a crash between "stored" and "announced" can never lose a message.
-- Delivery claims rows with `for update skip locked` and a claim token, so two deliverers never send one row twice.

create table if not exists public.notifications (
  id uuid primary key default gen_random_uuid(),
  reservation_id uuid references public.reservations (id) on delete cascade,
  kind text not null check (kind in (
    'operator_new_request', 'operator_payment_received',
    'customer_request_received', 'customer_confirmed', 'customer_cancelled')),
  recipient text not null check (char_length(recipient) between 3 and 254),
  subject text not null check (char_length(subject) between 1 and 300),
  html text not null,
  text_body text not null,
  -- [{ "filename": "reservation.ics", "contentType": "text/calendar; …", "content": "BEGIN:VCALENDAR…" }]
  attachments jsonb not null default '[]'::jsonb check (jsonb_typeof(attachments) = 'array'),
  status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed')),
  attempts smallint not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz not null default now(),
  locked_until timestamptz,
  claim_token uuid,
  last_error text check (char_length(last_error) <= 2000),
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists notifications_due_idx on public.notifications (status, next_attempt_at);
create index if not exists notifications_reservation_idx on public.notifications (reservation_id);
create index if not exists notifications_created_idx on public.notifications (created_at desc);

drop trigger if exists notifications_updated_at on public.notifications;
create trigger notifications_updated_at before update on public.notifications
  for each row execute function public.set_updated_at();

alter table public.notifications enable row level security;
revoke all on public.notifications from anon, authenticated;
grant all on public.notifications to service_role;

-- Inserts the notifications of `p_notifications` (a JSON array of {kind, recipient, subject, html, text_body,
-- attachments}) for reservation `p_reservation_id`. Called inside the functions below (one transaction each).
create or replace function public.enqueue_notifications(p_reservation_id uuid, p_notifications jsonb)
returns void
language sql
set search_path = public, pg_temp
as $$
  insert into public.notifications (reservation_id, kind, recipient, subject, html, text_body, attachments)
  select p_reservation_id, n.kind, n.recipient, n.subject, n.html, n.text_body, coalesce(n.attachments, '[]'::jsonb)
  from jsonb_to_recordset(coalesce(p_notifications, '[]'::jsonb))
    as n(kind text, recipient text, subject text, html text, text_body text, attachments jsonb);
$$;

-- createReservation for the Supabase store: insert (idempotent on request_id) + its notifications, atomically.
-- Returns the new row, or nothing when the request_id was already stored (then nothing is enqueued).
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
    return_pickup_time, return_flight_train_number, price, quote, payment_status, payment_method)
  select
    r.booking_ref, r.request_id, r.channel, r.full_name, r.email, r.phone, r.company_name, r.message,
    r.pickup_location, r.dropoff_location, r.pickup_time, r.flight_train_number, r.vehicle_type, r.passengers,
    r.hold_bags, coalesce(r.booster, 0), r.trip_type, r.return_pickup_time, r.return_flight_train_number, r.price,
    r.quote, coalesce(r.payment_status, 'pending'), coalesce(r.payment_method, 'on_board')
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

-- markPaid with notifications: pending → paid for exactly one caller, who alone enqueues.
create or replace function public.mark_paid_with_notifications(p_id uuid, p_notifications jsonb)
returns setof public.reservations
language plpgsql
set search_path = public, pg_temp
as $$
declare
  updated public.reservations;
begin
  update public.reservations
  set payment_status = 'paid', checkout_state = 'paid', paid_at = now()
  where id = p_id and payment_status = 'pending'
  returning * into updated;
  if updated.id is null then
    return;
  end if;
  perform public.enqueue_notifications(updated.id, p_notifications);
  return next updated;
end
$$;

-- updatePaymentStatus with notifications: applies only when the status is still `p_expected` (the one the messages
-- were rendered for); nothing is returned (and nothing enqueued) otherwise.
create or replace function public.update_payment_status_with_notifications(
  p_id uuid, p_status text, p_expected text, p_notifications jsonb)
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
  where id = p_id and payment_status = p_expected
  returning * into updated;
  if updated.id is null then
    return;
  end if;
  perform public.enqueue_notifications(updated.id, p_notifications);
  return next updated;
end
$$;

-- Claims up to p_limit due rows (pending and due, or 'sending' whose lock expired after a crash): one statement,
-- rows locked by another deliverer are skipped, each claimed row gets a fresh claim_token the result must match.
create or replace function public.claim_notifications(p_limit integer, p_lock_seconds integer)
returns setof public.notifications
language sql
set search_path = public, pg_temp
as $$
  update public.notifications
  set status = 'sending',
      attempts = attempts + 1,
      locked_until = now() + make_interval(secs => p_lock_seconds),
      claim_token = gen_random_uuid()
  where id in (
    select id from public.notifications
    where (status = 'pending' and next_attempt_at <= now())
       or (status = 'sending' and locked_until < now())
    order by next_attempt_at, created_at
    limit greatest(p_limit, 0)
    for update skip locked)
  returning *;
$$;

revoke all on function public.enqueue_notifications(uuid, jsonb) from public, anon, authenticated;
revoke all on function public.create_reservation_with_notifications(jsonb, jsonb) from public, anon, authenticated;
revoke all on function public.mark_paid_with_notifications(uuid, jsonb) from public, anon, authenticated;
revoke all on function public.update_payment_status_with_notifications(uuid, text, text, jsonb)
  from public, anon, authenticated;
revoke all on function public.claim_notifications(integer, integer) from public, anon, authenticated;
grant execute on function public.enqueue_notifications(uuid, jsonb) to service_role;
grant execute on function public.create_reservation_with_notifications(jsonb, jsonb) to service_role;
grant execute on function public.mark_paid_with_notifications(uuid, jsonb) to service_role;
grant execute on function public.update_payment_status_with_notifications(uuid, text, text, jsonb) to service_role;
grant execute on function public.claim_notifications(integer, integer) to service_role;
