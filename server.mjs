// Production server: `npm start` (and the e2e servers). It is `next start` plus one thing Next cannot do: tell the app
// the TCP peer address of each request. `next start` fills `x-forwarded-for` only when the client did not send one
// (base-server.js: `x-forwarded-for ??= socket.remoteAddress`), so a client reaching it directly can claim any
// address. Here every request gets the private header x-hm-peer-ip set to the socket's remote address, after any
// client-sent copy is removed; lib/requests/client-ip.ts reads it when TRUSTED_PROXY=none (docs/operations.md).
//
// Options, as `next start`: -p/--port (or PORT, default 3000), -H/--hostname (default: every interface, IPv4 and
// IPv6; `-H 127.0.0.1` behind a local reverse proxy), --keepAliveTimeout <ms>. The HOSTNAME variable is ignored on
// purpose: Docker sets it to the container id.
import { readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import next from 'next';

/** Keep in sync with PEER_IP_HEADER / PEER_IP_MARKER in lib/requests/client-ip.ts. */
const PEER_IP_HEADER = 'x-hm-peer-ip';
const PEER_IP_MARKER = Symbol.for('harmony-move.peer-ip-header');

function option(names, fallback) {
  const args = process.argv.slice(2);
  for (let i = 0; i < args.length; i += 1) {
    const [name, inline] = args[i].split('=');
    if (names.includes(name)) return inline ?? args[i + 1];
  }
  return fallback;
}

const port = Number(option(['-p', '--port'], process.env.PORT ?? 3000));
const hostname = option(['-H', '--hostname'], undefined);
const keepAliveTimeout = Number(option(['--keepAliveTimeout'], 0));

process.env.NODE_ENV = 'production';
process.env.NEXT_TELEMETRY_DISABLED ??= '1';

const app = next({ dev: false, hostname: hostname ?? 'localhost', port });
const handle = app.getRequestHandler();
await app.prepare();
// Route handlers run in this process: the marker tells lib/requests/client-ip.ts the header comes from here.
globalThis[PEER_IP_MARKER] = true;

/**
 * A path whose percent-escapes do not decode (`/%ff`, `/blog/%E0%A4%A`): Next's router throws on it and answered a bare
 * 500 without the site's headers on every route. It is refused here with a 400 and the headers of the API's answers.
 */
function hasMalformedPath(url = '/') {
  const path = url.split('?', 1)[0];
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

const MALFORMED_PATH_HEADERS = {
  'content-type': 'text/plain; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** The paths of the files under public/ ('/og/fr.png'), read once at start: served by Next's file server. */
function publicFiles(dir = new URL('./public/', import.meta.url), prefix = '/') {
  try {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? publicFiles(new URL(`${entry.name}/`, dir), `${prefix}${entry.name}/`)
        : [`${prefix}${entry.name}`],
    );
  } catch {
    return [];
  }
}
const PUBLIC_FILES = new Set(publicFiles());

/**
 * A file Next serves as it is (public/, the build's /_next/static/). Next's file server answers another method than
 * GET or HEAD, a Range it cannot satisfy (`bytes=abc`, past the end) or a failed If-Match / If-Unmodified-Since by
 * rendering a /405, /416 or /412 page, which an App Router build does not have: a bare 500. The method is refused
 * here; the range and the preconditions are dropped, the whole file being a valid answer to all of them (public/
 * holds small images: a video there would need its ranges kept). Called after hasMalformedPath: the path decodes.
 */
function isStaticFile(url = '/') {
  const path = decodeURIComponent(url.split('?', 1)[0]);
  return path.startsWith('/_next/static/') || PUBLIC_FILES.has(path);
}

const server = createServer((req, res) => {
  if (hasMalformedPath(req.url)) {
    res.writeHead(400, MALFORMED_PATH_HEADERS);
    res.end('Adresse invalide : elle contient un caractère mal encodé.\n');
    return;
  }
  if (isStaticFile(req.url)) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...MALFORMED_PATH_HEADERS, allow: 'GET, HEAD' });
      res.end('Méthode non autorisée pour ce fichier.\n');
      return;
    }
    for (const header of ['range', 'if-range', 'if-match', 'if-unmodified-since']) delete req.headers[header];
  }
  delete req.headers[PEER_IP_HEADER];
  const peer = req.socket.remoteAddress;
  if (peer) req.headers[PEER_IP_HEADER] = peer;
  handle(req, res).catch((error) => {
    console.error('[server] requête en échec', error);
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  });
});
if (keepAliveTimeout > 0) server.keepAliveTimeout = keepAliveTimeout;
const ready = () => console.log(`▲ Harmony Move prêt sur http://${hostname ?? 'localhost'}:${port}`);
if (hostname) server.listen(port, hostname, ready);
else server.listen(port, ready);

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}
