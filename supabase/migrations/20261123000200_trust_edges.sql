-- Public edges (issue 13 §3–5): atomic per-client throttle, device cookies on the login limit, server-side revocation
-- of admin sessions. Idempotent; runs on PGlite, PostgreSQL and Supabase (the functions are called by RPC there).

-- 1. Throttle: count and record in one call. The transaction-scoped advisory lock on (bucket, client) serialises
-- concurrent callers for the same client; plpgsql takes a fresh snapshot per statement (READ COMMITTED), so the
-- count sees every hit committed by a caller that held the lock before. Returns true when the hit was recorded.
create or replace function public.take_throttle_slot(
  p_bucket text,
  p_ip text,
  p_at timestamptz,
  p_since timestamptz,
  p_limit integer
) returns boolean
language plpgsql
volatile
set search_path = public, pg_temp
as $$
declare
  hits integer;
begin
  perform pg_advisory_xact_lock(hashtextextended('throttle|' || p_bucket || '|' || p_ip, 0));
  select count(*) into hits from public.request_throttle
    where bucket = p_bucket and ip = p_ip and created_at >= p_since;
  if hits >= p_limit then
    return false;
  end if;
  insert into public.request_throttle (bucket, ip, created_at) values (p_bucket, p_ip, p_at);
  return true;
end;
$$;

-- 2. Login attempts: the device cookie id (null for a browser without a valid one) and refused (429) attempts.
alter table public.login_attempts add column if not exists device text;
alter table public.login_attempts add column if not exists refused boolean not null default false;
create index if not exists login_attempts_device_idx on public.login_attempts (device, attempted_at desc)
  where device is not null;

-- 3. Admin sessions revoked on the server: one version for "log out everywhere", one row per logged-out session.
create table if not exists public.admin_session_state (
  id smallint primary key default 1 check (id = 1),
  version integer not null default 1,
  updated_at timestamptz not null default now()
);
insert into public.admin_session_state (id, version) values (1, 1) on conflict (id) do nothing;

create table if not exists public.admin_revoked_sessions (
  session_id text primary key,
  revoked_at timestamptz not null default now()
);
create index if not exists admin_revoked_sessions_time_idx on public.admin_revoked_sessions (revoked_at);

create or replace function public.bump_admin_session_version() returns integer
language sql
volatile
set search_path = public, pg_temp
as $$
  insert into public.admin_session_state (id, version, updated_at) values (1, 2, now())
  on conflict (id) do update set version = public.admin_session_state.version + 1, updated_at = now()
  returning version;
$$;

alter table public.admin_session_state enable row level security;
alter table public.admin_revoked_sessions enable row level security;
revoke all on public.admin_session_state, public.admin_revoked_sessions from anon, authenticated;
grant all on public.admin_session_state, public.admin_revoked_sessions to service_role;

revoke all on function public.take_throttle_slot(text, text, timestamptz, timestamptz, integer) from public;
revoke all on function public.bump_admin_session_version() from public;
grant execute on function public.take_throttle_slot(text, text, timestamptz, timestamptz, integer) to service_role;
grant execute on function public.bump_admin_session_version() to service_role;
