-- A customer's reservations, one definition for the erasure and for what must happen before it (red-team audit,
-- 2026-11-28). 'Anonymiser ce client' cleared stripe_session_id while the customer's Stripe page could still be open:
-- a payment made there then named a booking that no longer knew its session (the webhook logged it as foreign: money
-- taken, nothing recorded), or « Payer » on the request's page opened the same session again for an erased booking.
-- The admin action now reads the customer's reservations first (customer_reservations), expires their open Checkout
-- Sessions, and only then erases them (anonymise_customer, which matches through the same function).
-- Idempotent (PGlite, PostgreSQL, Supabase).

create or replace function public.customer_reservations(p_email text, p_phone text)
returns setof public.reservations
language plpgsql
stable
set search_path = public, pg_temp
as $$
declare
  v_email text := nullif(lower(btrim(coalesce(p_email, ''))), '');
  v_phone text := nullif(right(regexp_replace(coalesce(p_phone, ''), '\D', '', 'g'), 9), '');
begin
  if v_phone is not null and length(v_phone) < 9 then
    v_phone := null;
  end if;
  if v_email is null and v_phone is null then
    return;
  end if;
  return query
    select * from public.reservations
    where anonymised_at is null
      and ((v_email is not null and lower(email) = v_email)
        or (v_phone is not null and right(regexp_replace(coalesce(phone, ''), '\D', '', 'g'), 9) = v_phone));
end
$$;

create or replace function public.anonymise_customer(p_email text, p_phone text, p_now timestamptz default now())
returns integer
language plpgsql
as $$
declare
  v_ids uuid[];
  v_count integer := 0;
begin
  if nullif(btrim(coalesce(p_email, '')), '') is null
    and length(right(regexp_replace(coalesce(p_phone, ''), '\D', '', 'g'), 9)) < 9 then
    return 0;
  end if;
  select coalesce(array_agg(id), '{}') into v_ids from public.customer_reservations(p_email, p_phone);
  if array_length(v_ids, 1) is not null then
    v_count := public.anonymise_reservation_rows(v_ids, p_now);
  end if;
  insert into public.anonymisations (reason, reservations, created_at) values ('request', v_count, p_now);
  return v_count;
end
$$;

revoke all on function public.customer_reservations(text, text) from public;
do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon') then
    execute 'revoke all on function public.customer_reservations(text, text) from anon, authenticated';
  end if;
  if exists (select 1 from pg_roles where rolname = 'service_role') then
    execute 'grant execute on function public.customer_reservations(text, text) to service_role';
  end if;
end
$$;
