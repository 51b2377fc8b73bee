-- The admin's reservation search on the server matches what its list filters live (components/admin/
-- reservations-board.tsx searchText, lib/admin/format.ts fold): lower case without accents, and the phone also as its
-- digits and in its national form (+33 6 98… → 0698…). Before, « etampes » or « 0698765432 » found the reservation
-- while typing and nothing after « Filtrer », a reload or beyond the first page. One stored generated column, filtered
-- by both stores (SQL, and a PostgREST `like` for Supabase).
-- The fold is fold()'s: decompose (NFD), drop the combining marks, lower case — « Dvořák », « Şahin » and « Nguyễn »
-- become « dvorak », « sahin », « nguyen » as in the browser. lower() only folds ASCII under the C locale: the few
-- capitals that do not decompose (Œ Æ Ø Ł Đ) are lowered by translate first. Idempotent.
alter table public.reservations add column if not exists search_text text generated always as (
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
          || ' ' || coalesce(pickup_location, '') || ' ' || coalesce(dropoff_location, ''),
          NFD
        ),
        '[\u0300-\u036f]', '', 'g'
      ),
      'ŒÆØŁĐ',
      'œæøłđ'
    )
  )
) stored;
