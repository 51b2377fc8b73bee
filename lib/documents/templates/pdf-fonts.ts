// The documents' fonts, embedded. The PDF standard Helvetica they replace knows WinAnsi only: a customer's name
// outside it (the English site's airport and Disneyland visitors) printed as overlapping letters of other names, on a
// voucher the law requires. Noto Sans (regular and bold) draws Latin with its extensions (Ł, ễ…), Greek, Cyrillic and
// Vietnamese; Noto Sans SC, after it, Chinese characters and Japanese kana (regular only: customers' names are never
// bold, and react-pdf draws a bold CJK character from the nearest weight). fontkit subsets them: a document carries
// only the glyphs it uses (≈ 14 KiB, 3 more with a Chinese name).
//
// Measured (docs/architecture.md, "Documents and retention"): the Chinese font costs no measurable render time, ≈ 15 MB
// of memory per server process and install size (its package ships 9 weights, 92 MB; the build traces the one file
// used, 10.5 MB). Hangul, Arabic, Thai, emoji… have no font here: they print as U+FFFD (`pdfText`).
import 'server-only';
import path from 'node:path';
import type { Font } from '@react-pdf/renderer';

/** The weights the documents use (regular text; headings and labels in bold). */
const WEIGHTS = [400, 700] as const;

// Each path is written out whole on purpose: Next's build traces `path.join(process.cwd(), '<literal>')` into the
// server output; a computed path would bring a whole package (all its weights), and `require.resolve` of a .ttf makes
// Turbopack bundle it as a module, which it cannot. `next start`, tests and scripts run from the project's root and
// read the files from node_modules.
const FAMILIES: readonly { family: string; files: Partial<Record<(typeof WEIGHTS)[number], string>> }[] = [
  {
    family: 'Noto Sans',
    files: {
      400: path.join(
        process.cwd(),
        'node_modules/@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
      ),
      700: path.join(process.cwd(), 'node_modules/@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
    },
  },
  {
    family: 'Noto Sans SC',
    files: {
      400: path.join(
        process.cwd(),
        'node_modules/@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
      ),
    },
  },
];

/** The page's font: react-pdf takes each character from the first family of the list that draws it. */
export const PDF_FONT_FAMILY: string[] = FAMILIES.map(({ family }) => family);

type FontStore = typeof Font;

/** The font store the documents render with, once the fonts are loaded into it. */
let store: FontStore | null = null;

/**
 * Registers the fonts with the renderer's own font store (that of the module `renderToBuffer` comes from: a second
 * copy of the renderer, as a CommonJS loader may make, would have its own) and loads their files — once per process,
 * react-pdf keeps them —, so that `pdfText` can ask which characters they draw.
 */
export async function loadPdfFonts(fonts: FontStore): Promise<void> {
  const registered = fonts.getRegisteredFontFamilies();
  for (const { family, files } of FAMILIES) {
    if (registered.includes(family)) continue;
    fonts.register({
      family,
      fonts: Object.entries(files).map(([fontWeight, src]) => ({ src, fontWeight: Number(fontWeight) })),
    });
  }
  await Promise.all(
    FAMILIES.flatMap(({ family }) =>
      WEIGHTS.map((fontWeight) => fonts.load({ fontFamily: family, fontWeight })),
    ),
  );
  store = fonts;
}

/** Whether a family draws this character in every weight (a text may be printed bold or regular). */
function drawable(codePoint: number): boolean {
  if (!store) throw new Error('PDF fonts not loaded: await loadPdfFonts() before rendering');
  const fonts = store;
  return FAMILIES.some(({ family }) =>
    WEIGHTS.every((fontWeight) =>
      fonts.getFont({ fontFamily: family, fontWeight }).data?.hasGlyphForCodePoint(codePoint),
    ),
  );
}

/** What no font draws becomes this: visibly a missing character, never a wrong one. */
export const UNDRAWABLE = '\ufffd';

/**
 * Text from data (names, addresses, amounts, dates), as the PDF prints it. react-pdf falls back to Helvetica for a
 * character its fonts lack, and Helvetica's WinAnsi encoding prints other letters in its place: such a character
 * becomes U+FFFD; an invisible one they lack (an emoji's variation selector) is dropped, and line breaks and tabs are
 * react-pdf's to lay out. Intl's U+202F / U+00A0 spaces stay plain spaces, as with the standard fonts before (the
 * documents keep their line breaks), and the route arrow, which Noto Sans lacks, an en dash.
 */
export function pdfText(text: string): string {
  let printed = '';
  for (const char of text.replace(/[\u202f\u00a0]/g, ' ').replace(/→/g, '–')) {
    if (drawable(char.codePointAt(0)!) || char === '\n' || char === '\t') printed += char;
    else if (!/\p{Default_Ignorable_Code_Point}/u.test(char)) printed += UNDRAWABLE;
  }
  return printed;
}
