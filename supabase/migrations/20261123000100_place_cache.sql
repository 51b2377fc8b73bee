-- Server-side place resolution (issue 13): Google Place Details and Routes answers cached in the database.
-- Google's terms: place ids may be kept indefinitely; coordinates and route figures only for 30 days, after which
-- the application asks Google again (lib/places/resolve.ts, lib/maps/server-distance.ts).

create table if not exists public.place_cache (
  place_id text primary key,
  address text not null,
  lat double precision not null,
  lng double precision not null,
  fetched_at timestamptz not null default now()
);

-- Driving distance between two resolved places, keyed by their references ('catalogue:orly-4', 'google:ChIJ…').
create table if not exists public.place_distances (
  from_ref text not null,
  to_ref text not null,
  km double precision not null,
  duration_minutes integer,
  fetched_at timestamptz not null default now(),
  primary key (from_ref, to_ref)
);

alter table public.place_cache enable row level security;
alter table public.place_distances enable row level security;
revoke all on public.place_cache, public.place_distances from anon, authenticated;
grant all on public.place_cache, public.place_distances to service_role;
