-- Row-level security: on for every table. The anonymous role reads only published posts and active packages;
-- every write goes through the server (service role / table owner), never through a public key.

alter table public.local_packages enable row level security;
alter table public.blog_posts enable row level security;
alter table public.reservations enable row level security;
alter table public.price_settings enable row level security;
alter table public.login_attempts enable row level security;
alter table public.request_throttle enable row level security;
alter table public.stripe_events enable row level security;

revoke all on all tables in schema public from anon, authenticated;
revoke all on all sequences in schema public from anon, authenticated;
grant select on public.local_packages, public.blog_posts to anon, authenticated;
grant all on all tables in schema public to service_role;
grant all on all sequences in schema public to service_role;
-- Supabase's default privileges grant every new table in public to anon and authenticated; tables added by later
-- migrations must start closed too (RLS stays the second lock).
alter default privileges in schema public revoke all on tables from anon, authenticated;
alter default privileges in schema public revoke all on sequences from anon, authenticated;

drop policy if exists "Active packages are public" on public.local_packages;
create policy "Active packages are public" on public.local_packages
  for select to anon, authenticated using (is_active);

drop policy if exists "Published posts are public" on public.blog_posts;
create policy "Published posts are public" on public.blog_posts
  for select to anon, authenticated using (is_published);
