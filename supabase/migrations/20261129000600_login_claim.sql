-- The admin login limit holds across instances (issue 17 point 4: "sessions and limits hold across instances").
-- Each instance checked passwords one at a time (lib/auth/login.ts), so within one instance the count-then-record
-- sequence could not be raced; but N instances behind a load balancer each counted 4 failures at once and each checked
-- a password: a client with 4 failures got N more tries instead of 1 (5 + N − 1 per window).
-- public.claim_login_attempt(ip, device, at, since, max) counts and records in one call under transaction advisory
-- locks (the address's, then the device's: one order, no deadlock), as public.take_throttle_slot does: it returns the
-- id of a row recorded as a failure BEFORE the password is checked, or null when the client already has `max`
-- failures since `since` (then the row recorded is a refused one, as before). The caller turns the row into a success
-- when the password matches (public.login_attempts.succeeded); an instance that dies in between leaves a failure,
-- the cautious side. A device's failures are counted per device, a browser without one per address
-- (lib/auth/rate-limit.ts). Idempotent (PGlite, PostgreSQL, Supabase).

create or replace function public.claim_login_attempt(
  p_ip text,
  p_device text,
  p_at timestamptz,
  p_since timestamptz,
  p_max integer
) returns bigint
language plpgsql
volatile
set search_path = public, pg_temp
as $$
declare
  failures integer;
  claimed bigint;
begin
  perform pg_advisory_xact_lock(hashtextextended('login|ip|' || p_ip, 0));
  if p_device is not null then
    perform pg_advisory_xact_lock(hashtextextended('login|device|' || p_device, 0));
    select count(*) into failures from public.login_attempts
      where device = p_device and not succeeded and not refused and attempted_at >= p_since;
  else
    select count(*) into failures from public.login_attempts
      where ip = p_ip and not succeeded and not refused and attempted_at >= p_since;
  end if;
  if failures >= p_max then
    insert into public.login_attempts (ip, succeeded, attempted_at, device, refused)
      values (p_ip, false, p_at, p_device, true);
    return null;
  end if;
  insert into public.login_attempts (ip, succeeded, attempted_at, device, refused)
    values (p_ip, false, p_at, p_device, false)
    returning id into claimed;
  return claimed;
end;
$$;

revoke all on function public.claim_login_attempt(text, text, timestamptz, timestamptz, integer)
  from public, anon, authenticated;
grant execute on function public.claim_login_attempt(text, text, timestamptz, timestamptz, integer) to service_role;
