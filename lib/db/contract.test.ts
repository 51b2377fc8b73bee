// The DataStore contract, run on the embedded PGlite always and on PostgreSQL when DATABASE_URL is set.
// Each engine gets its own fresh, seeded database (see lib/db/testing.ts).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { RETENTION } from '@/lib/retention/policy';
import { DEFAULT_PRICE_SETTINGS, type PriceSettings } from '@/lib/pricing/settings';
import { ConflictError, InvalidDataError, NotFoundError } from './errors';
import { testEngines, type TestStore } from './testing';
import type { LocalPackageInput, NotificationDraft, ReservationInput } from './types';

const MISSING_ID = '00000000-0000-4000-8000-00000000ffff';

function packageInput(overrides: Partial<LocalPackageInput> = {}): LocalPackageInput {
  return {
    department: 'Yvelines (78)',
    startLocation: 'Dourdan',
    endLocation: 'Test-sur-Yvette',
    prices: {
      berline: { oneWayCents: 4550, roundTripCents: null },
      van: { oneWayCents: 6001, roundTripCents: 11999 },
    },
    isActive: true,
    ...overrides,
  };
}

let refCounter = 0;
function bookingRef(): string {
  refCounter += 1;
  return `HM-T${String(refCounter).padStart(4, '0')}`;
}

function reservationInput(overrides: Partial<ReservationInput> = {}): ReservationInput {
  return {
    bookingRef: bookingRef(),
    requestId: crypto.randomUUID(),
    channel: 'wizard',
    fullName: 'Alice Test',
    email: 'alice@example.fr',
    phone: '+33 6 00 00 00 00',
    companyName: null,
    message: null,
    pickupLocation: '1 rue de Paris, 91410 Dourdan',
    dropoffLocation: 'Aéroport d’Orly, Terminal 4',
    pickupTime: '2026-12-24T06:15:00.000Z',
    flightTrainNumber: 'AF1234',
    vehicleType: 'berline',
    passengers: 2,
    holdBags: 1,
    booster: 1,
    tripType: 'roundTrip',
    returnPickupTime: '2026-12-31T18:00:00.000Z',
    returnFlightTrainNumber: 'AF1235',
    priceCents: 15050,
    quote: { totalCents: 15050, lines: [{ label: 'Forfait', cents: 15050 }] },
    paymentMethod: 'on_board',
    ...overrides,
  };
}

function draft(overrides: Partial<NotificationDraft> = {}): NotificationDraft {
  return {
    kind: 'operator_new_request',
    recipient: 'exploitant@example.fr',
    subject: 'Nouvelle demande',
    html: '<p>Bonjour</p>',
    text: 'Bonjour',
    attachments: [],
    ...overrides,
  };
}

