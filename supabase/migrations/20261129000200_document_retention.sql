-- Invoices and credit notes: 10 years from the close of their financial year, then their customer is anonymised
-- (audit, 2026-11-29; docs/product.md#retention).
-- The privacy page promises « Factures et avoirs : 10 ans », but nothing ever erased the customer kept in their
-- snapshots, and the triggers counted the 10 years from the day of issue. The Code de commerce (art. L123-22) keeps
-- accounting documents 10 years from the close of the financial year: the calendar year of issue in Paris time here.
--   1. public.document_kept_until(year, issued_at): the first instant the document no longer has to be kept —
--      1 January, 00:00 Paris, of (year of issue + 11). The later of the number's year and the Paris year of
--      issued_at (the two could differ for a document issued at New Year before 20261129000100).
--   2. The daily purge (public.purge_expired_data, which public.purge_personal_data now calls) anonymises the
--      snapshots of the invoices and credit notes past that instant: customer name, company, e-mail, phone and the
--      route (the addresses of the ride) are blanked, and the snapshot says `"anonymised": true`; number, dates,
--      seller, booking reference, service text and amounts stay.
--   3. The immutability triggers allow that one change, and only it: a snapshot may become
--      public.anonymised_document_snapshot(its old value), every other column unchanged, once the retention has ended
--      (checked against the clock, not against the caller's date). Deletion follows the same end of retention.
--   4. The purge returns how many documents it anonymised (purge_expired_data: documents_anonymised) and writes it in
--      its trace (anonymisations.documents).
-- Idempotent (PGlite, PostgreSQL, Supabase).

create or replace function public.document_kept_until(p_year integer, p_issued_at timestamptz)
returns timestamptz
language sql
stable
set search_path = public, pg_temp
as $$
  select make_timestamptz(
    greatest(coalesce(p_year, 0), extract(year from (p_issued_at at time zone 'Europe/Paris'))::integer) + 11,
    1, 1, 0, 0, 0, 'Europe/Paris');
$$;

-- What the purge leaves of a document's snapshot (invoices and credit notes share its shape, lib/documents).
create or replace function public.anonymised_document_snapshot(p_snapshot jsonb)
returns jsonb
language sql
immutable
set search_path = public, pg_temp
as $$
  select p_snapshot
    || jsonb_build_object('anonymised', true)
    || case when p_snapshot ? 'customer'
         then jsonb_build_object('customer', jsonb_build_object(
           'name', 'Client anonymisé', 'companyName', null, 'email', 'anonymise@invalid', 'phone', null))
         else '{}'::jsonb end
    || case when jsonb_typeof(p_snapshot -> 'line') = 'object' and (p_snapshot -> 'line') ? 'route'
         then jsonb_build_object('line', (p_snapshot -> 'line') || jsonb_build_object('route', '—'))
         else '{}'::jsonb end;
$$;

create or replace function public.invoices_immutable() returns trigger
language plpgsql
set search_path = public, pg_temp
as $$
begin
  if tg_op = 'DELETE' then
    if now() < public.document_kept_until(old.year, old.issued_at) then
      raise exception 'Une facture est conservée 10 ans après la clôture de son exercice : % ne peut pas être supprimée.',
        old.number using errcode = 'check_violation';
    end if;
    return old;
  end if;
  if new.id is distinct from old.id or new.number is distinct from old.number or new.year is distinct from old.year
     or new.sequence is distinct from old.sequence or new.issued_at is distinct from old.issued_at
     or (new.reservation_id is distinct from old.reservation_id and new.reservation_id is not null)
     -- The one change of a snapshot: the purge's anonymisation, once the retention has ended.
     or (new.snapshot is distinct from old.snapshot
         and (new.snapshot is distinct from public.anonymised_document_snapshot(old.snapshot)
              or now() < public.document_kept_until(old.year, old.issued_at))) then
    raise exception 'Une facture émise ne peut pas être modifiée (%).', old.number using errcode = 'check_violation';
  end if;
  return new;
end
$$;

create or replace function public.credit_notes_immutable() returns trigger
language plpgsql
set search_path = public, pg_temp
as $$
begin
  if tg_op = 'DELETE' then
    if now() < public.document_kept_until(old.year, old.issued_at) then
      raise exception 'Un avoir est conservé 10 ans après la clôture de son exercice : % ne peut pas être supprimé.',
        old.number using errcode = 'check_violation';
    end if;
    return old;
  end if;
  if new.id is distinct from old.id or new.invoice_id is distinct from old.invoice_id
     or new.number is distinct from old.number or new.year is distinct from old.year
     or new.sequence is distinct from old.sequence or new.issued_at is distinct from old.issued_at
     or (new.reservation_id is distinct from old.reservation_id and new.reservation_id is not null)
     or (new.snapshot is distinct from old.snapshot
         and (new.snapshot is distinct from public.anonymised_document_snapshot(old.snapshot)
              or now() < public.document_kept_until(old.year, old.issued_at))) then
    raise exception 'Un avoir émis ne peut pas être modifié (%).', old.number using errcode = 'check_violation';
  end if;
  return new;
end
$$;

-- The trace counts the documents too (never any personal data).
alter table public.anonymisations add column if not exists documents integer not null default 0
  check (documents >= 0);

-- The documents past their retention, anonymised; returns how many. Their retention is read against the earlier of
-- p_now and the clock: a purge dated ahead (a test) never anonymises a document early, which the triggers would refuse
-- anyway. issued_at < until - 10 years is implied by the end of retention (it lets the issued_at indexes answer).
create or replace function public.anonymise_expired_documents(p_now timestamptz default now())
returns integer
language plpgsql
set search_path = public, pg_temp
as $$
declare
  v_until timestamptz := least(p_now, now());
  v_invoices integer := 0;
  v_notes integer := 0;
begin
  update public.invoices i set snapshot = public.anonymised_document_snapshot(i.snapshot)
  where i.issued_at < v_until - interval '10 years'
    and public.document_kept_until(i.year, i.issued_at) <= v_until
    and not (i.snapshot @> '{"anonymised": true}'::jsonb);
  get diagnostics v_invoices = row_count;
  update public.credit_notes c set snapshot = public.anonymised_document_snapshot(c.snapshot)
  where c.issued_at < v_until - interval '10 years'
    and public.document_kept_until(c.year, c.issued_at) <= v_until
    and not (c.snapshot @> '{"anonymised": true}'::jsonb);
  get diagnostics v_notes = row_count;
  return v_invoices + v_notes;
end
$$;

-- The scheduled purge, with the documents' count (the servers call this one: npm run db:purge, /api/cron/purge).
-- Promised retention (privacy page): bookings 3 years after the ride (the voucher — bon de réservation — must be kept
-- that long), contact and business messages 1 year after they were sent; throttle and login rows 1 day; invoices and
-- credit notes 10 years after the close of their financial year. Writes one 'retention' trace when something was
-- anonymised. A new function rather than a fourth column of purge_personal_data: re-applying 20261123000300 by hand
-- (CREATE OR REPLACE of the three-column function) must keep working.
create or replace function public.purge_expired_data(p_now timestamptz default now())
returns table (anonymised integer, throttle_deleted integer, logins_deleted integer, documents_anonymised integer)
language plpgsql
set search_path = public, pg_temp
as $$
declare
  v_ids uuid[];
  v_anonymised integer := 0;
  v_documents integer := 0;
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
  end if;
  v_documents := public.anonymise_expired_documents(p_now);
  if v_anonymised > 0 or v_documents > 0 then
    insert into public.anonymisations (reason, reservations, documents, created_at)
      values ('retention', v_anonymised, v_documents, p_now);
  end if;
  delete from public.request_throttle where created_at < p_now - interval '1 day';
  get diagnostics v_throttle = row_count;
  delete from public.login_attempts where attempted_at < p_now - interval '1 day';
  get diagnostics v_logins = row_count;
  return query select v_anonymised, v_throttle, v_logins, v_documents;
end
$$;

-- The former entry point does the same (a server of the previous release during a deployment, a run by hand).
create or replace function public.purge_personal_data(p_now timestamptz default now())
returns table (anonymised integer, throttle_deleted integer, logins_deleted integer)
language sql
set search_path = public, pg_temp
as $$
  select p.anonymised, p.throttle_deleted, p.logins_deleted from public.purge_expired_data(p_now) p;
$$;

revoke all on function public.purge_expired_data(timestamptz) from public, anon, authenticated;
revoke all on function public.purge_personal_data(timestamptz) from public, anon, authenticated;
revoke all on function public.anonymise_expired_documents(timestamptz) from public, anon, authenticated;
revoke all on function public.document_kept_until(integer, timestamptz) from public, anon, authenticated;
revoke all on function public.anonymised_document_snapshot(jsonb) from public, anon, authenticated;
grant execute on function public.purge_expired_data(timestamptz) to service_role;
grant execute on function public.purge_personal_data(timestamptz) to service_role;
grant execute on function public.anonymise_expired_documents(timestamptz) to service_role;
grant execute on function public.document_kept_until(integer, timestamptz) to service_role;
grant execute on function public.anonymised_document_snapshot(jsonb) to service_role;
