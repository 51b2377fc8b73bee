// The Supabase adapter against a fake PostgREST (fetch injected into createClient): each call must produce the request
// docs/product.md#store describes (table, select list, eq filters, order, single) and map answers and errors to the app's types.
import { DEFAULT_PRICE_SETTINGS } from '@/lib/pricing/settings';
import { ConflictError, NotFoundError, UnavailableError } from './errors';
import { createSupabaseStore } from './supabase-store';

interface Call {
  method: string;
  path: string;
  params: URLSearchParams;
  headers: Headers;
  body: unknown;
}

type Reply = { status?: number; body?: unknown; headers?: Record<string, string> };

function fakePostgrest(reply: (call: Call) => Reply | Promise<Reply>) {
  const calls: Call[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const call: Call = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      params: url.searchParams,
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const r = await reply(call);
    return new Response(r.body === undefined ? null : JSON.stringify(r.body), {
      status: r.status ?? 200,
      headers: { 'content-type': 'application/json', ...r.headers },
    });
  }) as typeof fetch;
  const store = createSupabaseStore({
    url: 'https://project.supabase.co',
    key: 'sb_secret_test',
    fetch: fetchImpl,
    timeoutMs: 500,
  });
  return { store, calls };
}

const PACKAGE_ROW = {
  id: '00000000-0000-4000-8000-000000000201',
  department: 'Essonne (91)',
  start_location: 'Dourdan',
  end_location: 'Étampes',
  berline_one_way_price: 40,
  berline_round_trip_price: 75.5,
  van_one_way_price: null,
  van_round_trip_price: 110,
  is_active: true,
  fixed_route: null,
  created_at: '2025-06-02T08:00:00+00:00',
  updated_at: '2025-06-02T08:00:00+00:00',
};
/** PACKAGE_ROW as the app writes it (cents; euros in the row). */
const PACKAGE_INPUT = {
  department: 'Essonne (91)' as const,
  startLocation: 'Dourdan',
  endLocation: 'Étampes',
  prices: {
    berline: { oneWayCents: 4000, roundTripCents: 7550 },
    van: { oneWayCents: null, roundTripCents: 11000 },
  },
  isActive: true,
};
const POST_ROW = {
  id: '00000000-0000-4000-8000-000000000501',
  title: 'Titre',
  slug: 'avantages-vtc-transferts-aeroport',
  created_at: '2025-07-04T08:00:00+00:00',
  published_at: '2025-07-05T09:00:00+00:00',
  meta_description: 'Résumé',
  image_url: null,
  external_url: null,
  content: '<p>Texte</p>',
  is_published: true,
  updated_at: '2025-07-04T08:00:00+00:00',
};
const RESERVATION_ROW = {
  id: '00000000-0000-4000-8000-000000000601',
  booking_ref: 'HM-7K2QD',
  request_id: null,
  channel: 'wizard',
  full_name: 'Camille Martin',
  email: 'c@example.fr',
  phone: null,
  company_name: null,
  message: null,
  pickup_location: 'Dourdan',
  dropoff_location: 'Orly',
  pickup_time: '2026-12-18T05:30:00+00:00',
  flight_train_number: 'AF1234',
  vehicle_type: 'berline',
  passengers: 2,
  hold_bags: 2,
  booster: 0,
  trip_type: 'oneWay',
  return_pickup_time: null,
  return_flight_train_number: null,
  price: 80,
  quote: { totalCents: 8000 },
  payment_status: 'pending',
  payment_method: 'online',
  checkout_state: 'open',
  stripe_session_id: 'cs_test_1',
  paid_at: null,
  created_at: '2026-11-20T18:12:00+00:00',
  updated_at: '2026-11-20T18:12:00+00:00',
};
const OBJECT_ACCEPT = 'application/vnd.pgrst.object+json';

beforeAll(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined); // supabase-js warns about Node 20
});

