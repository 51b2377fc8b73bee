// Prints the first-load JavaScript of every page of a build (gzip bytes, JSON) for `npm run bench`: the same reading
// of the manifests as the budgets of e2e/build-output.spec.ts. Usage: tsx scripts/bench-build-output.ts [distDir]
import path from 'node:path';
import { buildExists, readBuildOutput } from '../e2e/build-output';

const distDir = path.resolve(process.argv[2] ?? process.env.NEXT_DIST_DIR ?? '.next-multi');
if (!buildExists(distDir)) {
  console.error(`bench: pas de build dans ${distDir}`);
  process.exit(1);
}
const output = readBuildOutput(distDir);
const pages = [...output.pages.values()]
  .filter((p) => !p.route.startsWith('/_'))
  .sort((a, b) => a.route.localeCompare(b.route))
  .map(({ route, firstLoadGz }) => ({ route, firstLoadGz }));
console.log(JSON.stringify({ floorGz: output.floorGz, pages }, null, 2));
