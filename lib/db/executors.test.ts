import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPglite } from './executors';

describe('openPglite', () => {
  it('creates missing parent folders of the data directory (fresh clone without .data/)', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'hm-pglite-'));
    try {
      const executor = await openPglite(path.join(root, 'missing', 'nested', 'pglite'));
      const { rows } = await executor.query<{ one: number }>('select 1 as one');
      expect(rows).toEqual([{ one: 1 }]);
      await executor.close?.();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
