/**
 * The boundaries of eslint.config.mjs, shown on purpose: each rule fails on a deliberate violation and clean files
 * pass. lib/ and component cases are sources linted as if they stood at a real file of lib/ or components/ (nothing
 * in lib/ itself breaks the rule); the circle is the two files of ./fixtures/ (which the normal lint ignores). All are
 * linted by scripts/lint/lint-text.mjs, in one Node process. The test lives in scripts/ so that lib/ holds no
 * deliberate violation.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
// Sources are linted as if they were these real files (the import resolver and the circle check need one).
const COMPONENT = 'components/ui/badge.tsx';
const LIB = 'lib/format/typography.ts';

function fixture(name: string) {
  const filePath = `scripts/lint/fixtures/${name}`;
  return { filePath, code: readFileSync(path.join(root, filePath), 'utf8') };
}

const CASES = {
  libImportsComponent: {
    filePath: LIB,
    code: "import { Button } from '@/components/ui/button';\n\nexport const ui = Button;\n",
  },
  libImportsRoute: {
    filePath: LIB,
    code: "import { POST } from '@/app/api/quote/route';\n\nexport const route = POST;\n",
  },
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
  cleanLib: {
    filePath: LIB,
    code: "import { formatEuros } from '@/lib/format/money';\n\nexport const price = formatEuros(4000);\n",
  },
  cleanComponent: {
    filePath: COMPONENT,
    code: "import { Button } from '@/components/ui/button';\nimport { TRIP_LABELS } from '@/lib/domain/trips';\n\nexport function Trip() {\n  return <Button>{TRIP_LABELS.oneWay}</Button>;\n}\n",
  },
} satisfies Record<string, { filePath: string; code: string }>;

type CaseName = keyof typeof CASES;
let rules: Record<CaseName, string[]>;

beforeAll(() => {
  const names = Object.keys(CASES) as CaseName[];
  const output = execFileSync(process.execPath, [path.join(root, 'scripts/lint/lint-text.mjs')], {
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