describe('Supabase adapter: requests', () => {
  it('reads the row a public request stored by its requestId (a request sent again), never for a non-uuid', async () => {
    const requestId = '6f1c2b3a-1111-4222-8333-944455566677';
    const { store, calls } = fakePostgrest(() => ({ body: { ...RESERVATION_ROW, request_id: requestId } }));
    await expect(store.getReservationByRequestId(requestId)).resolves.toMatchObject({
      bookingRef: RESERVATION_ROW.booking_ref,
      requestId,
    });
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/rest/v1/reservations' });
    expect(calls[0]?.params.get('request_id')).toBe(`eq.${requestId}`);
    await expect(store.getReservationByRequestId('x')).resolves.toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('price table: local_packages, all columns, department + is_active filters, end_location asc', async () => {
    const { store, calls } = fakePostgrest(() => ({ body: [PACKAGE_ROW] }));
    const list = await store.listActivePackages('Essonne (91)');
    const [call] = calls;
    expect(call?.method).toBe('GET');
    expect(call?.path).toBe('/rest/v1/local_packages');
    expect(call?.params.get('select')).toBe('*');
    expect(call?.params.get('department')).toBe('eq.Essonne (91)');
    expect(call?.params.get('is_active')).toBe('eq.true');
    expect(call?.params.get('order')).toBe('end_location.asc');
    expect(call?.headers.get('apikey')).toBe('sb_secret_test');
    expect(list).toEqual([
      {
        id: PACKAGE_ROW.id,
        ...PACKAGE_INPUT,
        fixedRoute: null,
        createdAt: '2025-06-02T08:00:00.000Z',
        updatedAt: '2025-06-02T08:00:00.000Z',
      },
    ]);
  });

  it('admin package list: department filter only, created_at desc', async () => {
    const { store, calls } = fakePostgrest(() => ({ body: [] }));
    await store.listPackagesForAdmin('Yvelines (78)');
    expect(calls[0]?.params.get('department')).toBe('eq.Yvelines (78)');
    expect(calls[0]?.params.has('is_active')).toBe(false);
    expect(calls[0]?.params.get('order')).toBe('created_at.desc');
  });

  it('blog list: the summary select list, is_published = true, published_at desc', async () => {
    const { store, calls } = fakePostgrest(() => ({ body: [POST_ROW] }));
    const [post] = await store.listPublishedPosts();
    expect(calls[0]?.path).toBe('/rest/v1/blog_posts');
    expect(calls[0]?.params.get('select')).toBe(
      'id,title,slug,created_at,published_at,updated_at,meta_description,image_url,external_url',
    );
    expect(calls[0]?.params.get('is_published')).toBe('eq.true');
    expect(calls[0]?.params.get('order')).toBe('published_at.desc,id.asc');
    expect(post).toMatchObject({
      createdAt: '2025-07-04T08:00:00.000Z',
      publishedAt: '2025-07-05T09:00:00.000Z',
      updatedAt: '2025-07-04T08:00:00.000Z',
    });
  });

  it('article: slug + is_published filters, single object; PGRST116 → null', async () => {
    const { store, calls } = fakePostgrest((c) =>
      c.params.get('slug') === 'eq.inconnu'
        ? {
            status: 406,
            body: { code: 'PGRST116', message: 'JSON object requested, multiple (or no) rows returned' },
          }
        : { body: POST_ROW },
    );
    const post = await store.getPublishedPostBySlug('avantages-vtc-transferts-aeroport');
    expect(calls[0]?.params.get('select')).toBe('*');
    expect(calls[0]?.params.get('slug')).toBe('eq.avantages-vtc-transferts-aeroport');
    expect(calls[0]?.params.get('is_published')).toBe('eq.true');
    expect(calls[0]?.headers.get('accept')).toBe(OBJECT_ACCEPT);
    expect(post).toMatchObject({ content: '<p>Texte</p>', isPublished: true });
    expect(await store.getPublishedPostBySlug('inconnu')).toBeNull();
  });

  it('admin blog and reservations lists: all columns, created_at desc', async () => {
    const { store, calls } = fakePostgrest((c) => ({
      body: c.path.endsWith('blog_posts') ? [POST_ROW] : [RESERVATION_ROW],
    }));
    await store.listAllPosts();
    const [r] = await store.listReservations();
    expect(calls.map((c) => [c.path, c.params.get('select'), c.params.get('order')])).toEqual([
      ['/rest/v1/blog_posts', '*', 'created_at.desc'],
      ['/rest/v1/reservations', '*', 'created_at.desc'],
    ]);
    expect(r).toMatchObject({
      bookingRef: 'HM-7K2QD',
      priceCents: 8000,
      pickupTime: '2026-12-18T05:30:00.000Z',
      quote: { totalCents: 8000 },
    });
  });

  it('insert blog post: POST body with the spec fields; 23505 → ConflictError', async () => {
    const { store, calls } = fakePostgrest((c) =>
      (c.body as { slug?: string }).slug === 'pris'
        ? {
            status: 409,
            body: {
              code: '23505',
              message: 'duplicate key value violates unique constraint "blog_posts_slug_key"',
            },
          }
        : { status: 201, body: POST_ROW },
    );
    const input = {
      title: 'Titre',
      slug: 'avantages-vtc-transferts-aeroport',
      metaDescription: 'Résumé',
      imageUrl: null,
      externalUrl: null,
      content: '<p>Texte</p>',
      isPublished: true,
    };
    await store.createPost(input);
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.body).toEqual({
      title: 'Titre',
      slug: 'avantages-vtc-transferts-aeroport',
      meta_description: 'Résumé',
      image_url: null,
      external_url: null,
      content: '<p>Texte</p>',
      is_published: true,
    });
    expect(calls[0]?.headers.get('prefer')).toContain('return=representation');
    const error = await store.createPost({ ...input, slug: 'pris' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConflictError);
    expect((error as ConflictError).constraint).toBe('blog_posts_slug_key');
    // A new post with the id its editor drew: the id goes in the insert.
    const drawn = '6f1c2b3a-1111-4222-8333-944455566677';
    await store.createPost({ ...input, slug: 'avec-id' }, drawn).catch(() => undefined);
    expect((calls.at(-1)?.body as Record<string, unknown>).id).toBe(drawn);
  });

  it('create package: an insert, with the editor’s id in its body when given', async () => {
    const { store, calls } = fakePostgrest(() => ({ status: 201, body: PACKAGE_ROW }));
    const input = PACKAGE_INPUT;
    await store.createPackage(input);
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/rest/v1/local_packages' });
    expect((calls[0]?.body as Record<string, unknown>).id).toBeUndefined();
    await store.createPackage(input, PACKAGE_ROW.id);
    expect(calls[1]?.params.get('on_conflict')).toBeNull();
    expect(calls[1]?.body).toMatchObject({ id: PACKAGE_ROW.id, berline_one_way_price: '40.00' });
    await expect(store.createPackage(input, 'x')).rejects.toThrow('identifiant invalide');
    expect(calls).toHaveLength(2);
  });

  it('update package by id (PATCH id=eq.X), euros in the body; no row → NotFoundError', async () => {
    const { store, calls } = fakePostgrest((c) =>
      c.params.get('id') === `eq.${PACKAGE_ROW.id}`
        ? { body: PACKAGE_ROW }
        : { status: 406, body: { code: 'PGRST116', message: 'no rows' } },
    );
    const input = PACKAGE_INPUT;
    await store.updatePackage(PACKAGE_ROW.id, input);
    expect(calls[0]?.method).toBe('PATCH');
    expect(calls[0]?.path).toBe('/rest/v1/local_packages');
    expect(calls[0]?.body).toMatchObject({
      berline_one_way_price: '40.00',
      berline_round_trip_price: '75.50',
      van_one_way_price: null,
    });
    await expect(store.updatePackage('00000000-0000-4000-8000-00000000ffff', input)).rejects.toBeInstanceOf(
      NotFoundError,
    );
  });

  it('delete by id (DELETE id=eq.X); nothing deleted → NotFoundError', async () => {
    const { store, calls } = fakePostgrest((c) => ({
      body: c.params.get('id') === `eq.${RESERVATION_ROW.id}` ? [{ id: RESERVATION_ROW.id }] : [],
    }));
    await store.deleteReservation(RESERVATION_ROW.id);
    expect(calls[0]).toMatchObject({ method: 'DELETE', path: '/rest/v1/reservations' });
    expect(calls[0]?.params.get('id')).toBe(`eq.${RESERVATION_ROW.id}`);
    await expect(store.deletePost('00000000-0000-4000-8000-00000000ffff')).rejects.toBeInstanceOf(
      NotFoundError,
    );
    expect(calls).toHaveLength(2);
  });

  it('update payment status by id', async () => {
    const { store, calls } = fakePostgrest((c) =>
      c.method === 'GET'
        ? { body: RESERVATION_ROW }
        : { body: { ...RESERVATION_ROW, payment_status: 'completed' } },
    );
    const r = await store.updatePaymentStatus(RESERVATION_ROW.id, 'completed');
    expect(r.paymentStatus).toBe('completed');
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.body).toEqual({ payment_status: 'completed' });
    expect(patch?.params.get('id')).toBe(`eq.${RESERVATION_ROW.id}`);
  });

  it('markPaid is one SQL function call for the expected status; an empty answer is no transition', async () => {
    let paid = false;
    const { store, calls } = fakePostgrest((c) => {
      if (c.path === '/rest/v1/rpc/mark_paid_with_notifications') {
        const first = !paid;
        paid = true;
        return { body: first ? [{ ...RESERVATION_ROW, payment_status: 'paid' }] : [] };
      }
      return { body: { ...RESERVATION_ROW, payment_status: 'paid' } };
    });
    const a = await store.markPaid(RESERVATION_ROW.id);
    const b = await store.markPaid(RESERVATION_ROW.id, [], 'paid');
    expect([a.transitioned, b.transitioned]).toEqual([true, false]);
    expect(b.reservation?.paymentStatus).toBe('paid');
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.body).toEqual({ p_id: RESERVATION_ROW.id, p_expected: 'pending', p_notifications: [] });
    expect(calls[1]?.body).toMatchObject({ p_expected: 'paid' });
  });

  it('payOnBoardInstead: one PATCH of an online booking not paid online; nothing changed → the row as stored', async () => {
    let switched = false;
    const { store, calls } = fakePostgrest((c) => {
      if (c.method === 'PATCH') {
        const first = !switched;
        switched = true;
        return { body: first ? [{ ...RESERVATION_ROW, payment_method: 'on_board' }] : [] };
      }
      return { body: { ...RESERVATION_ROW, payment_method: 'on_board' } };
    });
    expect((await store.payOnBoardInstead(RESERVATION_ROW.id))?.paymentMethod).toBe('on_board');
    expect((await store.payOnBoardInstead(RESERVATION_ROW.id))?.paymentMethod).toBe('on_board');
    const patch = calls[0];
    expect(patch).toMatchObject({ method: 'PATCH', path: '/rest/v1/reservations' });
    expect(patch?.body).toEqual({ payment_method: 'on_board' });
    expect(patch?.params.get('id')).toBe(`eq.${RESERVATION_ROW.id}`);
    expect(patch?.params.get('payment_method')).toBe('eq.online');
    expect(patch?.params.get('or')).toBe('(checkout_state.is.null,checkout_state.neq.paid)');
    expect(calls.map((c) => c.method)).toEqual(['PATCH', 'PATCH', 'GET']);
    expect(await store.payOnBoardInstead('pas-un-uuid')).toBeNull();
  });

  it('attachStripeSession: one conditional PATCH (still waiting, over the session read); refused → ConflictError', async () => {
    let attached = false;
    const { store, calls } = fakePostgrest((c) => {
      if (c.method === 'PATCH') {
        const first = !attached;
        attached = true;
        return { body: first ? [{ ...RESERVATION_ROW, stripe_session_id: 'cs_a' }] : [] };
      }
      return { body: RESERVATION_ROW };
    });
    expect((await store.attachStripeSession(RESERVATION_ROW.id, 'cs_a', null)).stripeSessionId).toBe('cs_a');
    const patch = calls[0];
    expect(patch?.body).toEqual({
      stripe_session_id: 'cs_a',
      checkout_state: 'open',
      payment_method: 'online',
    });
    expect(patch?.params.get('payment_status')).toBe('eq.pending');
    expect(patch?.params.get('anonymised_at')).toBe('is.null');
    expect(patch?.params.get('or')).toBe('(checkout_state.is.null,checkout_state.neq.paid)');
    expect(patch?.params.get('stripe_session_id')).toBe('is.null');
    await expect(store.attachStripeSession(RESERVATION_ROW.id, 'cs_b', 'cs_a')).rejects.toBeInstanceOf(
      ConflictError,
    );
    expect(calls[1]?.params.get('stripe_session_id')).toBe('eq.cs_a');
  });

  it('createReservation with a requestId: insert … on conflict (request_id) do nothing, then read', async () => {
    const requestId = '4d7c4e0e-7d0c-4b7e-9a53-0c1d2e3f4a5b';
    const { store, calls } = fakePostgrest((c) =>
      c.method === 'POST'
        ? { status: 201, body: [] }
        : { body: { ...RESERVATION_ROW, request_id: requestId } },
    );
    const { created, reservation } = await store.createReservation({
      bookingRef: 'HM-ABCDE',
      requestId,
      channel: 'wizard',
      fullName: 'A',
      email: 'a@b.fr',
      phone: null,
      companyName: null,
      message: null,
      pickupLocation: null,
      dropoffLocation: null,
      pickupTime: null,
      flightTrainNumber: null,
      vehicleType: null,
      passengers: null,
      holdBags: null,
      booster: 0,
      tripType: null,
      returnPickupTime: null,
      returnFlightTrainNumber: null,
      priceCents: 12345,
      quote: null,
      paymentMethod: 'on_board',
    });
    expect(created).toBe(false);
    expect(reservation.requestId).toBe(requestId);
    expect(calls[0]?.params.get('on_conflict')).toBe('request_id');
    expect(calls[0]?.headers.get('prefer')).toContain('resolution=ignore-duplicates');
    expect(calls[0]?.body).toMatchObject({ price: '123.45', payment_status: 'pending' });
    expect(calls[1]?.params.get('request_id')).toBe(`eq.${requestId}`);
  });

  it('outbox writes go through the SQL functions (one transaction each) by RPC', async () => {
    const requestId = '4d7c4e0e-7d0c-4b7e-9a53-0c1d2e3f4a5b';
    const draft = {
      kind: 'operator_new_request' as const,
      recipient: 'op@example.fr',
      subject: 'Nouvelle demande',
      html: '<p>x</p>',
      text: 'x',
      attachments: [],
    };
    const { store, calls } = fakePostgrest((c) => {
      if (c.path.endsWith('/rpc/update_payment_status_with_notifications')) return { body: [] };
      if (c.path.includes('/rpc/')) return { body: [{ ...RESERVATION_ROW, request_id: requestId }] };
      return { body: { ...RESERVATION_ROW, payment_status: 'paid' } }; // the re-read after an empty answer
    });
    const { created } = await store.createReservation(
      {
        bookingRef: 'HM-ABCDE',
        requestId,
        channel: 'contact',
        fullName: 'A',
        email: 'a@b.fr',
        phone: null,
        companyName: null,
        message: 'Bonjour',
        pickupLocation: null,
        dropoffLocation: null,
        pickupTime: null,
        flightTrainNumber: null,
        vehicleType: null,
        passengers: null,
        holdBags: null,
        booster: 0,
        tripType: null,
        returnPickupTime: null,
        returnFlightTrainNumber: null,
        priceCents: null,
        quote: null,
        paymentMethod: 'on_board',
      },
      [draft],
    );
    expect(created).toBe(true);
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.path).toBe('/rest/v1/rpc/create_reservation_with_notifications');
    expect(calls[0]?.body).toMatchObject({
      p_row: { booking_ref: 'HM-ABCDE', request_id: requestId, channel: 'contact' },
      p_notifications: [{ kind: 'operator_new_request', recipient: 'op@example.fr', text_body: 'x' }],
    });

    expect((await store.markPaid(RESERVATION_ROW.id, [draft])).transitioned).toBe(true);
    expect(calls[1]?.path).toBe('/rest/v1/rpc/mark_paid_with_notifications');
    expect(calls[1]?.body).toMatchObject({ p_id: RESERVATION_ROW.id });

    await expect(
      store.updatePaymentStatus(RESERVATION_ROW.id, 'cancelled', {
        expectedStatus: 'pending',
        expectedPaidOnline: false,
        notifications: [],
        creditNote: { cancels: { number: 'F-2026-0007' } },
      }),
    ).rejects.toBeInstanceOf(ConflictError); // the row exists but is no longer 'pending'
    expect(calls[2]?.body).toMatchObject({
      p_status: 'cancelled',
      p_expected: 'pending',
      p_paid_online: false,
      // The credit note goes with the cancellation, issued in its transaction.
      p_credit_note: { cancels: { number: 'F-2026-0007' } },
    });
  });

  it('outbox delivery: claim by RPC; the outcome PATCH is conditional on the claim token', async () => {
    const id = '00000000-0000-4000-8000-000000000901';
    const token = '00000000-0000-4000-8000-000000000902';
    const { store, calls } = fakePostgrest((c) => (c.method === 'PATCH' ? { body: [{ id }] } : { body: [] }));
    expect(await store.claimNotifications(20, 120)).toEqual([]);
    expect(calls[0]?.path).toBe('/rest/v1/rpc/claim_notifications');
    expect(calls[0]?.body).toEqual({ p_limit: 20, p_lock_seconds: 120 });
    expect(await store.finishNotification(id, token, { status: 'sent' })).toBe(true);
    expect(calls[1]?.params.get('claim_token')).toBe(`eq.${token}`);
    expect(calls[1]?.params.get('status')).toBe('eq.sending');
    expect(calls[1]?.body).toMatchObject({ status: 'sent', claim_token: null });
  });

  it('outbox delivery: a claim is renewed by RPC (the database clock), false when another deliverer holds it', async () => {
    const id = '00000000-0000-4000-8000-000000000901';
    const token = '00000000-0000-4000-8000-000000000902';
    let holds = true;
    const { store, calls } = fakePostgrest(() => ({ body: holds }));
    expect(await store.renewNotificationClaim(id, token, 120)).toBe(true);
    expect(calls[0]?.path).toBe('/rest/v1/rpc/renew_notification_claim');
    expect(calls[0]?.body).toEqual({ p_id: id, p_claim_token: token, p_lock_seconds: 120 });
    holds = false;
    expect(await store.renewNotificationClaim(id, token, 120)).toBe(false);
    expect(await store.renewNotificationClaim(id, 'not-a-token', 120)).toBe(false);
    expect(calls).toHaveLength(2);
  });

  it('Stripe events: ignore-duplicates insert; a replay answers no row', async () => {
    const seen = new Set<string>();
    const { store, calls } = fakePostgrest((c) => {
      const id = (c.body as { id: string }).id;
      const fresh = !seen.has(id);
      seen.add(id);
      return { status: 201, body: fresh ? [{ id }] : [] };
    });
    expect(await store.recordStripeEvent('evt_1', 'checkout.session.completed')).toBe(true);
    expect(await store.recordStripeEvent('evt_1', 'checkout.session.completed')).toBe(false);
    expect(calls[0]?.path).toBe('/rest/v1/stripe_events');
    expect(calls[0]?.params.get('on_conflict')).toBe('id');
  });

  it('price settings: single row id=1; missing row → null; save is an upsert', async () => {
    let stored: unknown = null;
    const { store, calls } = fakePostgrest((c) => {
      if (c.method === 'POST') {
        stored = (c.body as { settings: unknown }).settings;
        return { status: 201, body: { settings: stored } };
      }
      return stored
        ? { body: { settings: stored } }
        : { status: 406, body: { code: 'PGRST116', message: 'no rows' } };
    });
    expect(await store.getPriceSettings()).toBeNull();
    expect(calls[0]?.params.get('id')).toBe('eq.1');
    expect(calls[0]?.headers.get('accept')).toBe(OBJECT_ACCEPT);
    expect(await store.resetPriceSettings()).toEqual(DEFAULT_PRICE_SETTINGS);
    expect(calls[1]?.headers.get('prefer')).toContain('resolution=merge-duplicates');
    expect(await store.getPriceSettings()).toEqual(DEFAULT_PRICE_SETTINGS);
  });

  it('place cache: read by place_id (missing → null), refresh is an upsert on place_id', async () => {
    const { store, calls } = fakePostgrest((c) =>
      c.method === 'POST'
        ? { status: 201 }
        : c.params.get('place_id') === 'eq.ChIJknown'
          ? {
              body: {
                place_id: 'ChIJknown',
                address: '12 Rue de Chartres, 91410 Dourdan, France',
                lat: 48.5297,
                lng: 2.0108,
                fetched_at: '2026-01-01T10:00:00+00:00',
              },
            }
          : { status: 406, body: { code: 'PGRST116', message: 'no rows' } },
    );
    expect(await store.getCachedPlace('ChIJmissing')).toBeNull();
    expect(await store.getCachedPlace('ChIJknown')).toEqual({
      placeId: 'ChIJknown',
      address: '12 Rue de Chartres, 91410 Dourdan, France',
      lat: 48.5297,
      lng: 2.0108,
      fetchedAt: '2026-01-01T10:00:00.000Z',
    });
    expect(calls[1]?.path).toBe('/rest/v1/place_cache');
    expect(calls[1]?.headers.get('accept')).toBe(OBJECT_ACCEPT);
    await store.saveCachedPlace({
      placeId: 'ChIJknown',
      address: 'x',
      lat: 1,
      lng: 2,
      fetchedAt: '2026-02-01T00:00:00.000Z',
    });
    expect(calls[2]?.params.get('on_conflict')).toBe('place_id');
    expect(calls[2]?.headers.get('prefer')).toContain('resolution=merge-duplicates');
    expect(calls[2]?.body).toMatchObject({
      place_id: 'ChIJknown',
      lat: 1,
      fetched_at: '2026-02-01T00:00:00.000Z',
    });
  });

  it('distance cache: read by ordered pair, save is an upsert on (from_ref, to_ref)', async () => {
    const { store, calls } = fakePostgrest((c) =>
      c.method === 'POST'
        ? { status: 201 }
        : {
            body: {
              from_ref: 'catalogue:orly-4',
              to_ref: 'google:ChIJx',
              km: 41.3,
              duration_minutes: null,
              fetched_at: '2026-01-01T10:00:00+00:00',
            },
          },
    );
    expect(await store.getCachedDistance('catalogue:orly-4', 'google:ChIJx')).toMatchObject({
      km: 41.3,
      durationMinutes: null,
    });
    expect(calls[0]?.params.get('from_ref')).toBe('eq.catalogue:orly-4');
    expect(calls[0]?.params.get('to_ref')).toBe('eq.google:ChIJx');
    await store.saveCachedDistance({
      fromRef: 'a',
      toRef: 'b',
      km: 1,
      durationMinutes: 2,
      fetchedAt: '2026-02-01T00:00:00.000Z',
    });
    expect(calls[1]?.path).toBe('/rest/v1/place_distances');
    expect(calls[1]?.params.get('on_conflict')).toBe('from_ref,to_ref');
  });

  it('counts login failures with a HEAD count request', async () => {
    const { store, calls } = fakePostgrest(() => ({ headers: { 'content-range': '*/3' } }));
    expect(await store.countLoginFailures(new Date('2026-01-01T00:00:00Z'), '1.2.3.4')).toBe(3);
    expect(calls[0]?.method).toBe('HEAD');
    expect(calls[0]?.params.get('succeeded')).toBe('eq.false');
    expect(calls[0]?.params.get('attempted_at')).toBe('gte.2026-01-01T00:00:00.000Z');
    expect(calls[0]?.params.get('ip')).toBe('eq.1.2.3.4');
  });
});

