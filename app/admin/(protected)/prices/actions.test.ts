import { updateTag } from 'next/cache';
import { settingsToInputs } from '@/lib/admin/price-fields';
import { readAdminSession } from '@/lib/auth/session';
import { PACKAGE_MESSAGES } from '@/lib/auth/messages';
import { getStore } from '@/lib/db';
import { createTestStore, type TestStore } from '@/lib/db/testing';
import { DEFAULT_PRICE_SETTINGS } from '@/lib/pricing/settings';
import { createPackage, deletePackage, resetGeneralRates, saveGeneralRates, updatePackage } from './actions';

// storeIdentity: the memoised settings read (lib/db/cached.ts) names its entries after the store.
jest.mock('@/lib/db', () => ({ getStore: jest.fn(), storeIdentity: () => ({ kind: 'test', id: 'prices' }) }));
jest.mock('@/lib/auth/session', () => ({ readAdminSession: jest.fn() }));
jest.mock('next/cache', () => ({ ...jest.requireActual('next/cache'), updateTag: jest.fn() }));

const draft = {
  startLocation: 'Dourdan',
  endLocation: 'Ville Test',
  berlineOneWay: '33',
  berlineRoundTrip: '',
  vanOneWay: '44,50',
  vanRoundTrip: '80',
  isActive: true,
};

