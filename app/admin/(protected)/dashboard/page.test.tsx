// The dashboard says what a new database lacks (lib/admin/setup-status.ts), above the reservations; nothing once the
// reference data is in place. The page's element tree is read as rendered by the server (no browser needed).
import type { ReactElement, ReactNode } from 'react';
import { getStore } from '@/lib/db';
import type { TestStore } from '@/lib/db/testing';
import { emptyAndSeededStores } from '@/lib/testing/stores';
import DashboardPage from './page';

jest.mock('@/lib/db', () => ({
  getStore: jest.fn(),
  storeIdentity: () => ({ kind: 'test', id: 'dashboard' }),
}));
jest.mock('@/lib/auth/guard', () => ({ requireAdmin: async () => ({ admin: true, issuedAt: Date.now() }) }));

const stores = emptyAndSeededStores();

/** The switch-on notice's heading and items, from the page's element tree. */
function notice(node: ReactNode): { title: string; items: string[] } | null {
  if (node === null || typeof node !== 'object') return null;
  if (Array.isArray(node)) {
    for (const child of node) {
      const found = notice(child as ReactNode);
      if (found) return found;
    }
    return null;
  }
  const { props } = node as ReactElement<{ children?: ReactNode; 'aria-labelledby'?: string }>;
  if (props?.['aria-labelledby'] === 'mise-en-service') {
    const parts = ([] as ReactNode[]).concat(props.children);
    const text = (n: ReactNode): string =>
      typeof n === 'string'
        ? n
        : n && typeof n === 'object' && 'props' in n
          ? ([] as ReactNode[])
              .concat((n as ReactElement<{ children?: ReactNode }>).props.children)
              .map(text)
              .join('')
          : '';
    const list = parts.find(
      (p) => p && typeof p === 'object' && (p as ReactElement).type === 'ul',
    ) as ReactElement<{
      children: ReactNode[];
    }>;
    return { title: text(parts[0]), items: ([] as ReactNode[]).concat(list.props.children).map(text) };
  }
  return notice(props?.children ?? null);
}

async function render(store: TestStore) {
  jest.mocked(getStore).mockResolvedValue(store);
  return DashboardPage({ searchParams: Promise.resolve({}) });
}

describe('/admin/dashboard', () => {
  it('lists what a database made of the migrations alone lacks', async () => {
    const shown = notice(await render(stores.empty));
    expect(shown?.title).toBe('Mise en service\u00a0: données à compléter');
    expect(shown?.items).toHaveLength(7);
    expect(shown?.items[0]).toMatch(/^Tarifs généraux jamais enregistrés/);
  });

  it('shows no notice once the seed is loaded', async () => {
    expect(notice(await render(stores.seeded))).toBeNull();
  });
});