describe('Supabase adapter: failures', () => {
  it('network failure → UnavailableError', async () => {
    const store = createSupabaseStore({
      url: 'https://project.supabase.co',
      key: 'k',
      fetch: (async () => {
        throw new TypeError('fetch failed');
      }) as typeof fetch,
    });
    await expect(store.listPublishedPosts()).rejects.toBeInstanceOf(UnavailableError);
  });

  it('5xx → UnavailableError', async () => {
    const { store } = fakePostgrest(() => ({ status: 503, body: { message: 'upstream' } }));
    await expect(store.listActivePackages('Yvelines (78)')).rejects.toBeInstanceOf(UnavailableError);
  });

  it('a request that never answers → UnavailableError after the time-out', async () => {
    const store = createSupabaseStore({
      url: 'https://project.supabase.co',
      key: 'k',
      timeoutMs: 200,
      fetch: ((_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise((_, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        })) as typeof fetch,
    });
    const started = Date.now();
    await expect(store.getPublishedPostBySlug('x')).rejects.toBeInstanceOf(UnavailableError);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('ids that are not uuids never reach the network', async () => {
    const { store, calls } = fakePostgrest(() => ({ body: [] }));
    expect(await store.getPackage('nope')).toBeNull();
    await expect(store.deletePackage('nope')).rejects.toBeInstanceOf(NotFoundError);
    expect(calls).toHaveLength(0);
  });
});

describe('Supabase adapter: documents (invoices, secrets, agenda)', () => {
  const RESERVATION_ID = RESERVATION_ROW.id;
  const INVOICE = {
    id: '00000000-0000-4000-8000-000000000901',
    reservation_id: RESERVATION_ID,
    number: 'F-2026-0007',
    year: 2026,
    sequence: 7,
    issued_at: '2026-11-23T09:00:00.123+00:00',
    snapshot: { total: 1 },
  };

  it('issueInvoice: one RPC to issue_invoice (the SQL transaction), mapped; null → NotFoundError', async () => {
    const { store, calls } = fakePostgrest(() => ({ body: { ...INVOICE, created: true } }));
    const result = await store.issueInvoice(RESERVATION_ID, { total: 1 });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/rest/v1/rpc/issue_invoice',
      body: { p_reservation_id: RESERVATION_ID, p_snapshot: { total: 1 } },
    });
    expect(result).toEqual({
      created: true,
      invoice: {
        id: INVOICE.id,
        reservationId: RESERVATION_ID,
        number: 'F-2026-0007',
        year: 2026,
        sequence: 7,
        issuedAt: '2026-11-23T09:00:00.123Z',
        snapshot: { total: 1 },
      },
    });
    const missing = fakePostgrest(() => ({ body: null }));
    await expect(missing.store.issueInvoice(RESERVATION_ID, {})).rejects.toBeInstanceOf(NotFoundError);
    await expect(missing.store.issueInvoice('nope', {})).rejects.toBeInstanceOf(NotFoundError);
  });

  it('reads invoices by reservation, and lists them for several', async () => {
    const { store, calls } = fakePostgrest((call) =>
      call.headers.get('accept')?.includes('vnd.pgrst.object') ? { body: INVOICE } : { body: [INVOICE] },
    );
    expect((await store.getInvoiceByReservation(RESERVATION_ID))?.number).toBe('F-2026-0007');
    expect(calls[0]?.path).toBe('/rest/v1/invoices');
    expect(calls[0]?.params.get('reservation_id')).toBe(`eq.${RESERVATION_ID}`);
    expect(await store.listInvoicesByReservations([RESERVATION_ID, 'nope'])).toHaveLength(1);
    expect(calls[1]?.params.get('reservation_id')).toBe(`in.(${RESERVATION_ID})`);
    expect(await store.listInvoicesByReservations([])).toEqual([]);
    expect(calls).toHaveLength(2);
  });

  it('credit notes: one RPC to issue_credit_note, then read from credit_notes by reservation', async () => {
    const NOTE = {
      ...INVOICE,
      id: '00000000-0000-4000-8000-000000000902',
      number: 'A-2026-0002',
      sequence: 2,
      invoice_id: INVOICE.id,
    };
    const { store, calls } = fakePostgrest((call) =>
      call.method === 'POST'
        ? { body: { ...NOTE, created: false } }
        : call.headers.get('accept')?.includes('vnd.pgrst.object')
          ? { body: NOTE }
          : { body: [NOTE] },
    );
    const issued = await store.issueCreditNote(RESERVATION_ID, { cancels: 'F-2026-0007' });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/rest/v1/rpc/issue_credit_note',
      body: { p_reservation_id: RESERVATION_ID, p_snapshot: { cancels: 'F-2026-0007' } },
    });
    expect(issued).toEqual({
      created: false,
      creditNote: expect.objectContaining({
        number: 'A-2026-0002',
        invoiceId: INVOICE.id,
        reservationId: RESERVATION_ID,
      }),
    });
    expect((await store.getCreditNoteByReservation(RESERVATION_ID))?.invoiceId).toBe(INVOICE.id);
    expect(calls[1]?.path).toBe('/rest/v1/credit_notes');
    expect(await store.listCreditNotesByReservations([RESERVATION_ID])).toHaveLength(1);
    expect(calls[2]?.params.get('reservation_id')).toBe(`in.(${RESERVATION_ID})`);
  });

  it('secrets: upsert on name, read back the hash', async () => {
    const hash = 'c'.repeat(64);
    const { store, calls } = fakePostgrest((call) =>
      call.method === 'GET' ? { body: { hash } } : { status: 201 },
    );
    await store.setSecretHash('calendar_feed', hash);
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/rest/v1/app_secrets' });
    expect(calls[0]?.params.get('on_conflict')).toBe('name');
    expect(calls[0]?.body).toMatchObject({ name: 'calendar_feed', hash });
    expect(await store.getSecretHash('calendar_feed')).toBe(hash);
  });

  it('the admin list searches the generated search_text column with folded words', async () => {
    const { store, calls } = fakePostgrest(() => ({ body: [RESERVATION_ROW] }));
    await store.listReservationsPage({ limit: 50, offset: 0, search: 'Dvořák ÉTAMPES' });
    expect(calls[0]?.params.getAll('search_text')).toEqual(['like.%dvorak%', 'like.%etampes%']);
  });

  it('the sales journal reads invoices and credit notes issued in [from, to), in number order', async () => {
    const { store, calls } = fakePostgrest(() => ({ body: [] }));
    const [from, to] = [new Date('2026-11-01T00:00:00.000Z'), new Date('2026-12-01T00:00:00.000Z')];
    expect(await store.listInvoicesIssued(from, to)).toEqual([]);
    expect(await store.listCreditNotesIssued(from, to)).toEqual([]);
    expect(calls.map((c) => c.path)).toEqual(['/rest/v1/invoices', '/rest/v1/credit_notes']);
    for (const call of calls) {
      expect(call.params.getAll('issued_at')).toEqual([
        'gte.2026-11-01T00:00:00.000Z',
        'lt.2026-12-01T00:00:00.000Z',
      ]);
      expect(call.params.get('order')).toBe('year.asc,sequence.asc');
      expect([call.params.get('offset'), call.params.get('limit')]).toEqual(['0', '1000']);
    }
  });

  it('reads a journal of more than 1 000 documents page by page (PostgREST’s max_rows)', async () => {
    const row = (n: number) => ({
      id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      reservation_id: null,
      number: `F-2026-${String(n).padStart(4, '0')}`,
      year: 2026,
      sequence: n,
      issued_at: '2026-11-02T10:00:00.000Z',
      snapshot: {},
    });
    const { store, calls } = fakePostgrest((call) => {
      const offset = Number(call.params.get('offset'));
      const count = offset === 0 ? 1000 : 234;
      return { body: Array.from({ length: count }, (_, i) => row(offset + i + 1)) };
    });
    const invoices = await store.listInvoicesIssued(new Date('2026-01-01'), new Date('2027-01-01'));
    expect(invoices).toHaveLength(1234);
    expect(invoices.at(-1)?.number).toBe('F-2026-1234');
    expect(calls.map((c) => c.params.get('offset'))).toEqual(['0', '1000']);
  });

  it('listReservationsByPickup filters outbound or return pickups in [from, to), by pickup time', async () => {
    const { store, calls } = fakePostgrest(() => ({ body: [RESERVATION_ROW] }));
    const found = await store.listReservationsByPickup(
      new Date('2026-11-23T00:00:00.000Z'),
      new Date('2026-11-30T00:00:00.000Z'),
    );
    expect(found.map((r) => r.bookingRef)).toEqual(['HM-7K2QD']);
    expect(calls[0]?.params.get('or')).toBe(
      '(and(pickup_time.gte.2026-11-23T00:00:00.000Z,pickup_time.lt.2026-11-30T00:00:00.000Z),' +
        'and(return_pickup_time.gte.2026-11-23T00:00:00.000Z,return_pickup_time.lt.2026-11-30T00:00:00.000Z))',
    );
    expect(calls[0]?.params.get('order')).toBe('pickup_time.asc.nullslast,id.asc');
    // Page by page (the accountant's export of a year can pass PostgREST's 1 000 rows): one short page, one request.
    expect([calls[0]?.params.get('offset'), calls[0]?.params.get('limit')]).toEqual(['0', '1000']);
    expect(calls).toHaveLength(1);
  });
});

