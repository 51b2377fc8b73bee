-- A deliverer renews its claim on a message right before sending it (many-instances audit, 2026-11-29).
-- A batch of 20 rows shared one 120 s lock while its deliverer sent them one by one: with a slow SMTP server (up to
-- 20 s per step) the lock of the rows not sent yet ran out, another deliverer (another instance's after(), the cron
-- route, the crontab script) claimed them again, and both sent them — customers got two « Réservation confirmée »,
-- sometimes after the next message, and each real try counted twice towards the six attempts.
-- public.renew_notification_claim(id, token, seconds): true, and the row locked for `seconds` more from the database's
-- clock, only while the caller's claim still holds (same token, still 'sending'); false when another deliverer has
-- taken it (lib/notifications/deliver.ts then leaves the row to it). Both stores call this one function.
-- Idempotent (PGlite, PostgreSQL, Supabase).

create or replace function public.renew_notification_claim(p_id uuid, p_claim_token uuid, p_lock_seconds integer)
returns boolean
language sql
set search_path = public, pg_temp
as $$
  with renewed as (
    update public.notifications
    set locked_until = now() + make_interval(secs => p_lock_seconds)
    where id = p_id and claim_token = p_claim_token and status = 'sending'
    returning 1
  )
  select exists (select 1 from renewed);
$$;

revoke all on function public.renew_notification_claim(uuid, uuid, integer) from public, anon, authenticated;
grant execute on function public.renew_notification_claim(uuid, uuid, integer) to service_role;
