-- Demo data (never loaded on a production database): one unpublished draft post and sample reservations, one or more
-- per status and several channels. Loaded after supabase/seed.sql on a fresh database outside production, or on the
-- embedded database with LOAD_DEMO_DATA=1 (the e2e servers). Idempotent: fixed uuids and `on conflict do nothing`.

-- ── Blog: one unpublished draft ──
insert into public.blog_posts
  (id, title, slug, meta_description, image_url, external_url, content, is_published, created_at, updated_at)
values
(
  '00000000-0000-4000-8000-000000000503',
  'Voyager avec de jeunes enfants en VTC : nos conseils',
  'voyager-avec-enfants-vtc-conseils',
  'Brouillon : rehausseurs, bagages, horaires… comment préparer un trajet en VTC avec des enfants.',
  null,
  null,
  $html$<p>Article en préparation : rehausseurs, bagages et horaires pour voyager sereinement en famille.</p>$html$,
  false,
  '2025-07-10T08:00:00Z',
  '2025-07-10T08:00:00Z'
)
on conflict (id) do nothing;

-- ── Sample reservations, one or more per status and several channels ─────────────────────────────────────────────
insert into public.reservations
  (id, booking_ref, channel, full_name, email, phone, company_name, message, pickup_location, dropoff_location,
   pickup_time, flight_train_number, vehicle_type, passengers, hold_bags, booster, trip_type, return_pickup_time,
   return_flight_train_number, price, quote, payment_status, payment_method, checkout_state, stripe_session_id,
   paid_at, created_at)
values
  ('00000000-0000-4000-8000-000000000601', 'HM-7K2QD', 'wizard', 'Camille Martin', 'camille.martin@example.fr',
   '+33 6 12 34 56 78', null, null, '12 rue de Chartres, 91410 Dourdan', 'Aéroport d''Orly, Terminal 3',
   '2026-12-18T05:30:00Z', 'AF1234', 'berline', 2, 2, 0, 'oneWay', null, null, 80.00,
   '{"route":"dourdanOrly","vehicleType":"berline","totalCents":8000}'::jsonb,
   'pending', 'on_board', null, null, null, '2026-11-20T18:12:00Z'),
  ('00000000-0000-4000-8000-000000000602', 'HM-R4T9M', 'airport', 'Thomas Bernard', 'thomas.bernard@example.fr',
   '+33 6 98 76 54 32', null, null, '5 place du Marché, 91410 Dourdan', 'Aéroport Paris-Charles de Gaulle, Terminal 2E',
   '2026-12-02T04:45:00Z', 'AF0084', 'van', 5, 5, 1, 'roundTrip', '2026-12-12T16:30:00Z', 'AF0085', 305.00,
   '{"route":"dourdanCdg","vehicleType":"van","totalCents":30500}'::jsonb,
   'paid', 'online', 'paid', 'cs_test_seed_R4T9M', '2026-11-18T09:41:00Z', '2026-11-18T09:35:00Z'),
  ('00000000-0000-4000-8000-000000000603', 'HM-B8N3X', 'package', 'Sophie Leroy', 'sophie.leroy@example.fr',
   '+33 7 11 22 33 44', null, null, '3 avenue de la Gare, 91150 Étampes', '8 rue du Château, 91410 Dourdan',
   '2026-10-05T09:00:00Z', null, 'berline', 1, 1, 0, 'oneWay', null, null, 40.00, null,
   'completed', 'on_board', null, null, null, '2026-10-01T14:20:00Z'),
  ('00000000-0000-4000-8000-000000000604', 'HM-Z5P2L', 'wizard', 'Julien Petit', 'julien.petit@example.fr',
   '+33 6 55 44 33 22', null, null, 'Gare de Lyon, Paris', '1 place Pierre-Sémard, 78120 Rambouillet',
   '2026-11-10T19:15:00Z', 'TGV6612', 'berline', 3, 3, 0, 'oneWay', null, null, 110.00,
   '{"vehicleType":"berline","distanceKm":52.5,"totalCents":11000}'::jsonb,
   'cancelled', 'on_board', null, null, null, '2026-11-02T07:50:00Z'),
  ('00000000-0000-4000-8000-000000000605', 'HM-Q6W1E', 'business', 'Nadia Haddad', 'n.haddad@example.com',
   '+33 1 60 00 00 00', 'Atelier Hurepoix SARL',
   'Navettes régulières Dourdan – Orly pour nos collaborateurs, environ 6 trajets par mois.', null, null,
   null, null, null, null, null, 0, null, null, null, null, null,
   'pending', 'on_board', null, null, null, '2026-11-19T11:05:00Z'),
  ('00000000-0000-4000-8000-000000000606', 'HM-3C7VA', 'contact', 'Marc Dubois', 'marc.dubois@example.fr',
   null, null, 'Bonjour, proposez-vous des trajets vers Parc Astérix le week-end ?', null, null,
   null, null, null, null, null, 0, null, null, null, null, null,
   'pending', 'on_board', null, null, null, '2026-11-21T08:30:00Z')
on conflict (id) do nothing;
