-- Dourdan → Orly and Dourdan → CDG had two prices: the fixed fares of price_settings (the wizard's quote) and their
-- rows in the Dourdan-Aéroport table (the local price page, the airport form). An edit of one left
-- the other behind, and the same ride had two prices. A row may now name the fixed route it shows: its prices are
-- then read from the settings (lib/packages/fixed-route-prices.ts), and its own price columns are not read.
alter table public.local_packages
  add column if not exists fixed_route text check (fixed_route in ('dourdanOrly', 'dourdanCdg'));

-- One row per fixed route.
create unique index if not exists local_packages_fixed_route_idx
  on public.local_packages (fixed_route) where fixed_route is not null;

-- The seeded rows of a database created before this migration (a fresh one gets them from supabase/seed.sql), only
-- while they still are Dourdan → Orly / CDG: a row the operator turned into another ride is left alone. Their table
-- prices give way to the fixed fares (docs/operations.md, "Admin": check both before deploying). To link a row by
-- hand: update public.local_packages set fixed_route = 'dourdanOrly' where id = '…';
update public.local_packages set fixed_route = 'dourdanOrly'
  where id = '00000000-0000-4000-8000-000000000101'
    and start_location ilike 'dourdan%' and end_location ilike '%orly%' and department = 'Dourdan-Aéroport'
    and not exists (select 1 from public.local_packages where fixed_route = 'dourdanOrly');
update public.local_packages set fixed_route = 'dourdanCdg'
  where id = '00000000-0000-4000-8000-000000000102'
    and start_location ilike 'dourdan%' and (end_location ilike '%cdg%' or end_location ilike '%charles%') and department = 'Dourdan-Aéroport'
    and not exists (select 1 from public.local_packages where fixed_route = 'dourdanCdg');
