import { createTestStore, type TestStore } from '@/lib/db/testing';
import { UnavailableError } from '@/lib/db/errors';
import type { LocalPackage, LocalPackageInput } from '@/lib/db/types';
import { formatTablePrice, loadPriceTable, toPriceRows } from './price-table-model';
import { REGIONS } from './regions';

const NBSP = '\u00a0';

let seq = 10;
function pkg(overrides: Partial<LocalPackage> & Pick<LocalPackage, 'endLocation'>): LocalPackage {
  return {
    id: `00000000-0000-4000-8000-0000000009${seq++}`,
    department: 'Essonne (91)',
    startLocation: 'Dourdan',
    prices: {
      berline: { oneWayCents: 4000, roundTripCents: 7500 },
      van: { oneWayCents: 6000, roundTripCents: null },
    },
    isActive: true,
    fixedRoute: null,
    createdAt: '2025-06-01T08:00:00.000Z',
    updatedAt: '2025-06-01T08:00:00.000Z',
    ...overrides,
  };
}

describe('formatTablePrice', () => {
  it('formats cents in French with two decimals and the euro sign', () => {
    expect(formatTablePrice(4000)).toBe(`40,00${NBSP}€`);
    expect(formatTablePrice(12050)).toBe(`120,50${NBSP}€`);
    expect(formatTablePrice(123456)).toBe(`1\u202f234,56${NBSP}€`);
  });

  it('shows N/A for a missing, zero or negative price', () => {
    expect(formatTablePrice(null)).toBe('N/A');
    expect(formatTablePrice(undefined)).toBe('N/A');
    expect(formatTablePrice(0)).toBe('N/A');
    expect(formatTablePrice(-500)).toBe('N/A');
  });
});

describe('toPriceRows', () => {
  it('keeps active rows only, sorted by destination in French order', () => {
    const rows = toPriceRows([
      pkg({ endLocation: 'Sermaise' }),
      pkg({ endLocation: 'Évry-Courcouronnes' }),
      pkg({ endLocation: 'Corbeil-Essonnes', isActive: false }),
      pkg({ endLocation: 'Arpajon' }),
      pkg({ endLocation: 'Étampes' }),
    ]);
    expect(rows.map((r) => r.endLocation)).toEqual(['Arpajon', 'Étampes', 'Évry-Courcouronnes', 'Sermaise']);
    expect(rows[0]?.route).toBe('Dourdan → Arpajon');
  });

  it('links bookable prices to the package form with the selection and never the price', () => {
    const [row] = toPriceRows([pkg({ id: '00000000-0000-4000-8000-000000000201', endLocation: 'Étampes' })]);
    const [berlineOneWay, , vanOneWay, vanRoundTrip] = row!.cells;
    expect(berlineOneWay).toMatchObject({
      label: `40,00${NBSP}€`,
      href: '/reservation-forfait?package=00000000-0000-4000-8000-000000000201&vehicle=berline&trip=oneWay',
    });
    expect(vanOneWay?.href).toContain('vehicle=van&trip=oneWay');
    const query = new URL(berlineOneWay!.href!, 'http://localhost').searchParams;
    expect([...query.keys()]).toEqual(['package', 'vehicle', 'trip']);
    expect(vanRoundTrip).toMatchObject({ label: 'N/A', href: null, cents: null });
  });

  it('sends Dourdan-Aéroport rows to the airport form', () => {
    const [row] = toPriceRows([
      pkg({
        id: '00000000-0000-4000-8000-000000000101',
        department: 'Dourdan-Aéroport',
        endLocation: "Aéroport d'Orly",
      }),
    ]);
    expect(row?.cells[1]?.href).toBe(
      '/reservation-forfait-aeroport?package=00000000-0000-4000-8000-000000000101&vehicle=berline&trip=roundTrip',
    );
  });
});

describe('loadPriceTable', () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await createTestStore();
  });
  afterAll(async () => {
    await store.close();
  });

  const fetcher = () => store.listActivePackages.bind(store);

  it('shows the seeded rows of a department, inactive ones hidden, ordered by destination', async () => {
    const view = await loadPriceTable(REGIONS['essonne-91'], fetcher());
    if (view.status !== 'ok') throw new Error(`expected rows, got ${view.status}`);
    const destinations = view.rows.map((r) => r.endLocation);
    expect(destinations).toContain('Étampes');
    expect(destinations).not.toContain('Corbeil-Essonnes'); // seeded inactive
    expect(destinations).toEqual([...destinations].sort((a, b) => a.localeCompare(b, 'fr')));
  });

  it('hides a package the admin deactivates and shows one the admin adds', async () => {
    const input: LocalPackageInput = {
      department: 'Chartres et environs',
      startLocation: 'Chartres',
      endLocation: 'Aaa-Test-Village',
      prices: {
        berline: { oneWayCents: 2500, roundTripCents: null },
        van: { oneWayCents: 0, roundTripCents: null },
      },
      isActive: true,
    };
    const created = await store.createPackage(input);
    let view = await loadPriceTable(REGIONS.chartres, fetcher());
    if (view.status !== 'ok') throw new Error('expected rows');
    expect(view.rows[0]).toMatchObject({ endLocation: 'Aaa-Test-Village' });
    expect(view.rows[0]?.cells.map((c) => c.label)).toEqual([`25,00${NBSP}€`, 'N/A', 'N/A', 'N/A']);

    await store.updatePackage(created.id, { ...input, isActive: false });
    view = await loadPriceTable(REGIONS.chartres, fetcher());
    if (view.status !== 'ok') throw new Error('expected rows');
    expect(view.rows.map((r) => r.endLocation)).not.toContain('Aaa-Test-Village');
  });

  it('shows the exact empty message in every region', async () => {
    const empty = async () => [];
    for (const slug of ['essonne-91', 'yvelines-78', 'chartres', 'dourdan-aeroports'] as const) {
      await expect(loadPriceTable(REGIONS[slug], empty)).resolves.toEqual({
        status: 'empty',
        message: "Aucun forfait n'est actuellement disponible pour cette zone.",
      });
    }
  });

  it('shows the exact error message when the database fails', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = async () => {
      throw new UnavailableError(new Error('connection refused'));
    };
    await expect(loadPriceTable(REGIONS['dourdan-aeroports'], failing)).resolves.toEqual({
      status: 'error',
      message: 'Impossible de charger les forfaits pour le moment.',
      retryHint: null,
    });
    await expect(loadPriceTable(REGIONS['yvelines-78'], failing)).resolves.toEqual({
      status: 'error',
      message: 'Impossible de charger les forfaits pour le moment.',
      retryHint: 'Veuillez réessayer plus tard.',
    });
    spy.mockRestore();
  });
});
