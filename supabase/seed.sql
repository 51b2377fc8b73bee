-- Reference data every database needs (packages, rates, the two published articles of docs/product.md#blog), loaded on a fresh
-- database (embedded PGlite on first start, `supabase db reset`, a new Postgres). Sample reservations and draft posts
-- live apart in supabase/demo.sql, loaded only outside production or with LOAD_DEMO_DATA=1 on the embedded database.
-- Idempotent: fixed uuids and `on conflict do nothing`, so running it twice changes nothing and never overwrites
-- what the administrator edited. Prices are TTC in euros; a null price shows 'N/A' on the public tables.

-- ── Local packages (price tables of /forfaits-locaux/*) ──────────────────────────────────────────────────────────
-- Dourdan → Orly / CDG show the fixed fares of price_settings (their price columns, equal to the default fares, are
-- not read: see the update after this insert).
insert into public.local_packages
  (id, department, start_location, end_location,
   berline_one_way_price, berline_round_trip_price, van_one_way_price, van_round_trip_price, is_active, created_at)
values
  -- Dourdan-Aéroport
  ('00000000-0000-4000-8000-000000000101', 'Dourdan-Aéroport', 'Dourdan', 'Aéroport d''Orly', 80.00, 150.00, 110.00, 210.00, true, '2025-06-01T08:00:00Z'),
  ('00000000-0000-4000-8000-000000000102', 'Dourdan-Aéroport', 'Dourdan', 'Aéroport Paris-Charles de Gaulle (CDG)', 120.00, 230.00, 160.00, 305.00, true, '2025-06-01T08:01:00Z'),
  ('00000000-0000-4000-8000-000000000103', 'Dourdan-Aéroport', 'Dourdan', 'Aéroport de Beauvais-Tillé', 190.00, null, 250.00, null, true, '2025-06-01T08:02:00Z'),
  ('00000000-0000-4000-8000-000000000104', 'Dourdan-Aéroport', 'Dourdan', 'Gare de Lyon (Paris)', 95.00, 180.00, 130.00, 245.00, true, '2025-06-01T08:03:00Z'),
  ('00000000-0000-4000-8000-000000000105', 'Dourdan-Aéroport', 'Dourdan', 'Gare Montparnasse (Paris)', 90.00, 170.00, 125.00, 235.00, true, '2025-06-01T08:04:00Z'),
  ('00000000-0000-4000-8000-000000000106', 'Dourdan-Aéroport', 'Dourdan', 'Gare du Nord (Paris)', 100.00, 190.00, 135.00, null, true, '2025-06-01T08:05:00Z'),
  ('00000000-0000-4000-8000-000000000107', 'Dourdan-Aéroport', 'Dourdan', 'Gare de Massy TGV', 45.00, 85.00, 65.00, 120.00, true, '2025-06-01T08:06:00Z'),
  -- Essonne (91)
  ('00000000-0000-4000-8000-000000000201', 'Essonne (91)', 'Dourdan', 'Étampes', 40.00, 75.00, 60.00, 110.00, true, '2025-06-02T08:00:00Z'),
  ('00000000-0000-4000-8000-000000000202', 'Essonne (91)', 'Dourdan', 'Arpajon', 45.00, 85.00, 65.00, 120.00, true, '2025-06-02T08:01:00Z'),
  ('00000000-0000-4000-8000-000000000203', 'Essonne (91)', 'Dourdan', 'Saint-Chéron', 25.00, 45.00, 40.00, 75.00, true, '2025-06-02T08:02:00Z'),
  ('00000000-0000-4000-8000-000000000204', 'Essonne (91)', 'Dourdan', 'Évry-Courcouronnes', 65.00, 120.00, 90.00, null, true, '2025-06-02T08:03:00Z'),
  ('00000000-0000-4000-8000-000000000205', 'Essonne (91)', 'Dourdan', 'Sermaise', 15.00, 28.00, 25.00, 45.00, true, '2025-06-02T08:04:00Z'),
  ('00000000-0000-4000-8000-000000000206', 'Essonne (91)', 'Dourdan', 'Roinville', 12.00, null, null, null, true, '2025-06-02T08:05:00Z'),
  ('00000000-0000-4000-8000-000000000207', 'Essonne (91)', 'Dourdan', 'Brétigny-sur-Orge', 55.00, 100.00, 80.00, 150.00, true, '2025-06-02T08:06:00Z'),
  ('00000000-0000-4000-8000-000000000208', 'Essonne (91)', 'Dourdan', 'Les Ulis', 50.00, 95.00, 75.00, 140.00, true, '2025-06-02T08:07:00Z'),
  ('00000000-0000-4000-8000-000000000209', 'Essonne (91)', 'Dourdan', 'Corbeil-Essonnes', 75.00, 140.00, 100.00, 190.00, false, '2025-06-02T08:08:00Z'),
  -- Yvelines (78)
  ('00000000-0000-4000-8000-000000000301', 'Yvelines (78)', 'Dourdan', 'Rambouillet', 40.00, 75.00, 60.00, 110.00, true, '2025-06-03T08:00:00Z'),
  ('00000000-0000-4000-8000-000000000302', 'Yvelines (78)', 'Dourdan', 'Saint-Arnoult-en-Yvelines', 20.00, 38.00, 35.00, 65.00, true, '2025-06-03T08:01:00Z'),
  ('00000000-0000-4000-8000-000000000303', 'Yvelines (78)', 'Dourdan', 'Ablis', 30.00, 55.00, 45.00, null, true, '2025-06-03T08:02:00Z'),
  ('00000000-0000-4000-8000-000000000304', 'Yvelines (78)', 'Dourdan', 'Bonnelles', 20.00, 38.00, 30.00, 55.00, true, '2025-06-03T08:03:00Z'),
  ('00000000-0000-4000-8000-000000000305', 'Yvelines (78)', 'Dourdan', 'Versailles', 85.00, null, 115.00, null, true, '2025-06-03T08:04:00Z'),
  ('00000000-0000-4000-8000-000000000306', 'Yvelines (78)', 'Dourdan', 'Saint-Quentin-en-Yvelines', 70.00, 130.00, 95.00, 180.00, true, '2025-06-03T08:05:00Z'),
  -- Chartres et environs
  ('00000000-0000-4000-8000-000000000401', 'Chartres et environs', 'Chartres', 'Dourdan', 70.00, 130.00, 95.00, 180.00, true, '2025-06-04T08:00:00Z'),
  ('00000000-0000-4000-8000-000000000402', 'Chartres et environs', 'Chartres', 'Aéroport d''Orly', 110.00, 210.00, 150.00, 285.00, true, '2025-06-04T08:01:00Z'),
  ('00000000-0000-4000-8000-000000000403', 'Chartres et environs', 'Chartres', 'Aéroport Paris-Charles de Gaulle (CDG)', 170.00, 320.00, 220.00, null, true, '2025-06-04T08:02:00Z'),
  ('00000000-0000-4000-8000-000000000404', 'Chartres et environs', 'Chartres', 'Gare Montparnasse (Paris)', 150.00, 285.00, 195.00, null, true, '2025-06-04T08:03:00Z'),
  ('00000000-0000-4000-8000-000000000405', 'Chartres et environs', 'Chartres', 'Rambouillet', 65.00, 120.00, null, null, true, '2025-06-04T08:04:00Z'),
  ('00000000-0000-4000-8000-000000000406', 'Chartres et environs', 'Chartres', 'Maintenon', 35.00, 65.00, 50.00, 95.00, true, '2025-06-04T08:05:00Z')
on conflict (id) do nothing;

-- The Dourdan-Aéroport rows of the two fixed routes (migration 20261127000400): priced by the settings' fixed fares.
update public.local_packages set fixed_route = 'dourdanOrly'
  where id = '00000000-0000-4000-8000-000000000101'
    and start_location ilike 'dourdan%' and end_location ilike '%orly%' and fixed_route is null
    and not exists (select 1 from public.local_packages where fixed_route = 'dourdanOrly');
update public.local_packages set fixed_route = 'dourdanCdg'
  where id = '00000000-0000-4000-8000-000000000102'
    and start_location ilike 'dourdan%' and (end_location ilike '%cdg%' or end_location ilike '%charles%') and fixed_route is null
    and not exists (select 1 from public.local_packages where fixed_route = 'dourdanCdg');

-- ── General rates (one row). Keep in sync with DEFAULT_PRICE_SETTINGS (lib/pricing/settings.ts; a test checks it). ──
insert into public.price_settings (id, settings)
values (1, '{"vehicles":{"berline":{"pricePerKmCents":200,"basePriceCents":500},"van":{"pricePerKmCents":288,"basePriceCents":1000}},"fixedFares":{"parisOrly":{"berline":6000,"van":9000},"orlyParis":{"berline":6000,"van":11000},"parisCdg":{"berline":9000,"van":11000},"cdgParis":{"berline":7000,"van":13000},"dourdanOrly":{"berline":8000,"van":11000},"dourdanCdg":{"berline":12000,"van":16000},"parisDisney":{"berline":9500,"van":12500},"disneyParis":{"berline":9500,"van":12500},"cdgDisney":{"berline":8500,"van":11500},"disneyCdg":{"berline":8500,"van":11500},"orlyDisney":{"berline":8000,"van":11000},"disneyOrly":{"berline":8000,"van":11000}},"roundTripDiscounts":{"orly":{"berline":1000,"van":1000},"cdg":{"berline":1000,"van":1500},"disney":{"berline":1000,"van":1500}},"minimums":{"dourdanArea":{"berline":1100,"van":1500},"paris":{"berline":3500,"van":5000},"local":{"berline":2000,"van":4000}}}'::jsonb)
on conflict (id) do nothing;

-- ── Blog (docs/product.md#blog: two articles, 4 July 2025 and 20 June 2025) ──────────────────────────────────────────────────────
insert into public.blog_posts
  (id, title, slug, meta_description, image_url, external_url, content, is_published, created_at, updated_at)
values
(
  '00000000-0000-4000-8000-000000000501',
  'Les avantages d''un VTC pour vos transferts vers l''aéroport',
  'avantages-vtc-transferts-aeroport',
  'Prix fixe, suivi de vol, attente incluse et chauffeur bilingue : pourquoi réserver un VTC au départ de Dourdan pour rejoindre Orly, Roissy-Charles de Gaulle ou Beauvais sereinement.',
  null,
  null,
  $html$<p>Un départ en vacances ou un voyage d'affaires commence bien avant l'embarquement. Entre les valises, les horaires serrés et la circulation francilienne, le trajet vers l'aéroport est souvent la partie la plus stressante du voyage. Depuis Dourdan et le sud de l'Essonne, les options ne manquent pas : voiture personnelle, train puis RER, taxi… Pourtant, de plus en plus de voyageurs choisissent un chauffeur VTC. Voici pourquoi ce choix est souvent le plus simple, le plus confortable et, au bout du compte, le plus économique.</p>

<h2>Un prix fixe, connu avant le départ</h2>
<p>Avec Harmony Move, le prix de votre transfert est fixé au moment de la réservation. Il ne dépend ni des bouchons sur l'A10, ni d'un accident sur le périphérique, ni d'un détour imposé par des travaux. Vous savez exactement ce que vous paierez, TVA comprise, avant même de monter à bord.</p>
<p>C'est une différence importante avec un compteur qui tourne dans les embouteillages du vendredi soir. Pour un trajet Dourdan – Orly ou Dourdan – Roissy-Charles de Gaulle, nos <a href="/forfaits-locaux/dourdan-aeroports">tarifs Dourdan – aéroports</a> vous donnent un tarif clair, affiché en ligne, pour une berline comme pour un van.</p>

<h2>Pas de stationnement à payer, pas de voiture à récupérer</h2>
<p>Laisser sa voiture une semaine dans un parking d'aéroport coûte vite plus cher qu'un aller simple en VTC. Il faut aussi compter le temps de recherche d'une place, la navette jusqu'au terminal et, au retour, la fatigue de reprendre le volant après un long vol. Avec un chauffeur, vous êtes déposé devant votre terminal et récupéré au même endroit à votre retour.</p>

<h2>Un accueil personnalisé à l'arrivée</h2>
<p>Lorsque vous revenez de voyage, votre chauffeur vous attend dans le hall des arrivées avec une pancarte à votre nom. Il vous aide avec vos bagages et vous conduit jusqu'au véhicule. Plus besoin de chercher une file de taxis ou de déchiffrer un plan de transports en commun après une nuit passée dans l'avion.</p>
<ul>
  <li><strong>Suivi de vol en temps réel</strong> : si votre avion a de l'avance ou du retard, l'heure de prise en charge s'adapte.</li>
  <li><strong>1 heure d'attente incluse</strong> à l'aéroport, le temps de récupérer vos valises et de passer les contrôles.</li>
  <li><strong>Chauffeurs bilingues</strong> français et anglais, pratique pour vos invités ou clients étrangers.</li>
</ul>

<h2>Le confort d'un véhicule premium</h2>
<p>Nos véhicules, Mercedes Classe E ou Tesla Model Y, sont entretenus avec soin et climatisés. La berline accueille jusqu'à 4 passagers et 3 bagages en soute ; le van, jusqu'à 7 passagers et 6 bagages, idéal pour une famille ou un petit groupe. Un rehausseur peut être prévu pour les enfants de plus de 3 ans : il suffit de le préciser lors de la réservation.</p>
<p>Le trajet devient un moment de calme : vous pouvez lire, travailler, passer vos derniers appels ou simplement vous reposer avant le vol.</p>

<h2>Une réservation simple, 24h/24</h2>
<p>Le service fonctionne 24h/24 et 7j/7 sur réservation, y compris pour les vols très tôt le matin ou tard le soir : en ligne pour une prise en charge entre 04:00 et 22:29, sur demande par WhatsApp la nuit. La réservation se fait uniquement en ligne ou par WhatsApp, ce qui garantit que chaque demande est écrite, complète et confirmée :</p>
<ol>
  <li>Renseignez vos adresses, la date, l'heure et votre numéro de vol sur la page <a href="/reservation">Réservation</a>.</li>
  <li>Choisissez le véhicule adapté au nombre de passagers et de bagages.</li>
  <li>Envoyez votre demande : nous vous confirmons la disponibilité rapidement.</li>
</ol>
<p>Pensez à réserver au minimum 24 heures à l'avance, et davantage en période de vacances scolaires.</p>

<h2>Orly, Roissy, Beauvais… et Disneyland Paris</h2>
<p>Au départ de Dourdan, Saint-Arnoult-en-Yvelines, Étampes ou Arpajon, nous desservons les aéroports d'Orly (à partir de 45 minutes de route), de Paris-Charles de Gaulle (à partir d'1h15) et de Beauvais (à partir d'1h30), ainsi que les grandes gares parisiennes. Vous partez en famille à Disneyland Paris ? Nos <a href="/forfaits-disney">forfaits Disney</a> relient directement les aéroports et Paris aux parcs et aux hôtels.</p>

<h2>Et pour les voyages d'affaires ?</h2>
<p>Pour les professionnels, le VTC transforme le trajet en temps utile. Le véhicule est calme, le chauffeur discret, et vous pouvez préparer une réunion ou répondre à vos e-mails en toute tranquillité. Une facture est fournie sur demande, et les entreprises qui organisent des déplacements réguliers pour leurs collaborateurs ou leurs clients peuvent consulter notre <a href="/offre-entreprise">offre entreprise</a>. Hôtels et agences événementielles font aussi appel à nous pour accueillir leurs invités à la descente de l'avion, avec la même exigence de ponctualité et de présentation.</p>

<h2>En résumé</h2>
<p>Un prix fixe, un chauffeur qui vous attend, un véhicule confortable et aucune contrainte de stationnement : le VTC est la façon la plus sereine de commencer et de terminer un voyage. Consultez nos <a href="/forfaits-aeroports">forfaits aéroports</a>, <a href="/reservation">réservez votre VTC en ligne</a> ou <a href="/blog">découvrez nos autres articles</a>.</p>$html$,
  true,
  '2025-07-04T08:00:00Z',
  '2025-07-04T08:00:00Z'
),
(
  '00000000-0000-4000-8000-000000000502',
  'Nos engagements qualité : un service VTC premium signé Harmony Move',
  'engagements-qualite-vtc-premium-harmony-move',
  'Ponctualité, chauffeurs professionnels, véhicules premium, prix transparents : les engagements d''Harmony Move pour chaque trajet au départ de Dourdan et de sa région.',
  null,
  null,
  $html$<p>Depuis sa création en 2023, Harmony Move s'est donné une mission simple : offrir aux habitants de Dourdan et du sud de l'Essonne un service de chauffeur privé à la hauteur de celui des grandes villes. Pas de promesses vagues, mais des engagements précis que nous tenons à chaque course, qu'il s'agisse d'un transfert vers l'aéroport, d'un trajet vers une gare parisienne ou d'une sortie en famille à Disneyland Paris.</p>

<h2>1. La ponctualité avant tout</h2>
<p>Un chauffeur en retard, c'est un avion manqué ou un rendez-vous compromis. Nous planifions chaque trajet avec une marge adaptée à l'heure et au jour du déplacement, et nous suivons l'état du trafic avant le départ. Pour les arrivées à l'aéroport, nous suivons votre vol en temps réel : si l'avion atterrit plus tôt ou plus tard, votre chauffeur s'adapte, et une heure d'attente est incluse.</p>

<h2>2. Des chauffeurs professionnels et bilingues</h2>
<p>Nos chauffeurs sont titulaires de la carte professionnelle VTC et connaissent parfaitement la région, de la vallée de l'Orge à la forêt de Rambouillet. Ils parlent français et anglais, ce qui rassure les voyageurs étrangers comme les entreprises qui accueillent des clients internationaux. Discrétion, courtoisie et conduite souple font partie du métier.</p>
<ul>
  <li>Accueil personnalisé avec pancarte au nom du passager dans les halls d'arrivée.</li>
  <li>Aide au chargement et au déchargement des bagages.</li>
  <li>Respect absolu de la confidentialité des conversations à bord.</li>
</ul>

<h2>3. Des véhicules premium, propres et entretenus</h2>
<p>Nous roulons en Mercedes Classe E ou en Tesla Model Y, des véhicules récents, spacieux et silencieux. Ils sont nettoyés avant chaque prise en charge et entretenus selon les préconisations des constructeurs. Pour les familles et les groupes, notre van accueille jusqu'à 7 passagers et 6 bagages ; des rehausseurs sont disponibles pour les enfants de plus de 3 ans.</p>

<h2>4. Des prix transparents et fixes</h2>
<p>Le prix affiché lors de la réservation est le prix que vous payez, TVA comprise. Il ne change pas avec la circulation : un bouchon sur l'autoroute ne vous coûtera pas un euro de plus. Nos tarifs sont publiés en ligne, qu'il s'agisse des <a href="/forfaits-aeroports">forfaits aéroports</a>, des <a href="/forfaits-disney">forfaits Disney</a> ou des trajets locaux au départ de Dourdan. Vous pouvez régler par carte, à bord du véhicule, et une facture est fournie sur demande.</p>

<h2>5. Une réservation claire et confirmée</h2>
<p>Pour éviter tout malentendu, les réservations se font uniquement par notre formulaire en ligne ou par WhatsApp ; nous ne prenons pas de réservation par appel ou par SMS. Chaque demande contient toutes les informations utiles (adresses, horaires, numéro de vol ou de train, nombre de passagers et de bagages) et reçoit une confirmation écrite de notre part.</p>
<ol>
  <li>Vous décrivez votre trajet sur la page <a href="/reservation">Réservation</a>.</li>
  <li>Vous choisissez votre véhicule et consultez le prix estimé.</li>
  <li>Nous confirmons la disponibilité et le rendez-vous.</li>
</ol>

<h2>6. Un service disponible 24h/24, 7j/7</h2>
<p>Les vols partent tôt, les trains arrivent tard : notre service fonctionne jour et nuit, tous les jours de l'année, sur réservation au moins 24 heures à l'avance (en ligne pour une prise en charge entre 04:00 et 22:29, sur demande par WhatsApp la nuit). Particuliers, familles, entreprises, hôtels et agences événementielles peuvent compter sur nous pour un trajet ponctuel comme pour des déplacements réguliers.</p>

<h2>7. La sécurité à chaque étape</h2>
<p>Votre sécurité passe avant tout. Nos chauffeurs respectent scrupuleusement le code de la route et les temps de repos, nos véhicules font l'objet d'un contrôle régulier, et nous sommes couverts par une assurance professionnelle adaptée au transport de personnes. Les sièges rehausseurs sont fournis propres et correctement installés, et nous adaptons le choix du véhicule au nombre de passagers et de bagages annoncé : mieux vaut un van confortable qu'une berline surchargée.</p>

<h2>Votre avis compte</h2>
<p>Ces engagements ne valent que s'ils sont tenus. Après chaque course, vos retours nous aident à améliorer le service. Prêt à voyager l'esprit tranquille ? <a href="/reservation">Réservez votre prochain trajet</a>, découvrez nos <a href="/forfaits-aeroports">forfaits aéroports</a> et nos <a href="/forfaits-disney">forfaits Disney</a>, ou <a href="/blog">retournez au blog</a> pour d'autres conseils de voyage.</p>$html$,
  true,
  '2025-06-20T08:00:00Z',
  '2025-06-20T08:00:00Z'
)
on conflict (id) do nothing;
