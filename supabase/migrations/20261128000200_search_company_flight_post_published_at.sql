-- 1. The admin's reservation search also finds the company and the flight / train numbers. « Atelier » (company
-- « Atelier Hurepoix SARL ») or « AF1234 » found nothing: 20261127000200 built `search_text` from the reference, name,
-- e-mail, phone and addresses only. A generated column's expression cannot be changed in place on every engine
-- (ALTER COLUMN … SET EXPRESSION is PostgreSQL 17+, Supabase runs older), so the column is dropped and added again
-- with the same fold (NFD, no combining marks, Œ Æ Ø Ł Đ lowered, lower case) over more fields; the numbers are also
-- there without their spaces (« AF 1234 » typed by the customer is found by « AF1234 »). Both stores filter it as
-- before (SQL `like`, PostgREST `like`). Idempotent: only rebuilt while the stored expression lacks company_name.
do $$
begin
  if not exists (
    select 1
    from pg_attribute a
    join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where a.attrelid = 'public.reservations'::regclass
      and a.attname = 'search_text'
      and not a.attisdropped
      and pg_get_expr(d.adbin, d.adrelid) like '%company_name%'
  ) then
    alter table public.reservations drop column if exists search_text;
    alter table public.reservations add column search_text text generated always as (
      lower(
        translate(
          regexp_replace(
            normalize(
              coalesce(booking_ref, '') || ' ' || coalesce(full_name, '') || ' ' || coalesce(email, '') || ' '
              || coalesce(phone, '') || ' ' || regexp_replace(coalesce(phone, ''), '\D', '', 'g') || ' '
              || case
                   when regexp_replace(coalesce(phone, ''), '\D', '', 'g') like '33%'
                     then '0' || substr(regexp_replace(coalesce(phone, ''), '\D', '', 'g'), 3)
                   else ''
                 end
              || ' ' || coalesce(pickup_location, '') || ' ' || coalesce(dropoff_location, '')
              || ' ' || coalesce(company_name, '')
              || ' ' || coalesce(flight_train_number, '') || ' '
              || regexp_replace(coalesce(flight_train_number, ''), '\s', '', 'g')
              || ' ' || coalesce(return_flight_train_number, '') || ' '
              || regexp_replace(coalesce(return_flight_train_number, ''), '\s', '', 'g'),
              NFD
            ),
            '[\u0300-\u036f]', '', 'g'
          ),
          'ŒÆØŁĐ',
          'œæøłđ'
        )
      )
    ) stored;
  end if;
end
$$;

-- 2. A post's publication date. The blog showed, ordered and declared (datePublished, article:published_time) the
-- creation date: a draft written on 10 July and published in December appeared under older posts, dated July.
-- published_at is set the first time a post is published and then kept — on later edits, and on unpublish then
-- republish too: the article keeps its place in the list and the date readers and search engines already saw (a
-- correction taken offline for an hour is not news); updated_at tells the edits (dateModified, sitemap
-- lastmod). A post inserted already published (the admin's « Publier » ticked at creation, the seed files with their
-- own created_at) is dated created_at; a draft published later, now(). Set by a trigger, so both stores (SQL and
-- PostgREST) get it without sending it. Existing published posts: published_at = created_at (updated_at untouched).
alter table public.blog_posts add column if not exists published_at timestamptz;

create or replace function public.set_blog_post_published_at() returns trigger
language plpgsql
set search_path = public, pg_temp
as $$
begin
  if new.is_published and new.published_at is null then
    new.published_at := case when tg_op = 'INSERT' then coalesce(new.created_at, now()) else now() end;
  end if;
  return new;
end
$$;

drop trigger if exists blog_posts_published_at on public.blog_posts;
create trigger blog_posts_published_at before insert or update on public.blog_posts
  for each row execute function public.set_blog_post_published_at();

alter table public.blog_posts disable trigger blog_posts_updated_at;
update public.blog_posts set published_at = created_at where is_published and published_at is null;
alter table public.blog_posts enable trigger blog_posts_updated_at;

create index if not exists blog_posts_published_at_idx on public.blog_posts (published_at desc) where is_published;
