-- Harmony Move schema: packages, blog, reservations, price settings and the safety tables.
-- Every statement is idempotent so the file can be applied twice (spec: same SQL on Supabase, Postgres and PGlite).

create or replace function public.set_updated_at() returns trigger
language plpgsql as $$
begin
  new.updated_at := now();
  return new;
end
$$;

-- Local packages (price tables of /forfaits-locaux/*)
create table if not exists public.local_packages (
  id uuid primary key default gen_random_uuid(),
  department text not null
    check (department in ('Dourdan-Aéroport', 'Essonne (91)', 'Yvelines (78)', 'Chartres et environs')),
  start_location text not null default 'Dourdan' check (char_length(start_location) between 1 and 120),
  end_location text not null check (char_length(end_location) between 1 and 120),
  berline_one_way_price numeric(10, 2) check (berline_one_way_price >= 0),
  berline_round_trip_price numeric(10, 2) check (berline_round_trip_price >= 0),
  van_one_way_price numeric(10, 2) check (van_one_way_price >= 0),
  van_round_trip_price numeric(10, 2) check (van_round_trip_price >= 0),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists local_packages_department_idx on public.local_packages (department, end_location);

-- Blog
create table if not exists public.blog_posts (
  id uuid primary key default gen_random_uuid(),
  title text not null check (char_length(title) between 1 and 200),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  meta_description text check (char_length(meta_description) <= 500),
  image_url text check (image_url ~ '^https?://'),
  external_url text check (external_url ~ '^https?://'),
  content text not null default '',
  is_published boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists blog_posts_published_idx on public.blog_posts (is_published, created_at desc);

-- Reservations: every request (wizard, package, airport, contact, business) lands here before any hand-off.
create table if not exists public.reservations (
  id uuid primary key default gen_random_uuid(),
  booking_ref text not null unique check (booking_ref ~ '^HM-[A-Z0-9]{5}$'),
  request_id uuid unique,
  channel text not null default 'wizard'
    check (channel in ('wizard', 'package', 'airport', 'business', 'contact')),
  full_name text not null check (char_length(full_name) between 1 and 120),
  email text not null check (char_length(email) between 3 and 254),
  phone text check (char_length(phone) <= 40),
  company_name text check (char_length(company_name) <= 160),
  message text check (char_length(message) <= 4000),
  pickup_location text check (char_length(pickup_location) <= 300),
  dropoff_location text check (char_length(dropoff_location) <= 300),
  pickup_time timestamptz,
  flight_train_number text check (char_length(flight_train_number) <= 20),
  vehicle_type text check (vehicle_type in ('berline', 'van')),
  passengers smallint check (passengers between 1 and 7),
  hold_bags smallint check (hold_bags between 0 and 6),
  booster smallint not null default 0 check (booster between 0 and 2),
  trip_type text check (trip_type in ('oneWay', 'roundTrip')),
  return_pickup_time timestamptz,
  return_flight_train_number text check (char_length(return_flight_train_number) <= 20),
  price numeric(10, 2) check (price >= 0),
  quote jsonb,
  payment_status text not null default 'pending'
    check (payment_status in ('pending', 'paid', 'completed', 'cancelled')),
  payment_method text not null default 'on_board' check (payment_method in ('on_board', 'online')),
  checkout_state text check (checkout_state in ('open', 'paid', 'expired', 'failed')),
  stripe_session_id text unique,
  paid_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists reservations_created_idx on public.reservations (created_at desc);

-- The admin's general rates: exactly one row, validated by the app (lib/pricing/settings.ts).
create table if not exists public.price_settings (
  id smallint primary key default 1 check (id = 1),
  settings jsonb not null check (jsonb_typeof(settings) = 'object'),
  updated_at timestamptz not null default now()
);

-- Admin login attempts (brute-force limit that holds across server instances).
create table if not exists public.login_attempts (
  id bigint generated always as identity primary key,
  ip text not null,
  succeeded boolean not null default false,
  attempted_at timestamptz not null default now()
);
create index if not exists login_attempts_ip_idx on public.login_attempts (ip, attempted_at desc);
create index if not exists login_attempts_time_idx on public.login_attempts (attempted_at desc);

-- Public form throttle (spam limit per IP and bucket).
create table if not exists public.request_throttle (
  id bigint generated always as identity primary key,
  bucket text not null,
  ip text not null,
  created_at timestamptz not null default now()
);
create index if not exists request_throttle_idx on public.request_throttle (bucket, ip, created_at desc);

-- Stripe webhook events already processed (a replay changes nothing).
create table if not exists public.stripe_events (
  id text primary key,
  type text not null,
  received_at timestamptz not null default now()
);

do $$
declare t text;
begin
  foreach t in array array['local_packages', 'blog_posts', 'reservations', 'price_settings'] loop
    execute format('drop trigger if exists %I on public.%I', t || '_updated_at', t);
    execute format(
      'create trigger %I before update on public.%I for each row execute function public.set_updated_at()',
      t || '_updated_at', t);
  end loop;
end
$$;