describe.each(testEngines())('DataStore contract on $name', ({ create }) => {
  let store: TestStore;

  beforeAll(async () => {
    store = await create();
  }, 60_000);

  afterAll(async () => {
    await store?.close();
  });

  describe('local_packages', () => {
    it('lists only active packages of the department, end_location ascending (French order)', async () => {
      const list = await store.listActivePackages('Essonne (91)');
      expect(list.length).toBeGreaterThan(3);
      expect(list.every((p) => p.department === 'Essonne (91)' && p.isActive)).toBe(true);
      expect(list.map((p) => p.endLocation)).not.toContain('Corbeil-Essonnes'); // the inactive seed row
      const names = list.map((p) => p.endLocation);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr')));
      expect(names.indexOf('Étampes')).toBeLessThan(names.indexOf('Les Ulis'));
    });

    it('maps numeric euros to integer cents, null stays null', async () => {
      const etampes = (await store.listActivePackages('Essonne (91)')).find(
        (p) => p.endLocation === 'Étampes',
      );
      expect(etampes?.prices.berline.oneWayCents).toBe(4000);
      const roinville = (await store.listActivePackages('Essonne (91)')).find(
        (p) => p.endLocation === 'Roinville',
      );
      expect(roinville?.prices.van).toEqual({ oneWayCents: null, roundTripCents: null });
      const chartres = await store.listActivePackages('Chartres et environs');
      expect(chartres.find((p) => p.endLocation === 'Dourdan')?.prices.berline.oneWayCents).toBe(7000);
      expect(chartres.find((p) => p.endLocation === 'Dourdan')?.startLocation).toBe('Chartres');
    });

    it('admin list includes inactive rows, created_at descending', async () => {
      const list = await store.listPackagesForAdmin('Essonne (91)');
      expect(list.some((p) => !p.isActive)).toBe(true);
      const times = list.map((p) => p.createdAt);
      expect(times).toEqual([...times].sort().reverse());
      expect(list.every((p) => p.department === 'Essonne (91)')).toBe(true);
    });

    it('creates a package under the id its editor drew; the same id again is a conflict, a malformed one refused', async () => {
      const id = crypto.randomUUID();
      const created = await store.createPackage(packageInput({ endLocation: 'Test-le-Retour' }), id);
      expect(created.id).toBe(id);
      expect(created.updatedAt).toBe(created.createdAt);
      await expect(
        store.createPackage(packageInput({ endLocation: 'Test-le-Double' }), id),
      ).rejects.toBeInstanceOf(ConflictError);
      expect((await store.listPackagesForAdmin('Yvelines (78)')).filter((p) => p.id === id)).toHaveLength(1);
      await expect(store.createPackage(packageInput(), 'x')).rejects.toBeInstanceOf(InvalidDataError);
      // Saved since it was made: its updatedAt moves on (what a save sent again checks, lib/admin/saved-since.ts).
      const saved = await store.updatePackage(
        id,
        packageInput({ endLocation: 'Test-le-Retour', isActive: false }),
      );
      expect(saved.updatedAt).not.toBe(saved.createdAt);
      await store.deletePackage(id);
    });

    it('creates, reads, updates and deletes a package', async () => {
      const created = await store.createPackage(packageInput());
      expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(created.prices).toEqual(packageInput().prices);
      expect(new Date(created.createdAt).toISOString()).toBe(created.createdAt);
      expect(await store.getPackage(created.id)).toEqual(created);
      expect((await store.listPackagesForAdmin('Yvelines (78)'))[0]?.id).toBe(created.id);

      const updated = await store.updatePackage(
        created.id,
        packageInput({ endLocation: 'Test-la-Forêt', isActive: false }),
      );
      expect(updated.endLocation).toBe('Test-la-Forêt');
      expect(updated.isActive).toBe(false);
      expect((await store.listActivePackages('Yvelines (78)')).map((p) => p.id)).not.toContain(created.id);

      await store.deletePackage(created.id);
      expect(await store.getPackage(created.id)).toBeNull();
    });

    it('a row showing a fixed route keeps it through an admin edit; a new row shows none', async () => {
      expect((await store.createPackage(packageInput())).fixedRoute).toBeNull();
      const orly = (await store.listPackagesForAdmin('Dourdan-Aéroport')).find(
        (p) => p.fixedRoute === 'dourdanOrly',
      );
      if (!orly) throw new Error('seeded Dourdan → Orly row missing');
      const edited = await store.updatePackage(orly.id, {
        department: orly.department,
        startLocation: orly.startLocation,
        endLocation: 'Orly (tous terminaux)',
        prices: orly.prices,
        isActive: orly.isActive,
      });
      expect(edited).toMatchObject({ endLocation: 'Orly (tous terminaux)', fixedRoute: 'dourdanOrly' });
    });

    it('a new row can show a fixed route that has no row; a second row for it is a conflict', async () => {
      const cdg = (await store.listPackagesForAdmin('Dourdan-Aéroport')).find(
        (p) => p.fixedRoute === 'dourdanCdg',
      );
      if (!cdg) throw new Error('seeded Dourdan → CDG row missing');
      const input = { ...packageInput(), department: 'Dourdan-Aéroport' as const, endLocation: 'CDG T2' };
      await expect(store.createPackage(input, undefined, 'dourdanCdg')).rejects.toBeInstanceOf(ConflictError);
      await store.deletePackage(cdg.id);
      try {
        const linked = await store.createPackage(input, undefined, 'dourdanCdg');
        expect(linked.fixedRoute).toBe('dourdanCdg');
        expect((await store.getPackage(linked.id))?.fixedRoute).toBe('dourdanCdg');
      } finally {
        // The seeded row back, as the other tests expect it.
        const made = (await store.listPackagesForAdmin('Dourdan-Aéroport')).find(
          (p) => p.endLocation === 'CDG T2',
        );
        if (made) await store.deletePackage(made.id);
        await store.createPackage(
          {
            department: cdg.department,
            startLocation: cdg.startLocation,
            endLocation: cdg.endLocation,
            prices: cdg.prices,
            isActive: cdg.isActive,
          },
          cdg.id,
          'dourdanCdg',
        );
      }
    });

    it('reports missing packages', async () => {
      expect(await store.getPackage(MISSING_ID)).toBeNull();
      expect(await store.getPackage('not-a-uuid')).toBeNull();
      await expect(store.updatePackage(MISSING_ID, packageInput())).rejects.toBeInstanceOf(NotFoundError);
      await expect(store.deletePackage(MISSING_ID)).rejects.toBeInstanceOf(NotFoundError);
      await expect(store.deletePackage('nope')).rejects.toBeInstanceOf(NotFoundError);
    });

    it('rejects a negative price as invalid data', async () => {
      const bad = packageInput();
      bad.prices.berline.oneWayCents = -100;
      await expect(store.createPackage(bad)).rejects.toBeInstanceOf(InvalidDataError);
    });
  });

  describe('blog_posts', () => {
    it('lists published posts newest first, summary columns only', async () => {
      const posts = await store.listPublishedPosts();
      expect(posts.map((p) => p.slug).slice(-2)).toEqual([
        'avantages-vtc-transferts-aeroport',
        'engagements-qualite-vtc-premium-harmony-move',
      ]);
      expect(posts.map((p) => p.slug)).not.toContain('voyager-avec-enfants-vtc-conseils');
      expect(posts[0]).not.toHaveProperty('content');
      const times = posts.map((p) => p.publishedAt);
      expect(times).toEqual([...times].sort().reverse());
    });

    it('reads one published article by slug, never a draft', async () => {
      const post = await store.getPublishedPostBySlug('avantages-vtc-transferts-aeroport');
      expect(post?.createdAt).toBe('2025-07-04T08:00:00.000Z');
      expect(post?.content).toContain('<h2>');
      expect(post?.externalUrl).toBeNull();
      expect(await store.getPublishedPostBySlug('voyager-avec-enfants-vtc-conseils')).toBeNull();
      expect(await store.getPublishedPostBySlug('inconnu')).toBeNull();
    });

    it('admin list has drafts too, created_at descending', async () => {
      const all = await store.listAllPosts();
      expect(all.some((p) => !p.isPublished)).toBe(true);
      const times = all.map((p) => p.createdAt);
      expect(times).toEqual([...times].sort().reverse());
    });

    it('dates a post by its first publication, kept on edits and on unpublish / republish', async () => {
      const input = {
        title: 'Brouillon daté',
        slug: 'brouillon-date-contrat',
        metaDescription: null,
        imageUrl: null,
        externalUrl: null,
        content: '<p>Texte</p>',
        isPublished: false,
      };
      const draftPost = await store.createPost(input);
      expect(draftPost.publishedAt).toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 20));

      const published = await store.updatePost(draftPost.id, { ...input, isPublished: true });
      expect(published.createdAt).toBe(draftPost.createdAt);
      expect(published.publishedAt).not.toBeNull();
      expect(published.publishedAt! > draftPost.createdAt).toBe(true);
      expect(published.updatedAt >= published.publishedAt!).toBe(true);
      // The newest publication heads the public list, whatever its creation date.
      const list = await store.listPublishedPosts();
      expect(list[0]).toMatchObject({ slug: input.slug, publishedAt: published.publishedAt });
      const dates = list.map((p) => p.publishedAt!);
      expect(dates).toEqual([...dates].sort().reverse());
      await new Promise((resolve) => setTimeout(resolve, 20));

      const edited = await store.updatePost(draftPost.id, {
        ...input,
        isPublished: true,
        title: 'Titre corrigé',
      });
      expect(edited.publishedAt).toBe(published.publishedAt);
      expect(edited.updatedAt > published.updatedAt).toBe(true);
      const hidden = await store.updatePost(draftPost.id, { ...input, isPublished: false });
      expect(hidden.publishedAt).toBe(published.publishedAt);
      const again = await store.updatePost(draftPost.id, { ...input, isPublished: true });
      expect(again.publishedAt).toBe(published.publishedAt);
      expect((await store.getPublishedPostBySlug(input.slug))?.publishedAt).toBe(published.publishedAt);

      // Created already published: dated at its creation.
      const direct = await store.createPost({
        ...input,
        slug: 'publie-directement-contrat',
        isPublished: true,
      });
      expect(direct.publishedAt).toBe(direct.createdAt);
      await store.deletePost(direct.id);
      await store.deletePost(draftPost.id);
    });

    it('migration 20261128000200: published posts are dated created_at, updated_at untouched; runs twice', async () => {
      const slug = 'avantages-vtc-transferts-aeroport';
      const before = await store.getPublishedPostBySlug(slug);
      expect(before?.publishedAt).toBe('2025-07-04T08:00:00.000Z');
      // A post as it stood before the migration: published, no published_at.
      await store.sql.exec(`alter table public.blog_posts disable trigger user;
        update public.blog_posts set published_at = null where slug = '${slug}';
        alter table public.blog_posts enable trigger user;`);
      expect((await store.getPublishedPostBySlug(slug))?.publishedAt).toBeNull();
      const file = path.join(
        process.cwd(),
        'supabase/migrations/20261128000200_search_company_flight_post_published_at.sql',
      );
      await store.sql.exec(await readFile(file, 'utf8'));
      const after = await store.getPublishedPostBySlug(slug);
      expect(after).toEqual(before);
      expect((await store.listAllPosts()).find((p) => !p.isPublished)?.publishedAt).toBeNull();
    });

    it('creates, updates and deletes a post; slugs are unique', async () => {
      const input = {
        title: 'Nouvel article',
        slug: 'nouvel-article-contrat',
        metaDescription: 'Résumé',
        imageUrl: null,
        externalUrl: 'https://example.com/article',
        content: '<p>Résumé</p>',
        isPublished: true,
      };
      const post = await store.createPost(input);
      expect(post).toMatchObject({ ...input, id: expect.any(String) });
      expect(await store.getPost(post.id)).toEqual(post);
      await expect(store.createPost(input)).rejects.toBeInstanceOf(ConflictError);
      // A new post with the id its editor drew; the same id again is a conflict, a malformed one refused.
      const drawn = crypto.randomUUID();
      const withId = await store.createPost({ ...input, slug: `${input.slug}-id` }, drawn);
      expect(withId.id).toBe(drawn);
      await expect(store.createPost({ ...input, slug: `${input.slug}-id2` }, drawn)).rejects.toBeInstanceOf(
        ConflictError,
      );
      await expect(store.createPost({ ...input, slug: `${input.slug}-id3` }, 'x')).rejects.toBeInstanceOf(
        InvalidDataError,
      );
      await store.deletePost(drawn);

      const updated = await store.updatePost(post.id, { ...input, title: 'Titre modifié' });
      expect(updated.title).toBe('Titre modifié');
      await expect(
        store.updatePost(post.id, { ...input, slug: 'avantages-vtc-transferts-aeroport' }),
      ).rejects.toBeInstanceOf(ConflictError);

      await store.deletePost(post.id);
      expect(await store.getPost(post.id)).toBeNull();
      await expect(store.deletePost(post.id)).rejects.toBeInstanceOf(NotFoundError);
      await expect(store.updatePost(MISSING_ID, input)).rejects.toBeInstanceOf(NotFoundError);
    });
  });

  describe('reservations', () => {
    it('lists every reservation newest first, seed covers the four statuses', async () => {
      const list = await store.listReservations();
      const times = list.map((r) => r.createdAt);
      expect(times).toEqual([...times].sort().reverse());
      expect(new Set(list.map((r) => r.paymentStatus))).toEqual(
        new Set(['pending', 'paid', 'completed', 'cancelled']),
      );
      expect(list.every((r) => /^HM-[A-Z0-9]{5}$/.test(r.bookingRef))).toBe(true);
    });

    it('pages and filters the admin list on the server (status, type, pickup dates, search words)', async () => {
      const tag = `Pagé${Date.now().toString(36)}`;
      const made = [];
      for (const [i, channel] of (['wizard', 'contact', 'wizard', 'business'] as const).entries()) {
        const { reservation } = await store.createReservation(
          reservationInput({
            channel,
            fullName: `${tag} Client${i}`,
            pickupTime: `2031-03-0${i + 1}T09:00:00.000Z`,
          }),
        );
        made.push(reservation);
      }
      const base = { limit: 2, offset: 0, search: tag };
      const first = await store.listReservationsPage(base);
      expect(first.total).toBe(4);
      expect(first.rows).toHaveLength(2);
      const second = await store.listReservationsPage({ ...base, offset: 2 });
      expect(second.rows).toHaveLength(2);
      expect(new Set([...first.rows, ...second.rows].map((r) => r.id))).toEqual(
        new Set(made.map((r) => r.id)),
      );
      expect((await store.listReservationsPage({ ...base, offset: 8 })).total).toBe(4);

      const wizard = await store.listReservationsPage({ ...base, limit: 10, channel: 'wizard' });
      expect(wizard.rows.map((r) => r.channel)).toEqual(['wizard', 'wizard']);
      const dates = await store.listReservationsPage({
        ...base,
        limit: 10,
        pickupFrom: '2031-03-02T00:00:00.000Z',
        pickupTo: '2031-03-04T00:00:00.000Z',
      });
      expect(dates.rows.map((r) => r.fullName).sort()).toEqual([`${tag} Client1`, `${tag} Client2`]);
      await store.updatePaymentStatus(made[3]!.id, 'paid');
      const paid = await store.listReservationsPage({ ...base, limit: 10, status: 'paid' });
      expect(paid.rows.map((r) => r.id)).toEqual([made[3]!.id]);
      const words = await store.listReservationsPage({
        ...base,
        limit: 10,
        search: `client3 ${tag.toLowerCase()}`,
      });
      expect(words.rows.map((r) => r.id)).toEqual([made[3]!.id]);
      for (const r of made) await store.deleteReservation(r.id);
    });

    it('searches as the admin list filters live: no accents, no case, the phone however it is typed', async () => {
      const tag = `Zoë${Date.now().toString(36)}`;
      const { reservation } = await store.createReservation(
        reservationInput({
          fullName: `Hélène Dvořák-Şahin ${tag}`,
          phone: '+33 6 98 76 54 32',
          pickupLocation: 'Étampes',
        }),
      );
      const found = async (search: string) =>
        (await store.listReservationsPage({ limit: 10, offset: 0, search: `${search} ${tag}` })).rows.map(
          (r) => r.id,
        );
      for (const search of [
        'etampes',
        'ÉTAMPES',
        'helene',
        'HÉLÈNE',
        'dvorak',
        'Dvořák',
        'ŞAHIN',
        '0698765432',
        '06 98 76 54 32',
        '33698765432',
      ]) {
        expect({ search, found: await found(search) }).toEqual({ search, found: [reservation.id] });
      }
      expect(await found('chartres')).toEqual([]);
      await store.deleteReservation(reservation.id);
    });

    it('searches the company and the flight / train numbers too, with or without their spaces', async () => {
      const tag = `Vol${Date.now().toString(36)}`;
      const { reservation } = await store.createReservation(
        reservationInput({
          fullName: `Jean Client ${tag}`,
          companyName: 'Atelier Hurepoix SARL',
          flightTrainNumber: 'AF 1234',
          returnFlightTrainNumber: 'TGV8512',
        }),
      );
      const found = async (search: string) =>
        (await store.listReservationsPage({ limit: 10, offset: 0, search: `${search} ${tag}` })).rows.map(
          (r) => r.id,
        );
      for (const search of ['Atelier', 'hurepoix sarl', 'AF1234', 'af 1234', 'tgv8512', 'TGV 8512']) {
        expect({ search, found: await found(search) }).toEqual({ search, found: [reservation.id] });
      }
      expect(await found('AF9999')).toEqual([]);
      await store.deleteReservation(reservation.id);
    });

    it('stores a reservation and reads it back by id, booking ref and round-trips every field', async () => {
      const input = reservationInput();
      const { reservation, created } = await store.createReservation(input);
      expect(created).toBe(true);
      expect(reservation).toMatchObject({
        ...input,
        paymentStatus: 'pending',
        checkoutState: null,
        stripeSessionId: null,
        paidAt: null,
        locale: 'fr',
      });
      expect(await store.getReservation(reservation.id)).toEqual(reservation);
      expect(await store.getReservationByBookingRef(input.bookingRef)).toEqual(reservation);
      expect(await store.getReservationByBookingRef('HM-ZZZZZ')).toBeNull();
      expect(await store.getReservation('x')).toBeNull();
      expect(await store.getReservationByRequestId(input.requestId!)).toEqual(reservation);
      expect(await store.getReservationByRequestId(crypto.randomUUID())).toBeNull();
      expect(await store.getReservationByRequestId('not-a-uuid')).toBeNull();
    });

    it("stores the visitor's language: 'fr' by default, 'en' when given", async () => {
      const { reservation: english } = await store.createReservation(reservationInput({ locale: 'en' }));
      expect(english.locale).toBe('en');
      expect((await store.getReservation(english.id))?.locale).toBe('en');
      const { reservation: french } = await store.createReservation(reservationInput());
      expect((await store.getReservation(french.id))?.locale).toBe('fr');
      for (const r of [english, french]) await store.deleteReservation(r.id);
    });

    it('is idempotent on requestId, also under concurrent calls', async () => {
      const input = reservationInput();
      const first = await store.createReservation(input);
      const replay = await store.createReservation({ ...input, bookingRef: bookingRef() });
      expect(replay.created).toBe(false);
      expect(replay.reservation.id).toBe(first.reservation.id);
      expect(replay.reservation.bookingRef).toBe(input.bookingRef);

      const requestId = crypto.randomUUID();
      const results = await Promise.all(
        [1, 2, 3].map(() => store.createReservation(reservationInput({ requestId }))),
      );
      expect(results.filter((r) => r.created)).toHaveLength(1);
      expect(new Set(results.map((r) => r.reservation.id)).size).toBe(1);
    });

    it('stores requests without a requestId (contact, business) each time', async () => {
      const a = await store.createReservation(
        reservationInput({ requestId: null, channel: 'contact', message: 'Bonjour' }),
      );
      const b = await store.createReservation(
        reservationInput({ requestId: null, channel: 'contact', message: 'Bonjour' }),
      );
      expect(a.created && b.created).toBe(true);
      expect(a.reservation.id).not.toBe(b.reservation.id);
    });

    it('raises ConflictError when the booking ref is taken', async () => {
      await expect(
        store.createReservation(reservationInput({ bookingRef: 'HM-7K2QD' })),
      ).rejects.toBeInstanceOf(ConflictError);
    });

    it('updates the payment status and deletes by id', async () => {
      const { reservation } = await store.createReservation(reservationInput());
      const done = await store.updatePaymentStatus(reservation.id, 'completed');
      expect(done.paymentStatus).toBe('completed');
      const paid = await store.updatePaymentStatus(reservation.id, 'paid');
      expect(paid.paidAt).not.toBeNull();
      await expect(store.updatePaymentStatus(MISSING_ID, 'paid')).rejects.toBeInstanceOf(NotFoundError);
      await store.deleteReservation(reservation.id);
      expect(await store.getReservation(reservation.id)).toBeNull();
      await expect(store.deleteReservation(reservation.id)).rejects.toBeInstanceOf(NotFoundError);
    });

    it('attaches a Stripe session and finds the reservation by it', async () => {
      const { reservation } = await store.createReservation(reservationInput());
      const sessionId = `cs_test_${reservation.id}`;
      const attached = await store.attachStripeSession(reservation.id, sessionId);
      expect(attached).toMatchObject({
        stripeSessionId: sessionId,
        checkoutState: 'open',
        paymentMethod: 'online',
      });
      expect((await store.getReservationByStripeSession(sessionId))?.id).toBe(reservation.id);
      expect(await store.getReservationByStripeSession('cs_unknown')).toBeNull();
      const other = await store.createReservation(reservationInput());
      await expect(store.attachStripeSession(other.reservation.id, sessionId)).rejects.toBeInstanceOf(
        ConflictError,
      );
      await expect(store.attachStripeSession(MISSING_ID, 'cs_x')).rejects.toBeInstanceOf(NotFoundError);
      // Over the session the caller read only: another call's page stored meanwhile is never replaced.
      const { reservation: twice } = await store.createReservation(reservationInput());
      await store.attachStripeSession(twice.id, `cs_first_${twice.id}`, null);
      await expect(store.attachStripeSession(twice.id, `cs_second_${twice.id}`, null)).rejects.toBeInstanceOf(
        ConflictError,
      );
      await store.attachStripeSession(twice.id, `cs_next_${twice.id}`, `cs_first_${twice.id}`);
      expect((await store.getReservation(twice.id))?.stripeSessionId).toBe(`cs_next_${twice.id}`);
      // Only to a request still waiting for its payment: cancelled, confirmed or erased meanwhile → refused, unchanged.
      for (const change of ['cancelled', 'paid', 'erased'] as const) {
        const { reservation: moved } = await store.createReservation(
          reservationInput({ paymentMethod: 'online', email: `attach-${change}@example.fr` }),
        );
        if (change === 'erased')
          await store.anonymiseCustomer({ email: `attach-${change}@example.fr` }, new Date());
        else await store.updatePaymentStatus(moved.id, change);
        await expect(store.attachStripeSession(moved.id, `cs_late_${moved.id}`)).rejects.toBeInstanceOf(
          ConflictError,
        );
        expect((await store.getReservation(moved.id))?.stripeSessionId).toBeNull();
      }
    });

    it('markPaid: two concurrent calls → exactly one transition', async () => {
      const { reservation } = await store.createReservation(reservationInput());
      await store.attachStripeSession(reservation.id, `cs_paid_${reservation.id}`);
      const results = await Promise.all([store.markPaid(reservation.id), store.markPaid(reservation.id)]);
      expect(results.filter((r) => r.transitioned)).toHaveLength(1);
      for (const r of results) {
        expect(r.reservation).toMatchObject({ paymentStatus: 'paid', checkoutState: 'paid' });
        expect(r.reservation?.paidAt).not.toBeNull();
      }
      const again = await store.markPaid(reservation.id);
      expect(again.transitioned).toBe(false);
      expect(await store.markPaid(MISSING_ID)).toEqual({ reservation: null, transitioned: false });
    });

    it('markPaid records a payment that finds the booking confirmed by hand or cancelled, keeping its status', async () => {
      for (const status of ['paid', 'cancelled'] as const) {
        const { reservation } = await store.createReservation(reservationInput());
        await store.attachStripeSession(reservation.id, `cs_late_${status}_${reservation.id}`);
        const byHand = await store.updatePaymentStatus(reservation.id, status);
        expect(byHand.checkoutState).toBe('open');
        // Written for 'pending', but the operator moved it: nothing happens.
        expect(await store.markPaid(reservation.id, [], 'pending')).toMatchObject({
          transitioned: false,
          reservation: { paymentStatus: status, checkoutState: 'open' },
        });
        const late = await store.markPaid(reservation.id, [], status);
        expect(late.transitioned).toBe(true);
        expect(late.reservation).toMatchObject({ paymentStatus: status, checkoutState: 'paid' });
        expect(late.reservation?.paidAt).not.toBeNull();
        expect((await store.markPaid(reservation.id, [], status)).transitioned).toBe(false);
      }
    });

    it('markCheckoutState never touches a reservation paid online', async () => {
      const { reservation } = await store.createReservation(reservationInput());
      expect((await store.markCheckoutState(reservation.id, 'expired'))?.checkoutState).toBe('expired');
      await store.markPaid(reservation.id);
      const after = await store.markCheckoutState(reservation.id, 'failed');
      expect(after).toMatchObject({ paymentStatus: 'paid', checkoutState: 'paid' });
      expect(await store.markCheckoutState(MISSING_ID, 'failed')).toBeNull();
    });

    it('markCheckoutState records the end of the page of a booking confirmed by hand, unpaid', async () => {
      // « Confirmée » by the operator while the customer's Stripe page was open: when that page expires, the booking
      // must stop reading as « Paiement en cours » (hasOpenCheckout), or every cancellation and erasure would ask
      // Stripe about it again, and an erasure be refused while Stripe cannot be reached.
      const { reservation } = await store.createReservation(reservationInput({ paymentMethod: 'online' }));
      await store.attachStripeSession(reservation.id, `cs_by_hand_${reservation.id}`);
      await store.updatePaymentStatus(reservation.id, 'paid');
      expect(await store.markCheckoutState(reservation.id, 'expired')).toMatchObject({
        paymentStatus: 'paid',
        checkoutState: 'expired',
      });
    });

    it('payOnBoardInstead switches an unpaid online booking to on board, never one paid online', async () => {
      const { reservation } = await store.createReservation(reservationInput({ paymentMethod: 'online' }));
      const switched = await store.payOnBoardInstead(reservation.id);
      expect(switched).toMatchObject({
        id: reservation.id,
        paymentMethod: 'on_board',
        paymentStatus: 'pending',
      });
      // Idempotent, and an abandoned checkout (session attached, expired) switches too.
      expect((await store.payOnBoardInstead(reservation.id))?.paymentMethod).toBe('on_board');
      const abandoned = (await store.createReservation(reservationInput())).reservation;
      await store.attachStripeSession(abandoned.id, `cs_abandoned_${abandoned.id}`);
      await store.markCheckoutState(abandoned.id, 'expired');
      expect(await store.payOnBoardInstead(abandoned.id)).toMatchObject({
        paymentMethod: 'on_board',
        checkoutState: 'expired',
        stripeSessionId: `cs_abandoned_${abandoned.id}`,
      });
      // Paid online (even on a booking the operator had confirmed by hand): stays online.
      const paid = (await store.createReservation(reservationInput())).reservation;
      await store.attachStripeSession(paid.id, `cs_paid_online_${paid.id}`);
      await store.updatePaymentStatus(paid.id, 'paid');
      await store.markPaid(paid.id, [], 'paid');
      expect(await store.payOnBoardInstead(paid.id)).toMatchObject({
        paymentMethod: 'online',
        checkoutState: 'paid',
      });
      expect(await store.payOnBoardInstead(MISSING_ID)).toBeNull();
    });
  });

  describe('notifications (outbox)', () => {
    async function clearOutbox() {
      await store.sql.query('delete from public.notifications');
    }
    async function outboxFor(reservationId: string) {
      return (await store.listNotifications(1000)).filter((n) => n.reservationId === reservationId);
    }

    it('createReservation stores its notifications with the row, and none on a replay', async () => {
      const input = reservationInput();
      const ics = { filename: 'r.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' };
      const first = await store.createReservation(input, [
        draft(),
        draft({ kind: 'customer_request_received', recipient: 'alice@example.fr', attachments: [ics] }),
      ]);
      expect(first.created).toBe(true);
      expect(first.reservation).toMatchObject({ bookingRef: input.bookingRef, priceCents: 15050 });
      expect(first.reservation.quote).toEqual(input.quote);
      const stored = await outboxFor(first.reservation.id);
      expect(stored.map((n) => n.kind).sort()).toEqual(['customer_request_received', 'operator_new_request']);
      const customer = stored.find((n) => n.kind === 'customer_request_received');
      expect(customer).toMatchObject({ status: 'pending', attempts: 0, text: 'Bonjour', attachments: [ics] });
      expect(await store.getNotification(customer!.id)).toEqual(customer);

      const replay = await store.createReservation({ ...input, bookingRef: bookingRef() }, [draft()]);
      expect(replay).toMatchObject({ created: false, reservation: { id: first.reservation.id } });
      expect(await outboxFor(first.reservation.id)).toHaveLength(2);
    });

    it('a failed reservation insert stores no notification (same transaction)', async () => {
      const before = (await store.listNotifications(1000)).length;
      await expect(
        store.createReservation(reservationInput({ bookingRef: 'HM-7K2QD' }), [draft()]),
      ).rejects.toBeInstanceOf(ConflictError);
      // A notification that the database refuses rolls the reservation back too.
      const input = reservationInput();
      await expect(store.createReservation(input, [draft({ recipient: '' })])).rejects.toThrow();
      expect(await store.getReservationByBookingRef(input.bookingRef)).toBeNull();
      expect((await store.listNotifications(1000)).length).toBe(before);
    });

    it('markPaid enqueues only for the one caller that transitions', async () => {
      const { reservation } = await store.createReservation(reservationInput());
      const results = await Promise.all([
        store.markPaid(reservation.id, [draft({ kind: 'operator_payment_received' })]),
        store.markPaid(reservation.id, [draft({ kind: 'operator_payment_received' })]),
      ]);
      expect(results.filter((r) => r.transitioned)).toHaveLength(1);
      expect(results.every((r) => r.reservation?.paymentStatus === 'paid')).toBe(true);
      expect(await outboxFor(reservation.id)).toHaveLength(1);
    });

    it('updatePaymentStatus with messages applies only from the expected status', async () => {
      const { reservation } = await store.createReservation(reservationInput());
      const paid = await store.updatePaymentStatus(reservation.id, 'paid', {
        expectedStatus: 'pending',
        expectedPaidOnline: false,
        notifications: [draft({ kind: 'customer_confirmed' })],
      });
      expect(paid).toMatchObject({ paymentStatus: 'paid' });
      expect(paid.paidAt).not.toBeNull();
      await expect(
        store.updatePaymentStatus(reservation.id, 'cancelled', {
          expectedStatus: 'pending',
          expectedPaidOnline: false,
          notifications: [draft({ kind: 'customer_cancelled' })],
        }),
      ).rejects.toBeInstanceOf(ConflictError);
      expect((await outboxFor(reservation.id)).map((n) => n.kind)).toEqual(['customer_confirmed']);
      await expect(
        store.updatePaymentStatus(MISSING_ID, 'paid', {
          expectedStatus: 'pending',
          expectedPaidOnline: false,
          notifications: [],
        }),
      ).rejects.toBeInstanceOf(NotFoundError);
    });

    it('updatePaymentStatus with messages refuses a booking paid online since the messages were written', async () => {
      // The operator cancels a booking confirmed by hand; between their read and the update, the customer's online
      // payment is recorded (the status stays 'paid'). The cancellation written for « rien à régler » must not land.
      const { reservation } = await store.createReservation(reservationInput());
      await store.attachStripeSession(reservation.id, `cs_race_${reservation.id}`);
      await store.updatePaymentStatus(reservation.id, 'paid');
      const read = await store.getReservation(reservation.id);
      expect(read?.checkoutState).toBe('open');
      expect((await store.markPaid(reservation.id, [], 'paid')).transitioned).toBe(true);
      await expect(
        store.updatePaymentStatus(reservation.id, 'cancelled', {
          expectedStatus: 'paid',
          expectedPaidOnline: false,
          notifications: [draft({ kind: 'customer_cancelled' })],
        }),
      ).rejects.toBeInstanceOf(ConflictError);
      expect(await store.getReservation(reservation.id)).toMatchObject({ paymentStatus: 'paid' });
      expect((await outboxFor(reservation.id)).map((n) => n.kind)).toEqual([]);
      // Read again, written for a paid booking: it lands.
      const cancelled = await store.updatePaymentStatus(reservation.id, 'cancelled', {
        expectedStatus: 'paid',
        expectedPaidOnline: true,
        notifications: [draft({ kind: 'customer_cancelled' })],
      });
      expect(cancelled).toMatchObject({ paymentStatus: 'cancelled', checkoutState: 'paid' });
      expect((await outboxFor(reservation.id)).map((n) => n.kind)).toEqual(['customer_cancelled']);
    });

    it('claims due rows once, records outcomes only with the claim token, re-queues', async () => {
      await clearOutbox();
      // Three recipients: none of them waits behind another (see the ordering test below).
      const { reservation } = await store.createReservation(
        reservationInput(),
        ['a', 'b', 'c'].map((x) => draft({ recipient: `${x}@example.fr` })),
      );
      const claimed = await store.claimNotifications(10, 60);
      expect(claimed).toHaveLength(3);
      expect(claimed.every((n) => n.status === 'sending' && n.attempts === 1 && n.claimToken)).toBe(true);
      expect(await store.claimNotifications(10, 60)).toEqual([]); // locked

      const [a, b, c] = claimed as [(typeof claimed)[0], (typeof claimed)[0], (typeof claimed)[0]];
      // Renewed right before its send, only by the claim that holds it (the lock then counts from now again).
      const lockOf = async (id: string) => Date.parse((await store.getNotification(id))!.lockedUntil!);
      const lockedAt = await lockOf(a.id);
      expect(await store.renewNotificationClaim(a.id, a.claimToken!, 600)).toBe(true);
      expect((await lockOf(a.id)) - lockedAt).toBeGreaterThan(400_000);
      expect(await store.renewNotificationClaim(a.id, MISSING_ID, 600)).toBe(false);
      expect(await store.renewNotificationClaim(MISSING_ID, a.claimToken!, 600)).toBe(false);
      expect(await store.finishNotification(a.id, MISSING_ID, { status: 'sent' })).toBe(false);
      expect(await store.finishNotification(a.id, a.claimToken!, { status: 'sent' })).toBe(true);
      expect(await store.finishNotification(a.id, a.claimToken!, { status: 'sent' })).toBe(false);
      expect(await store.renewNotificationClaim(a.id, a.claimToken!, 600)).toBe(false); // finished: no claim left
      const later = new Date(Date.now() + 3_600_000);
      await store.finishNotification(b.id, b.claimToken!, {
        status: 'retry',
        error: 'ECONNREFUSED',
        nextAttemptAt: later,
      });
      await store.finishNotification(c.id, c.claimToken!, { status: 'failed', error: 'x'.repeat(5000) });

      const rows = await outboxFor(reservation.id);
      const byId = new Map(rows.map((n) => [n.id, n]));
      expect(byId.get(a.id)).toMatchObject({ status: 'sent', claimToken: null, lockedUntil: null });
      expect(byId.get(a.id)?.sentAt).not.toBeNull();
      expect(byId.get(b.id)).toMatchObject({ status: 'pending', lastError: 'ECONNREFUSED', attempts: 1 });
      expect(byId.get(b.id)?.nextAttemptAt).toBe(later.toISOString());
      expect(byId.get(c.id)?.status).toBe('failed');
      expect(byId.get(c.id)?.lastError?.length).toBe(2000);
      expect(await store.claimNotifications(10, 60)).toEqual([]); // b is not due yet, c failed

      const requeued = await store.requeueNotification(c.id);
      expect(requeued).toMatchObject({ status: 'pending', attempts: 0, lastError: null });
      const again = await store.claimNotifications(10, 60);
      expect(again.map((n) => n.id)).toEqual([c.id]);
      await expect(store.requeueNotification(c.id)).rejects.toBeInstanceOf(ConflictError); // being sent
      await expect(store.requeueNotification(MISSING_ID)).rejects.toBeInstanceOf(NotFoundError);
    });

    it("deleting a booking keeps its customer's unsent cancellation, without its booking; the purge removes it once sent, or 30 days on", async () => {
      await clearOutbox();
      const customer = draft({ kind: 'customer_cancelled', recipient: 'alice@example.fr' });
      const cancel = async (id: string) =>
        store.updatePaymentStatus(id, 'cancelled', {
          expectedStatus: 'pending',
          expectedPaidOnline: false,
          notifications: [customer, draft({ subject: 'Annulée (exploitant)' })],
        });
      // SMTP down: the cancellation waits in the outbox, then the operator deletes the booking.
      const { reservation: waiting } = await store.createReservation(reservationInput(), [
        draft({ kind: 'customer_request_received', recipient: 'alice@example.fr' }),
      ]);
      await cancel(waiting.id);
      // Another booking whose cancellation had left before the deletion: nothing of it is kept.
      const { reservation: sent } = await store.createReservation(reservationInput());
      await cancel(sent.id);
      for (const n of await store.claimNotifications(10, 60)) {
        if (n.reservationId === sent.id)
          await store.finishNotification(n.id, n.claimToken!, { status: 'sent' });
        else
          await store.finishNotification(n.id, n.claimToken!, {
            status: 'retry',
            error: 'ECONNREFUSED',
            nextAttemptAt: new Date(),
          });
      }

      await store.deleteReservation(waiting.id);
      await store.deleteReservation(sent.id);
      expect(await outboxFor(waiting.id)).toEqual([]);
      expect(await outboxFor(sent.id)).toEqual([]);
      const kept = await store.listNotifications(1000);
      expect(kept).toEqual([
        expect.objectContaining({
          kind: 'customer_cancelled',
          reservationId: null,
          recipient: 'alice@example.fr',
        }),
      ]);
      const orphan = kept[0]!;
      expect(['pending', 'sending']).toContain(orphan.status);

      // Still pending a day later: the purge keeps it; claimed and sent as any other, then the purge removes it.
      await store.sql.query(
        `update public.notifications set status = 'pending', next_attempt_at = now() - interval '1 minute' where id = $1`,
        [orphan.id],
      );
      await store.purgePersonalData(new Date());
      expect((await store.getNotification(orphan.id))?.status).toBe('pending');
      const [claimed] = await store.claimNotifications(10, 60);
      expect(claimed?.id).toBe(orphan.id);
      await store.finishNotification(orphan.id, claimed!.claimToken!, { status: 'sent' });
      await store.purgePersonalData(new Date());
      expect(await store.getNotification(orphan.id)).toBeNull();

      // One that never left: gone 30 days after it was written (the privacy page's period).
      const { reservation: stuck } = await store.createReservation(reservationInput());
      await cancel(stuck.id);
      await store.deleteReservation(stuck.id);
      const [unsent] = (await store.listNotifications(1000)).filter((n) => n.reservationId === null);
      expect(unsent).toMatchObject({ kind: 'customer_cancelled', status: 'pending' });
      await store.sql.query(
        `update public.notifications set created_at = now() - interval '${RETENTION.unsentCancellationDays - 1} days' where id = $1`,
        [unsent!.id],
      );
      await store.purgePersonalData(new Date());
      expect(await store.getNotification(unsent!.id)).not.toBeNull();
      await store.sql.query(
        `update public.notifications set created_at = now() - interval '${RETENTION.unsentCancellationDays + 1} days' where id = $1`,
        [unsent!.id],
      );
      await store.purgePersonalData(new Date());
      expect(await store.getNotification(unsent!.id)).toBeNull();

      // The customer asks to be erased meanwhile: 'Anonymiser ce client' deletes the kept row too (by its e-mail).
      const { reservation: erased } = await store.createReservation(
        reservationInput({ email: 'effacer@example.fr' }),
      );
      await store.updatePaymentStatus(erased.id, 'cancelled', {
        expectedStatus: 'pending',
        expectedPaidOnline: false,
        notifications: [draft({ kind: 'customer_cancelled', recipient: 'effacer@example.fr' })],
      });
      await store.deleteReservation(erased.id);
      const keptFor = async () =>
        (await store.listNotifications(1000)).filter((n) => n.recipient === 'effacer@example.fr');
      expect(await keptFor()).toHaveLength(1);
      await store.anonymiseCustomer({ email: ' Effacer@Example.fr ' }, new Date());
      expect(await keptFor()).toEqual([]);
    });

    it("a row out of date when its turn came is recorded 'skipped' with the reason: never claimed again, holds nothing back, re-queued by hand", async () => {
      await clearOutbox();
      const CUSTOMER = 'alice@example.fr';
      const { reservation } = await store.createReservation(reservationInput(), [
        draft({ kind: 'customer_confirmed', subject: 'Confirmée', recipient: CUSTOMER }),
        draft({ kind: 'customer_cancelled', subject: 'Annulée', recipient: CUSTOMER }),
      ]);
      const [confirmed, ...held] = await store.claimNotifications(10, 60);
      expect(confirmed?.subject).toBe('Confirmée');
      expect(held).toEqual([]); // « Annulée » waits behind it
      const reason =
        'Non envoyée, plus à jour\u00a0: la réservation est maintenant «\u00a0En attente\u00a0».';
      expect(await store.finishNotification(confirmed!.id, MISSING_ID, { status: 'skipped', reason })).toBe(
        false,
      );
      expect(
        await store.finishNotification(confirmed!.id, confirmed!.claimToken!, { status: 'skipped', reason }),
      ).toBe(true);
      expect(await store.getNotification(confirmed!.id)).toMatchObject({
        status: 'skipped',
        lastError: reason,
        sentAt: null,
        claimToken: null,
        lockedUntil: null,
      });
      // The next message of the booking to that recipient is released; the skipped one is not claimed again.
      expect((await store.claimNotifications(10, 60)).map((n) => n.subject)).toEqual(['Annulée']);
      expect(await store.claimNotifications(10, 60)).toEqual([]);
      expect((await outboxFor(reservation.id)).map((n) => n.status).sort()).toEqual(['sending', 'skipped']);
      // 'Renvoyer' (once it is true again) puts it back in the queue.
      expect(await store.requeueNotification(confirmed!.id)).toMatchObject({
        status: 'pending',
        attempts: 0,
        lastError: null,
      });
    });

    it('a row whose lock expired (crashed deliverer) is claimed again; the stale token changes nothing', async () => {
      await clearOutbox();
      await store.createReservation(reservationInput(), [draft()]);
      const [first] = await store.claimNotifications(10, 0);
      await new Promise((r) => setTimeout(r, 20));
      const [second] = await store.claimNotifications(10, 60);
      expect(second?.id).toBe(first?.id);
      expect(second?.attempts).toBe(2);
      // The first deliverer, back at this row: its claim cannot be renewed, so it does not send it.
      expect(await store.renewNotificationClaim(first!.id, first!.claimToken!, 60)).toBe(false);
      expect(await store.finishNotification(first!.id, first!.claimToken!, { status: 'sent' })).toBe(false);
      expect(await store.finishNotification(second!.id, second!.claimToken!, { status: 'sent' })).toBe(true);
    });

    it("claims in creation order; a booking's later message to a recipient waits until the earlier one is sent or given up", async () => {
      await clearOutbox();
      const OPERATOR = 'exploitant@example.fr';
      const CUSTOMER = 'alice@example.fr';
      const first = (
        await store.createReservation(reservationInput(), [
          draft({ subject: 'Nouvelle demande 1', recipient: OPERATOR, replyTo: CUSTOMER }),
          draft({ kind: 'customer_request_received', subject: 'Demande reçue 1', recipient: CUSTOMER }),
        ])
      ).reservation;
      await store.updatePaymentStatus(first.id, 'paid', {
        expectedStatus: 'pending',
        expectedPaidOnline: false,
        notifications: [draft({ kind: 'customer_confirmed', subject: 'Confirmée 1', recipient: CUSTOMER })],
      });
      // Another booking of the same customer: its messages never wait for the first booking's.
      await store.createReservation(reservationInput(), [
        draft({ subject: 'Nouvelle demande 2', recipient: OPERATOR }),
        draft({ kind: 'customer_request_received', subject: 'Demande reçue 2', recipient: CUSTOMER }),
      ]);
      const subjects = (rows: { subject: string }[]) => rows.map((n) => n.subject);

      // In creation order (within one event, the order it listed its messages); « Confirmée 1 » waits.
      const claimed = await store.claimNotifications(10, 60);
      expect(subjects(claimed)).toEqual([
        'Nouvelle demande 1',
        'Demande reçue 1',
        'Nouvelle demande 2',
        'Demande reçue 2',
      ]);
      // The Reply-To travels with the row (null when the draft has none).
      expect(claimed.map((n) => n.replyTo)).toEqual([CUSTOMER, null, null, null]);
      const [operator1, received1, operator2, received2] = claimed as [
        (typeof claimed)[0],
        (typeof claimed)[0],
        (typeof claimed)[0],
        (typeof claimed)[0],
      ];
      for (const n of [operator1, operator2, received2]) {
        await store.finishNotification(n.id, n.claimToken!, { status: 'sent' });
      }
      // The earlier message is being sent: the later one still waits.
      expect(await store.claimNotifications(10, 60)).toEqual([]);
      // It failed and retries in an hour: the later one waits for it, not due as it is.
      await store.finishNotification(received1.id, received1.claimToken!, {
        status: 'retry',
        error: 'ECONNREFUSED',
        nextAttemptAt: new Date(Date.now() + 3_600_000),
      });
      expect(await store.claimNotifications(10, 60)).toEqual([]);
      // Due again: the earlier one alone, then the later one once it is sent.
      await store.sql.query('update public.notifications set next_attempt_at = now() where id = $1', [
        received1.id,
      ]);
      const retried = await store.claimNotifications(10, 60);
      expect(subjects(retried)).toEqual(['Demande reçue 1']);
      expect(await store.claimNotifications(10, 60)).toEqual([]);
      await store.finishNotification(retried[0]!.id, retried[0]!.claimToken!, { status: 'sent' });
      expect(subjects(await store.claimNotifications(10, 60))).toEqual(['Confirmée 1']);

      // Given up ('failed' after the last attempt): the later message leaves.
      await clearOutbox();
      await store.createReservation(reservationInput(), [
        draft({ kind: 'customer_request_received', subject: 'Demande reçue 3', recipient: CUSTOMER }),
        draft({ kind: 'customer_confirmed', subject: 'Confirmée 3', recipient: CUSTOMER.toUpperCase() }),
      ]);
      const [received3, ...rest] = await store.claimNotifications(10, 60);
      expect(received3?.subject).toBe('Demande reçue 3');
      expect(rest).toEqual([]);
      await store.finishNotification(received3!.id, received3!.claimToken!, { status: 'failed', error: 'x' });
      expect(subjects(await store.claimNotifications(10, 60))).toEqual(['Confirmée 3']);
    });

    it('two concurrent claimers never get the same row', async () => {
      await clearOutbox();
      await store.createReservation(
        reservationInput(),
        Array.from({ length: 12 }, (_, i) =>
          draft({ subject: `Message ${i}`, recipient: `r${i}@example.fr` }),
        ),
      );
      const [x, y] = await Promise.all([store.claimNotifications(8, 60), store.claimNotifications(8, 60)]);
      const ids = [...x, ...y].map((n) => n.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toHaveLength(12);
    });
  });

  describe('documents: agenda, invoices, secrets', () => {
    it('lists reservations whose outbound or return pickup falls in the range, by pickup time', async () => {
      const a = (await store.createReservation(reservationInput({ pickupTime: '2031-03-02T08:00:00.000Z' })))
        .reservation;
      const b = (
        await store.createReservation(
          reservationInput({
            pickupTime: '2031-02-20T08:00:00.000Z',
            returnPickupTime: '2031-03-01T17:00:00.000Z',
          }),
        )
      ).reservation;
      await store.createReservation(reservationInput({ pickupTime: '2031-03-05T00:00:00.000Z' }));
      const found = await store.listReservationsByPickup(
        new Date('2031-03-01T00:00:00.000Z'),
        new Date('2031-03-05T00:00:00.000Z'),
      );
      expect(found.map((r) => r.id)).toEqual([b.id, a.id]);
    });

    /** A booking the database finds invoiceable: a completed ride. */
    async function completedReservation() {
      const { reservation } = await store.createReservation(reservationInput());
      return store.updatePaymentStatus(reservation.id, 'completed');
    }

    it('issues one invoice per reservation: a second issue returns the same number and snapshot', async () => {
      const reservation = await completedReservation();
      const first = await store.issueInvoice(reservation.id, { customer: 'Alice Test', totalCents: 15050 });
      expect(first.created).toBe(true);
      expect(first.invoice.number).toMatch(/^F-\d{4}-\d{4}$/);
      expect(first.invoice.number).toBe(
        `F-${first.invoice.year}-${String(first.invoice.sequence).padStart(4, '0')}`,
      );
      const again = await store.issueInvoice(reservation.id, { customer: 'Changed', totalCents: 1 });
      expect(again.created).toBe(false);
      expect(again.invoice).toEqual(first.invoice);
      expect(again.invoice.snapshot).toEqual({ customer: 'Alice Test', totalCents: 15050 });
      expect(await store.getInvoiceByReservation(reservation.id)).toEqual(first.invoice);
      expect(await store.listInvoicesByReservations([reservation.id, MISSING_ID])).toEqual([first.invoice]);
      await expect(store.issueInvoice(MISSING_ID, {})).rejects.toBeInstanceOf(NotFoundError);
      expect(await store.getInvoiceByReservation(MISSING_ID)).toBeNull();
    });

    it('a refused issue uses up no number: the next invoice follows the last one issued', async () => {
      const a = await store.issueInvoice((await completedReservation()).id, {});
      const { reservation: pending } = await store.createReservation(reservationInput());
      await expect(store.issueInvoice(pending.id, {})).rejects.toThrow(/n'est pas facturable/);
      await expect(store.issueInvoice(MISSING_ID, {})).rejects.toBeInstanceOf(NotFoundError);
      const b = await store.issueInvoice((await completedReservation()).id, {});
      expect(b.invoice.year).toBe(a.invoice.year);
      expect(b.invoice.sequence).toBe(a.invoice.sequence + 1);
    });

    it('50 concurrent issues → 50 distinct, consecutive numbers of the year', async () => {
      const reservations = await Promise.all(Array.from({ length: 50 }, completedReservation));
      const results = await Promise.all(
        reservations.map((r) => store.issueInvoice(r.id, { ref: r.bookingRef })),
      );
      // …and racing re-issues of the same reservations change nothing.
      const replays = await Promise.all(reservations.slice(0, 10).map((r) => store.issueInvoice(r.id, {})));
      expect(replays.every((r) => !r.created)).toBe(true);
      const sequences = results.map((r) => r.invoice.sequence).sort((x, y) => x - y);
      expect(new Set(results.map((r) => r.invoice.number)).size).toBe(50);
      const start = sequences[0] as number;
      expect(sequences).toEqual(Array.from({ length: 50 }, (_, i) => start + i));
      const year = results[0]?.invoice.year;
      expect(results.every((r) => r.invoice.year === year)).toBe(true);
      const { rows } = await store.sql.query<{ last: number }>(
        'select last from public.invoice_counters where year = $1',
        [year],
      );
      expect(rows[0]?.last).toBe(start + 49);
      // Numbers and dates grow together.
      const byNumber = results.map((r) => r.invoice).sort((x, y) => x.sequence - y.sequence);
      for (let i = 1; i < byNumber.length; i++) {
        expect(byNumber[i]!.issuedAt >= byNumber[i - 1]!.issuedAt).toBe(true);
      }
    });

    it('an issued invoice cannot be altered or deleted, keeps its booking until credited, then survives it', async () => {
      const reservation = await completedReservation();
      const { invoice } = await store.issueInvoice(reservation.id, { total: 1 });
      await expect(
        store.sql.query(`update public.invoices set snapshot = '{"total": 2}'::jsonb where id = $1`, [
          invoice.id,
        ]),
      ).rejects.toThrow(/ne peut pas être modifiée/);
      await expect(
        store.sql.query('delete from public.invoices where id = $1', [invoice.id]),
      ).rejects.toThrow(/conservée 10 ans/);
      // Its booking is not deleted while no credit note cancels it…
      await expect(store.deleteReservation(reservation.id)).rejects.toThrow(/est facturée/);
      // …and once one does, the invoice survives the booking.
      await store.updatePaymentStatus(reservation.id, 'cancelled');
      await store.issueCreditNote(reservation.id, {});
      await store.deleteReservation(reservation.id);
      const { rows } = await store.sql.query<{ number: string; reservation_id: string | null }>(
        'select number, reservation_id from public.invoices where id = $1',
        [invoice.id],
      );
      expect(rows).toEqual([{ number: invoice.number, reservation_id: null }]);
    });

    it('invoices only a booking it finds invoiceable, read under its lock: completed, or paid online', async () => {
      const { reservation } = await store.createReservation(reservationInput());
      await expect(store.issueInvoice(reservation.id, {})).rejects.toThrow(/n'est pas facturable/);
      // Confirmed by hand (to be paid on board): not yet.
      await store.updatePaymentStatus(reservation.id, 'paid');
      await expect(store.issueInvoice(reservation.id, {})).rejects.toBeInstanceOf(InvalidDataError);
      // Paid online: yes.
      await store.sql.query(`update public.reservations set checkout_state = 'paid' where id = $1`, [
        reservation.id,
      ]);
      expect((await store.issueInvoice(reservation.id, {})).created).toBe(true);
      // A cancelled booking (a caller's older copy still says completed) is not invoiced.
      const cancelled = await completedReservation();
      await store.updatePaymentStatus(cancelled.id, 'cancelled');
      await expect(store.issueInvoice(cancelled.id, {})).rejects.toBeInstanceOf(InvalidDataError);
      expect(await store.getInvoiceByReservation(cancelled.id)).toBeNull();
    });

    it('a cancellation carrying a credit note issues it in its own transaction, only when there is an invoice', async () => {
      const change = (expectedStatus: 'completed' | 'pending', creditNote: Record<string, unknown>) => ({
        expectedStatus,
        expectedPaidOnline: false,
        notifications: [draft({ kind: 'customer_cancelled' })],
        creditNote,
      });
      const invoiced = await completedReservation();
      await store.issueInvoice(invoiced.id, { total: 1 });
      const cancelled = await store.updatePaymentStatus(
        invoiced.id,
        'cancelled',
        change('completed', { n: 1 }),
      );
      expect(cancelled.paymentStatus).toBe('cancelled');
      expect((await store.getCreditNoteByReservation(invoiced.id))?.snapshot).toEqual({ n: 1 });
      const outboxFor = async (id: string) =>
        (await store.listNotifications(1000)).filter((n) => n.reservationId === id);
      expect((await outboxFor(invoiced.id)).map((n) => n.kind)).toEqual(['customer_cancelled']);
      // No invoice: the text is ignored, the cancellation applies.
      const { reservation: plain } = await store.createReservation(reservationInput());
      await store.updatePaymentStatus(plain.id, 'cancelled', change('pending', { n: 2 }));
      expect(await store.getCreditNoteByReservation(plain.id)).toBeNull();
      // A refused credit note rolls the cancellation and its e-mail back with it (one transaction).
      const other = await completedReservation();
      await store.issueInvoice(other.id, {});
      await store.sql.query(
        'alter table public.credit_notes add constraint e2e_refuse check (false) not valid',
      );
      try {
        await expect(
          store.updatePaymentStatus(other.id, 'cancelled', change('completed', { n: 3 })),
        ).rejects.toBeInstanceOf(InvalidDataError);
      } finally {
        await store.sql.query('alter table public.credit_notes drop constraint e2e_refuse');
      }
      expect((await store.getReservation(other.id))?.paymentStatus).toBe('completed');
      expect(await outboxFor(other.id)).toEqual([]);
    });

    it("the operator's cancellation of an invoiced booking without its credit note is refused", async () => {
      const reservation = await completedReservation();
      await store.issueInvoice(reservation.id, {});
      await expect(
        store.updatePaymentStatus(reservation.id, 'cancelled', {
          expectedStatus: 'completed',
          expectedPaidOnline: false,
          notifications: [],
        }),
      ).rejects.toThrow(/son annulation doit l'annuler par un avoir/);
      expect((await store.getReservation(reservation.id))?.paymentStatus).toBe('completed');
    });

    it('a payment recorded on a credited booking leaves it cancelled', async () => {
      const reservation = await completedReservation();
      await store.issueInvoice(reservation.id, {});
      await store.updatePaymentStatus(reservation.id, 'cancelled');
      await store.issueCreditNote(reservation.id, {});
      // A page opened while it was still waiting for its payment (attachStripeSession refuses a cancelled booking).
      await store.sql.query(
        `update public.reservations set stripe_session_id = $2, checkout_state = 'open' where id = $1`,
        [reservation.id, `cs_test_credited_${reservation.bookingRef}`],
      );
      const paid = await store.markPaid(reservation.id, [], 'cancelled');
      expect(paid.transitioned).toBe(true);
      expect(paid.reservation).toMatchObject({ paymentStatus: 'cancelled', checkoutState: 'paid' });
    });

    it('a credit note cancels the invoice of a cancelled booking: once, numbered apart, and the booking stays cancelled', async () => {
      const { reservation } = await store.createReservation(reservationInput());
      await store.updatePaymentStatus(reservation.id, 'completed');
      // Not cancelled yet, or not invoiced: refused by the database itself.
      await expect(store.issueCreditNote(reservation.id, {})).rejects.toThrow(
        /Seule une réservation annulée/,
      );
      const bare = (await store.createReservation(reservationInput())).reservation;
      await store.updatePaymentStatus(bare.id, 'cancelled');
      await expect(store.issueCreditNote(bare.id, {})).rejects.toBeInstanceOf(InvalidDataError);
      await expect(store.issueCreditNote(MISSING_ID, {})).rejects.toBeInstanceOf(NotFoundError);

      const { invoice } = await store.issueInvoice(reservation.id, { total: 1 });
      await store.updatePaymentStatus(reservation.id, 'cancelled');
      const first = await store.issueCreditNote(reservation.id, { credited: invoice.number });
      expect(first.created).toBe(true);
      expect(first.creditNote.invoiceId).toBe(invoice.id);
      expect(first.creditNote.reservationId).toBe(reservation.id);
      expect(first.creditNote.number).toBe(
        `A-${first.creditNote.year}-${String(first.creditNote.sequence).padStart(4, '0')}`,
      );
      const again = await store.issueCreditNote(reservation.id, { credited: 'other' });
      expect(again).toEqual({ creditNote: first.creditNote, created: false });
      expect(await store.getCreditNoteByReservation(reservation.id)).toEqual(first.creditNote);
      expect(await store.getCreditNoteByReservation(bare.id)).toBeNull();
      expect(await store.listCreditNotesByReservations([bare.id, reservation.id])).toEqual([
        first.creditNote,
      ]);

      // Its invoice's booking cannot be confirmed or completed again (it would be a ride without an invoice)…
      await expect(store.updatePaymentStatus(reservation.id, 'paid')).rejects.toThrow(/reste annulée/);
      expect((await store.getReservation(reservation.id))?.paymentStatus).toBe('cancelled');
      // …while a cancelled booking without a credit note can.
      expect((await store.updatePaymentStatus(bare.id, 'pending')).paymentStatus).toBe('pending');

      // Immutable, kept 10 years, survives its booking, and its invoice cannot go before it.
      await expect(
        store.sql.query(`update public.credit_notes set snapshot = '{}'::jsonb where id = $1`, [
          first.creditNote.id,
        ]),
      ).rejects.toThrow(/ne peut pas être modifié/);
      await expect(
        store.sql.query('delete from public.credit_notes where id = $1', [first.creditNote.id]),
      ).rejects.toThrow(/conservé 10 ans/);
      await store.deleteReservation(reservation.id);
      const { rows } = await store.sql.query<{ number: string; reservation_id: string | null }>(
        'select number, reservation_id from public.credit_notes where id = $1',
        [first.creditNote.id],
      );
      expect(rows).toEqual([{ number: first.creditNote.number, reservation_id: null }]);
    });

    it('lists the invoices and credit notes issued in a period, a deleted booking’s included, in number order', async () => {
      const before = new Date(Date.now() - 1000);
      const kept = await completedReservation();
      const deleted = await completedReservation();
      const first = (await store.issueInvoice(kept.id, { n: 1 })).invoice;
      const second = (await store.issueInvoice(deleted.id, { n: 2 })).invoice;
      await store.updatePaymentStatus(deleted.id, 'cancelled');
      const { creditNote } = await store.issueCreditNote(deleted.id, { n: 3 });
      await store.deleteReservation(deleted.id);
      const after = new Date(Date.now() + 1000);

      // The other tests of this file issue documents too: only this test's are compared.
      const ours = <T extends { id: string }>(list: T[], ids: string[]) =>
        list.filter((d) => ids.includes(d.id));
      const invoices = ours(await store.listInvoicesIssued(before, after), [first.id, second.id]);
      expect(invoices.map((i) => i.number)).toEqual([first.number, second.number]);
      expect(invoices[1]).toMatchObject({ reservationId: null, snapshot: { n: 2 } });
      expect(ours(await store.listCreditNotesIssued(before, after), [creditNote.id])).toEqual([
        { ...creditNote, reservationId: null },
      ]);
      // [from, to): nothing issued before `before` nor from `after` on.
      expect(await store.listInvoicesIssued(new Date(0), before)).not.toContainEqual(
        expect.objectContaining({ id: first.id }),
      );
      const later = [after, new Date(after.getTime() + 60_000)] as const;
      expect(ours(await store.listInvoicesIssued(...later), [first.id, second.id])).toEqual([]);
      expect(ours(await store.listCreditNotesIssued(...later), [creditNote.id])).toEqual([]);
    });

    it('20 concurrent credit notes → 20 consecutive numbers of their own sequence', async () => {
      const reservations = await Promise.all(
        Array.from({ length: 20 }, async () => {
          const { reservation } = await store.createReservation(reservationInput());
          await store.updatePaymentStatus(reservation.id, 'completed');
          await store.issueInvoice(reservation.id, {});
          return store.updatePaymentStatus(reservation.id, 'cancelled');
        }),
      );
      const notes = await Promise.all(reservations.map((r) => store.issueCreditNote(r.id, {})));
      const sequences = notes.map((n) => n.creditNote.sequence).sort((x, y) => x - y);
      const start = sequences[0] as number;
      expect(sequences).toEqual(Array.from({ length: 20 }, (_, i) => start + i));
      expect(notes.every((n) => n.creditNote.number.startsWith('A-'))).toBe(true);
    });

    it('stores and rotates a secret hash', async () => {
      expect(await store.getSecretHash('calendar_feed')).toBeNull();
      await store.setSecretHash('calendar_feed', 'a'.repeat(64));
      await store.setSecretHash('calendar_feed', 'b'.repeat(64));
      expect(await store.getSecretHash('calendar_feed')).toBe('b'.repeat(64));
    });
  });

  describe('price_settings', () => {
    it('reads the seeded defaults, saves, resets', async () => {
      expect(await store.getPriceSettings()).toEqual(DEFAULT_PRICE_SETTINGS);
      const changed: PriceSettings = structuredClone(DEFAULT_PRICE_SETTINGS);
      changed.vehicles.berline.pricePerKmCents = 215;
      changed.fixedFares.parisOrly.van = null;
      expect(await store.savePriceSettings(changed)).toEqual(changed);
      expect(await store.getPriceSettings()).toEqual(changed);
      expect(await store.resetPriceSettings()).toEqual(DEFAULT_PRICE_SETTINGS);
      expect(await store.getPriceSettings()).toEqual(DEFAULT_PRICE_SETTINGS);
    });

    it('refuses invalid settings and ignores a corrupt stored document', async () => {
      const bad = structuredClone(DEFAULT_PRICE_SETTINGS) as unknown as {
        vehicles: { van: { basePriceCents: number } };
      };
      bad.vehicles.van.basePriceCents = -1;
      await expect(store.savePriceSettings(bad as unknown as PriceSettings)).rejects.toBeInstanceOf(
        InvalidDataError,
      );
      const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      await store.sql.query(`update public.price_settings set settings = '{"vehicles":1}'::jsonb`);
      expect(await store.getPriceSettings()).toBeNull();
      spy.mockRestore();
      await store.sql.query('delete from public.price_settings');
      expect(await store.getPriceSettings()).toBeNull();
      expect(await store.resetPriceSettings()).toEqual(DEFAULT_PRICE_SETTINGS);
    });
  });

  describe('safety tables', () => {
    it('counts login failures since a date, per IP or in total', async () => {
      const t0 = new Date('2026-01-01T10:00:00Z');
      await store.recordLoginAttempt('10.0.0.1', false, t0);
      await store.recordLoginAttempt('10.0.0.1', false, new Date(t0.getTime() + 60_000));
      await store.recordLoginAttempt('10.0.0.1', true, new Date(t0.getTime() + 120_000));
      await store.recordLoginAttempt('10.0.0.2', false, new Date(t0.getTime() + 180_000));
      expect(await store.countLoginFailures(t0, '10.0.0.1')).toBe(2);
      expect(await store.countLoginFailures(new Date(t0.getTime() + 30_000), '10.0.0.1')).toBe(1);
      expect(await store.countLoginFailures(t0)).toBe(3);
      expect(await store.countLoginFailures(t0, '10.9.9.9')).toBe(0);
    });

    it('counts throttle hits per bucket and IP', async () => {
      const t0 = new Date('2026-01-01T10:00:00Z');
      await store.recordThrottleHit('quote', '1.1.1.1', t0);
      await store.recordThrottleHit('quote', '1.1.1.1', new Date(t0.getTime() + 1000));
      await store.recordThrottleHit('contact', '1.1.1.1', t0);
      expect(await store.countThrottleHits('quote', '1.1.1.1', t0)).toBe(2);
      expect(await store.countThrottleHits('quote', '1.1.1.1', new Date(t0.getTime() + 500))).toBe(1);
      expect(await store.countThrottleHits('contact', '2.2.2.2', t0)).toBe(0);
    });

    it('caches a resolved place by id and refreshes it in place', async () => {
      expect(await store.getCachedPlace('ChIJcontract')).toBeNull();
      const first = {
        placeId: 'ChIJcontract',
        address: '1 Rue de Chartres, 91410 Dourdan, France',
        lat: 48.5291,
        lng: 2.0112,
        fetchedAt: '2026-01-01T10:00:00.000Z',
      };
      await store.saveCachedPlace(first);
      expect(await store.getCachedPlace('ChIJcontract')).toEqual(first);
      const refreshed = { ...first, lat: 48.53, fetchedAt: '2026-02-15T10:00:00.000Z' };
      await store.saveCachedPlace(refreshed);
      expect(await store.getCachedPlace('ChIJcontract')).toEqual(refreshed);
    });

    it('caches a driving distance by ordered place pair', async () => {
      const distance = {
        fromRef: 'catalogue:orly-4',
        toRef: 'google:ChIJcontract',
        km: 41.3,
        durationMinutes: 38,
        fetchedAt: '2026-01-01T10:00:00.000Z',
      };
      await store.saveCachedDistance(distance);
      expect(await store.getCachedDistance('catalogue:orly-4', 'google:ChIJcontract')).toEqual(distance);
      expect(await store.getCachedDistance('google:ChIJcontract', 'catalogue:orly-4')).toBeNull();
      await store.saveCachedDistance({ ...distance, km: 40, durationMinutes: null });
      expect(await store.getCachedDistance('catalogue:orly-4', 'google:ChIJcontract')).toMatchObject({
        km: 40,
        durationMinutes: null,
      });
    });

    it('records a Stripe event once; a replay returns false', async () => {
      expect(await store.recordStripeEvent('evt_contract_1', 'checkout.session.completed')).toBe(true);
      expect(await store.recordStripeEvent('evt_contract_1', 'checkout.session.completed')).toBe(false);
      const both = await Promise.all([
        store.recordStripeEvent('evt_contract_2', 'x'),
        store.recordStripeEvent('evt_contract_2', 'x'),
      ]);
      expect(both.filter(Boolean)).toHaveLength(1);
    });

    it('takeThrottleSlot: 30 concurrent callers for one client → exactly the limit recorded', async () => {
      const at = new Date('2026-04-01T10:00:00Z');
      const since = new Date(at.getTime() - 600_000);
      const results = await Promise.all(
        Array.from({ length: 30 }, () => store.takeThrottleSlot('race', '203.0.113.77', at, since, 10)),
      );
      expect(results.filter(Boolean)).toHaveLength(10);
      expect(await store.countThrottleHits('race', '203.0.113.77', since)).toBe(10);
      // Another client and another bucket have their own allowance; old hits leave the window.
      expect(await store.takeThrottleSlot('race', '203.0.113.78', at, since, 10)).toBe(true);
      expect(await store.takeThrottleSlot('race-other', '203.0.113.77', at, since, 10)).toBe(true);
      const later = new Date(at.getTime() + 600_001);
      expect(await store.takeThrottleSlot('race', '203.0.113.77', later, at, 10)).toBe(false);
      expect(
        await store.takeThrottleSlot('race', '203.0.113.77', later, new Date(at.getTime() + 1), 10),
      ).toBe(true);
    });

    it('claimLoginAttempt: 20 concurrent claims for one client → exactly the limit checked, whatever the instance', async () => {
      const at = new Date('2026-04-03T10:00:00Z');
      const since = new Date(at.getTime() - 15 * 60_000);
      const ip = '203.0.113.88';
      const claims = await Promise.all(
        Array.from({ length: 20 }, () => store.claimLoginAttempt({ ip, device: null, at, since, max: 5 })),
      );
      const claimed = claims.filter((id): id is string => id !== null);
      expect(claimed).toHaveLength(5);
      expect(new Set(claimed).size).toBe(5);
      // The claims count as failures while their passwords are checked; the refused ones are recorded, not counted.
      expect(await store.countLoginFailures(since, ip)).toBe(5);
      // A password that matched: its claim is a success, and the client may try again.
      await store.markLoginSucceeded(claimed[0]!);
      expect(await store.countLoginFailures(since, ip)).toBe(4);
      expect(await store.claimLoginAttempt({ ip, device: null, at, since, max: 5 })).not.toBeNull();
      expect(await store.claimLoginAttempt({ ip, device: null, at, since, max: 5 })).toBeNull();
      // A device has its own allowance, whatever its address's; failures leave the window.
      const device = '7a1c2b3a-1111-4222-8333-944455566688';
      expect(await store.claimLoginAttempt({ ip, device, at, since, max: 5 })).not.toBeNull();
      expect(await store.countLoginFailures(since, undefined, device)).toBe(1);
      const later = new Date(at.getTime() + 15 * 60_000 + 1);
      expect(
        await store.claimLoginAttempt({
          ip,
          device: null,
          at: later,
          since: new Date(at.getTime() + 1),
          max: 5,
        }),
      ).not.toBeNull();
    });

    it('login attempts carry the device and refused flags; refused ones are not failures', async () => {
      const t0 = new Date('2026-04-02T10:00:00Z');
      const device = '0d6c0a64-3b1c-4a57-9a0e-4c9b9d1a2b3c';
      await store.recordLoginAttempt('10.9.0.1', false, t0, { device });
      await store.recordLoginAttempt('10.9.0.1', false, t0);
      await store.recordLoginAttempt('10.9.0.1', false, t0, { refused: true });
      expect(await store.countLoginFailures(t0, '10.9.0.1')).toBe(2);
      expect(await store.countLoginFailures(t0, undefined, device)).toBe(1);
      expect(await store.countLoginFailures(t0, '10.9.0.2', device)).toBe(0);
    });

    it('admin sessions: one revoked id, then every session by version', async () => {
      const before = await store.adminSessionStatus('session-a-0123456789');
      expect(before.revoked).toBe(false);
      await store.revokeAdminSession('session-a-0123456789', new Date());
      await store.revokeAdminSession('session-a-0123456789', new Date()); // idempotent
      expect(await store.adminSessionStatus('session-a-0123456789')).toEqual({
        version: before.version,
        revoked: true,
      });
      expect((await store.adminSessionStatus('session-b-0123456789')).revoked).toBe(false);
      const bumped = await Promise.all([store.revokeAllAdminSessions(), store.revokeAllAdminSessions()]);
      expect([...bumped].sort()).toEqual([before.version + 1, before.version + 2]);
      expect((await store.adminSessionStatus('session-b-0123456789')).version).toBe(before.version + 2);
    });
  });

  describe('retention (purge and GDPR anonymisation)', () => {
    async function traces(reason: string): Promise<{ reservations: number }[]> {
      const { rows } = await store.sql.query<{ reservations: number }>(
        'select reservations from public.anonymisations where reason = $1 order by id',
        [reason],
      );
      return rows;
    }

    it('anonymises bookings 3 years after the ride and messages after 1 year, keeps amounts, dates and status; deletes day-old throttle and login rows', async () => {
      const now = new Date();
      const years = (n: number) => new Date(now.getTime() - n * 365.25 * 24 * 3600 * 1000).toISOString();
      const { reservation: old } = await store.createReservation(
        reservationInput({
          pickupTime: years(3.2),
          returnPickupTime: years(3.1),
          fullName: 'Vieux Client',
          paymentStatus: 'paid',
        }),
      );
      const { reservation: recentRide } = await store.createReservation(
        // Booked long ago but its return ride was 2 years ago: still within retention.
        reservationInput({ pickupTime: years(3.5), returnPickupTime: years(2), fullName: 'Client Récent' }),
      );
      const { reservation: message } = await store.createReservation(
        reservationInput({
          channel: 'contact',
          pickupTime: null,
          returnPickupTime: null,
          message: 'Bonjour',
        }),
      );
      await store.sql.query('update public.reservations set created_at = $2 where id = $1', [
        message.id,
        years(1.1),
      ]);
      // Both sides of each period (docs/product.md#retention): a message under a year old and a ride under three
      // years ago are kept whole.
      const { reservation: youngMessage } = await store.createReservation(
        reservationInput({ channel: 'contact', pickupTime: null, returnPickupTime: null, message: 'Récent' }),
      );
      await store.sql.query('update public.reservations set created_at = $2 where id = $1', [
        youngMessage.id,
        years(0.95),
      ]);
      const { reservation: edgeRide } = await store.createReservation(
        reservationInput({ pickupTime: years(2.95), returnPickupTime: null, fullName: 'Client 2,95 ans' }),
      );
      const dayAgo = new Date(now.getTime() - 25 * 3600 * 1000);
      await store.recordThrottleHit('purge-test', '9.9.9.9', dayAgo);
      await store.recordThrottleHit('purge-test', '9.9.9.9', now);
      await store.recordLoginAttempt('9.9.9.8', false, dayAgo);
      await store.recordLoginAttempt('9.9.9.8', false, now);

      const result = await store.purgePersonalData(now);
      expect(result.anonymised).toBeGreaterThanOrEqual(2);
      expect(result.throttleDeleted).toBeGreaterThanOrEqual(1);
      expect(result.loginsDeleted).toBeGreaterThanOrEqual(1);

      const purged = await store.getReservation(old.id);
      expect(purged).toMatchObject({
        fullName: 'Client anonymisé',
        phone: null,
        pickupLocation: null,
        dropoffLocation: null,
        flightTrainNumber: null,
        priceCents: old.priceCents,
        paymentStatus: 'paid',
        bookingRef: old.bookingRef,
      });
      expect(purged?.email).not.toBe(old.email);
      expect(Date.parse(purged?.pickupTime ?? '')).toBe(Date.parse(old.pickupTime ?? ''));
      expect(JSON.stringify(purged?.quote)).not.toContain('Forfait');
      expect((await store.getReservation(message.id))?.message).toBeNull();
      expect((await store.getReservation(recentRide.id))?.fullName).toBe('Client Récent');
      expect((await store.getReservation(youngMessage.id))?.message).toBe('Récent');
      expect((await store.getReservation(edgeRide.id))?.fullName).toBe('Client 2,95 ans');
      expect(await store.countThrottleHits('purge-test', '9.9.9.9', new Date(0))).toBe(1);
      expect(await store.countLoginFailures(new Date(0), '9.9.9.8')).toBe(1);
      const trace = (await traces('retention')).at(-1);
      expect(trace?.reservations).toBe(result.anonymised);

      // A second run has nothing left to do.
      expect((await store.purgePersonalData(now)).anonymised).toBe(0);
    });

    it("'Anonymiser ce client' erases one customer by e-mail or phone across reservations, and leaves a trace without personal data", async () => {
      const now = new Date();
      const { reservation: a } = await store.createReservation(
        reservationInput({
          fullName: 'Bob Effacé',
          email: 'bob.efface@example.fr',
          phone: '+33 6 11 22 33 44',
        }),
      );
      const { reservation: b } = await store.createReservation(
        reservationInput({
          fullName: 'Bob Effacé',
          email: 'autre.bob@example.fr',
          phone: '06.11.22.33.44',
          priceCents: 9900,
        }),
      );
      const { reservation: other } = await store.createReservation(
        reservationInput({ fullName: 'Carla Gardée', email: 'carla@example.fr', phone: '06 99 88 77 66' }),
      );

      // What the admin action reads first (to close open payment pages): exactly the rows the erasure will take.
      const listed = await store.listCustomerReservations({
        email: 'BOB.efface@example.fr',
        phone: '06 11 22 33 44',
      });
      expect(listed.map((r) => r.id).sort()).toEqual([a.id, b.id].sort());
      expect(listed.every((r) => r.anonymisedAt === null)).toBe(true);

      const count = await store.anonymiseCustomer(
        { email: 'BOB.efface@example.fr', phone: '06 11 22 33 44' },
        now,
      );
      expect(count).toBe(2);
      // Once erased, a customer's rows are no longer theirs to list.
      expect(
        await store.listCustomerReservations({ email: 'bob.efface@example.fr', phone: '06 11 22 33 44' }),
      ).toEqual([]);
      for (const before of [a, b]) {
        const after = await store.getReservation(before.id);
        expect(after).toMatchObject({
          fullName: 'Client anonymisé',
          phone: null,
          priceCents: before.priceCents,
        });
        expect(Date.parse(after?.anonymisedAt ?? '')).toBe(Date.parse(now.toISOString()));
        expect(after?.email).not.toContain('bob');
        expect(Date.parse(after?.pickupTime ?? '')).toBe(Date.parse(before.pickupTime ?? ''));
      }
      expect(await store.getReservation(other.id)).toMatchObject({
        fullName: 'Carla Gardée',
        email: 'carla@example.fr',
      });
      const { rows } = await store.sql.query<Record<string, unknown>>(
        "select * from public.anonymisations where reason = 'request' order by id desc limit 1",
      );
      expect(rows[0]?.reservations).toBe(2);
      expect(JSON.stringify(rows[0])).not.toMatch(/bob|11 22|Effacé/i);

      // Nothing of the customer is left in the outbox or at Stripe's end of the booking (trust audit, 2026-11-28).
      const { reservation: mailed } = await store.createReservation(
        reservationInput({
          fullName: 'Dora Écrite',
          email: 'dora.ecrite@example.fr',
          phone: '06 55 44 33 21',
        }),
        [
          draft({
            kind: 'customer_request_received',
            recipient: 'dora.ecrite@example.fr',
            text: 'Bonjour Dora Écrite',
          }),
          draft({
            text: 'Nouvelle demande de Dora Écrite, 06 55 44 33 21',
            replyTo: 'dora.ecrite@example.fr',
          }),
        ],
      );
      await store.attachStripeSession(mailed.id, `cs_test_anon_${mailed.id.slice(0, 8)}`);
      expect(await store.anonymiseCustomer({ email: 'dora.ecrite@example.fr', phone: '' }, now)).toBe(1);
      expect((await store.getReservation(mailed.id))?.stripeSessionId).toBeNull();
      const outbox = await store.sql.query<Record<string, unknown>>(
        'select * from public.notifications where reservation_id = $1',
        [mailed.id],
      );
      expect(outbox.rows).toEqual([]);
      const everywhere = await store.sql.query<{ n: number }>(
        "select count(*)::int as n from public.notifications where recipient ilike '%dora.ecrite%' or text_body ilike '%Dora%'",
      );
      expect(everywhere.rows[0]?.n).toBe(0);

      // Neither an empty match nor a too-short phone erases (or lists) anything.
      expect(await store.listCustomerReservations({ email: ' ', phone: '12' })).toEqual([]);
      expect(await store.anonymiseCustomer({ email: '', phone: '12' }, now)).toBe(0);
      expect((await store.getReservation(other.id))?.fullName).toBe('Carla Gardée');
    });
  });
});