describe('prices Server Actions', () => {
  let store: TestStore;
  beforeAll(async () => {
    process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = 'true';
    store = await createTestStore({ seed: false });
    jest.mocked(getStore).mockResolvedValue(store);
  });
  afterAll(async () => {
    await store.close();
  });
  beforeEach(() => {
    jest.mocked(readAdminSession).mockResolvedValue({ admin: true, issuedAt: Date.now() });
    jest.mocked(updateTag).mockClear();
  });

  it('refuse every call without a session (401 interrupt), before touching the store', async () => {
    jest.mocked(readAdminSession).mockResolvedValue(null);
    const denied = { digest: 'NEXT_HTTP_ERROR_FALLBACK;401' };
    await expect(saveGeneralRates(settingsToInputs(DEFAULT_PRICE_SETTINGS))).rejects.toMatchObject(denied);
    await expect(resetGeneralRates({})).rejects.toMatchObject(denied);
    await expect(createPackage({ department: 'Essonne (91)', draft })).rejects.toMatchObject(denied);
    await expect(deletePackage({ id: '00000000-0000-4000-8000-000000000000' })).rejects.toMatchObject(denied);
    expect(updateTag).not.toHaveBeenCalled();
  });

  it('saves general rates from euro inputs and revalidates the prices tag', async () => {
    const inputs = settingsToInputs(DEFAULT_PRICE_SETTINGS);
    inputs['vehicles.berline.pricePerKmCents'] = '2,35';
    inputs['fixedFares.cdgDisney.van'] = '';
    const result = await saveGeneralRates(inputs);
    expect(result.ok).toBe(true);
    const stored = await store.getPriceSettings();
    expect(stored?.vehicles.berline.pricePerKmCents).toBe(235);
    expect(stored?.fixedFares.cdgDisney.van).toBeNull();
    expect(updateTag).toHaveBeenCalledWith('prices');
  });

  it('refuses invalid amounts with a French message per field and writes nothing', async () => {
    const before = await store.getPriceSettings();
    const inputs = settingsToInputs(DEFAULT_PRICE_SETTINGS);
    inputs['minimums.paris.van'] = '-1';
    inputs['vehicles.van.basePriceCents'] = '20000';
    inputs['roundTripDiscounts.orly.berline'] = '';
    const result = await saveGeneralRates(inputs);
    expect(result).toEqual({
      ok: false,
      error: 'Prise en charge (Van)\u00a0: Le montant ne peut pas dépasser 10\u202f000\u00a0€.',
      fieldErrors: {
        'vehicles.van.basePriceCents': 'Le montant ne peut pas dépasser 10\u202f000\u00a0€.',
        'roundTripDiscounts.orly.berline': 'Ce montant est obligatoire.',
        'minimums.paris.van': 'Le montant ne peut pas être négatif.',
      },
    });
    expect(await store.getPriceSettings()).toEqual(before);
    expect(updateTag).not.toHaveBeenCalled();
  });

  it('two devices saving different prices both keep theirs: a save writes the fields it sends', async () => {
    await resetGeneralRates({});
    // Each form sends only what it changed (components/admin/general-rates-form.tsx).
    expect((await saveGeneralRates({ 'fixedFares.dourdanCdg.van': '170' })).ok).toBe(true);
    const second = await saveGeneralRates({ 'fixedFares.disneyCdg.van': '115,50' });
    expect(second.ok && second.data.fixedFares).toMatchObject({
      dourdanCdg: { van: 17000 },
      disneyCdg: { van: 11550 },
    });
    expect((await store.getPriceSettings())?.fixedFares.dourdanCdg.van).toBe(17000);
    // Nothing sent: nothing changes (and no refusal).
    expect((await saveGeneralRates({})).ok).toBe(true);
    expect((await store.getPriceSettings())?.fixedFares.disneyCdg.van).toBe(11550);
  });

  it('resets the general rates to the defaults', async () => {
    const result = await resetGeneralRates({});
    expect(result).toEqual({ ok: true, data: DEFAULT_PRICE_SETTINGS });
    expect(await store.getPriceSettings()).toEqual(DEFAULT_PRICE_SETTINGS);
  });

  it('creates, updates and deletes a package (cents, nulls for empty prices), revalidating packages', async () => {
    const created = await createPackage({ department: 'Essonne (91)', draft });
    if (!created.ok) throw new Error(created.error);
    expect(created.data.prices).toEqual({
      berline: { oneWayCents: 3300, roundTripCents: null },
      van: { oneWayCents: 4450, roundTripCents: 8000 },
    });
    expect(updateTag).toHaveBeenCalledWith('packages');

    const updated = await updatePackage({
      id: created.data.id,
      department: 'Essonne (91)',
      draft: { ...draft, isActive: false, berlineOneWay: '35' },
    });
    expect(updated.ok && updated.data).toMatchObject({ isActive: false });
    expect(await store.listActivePackages('Essonne (91)')).toEqual([]);

    expect(await deletePackage({ id: created.data.id })).toEqual({ ok: true, data: { id: created.data.id } });
    expect(await store.getPackage(created.data.id)).toBeNull();
    // Deleting again: a typed failure, never a throw.
    expect(await deletePackage({ id: created.data.id })).toMatchObject({ ok: false });
  });

  it('a new package saved again with its editor’s id (the answer lost) is one row with the last values, unless saved since', async () => {
    const newId = crypto.randomUUID();
    const before = (await store.listPackagesForAdmin('Essonne (91)')).length;
    const boissy = { ...draft, endLocation: 'Boissy' };
    const first = await createPackage({ department: 'Essonne (91)', draft: boissy, newId });
    expect(first).toMatchObject({ ok: true, data: { id: newId } });
    // Sent again with a price corrected meanwhile: the same row, the new price.
    const again = await createPackage({
      department: 'Essonne (91)',
      draft: { ...boissy, berlineOneWay: '34' },
      newId,
    });
    expect(again).toMatchObject({
      ok: true,
      data: { id: newId, prices: { berline: { oneWayCents: 3400 } } },
    });
    expect((await store.listPackagesForAdmin('Essonne (91)')).length).toBe(before + 1);
    // Saved since in another window (« Actif » turned off): a third send would undo it, and is refused.
    const row = await store.getPackage(newId);
    await store.updatePackage(newId, { ...row!, isActive: false });
    expect(await createPackage({ department: 'Essonne (91)', draft: boissy, newId })).toEqual({
      ok: false,
      error: PACKAGE_MESSAGES.changedMeanwhile,
    });
    expect(await store.getPackage(newId)).toMatchObject({ isActive: false });
    expect(await createPackage({ department: 'Essonne (91)', draft, newId: 'x' })).toMatchObject({
      ok: false,
    });
    await deletePackage({ id: newId });
  });

  it('a draw that names a row of another table, or a fixed route’s, is refused: never written through « Ajouter »', async () => {
    const other = await createPackage({
      department: 'Yvelines (78)',
      draft: { ...draft, endLocation: 'Rambouillet' },
    });
    if (!other.ok) throw new Error(other.error);
    expect(
      await createPackage({
        department: 'Essonne (91)',
        draft: { ...draft, endLocation: 'Boissy' },
        newId: other.data.id,
      }),
    ).toEqual({ ok: false, error: PACKAGE_MESSAGES.changedMeanwhile });
    expect(await store.getPackage(other.data.id)).toMatchObject({
      department: 'Yvelines (78)',
      endLocation: 'Rambouillet',
    });
    await deletePackage({ id: other.data.id });
  });

  it('a save from a window that read the row before another saved it is refused, and undoes nothing', async () => {
    const created = await createPackage({
      department: 'Essonne (91)',
      draft: { ...draft, endLocation: 'Lardy' },
    });
    if (!created.ok) throw new Error(created.error);
    const read = created.data; // both windows show this row
    // The phone turns it off…
    const off = await updatePackage({
      id: read.id,
      department: 'Essonne (91)',
      draft: { ...draft, endLocation: 'Lardy', isActive: false },
      expectedUpdatedAt: read.updatedAt,
    });
    expect(off.ok && off.data).toMatchObject({ isActive: false });
    // …then the laptop, still showing it « Actif », changes a price.
    const stale = await updatePackage({
      id: read.id,
      department: 'Essonne (91)',
      draft: { ...draft, endLocation: 'Lardy', berlineOneWay: '39' },
      expectedUpdatedAt: read.updatedAt,
    });
    expect(stale).toEqual({ ok: false, error: PACKAGE_MESSAGES.changedMeanwhile });
    expect(await store.getPackage(read.id)).toMatchObject({ isActive: false });
    // Read again, the same change goes through.
    const fresh = await updatePackage({
      id: read.id,
      department: 'Essonne (91)',
      draft: { ...draft, endLocation: 'Lardy', isActive: false, berlineOneWay: '39' },
      expectedUpdatedAt: off.ok ? off.data.updatedAt : undefined,
    });
    expect(fresh.ok).toBe(true);
  });

  it('a row showing a fixed route changes « Actif » only and answers with the general rates\u2019 fares', async () => {
    const created = await createPackage({
      department: 'Dourdan-Aéroport',
      draft: { ...draft, endLocation: "Aéroport d'Orly" },
    });
    if (!created.ok) throw new Error(created.error);
    // Added in a table that had no Dourdan → Orly row: linked to its fixed route at once, priced by it.
    const fares = DEFAULT_PRICE_SETTINGS.fixedFares.dourdanOrly;
    expect(created.data).toMatchObject({
      fixedRoute: 'dourdanOrly',
      prices: { berline: { oneWayCents: fares.berline }, van: { oneWayCents: fares.van } },
    });
    // A draft that renames the row and prices it: neither is read (a too-high or negative price is no refusal).
    const updated = await updatePackage({
      id: created.data.id,
      department: 'Dourdan-Aéroport',
      draft: {
        ...draft,
        endLocation: 'Aéroport de Beauvais',
        berlineOneWay: '-5',
        vanOneWay: '99999',
        isActive: false,
      },
    });
    if (!updated.ok) throw new Error(updated.error);
    expect(updated.data).toMatchObject({
      endLocation: "Aéroport d'Orly",
      isActive: false,
      fixedRoute: 'dourdanOrly',
      prices: { berline: { oneWayCents: fares.berline }, van: { oneWayCents: fares.van } },
    });
    // The row's own columns (the draft's) are untouched.
    expect((await store.getPackage(created.data.id))?.prices).toEqual({
      berline: { oneWayCents: 3300, roundTripCents: null },
      van: { oneWayCents: 4450, roundTripCents: 8000 },
    });
    await deletePackage({ id: created.data.id });
  });

  it('Dourdan → CDG gets one row: a second is refused, and no other row is renamed into it (one price per ride)', async () => {
    const cdg = await createPackage({
      department: 'Dourdan-Aéroport',
      draft: { ...draft, startLocation: 'Dourdan centre', endLocation: 'Aéroport Charles de Gaulle' },
    });
    if (!cdg.ok) throw new Error(cdg.error);
    expect(cdg.data.fixedRoute).toBe('dourdanCdg');
    expect(
      await createPackage({
        department: 'Dourdan-Aéroport',
        draft: { ...draft, endLocation: 'Roissy-CDG Terminal 2', berlineOneWay: '50' },
      }),
    ).toEqual({ ok: false, error: PACKAGE_MESSAGES.fixedRouteTaken('Dourdan → Roissy-CDG') });
    // Another table, or another airport: an ordinary row.
    const beauvais = await createPackage({
      department: 'Dourdan-Aéroport',
      draft: { ...draft, endLocation: 'Aéroport de Beauvais' },
    });
    if (!beauvais.ok) throw new Error(beauvais.error);
    expect(beauvais.data.fixedRoute).toBeNull();
    const essonne = await createPackage({
      department: 'Essonne (91)',
      draft: { ...draft, endLocation: 'Orly Ville' },
    });
    expect(essonne.ok && essonne.data.fixedRoute).toBeNull();
    // Beauvais renamed into CDG: refused, the row unchanged.
    expect(
      await updatePackage({
        id: beauvais.data.id,
        department: 'Dourdan-Aéroport',
        draft: { ...draft, endLocation: 'Aéroport CDG' },
      }),
    ).toEqual({ ok: false, error: PACKAGE_MESSAGES.fixedRouteRename('Dourdan → Roissy-CDG') });
    expect((await store.getPackage(beauvais.data.id))?.endLocation).toBe('Aéroport de Beauvais');
    for (const row of [cdg, beauvais, essonne]) if (row.ok) await deletePackage({ id: row.data.id });
  });

  it('a linked row sent again with its editor’s id (the answer lost) is the same row; a new row renamed into a route is refused', async () => {
    const newId = crypto.randomUUID();
    const orly = {
      department: 'Dourdan-Aéroport' as const,
      draft: { ...draft, endLocation: "Aéroport d'Orly" },
      newId,
    };
    const first = await createPackage(orly);
    if (!first.ok) throw new Error(first.error);
    expect(first.data.fixedRoute).toBe('dourdanOrly');
    const again = await createPackage({ ...orly, draft: { ...orly.draft, isActive: false } });
    expect(again).toMatchObject({
      ok: true,
      data: { id: newId, fixedRoute: 'dourdanOrly', isActive: false },
    });
    expect(
      (await store.listPackagesForAdmin('Dourdan-Aéroport')).filter(
        (r) => r.endLocation === "Aéroport d'Orly",
      ),
    ).toHaveLength(1);
    await deletePackage({ id: newId });

    // Made as Beauvais, its answer lost, then sent again as Orly: refused, still Beauvais.
    const beauvaisId = crypto.randomUUID();
    const beauvais = await createPackage({
      department: 'Dourdan-Aéroport',
      draft: { ...draft, endLocation: 'Aéroport de Beauvais' },
      newId: beauvaisId,
    });
    expect(beauvais.ok).toBe(true);
    expect(
      await createPackage({
        department: 'Dourdan-Aéroport',
        draft: { ...draft, endLocation: 'Orly Sud' },
        newId: beauvaisId,
      }),
    ).toEqual({ ok: false, error: PACKAGE_MESSAGES.fixedRouteRename('Dourdan → Orly') });
    expect((await store.getPackage(beauvaisId))?.endLocation).toBe('Aéroport de Beauvais');
    await deletePackage({ id: beauvaisId });
  });

  it('a Dourdan → Orly row of its own price (made before rows were linked) stays editable, blocks a linked one, and is not renamed into CDG', async () => {
    const own = await store.createPackage({
      department: 'Dourdan-Aéroport',
      startLocation: 'Dourdan',
      endLocation: "Aéroport d'Orly",
      prices: {
        berline: { oneWayCents: 7000, roundTripCents: null },
        van: { oneWayCents: null, roundTripCents: null },
      },
      isActive: true,
    });
    expect(own.fixedRoute).toBeNull();
    // Deactivated, a price changed: allowed.
    const edited = await updatePackage({
      id: own.id,
      department: 'Dourdan-Aéroport',
      draft: { ...draft, endLocation: "Aéroport d'Orly", berlineOneWay: '72', isActive: false },
    });
    expect(edited).toMatchObject({ ok: true, data: { isActive: false, fixedRoute: null } });
    // A linked row would give the ride two prices while it is there.
    expect(
      await createPackage({ department: 'Dourdan-Aéroport', draft: { ...draft, endLocation: 'Orly 4' } }),
    ).toEqual({
      ok: false,
      error: PACKAGE_MESSAGES.fixedRouteOwnPrice('Dourdan → Orly', "Dourdan → Aéroport d'Orly"),
    });
    // Renamed into the other route: refused.
    expect(
      await updatePackage({
        id: own.id,
        department: 'Dourdan-Aéroport',
        draft: { ...draft, endLocation: 'Roissy-CDG' },
      }),
    ).toEqual({ ok: false, error: PACKAGE_MESSAGES.fixedRouteRename('Dourdan → Roissy-CDG') });
    // Deleted, the route gets its linked row.
    await deletePackage({ id: own.id });
    const linked = await createPackage({
      department: 'Dourdan-Aéroport',
      draft: { ...draft, endLocation: 'Orly 4' },
    });
    expect(linked).toMatchObject({ ok: true, data: { fixedRoute: 'dourdanOrly' } });
    if (linked.ok) await deletePackage({ id: linked.data.id });
  });

  it('refuses a package without destination or with a negative price', async () => {
    const result = await createPackage({
      department: 'Chartres et environs',
      draft: { ...draft, endLocation: '  ', vanOneWay: '-4' },
    });
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: {
        endLocation: "Le lieu d'arrivée est obligatoire.",
        vanOneWay: 'Van (AS)\u00a0: Le montant ne peut pas être négatif.',
      },
    });
    // Unknown department: zod refuses it.
    const bad = await createPackage({
      department: 'Paris' as 'Essonne (91)',
      draft,
    });
    expect(bad).toMatchObject({ ok: false, error: 'Département inconnu.' });
  });
});
