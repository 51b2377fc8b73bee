-- 'Anonymiser ce client' reaches the cancellations kept after their booking's deletion (second reading, 2026-11-29).
-- Migration 20261129000300 keeps a customer's unsent « Réservation annulée » when its booking is deleted, without its
-- booking (reservation_id null) for 30 days at most. The erasure found the outbox only through reservations, so such a
-- row kept the customer's address and words after they asked to be erased. It now deletes, too, the kept rows addressed
-- to the e-mail given (the phone is in no recipient). Idempotent (PGlite, PostgreSQL, Supabase).

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
  if nullif(btrim(coalesce(p_email, '')), '') is not null then
    delete from public.notifications
    where reservation_id is null and lower(recipient) = lower(btrim(p_email));
  end if;
  insert into public.anonymisations (reason, reservations, created_at) values ('request', v_count, p_now);
  return v_count;
end
$$;