describe('Supabase adapter: public edges (throttle, login attempts, admin sessions)', () => {
  it('takeThrottleSlot: one RPC to take_throttle_slot (count and record under one lock)', async () => {
    const at = new Date('2026-11-23T09:00:00Z');
    const since = new Date('2026-11-23T08:50:00Z');
    const { store, calls } = fakePostgrest(() => ({ body: true }));
    await expect(store.takeThrottleSlot('contact', '203.0.113.1', at, since, 10)).resolves.toBe(true);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/rest/v1/rpc/take_throttle_slot',
      body: {
        p_bucket: 'contact',
        p_ip: '203.0.113.1',
        p_at: at.toISOString(),
        p_since: since.toISOString(),
        p_limit: 10,
      },
    });
    const full = fakePostgrest(() => ({ body: false }));
    await expect(full.store.takeThrottleSlot('contact', '203.0.113.1', at, since, 10)).resolves.toBe(false);
  });

  it('claimLoginAttempt: one RPC to claim_login_attempt; a matching password marks the claimed row a success', async () => {
    const at = new Date('2026-11-23T09:00:00Z');
    const since = new Date('2026-11-23T08:45:00Z');
    const { store, calls } = fakePostgrest((call) =>
      call.method === 'POST' ? { body: 41 } : { status: 204 },
    );
    await expect(
      store.claimLoginAttempt({ ip: '203.0.113.1', device: null, at, since, max: 5 }),
    ).resolves.toBe('41');
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/rest/v1/rpc/claim_login_attempt',
      body: {
        p_ip: '203.0.113.1',
        p_device: null,
        p_at: at.toISOString(),
        p_since: since.toISOString(),
        p_max: 5,
      },
    });
    await store.markLoginSucceeded('41');
    expect(calls[1]).toMatchObject({
      method: 'PATCH',
      path: '/rest/v1/login_attempts',
      body: { succeeded: true },
    });
    expect(calls[1]?.params.get('id')).toBe('eq.41');
    expect(calls[1]?.params.get('refused')).toBe('eq.false');
    await store.markLoginSucceeded('41; drop table');
    expect(calls).toHaveLength(2);
    const full = fakePostgrest(() => ({ body: null }));
    await expect(
      full.store.claimLoginAttempt({ ip: '203.0.113.1', device: 'device-1', at, since, max: 5 }),
    ).resolves.toBeNull();
  });

  it('login attempts: device and refused columns written and filtered', async () => {
    const { store, calls } = fakePostgrest((call) =>
      call.method === 'POST' ? { status: 201 } : { headers: { 'content-range': '0-0/3' }, body: [] },
    );
    await store.recordLoginAttempt('203.0.113.2', false, new Date('2026-11-23T09:00:00Z'), {
      device: 'd-1',
      refused: true,
    });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/rest/v1/login_attempts',
      body: { ip: '203.0.113.2', succeeded: false, device: 'd-1', refused: true },
    });
    await expect(store.countLoginFailures(new Date('2026-11-23T08:45:00Z'), undefined, 'd-1')).resolves.toBe(
      3,
    );
    expect(calls[1]?.params.get('refused')).toBe('eq.false');
    expect(calls[1]?.params.get('device')).toBe('eq.d-1');
    expect(calls[1]?.params.has('ip')).toBe(false);
  });

  it('admin sessions: status from two reads, revoke by upsert, revoke-all by RPC', async () => {
    const { store, calls } = fakePostgrest((call) => {
      if (call.path === '/rest/v1/admin_session_state') return { body: [{ version: 4 }] };
      if (call.path === '/rest/v1/admin_revoked_sessions' && call.method === 'GET') {
        return { body: [{ session_id: 'sid-1' }] };
      }
      if (call.path === '/rest/v1/rpc/bump_admin_session_version') return { body: 5 };
      return { status: 201 };
    });
    await expect(store.adminSessionStatus('sid-1')).resolves.toEqual({ version: 4, revoked: true });
    await store.revokeAdminSession('sid-2', new Date('2026-11-23T09:00:00Z'));
    const upsert = calls.find((c) => c.method === 'POST' && c.path === '/rest/v1/admin_revoked_sessions');
    expect(upsert?.body).toMatchObject({ session_id: 'sid-2' });
    expect(upsert?.headers.get('prefer')).toContain('resolution=ignore-duplicates');
    await expect(store.revokeAllAdminSessions()).resolves.toBe(5);
  });
});
