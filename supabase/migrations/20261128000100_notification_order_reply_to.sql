-- The outbox, second reading (docs/architecture.md, "Notifications (outbox)"):
-- 1. Order. claim_notifications returned the rows of its `update … returning` in no guaranteed order (the order by
--    was only in the sub-select), and a message could leave before an earlier one of the same booking that was still
--    waiting: after an SMTP outage the customer read « Réservation confirmée » before « Demande reçue ». Rows now carry
--    their insertion order (`seq`), are claimed and returned in creation order, and a booking's message to a
--    recipient is held back while an earlier message of the same booking to the same recipient still waits (pending,
--    retrying, or being sent); it leaves once that one is sent or given up ('failed').
-- 2. Reply-To. `reply_to` is the address a reply should go to when the row itself cannot tell it: the customer's, on
--    the operator's messages about a request. A customer's message replies to OPERATOR_EMAIL, read at delivery
--    (lib/notifications/mailer.ts). Null on older rows.
-- 3. A new kind, 'customer_payment_received': the customer's acknowledgement of a card payment that did not confirm
--    the booking (already confirmed by hand, completed, or cancelled and to be refunded).
-- Idempotent (PGlite, PostgreSQL, Supabase).

alter table public.notifications add column if not exists seq bigint generated always as identity;
alter table public.notifications
  add column if not exists reply_to text check (reply_to is null or char_length(reply_to) between 3 and 254);

alter table public.notifications drop constraint if exists notifications_kind_check;
alter table public.notifications add constraint notifications_kind_check check (kind in (
  'operator_new_request', 'operator_payment_received',
  'customer_request_received', 'customer_confirmed', 'customer_cancelled', 'customer_payment_received'));

-- The rows still in play of a booking, for the hold-back check below.
create index if not exists notifications_waiting_idx on public.notifications (reservation_id, created_at, seq)
  where status in ('pending', 'sending');

-- As before, with each message's reply_to (absent from the JSON: null). Rows are inserted in the array's order, which
-- `seq` records.
create or replace function public.enqueue_notifications(p_reservation_id uuid, p_notifications jsonb)
returns void
language sql
set search_path = public, pg_temp
as $$
  insert into public.notifications (
    reservation_id, kind, recipient, subject, html, text_body, attachments, reply_to)
  select p_reservation_id, n.kind, n.recipient, n.subject, n.html, n.text_body, coalesce(n.attachments, '[]'::jsonb),
    nullif(btrim(n.reply_to), '')
  from rows from (
    jsonb_to_recordset(coalesce(p_notifications, '[]'::jsonb))
      as (kind text, recipient text, subject text, html text, text_body text, attachments jsonb, reply_to text)
  ) with ordinality as n(kind, recipient, subject, html, text_body, attachments, reply_to, ord)
  order by n.ord;
$$;

-- Claims up to p_limit due rows (pending and due, or 'sending' whose lock expired after a crash), oldest first, in one
-- statement: rows locked by another deliverer are skipped, each claimed row gets a fresh claim_token the result must
-- match. A row waits while an earlier row of its booking to the same recipient is pending or sending (whether due or
-- not): the deliverer sends the earlier one first, and the later one in a following claim. The result is in creation
-- order, the order the deliverer sends in.
create or replace function public.claim_notifications(p_limit integer, p_lock_seconds integer)
returns setof public.notifications
language sql
set search_path = public, pg_temp
as $$
  with due as (
    select n.id
    from public.notifications n
    where ((n.status = 'pending' and n.next_attempt_at <= now())
        or (n.status = 'sending' and n.locked_until < now()))
      and not exists (
        select 1 from public.notifications e
        where n.reservation_id is not null
          and e.reservation_id = n.reservation_id
          and e.status in ('pending', 'sending')
          and lower(e.recipient) = lower(n.recipient)
          and (e.created_at, e.seq) < (n.created_at, n.seq))
    order by n.created_at, n.seq
    limit greatest(p_limit, 0)
    for update of n skip locked
  ),
  claimed as (
    update public.notifications t
    set status = 'sending',
        attempts = t.attempts + 1,
        locked_until = now() + make_interval(secs => p_lock_seconds),
        claim_token = gen_random_uuid()
    from due
    where t.id = due.id
    returning t.*
  )
  select * from claimed order by created_at, seq;
$$;

revoke all on function public.enqueue_notifications(uuid, jsonb) from public, anon, authenticated;
revoke all on function public.claim_notifications(integer, integer) from public, anon, authenticated;
grant execute on function public.enqueue_notifications(uuid, jsonb) to service_role;
grant execute on function public.claim_notifications(integer, integer) to service_role;
