// Reads a production build's manifests (NEXT_DIST_DIR) to measure each App Router page's first-load JavaScript:
// the framework's root chunks (`build-manifest.json` rootMainFiles, the floor every page pays) plus every chunk the
// page's client-reference manifest lists for its layouts, boundaries and page (`entryJSFiles`), gzip-compressed.
// Used by e2e/build-output.spec.ts (budgets).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { gzipSync } from 'node:zlib';

interface ClientManifest {
  clientModules: Record<string, unknown>;
  entryJSFiles: Record<string, string[]>;
}

export interface PageOutput {
  /** Route as a visitor types it, e.g. `/forfaits-locaux/essonne-91` → `/forfaits-locaux/[region]`. */
  route: string;
  /** Every JS chunk the first load may fetch (root chunks included). */
  chunks: string[];
  /** Client boundaries ('use client' modules) rendered by the page and its layouts. */
  clientModules: string[];
  /** Chunks listed for the page entry itself (not its layouts). */
  pageChunks: string[];
  firstLoadGz: number;
}

export interface BuildOutput {
  /** gzip bytes of the framework root chunks (the bare floor every page pays). */
  floorGz: number;
  rootChunks: string[];
  pages: Map<string, PageOutput>;
}

const gzCache = new Map<string, number>();
function gzSize(distDir: string, file: string): number {
  const known = gzCache.get(file);
  if (known !== undefined) return known;
  const size = gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
  gzCache.set(file, size);
  return size;
}

function loadManifest(file: string): ClientManifest {
  const sandbox = { self: {} as Record<string, unknown>, globalThis: {} as Record<string, unknown> };
  sandbox.globalThis = sandbox.self;
  vm.runInNewContext(readFileSync(file, 'utf8'), sandbox);
  const all = (sandbox.self as { __RSC_MANIFEST?: Record<string, ClientManifest> }).__RSC_MANIFEST ?? {};
  const first = Object.values(all)[0];
  if (!first) throw new Error(`manifeste vide : ${file}`);
  return first;
}

function findManifests(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) findManifests(full, out);
    else if (name === 'page_client-reference-manifest.js') out.push(full);
  }
  return out;
}

function routeOf(appDir: string, manifest: string): string {
  const rel = path.relative(appDir, path.dirname(manifest)).split(path.sep);
  const segments = rel.filter((s) => !(s.startsWith('(') && s.endsWith(')')));
  return `/${segments.join('/')}`.replace(/\/$/, '') || '/';
}

export function readBuildOutput(distDir: string): BuildOutput {
  const buildManifest = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8')) as {
    rootMainFiles: string[];
  };
  const rootChunks = buildManifest.rootMainFiles;
  const floorGz = rootChunks.reduce((n, f) => n + gzSize(distDir, f), 0);
  const appDir = path.join(distDir, 'server', 'app');
  const pages = new Map<string, PageOutput>();
  for (const file of findManifests(appDir)) {
    const route = routeOf(appDir, file);
    const manifest = loadManifest(file);
    const chunks = new Set<string>(rootChunks);
    for (const list of Object.values(manifest.entryJSFiles)) for (const c of list) chunks.add(c);
    const pageKey = Object.keys(manifest.entryJSFiles).find((k) => k.endsWith('/page'));
    const clientModules = [
      ...new Set(Object.keys(manifest.clientModules).map((k) => k.split('<')[0]!.split('#')[0]!)),
    ];
    pages.set(route, {
      route,
      chunks: [...chunks],
      clientModules,
      pageChunks: pageKey ? (manifest.entryJSFiles[pageKey] ?? []) : [],
      firstLoadGz: [...chunks].reduce((n, f) => n + gzSize(distDir, f), 0),
    });
  }
  return { floorGz, rootChunks, pages };
}

export function buildExists(distDir: string): boolean {
  return existsSync(path.join(distDir, 'build-manifest.json'));
}
