// Reading the documents' PDFs back in Jest (lib/documents/*.test.ts): PDF.js through unpdf, and the environment every
// document needs (a session secret for the signed links, the legal identity of the e2e runs), restored afterwards.
import { definePDFJSModule, extractText, getDocumentProxy } from 'unpdf';
import legalEnv from '@/e2e/legal-identity.json';
import { resetServerEnvForTests } from '@/lib/env';

/** The variables a document is built with in the tests. */
export const DOCUMENT_TEST_ENV = { SESSION_SECRET: 's'.repeat(40), ...legalEnv };

/** Hands PDF.js to unpdf: Jest (CommonJS) cannot import() its bundle (jest.config.mjs ESM_PACKAGES compiles it). */
export async function loadPdfJs(): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  await definePDFJSModule(async () => require('unpdf/pdfjs'));
}

/** Registers the suite's beforeAll / afterAll: PDF.js loaded, DOCUMENT_TEST_ENV set, the environment restored. */
export function setUpPdfTests(): void {
  const saved = { ...process.env };
  beforeAll(async () => {
    await loadPdfJs();
    Object.assign(process.env, DOCUMENT_TEST_ENV);
    resetServerEnvForTests();
  });
  afterAll(() => {
    process.env = { ...saved };
    resetServerEnvForTests();
  });
}

/** A PDF's text (PDF.js, through the fonts' ToUnicode maps), white space collapsed, and its number of pages. */
export async function readPdf(pdf: Uint8Array): Promise<{ text: string; pages: number }> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(doc, { mergePages: true });
  return { text: text.replace(/\s+/g, ' '), pages: doc.numPages };
}

/** A PDF's text, white space collapsed. */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  return (await readPdf(pdf)).text;
}
