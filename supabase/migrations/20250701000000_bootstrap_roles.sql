-- Supabase already has these roles; plain Postgres and the embedded PGlite do not.
-- Creating them only when missing lets the same migrations run everywhere (and twice in a row). Roles are global to a
-- Postgres cluster: two databases migrating at the same moment may race, so "already exists" is not an error.
do $$
declare
  r record;
begin
  for r in
    select * from (values ('anon', false), ('authenticated', false), ('service_role', true)) as v(name, bypass)
  loop
    if not exists (select 1 from pg_roles where rolname = r.name) then
      begin
        execute format('create role %I nologin noinherit%s', r.name, case when r.bypass then ' bypassrls' else '' end);
      exception when duplicate_object or unique_violation then
        null;
      end;
    end if;
  end loop;
end
$$;

grant usage on schema public to anon, authenticated, service_role;
