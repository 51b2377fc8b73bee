/**
 * The boundaries of eslint.config.mjs, shown on purpose: each rule fails on a deliberate violation and clean files
 * pass. lib/ cases are the files of ./fixtures/ (which the normal lint ignores); component cases are sources linted as
 * if they stood in components/. All are linted by lib/lint/lint-text.mjs, in one Node process.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
// A component's sources are linted as if they were components/ui/badge.tsx (a real file: the circle check needs one).
const COMPONENT = 'components/ui/badge.tsx';

function fixture(name: string) {
  const filePath = `lib/lint/fixtures/${name}`;
  return { filePath, code: readFileSync(path.join(root, filePath), 'utf8') };
}

const CASES = {
  libImportsComponent: fixture('imports-ui.ts'),
  libImportsRoute: fixture('imports-route.ts'),
  componentImportsDb: {
    filePath: COMPONENT,
    code: "import { getStore } from '@/lib/db';\n\nexport const store = getStore;\n",
  },
  componentImportsPdf: {
    filePath: COMPONENT,
    code: "import { renderVoucherPdf } from '@/lib/documents/pdf';\n\nexport const render = renderVoucherPdf;\n",
  },
  componentImportsSecrets: {
    filePath: COMPONENT,
    code: "import { serverEnv } from '@/lib/env';\n\nexport const env = serverEnv;\n",
  },
  componentImportsServerTypes: {
    filePath: COMPONENT,
    code: "import type { Reservation } from '@/lib/db/types';\nimport type { Voucher } from '@/lib/documents/voucher';\n\nexport type Pair = [Reservation, Voucher];\n",
  },
  cycle: fixture('cycle-a.ts'),
  cleanLib: fixture('clean.ts'),
  cleanComponent: {
    filePath: COMPONENT,
    code: "import { Button } from '@/components/ui/button';\nimport { TRIP_LABELS } from '@/lib/domain/trips';\n\nexport function Trip() {\n  return <Button>{TRIP_LABELS.oneWay}</Button>;\n}\n",
  },
} satisfies Record<string, { filePath: string; code: string }>;

type CaseName = keyof typeof CASES;
let rules: Record<CaseName, string[]>;

beforeAll(() => {
  const names = Object.keys(CASES) as CaseName[];
  const output = execFileSync(process.execPath, [path.join(root, 'lib/lint/lint-text.mjs')], {
    cwd: root,
    input: JSON.stringify(names.map((name) => CASES[name])),
    encoding: 'utf8',
  });
  const answers = JSON.parse(output) as string[][];
  rules = Object.fromEntries(names.map((name, i) => [name, answers[i]!])) as Record<CaseName, string[]>;
}, 300_000);

describe('ESLint boundaries (eslint.config.mjs)', () => {
  it('fails when lib/ imports components/ or app/', () => {
    expect(rules.libImportsComponent).toContain('import/no-restricted-paths');
    expect(rules.libImportsRoute).toContain('import/no-restricted-paths');
  });

  it('fails when components/ imports a server-only module (database, PDF, secrets), and allows its types', () => {
    expect(rules.componentImportsDb).toContain('@typescript-eslint/no-restricted-imports');
    expect(rules.componentImportsPdf).toContain('@typescript-eslint/no-restricted-imports');
    expect(rules.componentImportsSecrets).toContain('@typescript-eslint/no-restricted-imports');
    expect(rules.componentImportsServerTypes).toEqual([]);
  });

  it('fails on an import circle', () => {
    expect(rules.cycle).toContain('import/no-cycle');
  });

  it('passes on clean files', () => {
    expect(rules.cleanLib).toEqual([]);
    expect(rules.cleanComponent).toEqual([]);
  });
});
