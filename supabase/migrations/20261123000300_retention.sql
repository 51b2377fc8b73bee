-- Retention and GDPR erasure (issue 13 §9, docs/operations.md "Données personnelles : conservation et purge").
-- One definition of each rule, in SQL, called by both data stores (SqlStore: select; Supabase: RPC):
--   public.purge_personal_data(now)     the scheduled purge (npm run db:purge, /api/cron/purge)
--   public.anonymise_customer(e, p, n)  the admin's 'Anonymiser ce client'
-- Anonymising keeps what accounting and statistics need (amounts, dates, status, channel, vehicle, counts) and
-- blanks everything that identifies or locates a person. Invoices (their own table and snapshot) are never touched.

alter table public.reservations add column if not exists anonymised_at timestamptz;

-- Trace of every anonymisation: when, why, how many rows. Never any personal data.
create table if not exists public.anonymisations (
  id bigint generated always as identity primary key,
  reason text not null check (reason in ('retention', 'request')),
  reservations integer not null check (reservations >= 0),
  created_at timestamptz not null default now()
);
create index if not exists anonymisations_time_idx on public.anonymisations (created_at desc);
alter table public.anonymisations enable row level security;
revoke all on public.anonymisations from anon, authenticated;
grant all on public.anonymisations to service_role;
do $$
begin
  if exists (select 1 from pg_roles where rolname = 'service_role') then
    execute 'grant usage on all sequences in schema public to service_role';
  end if;
end
$$;

-- The blanking itself, shared by both entry points.
create or replace function public.anonymise_reservation_rows(p_ids uuid[], p_now timestamptz)
returns integer
language sql
as $$
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

-- Scheduled purge. Promised retention (privacy page): bookings 3 years after the ride (the voucher — bon de
-- réservation — must be kept that long), contact and business messages 1 year after they were sent; throttle and
-- login rows 1 day. Returns the counts; writes one 'retention' trace when something was anonymised.
create or replace function public.purge_personal_data(p_now timestamptz default now())
returns table (anonymised integer, throttle_deleted integer, logins_deleted integer)
language plpgsql
as $$
declare
  v_ids uuid[];
  v_anonymised integer := 0;
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
    if v_anonymised > 0 then
      insert into public.anonymisations (reason, reservations, created_at) values ('retention', v_anonymised, p_now);
    end if;
  end if;
  delete from public.request_throttle where created_at < p_now - interval '1 day';
  get diagnostics v_throttle = row_count;
  delete from public.login_attempts where attempted_at < p_now - interval '1 day';
  get diagnostics v_logins = row_count;
  return query select v_anonymised, v_throttle, v_logins;
end
$$;

-- GDPR erasure of one customer, matched by e-mail (case-insensitive) or phone (same last 9 digits, so
-- '06 12 34 56 78' and '+33 6 12 34 56 78' match). Always writes one 'request' trace, even for 0 rows.
create or replace function public.anonymise_customer(p_email text, p_phone text, p_now timestamptz default now())
returns integer
language plpgsql
as $$
declare
  v_email text := nullif(lower(btrim(coalesce(p_email, ''))), '');
  v_phone text := nullif(right(regexp_replace(coalesce(p_phone, ''), '\D', '', 'g'), 9), '');
  v_ids uuid[];
  v_count integer := 0;
begin
  if v_phone is not null and length(v_phone) < 9 then
    v_phone := null;
  end if;
  if v_email is null and v_phone is null then
    return 0;
  end if;
  select coalesce(array_agg(id), '{}') into v_ids
  from public.reservations
  where anonymised_at is null
    and ((v_email is not null and lower(email) = v_email)
      or (v_phone is not null and right(regexp_replace(coalesce(phone, ''), '\D', '', 'g'), 9) = v_phone));
  if array_length(v_ids, 1) is not null then
    v_count := public.anonymise_reservation_rows(v_ids, p_now);
  end if;
  insert into public.anonymisations (reason, reservations, created_at) values ('request', v_count, p_now);
  return v_count;
end
$$;

revoke all on function public.anonymise_reservation_rows(uuid[], timestamptz) from public;
revoke all on function public.purge_personal_data(timestamptz) from public;
revoke all on function public.anonymise_customer(text, text, timestamptz) from public;
do $$
begin
  if exists (select 1 from pg_roles where rolname = 'service_role') then
    execute 'grant execute on function public.anonymise_reservation_rows(uuid[], timestamptz) to service_role';
    execute 'grant execute on function public.purge_personal_data(timestamptz) to service_role';
    execute 'grant execute on function public.anonymise_customer(text, text, timestamptz) to service_role';
  end if;
end
$$;
