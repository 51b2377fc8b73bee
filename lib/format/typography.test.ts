// French typography of the product's own text (issue 18 point 3): a no-break space, never a plain one, before ':',
// ';', '!', '?' and between a number and '€', '%' or 'km' in the message catalogues. Spec copy keeps its exact text:
// the allowlist (SPEC_COPY) is checked against the product specification when it is at hand.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { labelled, NBSP } from './typography';
import { formatKm } from '@/lib/pricing/format';
import { formatEuros } from './money';

const root = path.resolve(__dirname, '../..');

/**
 * Spec copy that the product specification writes with a plain space before the sign: kept verbatim (product copy is
 * the spec's, docs/product.md). The list lives here so the test needs nothing outside the repository; where the
 * specification is at hand (next to the checkout, or PRODUCT_SPEC), the last test checks each entry is still in it.
 */
const SPEC_COPY = [
  'Connexion réussie !',
  'Prix sauvegardés !',
  'Êtes-vous sûr ?',
  'Réservation confirmée !',
  'Réservation Confirmée !',
  "Le paiement n'a pas pu être confirmé. Statut :",
] as const;

function specFile(): string | null {
  const candidates = [
    process.env.PRODUCT_SPEC,
    path.join(root, '../shared/spec/product-spec.md'),
    path.join(root, '../../shared/spec/product-spec.md'),
  ].filter((p): p is string => Boolean(p));
  const found = candidates.find((p) => existsSync(p));
  return found ? readFileSync(found, 'utf8').replace(/\s+/g, ' ') : null;
}

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(p, out);
    else out.push(p);
  }
  return out;
}

/** The product's own message catalogues: every lib/**\/messages.ts, and the modules that write messages and e-mails. */
const CATALOGUES = [
  ...walk(path.join(root, 'lib'))
    .filter((f) => f.endsWith(`${path.sep}messages.ts`))
    .map((f) => path.relative(root, f)),
  'lib/booking/home-box.ts',
  'lib/booking/whatsapp.ts',
  'lib/config/faq.ts',
  'lib/config/site.ts',
  'lib/notifications/content.ts',
  'lib/notifications/labels.ts',
  'lib/pricing/quote.ts',
  'lib/requests/message.ts',
];

/** The French UI catalogue (next-intl, nested JSON); messages/en.json is English and keeps English typography. */
const JSON_CATALOGUES = ['messages/fr.json', 'messages/fr.vat-exempt.json'];

/** Every string literal and template text of a file, with where it is (`file:line`). */
function strings(file: string): { text: string; where: string }[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(path.join(root, file), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const out: { text: string; where: string }[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      if (!ts.isImportDeclaration(node.parent) && !ts.isLiteralTypeNode(node.parent)) {
        const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        out.push({ text: node.text, where: `${file}:${line}` });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** Every string value of a JSON catalogue, flattened, with its key path (`messages/fr.json:Booking.intro`). */
function jsonStrings(file: string): { text: string; where: string }[] {
  const out: { text: string; where: string }[] = [];
  const visit = (value: unknown, key: string) => {
    if (typeof value === 'string') out.push({ text: value, where: `${file}:${key}` });
    else if (Array.isArray(value)) value.forEach((item, i) => visit(item, `${key}[${i}]`));
    else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) visit(v, key ? `${key}.${k}` : k);
    }
  };
  visit(JSON.parse(readFileSync(path.join(root, file), 'utf8')), '');
  return out;
}

const PLAIN_SPACE_BEFORE_SIGN = /(\S) ([:;!?])(?=\s|$|['"»)])/g;
const PLAIN_SPACE_BEFORE_UNIT = /\d (€|%|km\b)/g;

describe('French typography of the message catalogues', () => {
  /** Spec copy: the words before the sign, then the sign, as the spec writes them. */
  const isSpecCopy = (before: string, sign: string) => {
    const tail = `${before.replace(/\s+/g, ' ').slice(-24).trimStart()} ${sign}`;
    return SPEC_COPY.some((copy) => copy.endsWith(tail) || tail.endsWith(copy));
  };

  const found = [...CATALOGUES.flatMap(strings), ...JSON_CATALOGUES.flatMap(jsonStrings)];
  const allowed: string[] = [];
  const faults: string[] = [];
  for (const { where, text } of found) {
    for (const m of text.matchAll(PLAIN_SPACE_BEFORE_SIGN)) {
      const before = text.slice(0, m.index + 1);
      if (isSpecCopy(before, m[2] ?? '')) allowed.push(`${before} ${m[2]}`);
      else faults.push(`${where}: « ${text.slice(Math.max(0, m.index - 20), m.index + 3)} »`);
    }
    for (const m of text.matchAll(PLAIN_SPACE_BEFORE_UNIT)) {
      faults.push(`${where}: « ${text.slice(Math.max(0, m.index - 20), m.index + 4)} »`);
    }
  }

  it('reads the catalogues', () => {
    expect(found.length).toBeGreaterThan(200);
    // The French UI catalogue: hundreds of strings (696 when this was written), not a file read as empty.
    expect(found.filter((s) => s.where.startsWith('messages/fr.json:')).length).toBeGreaterThan(500);
  });

  it('puts a no-break space, not a plain one, before : ; ! ? and the units, outside the spec copy', () => {
    expect(faults).toEqual([]);
  });

  it('leaves the spec copy exactly as the spec writes it', () => {
    expect(allowed).toEqual(
      expect.arrayContaining(['Connexion réussie !', 'Êtes-vous sûr ?', 'Réservation confirmée !']),
    );
  });

  const spec = specFile();
  (spec ? it : it.skip)('every allowlisted string is still the specification’s copy', () => {
    expect(SPEC_COPY.filter((copy) => !spec!.includes(copy))).toEqual([]);
  });
});

describe('typography helpers and formatters', () => {
  it('labels a value with a no-break space before the colon', () => {
    expect(labelled('Départ', 'Gare de Lyon')).toBe(`Départ${NBSP}: Gare de Lyon`);
    expect(labelled('From', 'Gare de Lyon', 'en')).toBe('From: Gare de Lyon');
  });

  it('money and distances keep their unit on the number’s line', () => {
    expect(formatEuros(8000)).toMatch(/\d\u00a0€$/);
    expect(formatKm(45)).toBe(`45${NBSP}km`);
  });
});
