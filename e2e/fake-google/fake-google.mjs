// A small fake of Google Maps Platform for tests, with the request and response shapes of the real APIs:
//   POST /v1/places:autocomplete          Places API (New) Autocomplete: { input, sessionToken, ... } →
//                                         { suggestions: [{ placePrediction: { place, placeId, text, structuredFormat,
//                                         types } }] }
//   GET  /v1/places/{placeId}             Place Details (New): { id, formattedAddress, location: { latitude,
//                                         longitude } } — 404 NOT_FOUND for an unknown id, 400 for a malformed one
//   POST /directions/v2:computeRoutes     Routes API: { routes: [{ distanceMeters, duration: '1234s' }] }
// Every API call needs the X-Goog-Api-Key header (403 PERMISSION_DENIED otherwise) and an X-Goog-FieldMask (400).
// Control (tests): POST /__control/mode { mode: 'ok' | 'timeout' | '403' | '500' }, GET /__control/calls,
// POST /__control/reset, GET /health.
import http from 'node:http';

/** The fake's places: real addresses and coordinates, so every pricing rule applies as with Google. */
export const FAKE_PLACES = [
  {
    id: 'ChIJfake_Marseille_VieuxPort',
    name: 'Quai du Port',
    formattedAddress: 'Quai du Port, 13002 Marseille, France',
    latitude: 43.2965,
    longitude: 5.3698,
  },
  {
    id: 'ChIJfake_Lille_GrandPlace',
    name: 'Place du Général de Gaulle',
    formattedAddress: 'Place du Général de Gaulle, 59000 Lille, France',
    latitude: 50.6372,
    longitude: 3.0633,
  },
  {
    id: 'ChIJfake_Dourdan_Chartres',
    name: '12 Rue de Chartres',
    formattedAddress: '12 Rue de Chartres, 91410 Dourdan, France',
    latitude: 48.5297,
    longitude: 2.0108,
  },
  {
    id: 'ChIJfake_Etampes_Gare',
    name: 'Place de la Gare',
    formattedAddress: 'Place de la Gare, 91150 Étampes, France',
    latitude: 48.4378,
    longitude: 2.1606,
  },
  {
    id: 'ChIJfake_Paris_Rivoli',
    name: '99 Rue de Rivoli',
    formattedAddress: '99 Rue de Rivoli, 75001 Paris, France',
    latitude: 48.8606,
    longitude: 2.3376,
  },
];

const PLACE_ID = /^[A-Za-z0-9_-]{4,300}$/;
const loose = (text) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

function haversineKm(a, b) {
  const rad = (d) => (d * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

function googleError(res, code, status, message) {
  res.writeHead(code, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: { code, message, status } }));
}

function json(res, value) {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(value));
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/**
 * Starts the fake. Options: port (0 = any), apiKey (the key it accepts, default 'fake-google-key').
 * Returns { url, port, setMode(mode), calls(), reset(), close() }.
 */
export async function startFakeGoogle({ port = 0, apiKey = 'fake-google-key' } = {}) {
  let mode = 'ok';
  let calls = { autocomplete: 0, details: 0, routes: 0 };
  const held = new Set();

  async function api(kind, req, res, answer) {
    calls[kind] += 1;
    if (mode === 'timeout') {
      // Never answers; the client's time-out decides. Released on close.
      held.add(res);
      res.on('close', () => held.delete(res));
      return;
    }
    if (mode === '403' || req.headers['x-goog-api-key'] !== apiKey) {
      return googleError(res, 403, 'PERMISSION_DENIED', 'The provided API key is invalid.');
    }
    if (mode === '500') return googleError(res, 500, 'INTERNAL', 'Internal error encountered.');
    if (!req.headers['x-goog-fieldmask']) {
      return googleError(res, 400, 'INVALID_ARGUMENT', 'FieldMask is a required parameter.');
    }
    return answer();
  }

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname;
    try {
      if (path === '/health') return json(res, { ok: true });
      if (path === '/__control/mode' && req.method === 'POST') {
        const body = JSON.parse((await readBody(req)) || '{}');
        mode = ['ok', 'timeout', '403', '500'].includes(body.mode) ? body.mode : 'ok';
        return json(res, { mode });
      }
      if (path === '/__control/calls') return json(res, calls);
      if (path === '/__control/reset' && req.method === 'POST') {
        mode = 'ok';
        calls = { autocomplete: 0, details: 0, routes: 0 };
        return json(res, { ok: true });
      }
      if (path === '/v1/places:autocomplete' && req.method === 'POST') {
        const body = JSON.parse((await readBody(req)) || '{}');
        return api('autocomplete', req, res, () => {
          if (typeof body.input !== 'string') {
            return googleError(res, 400, 'INVALID_ARGUMENT', 'input is required.');
          }
          const words = loose(body.input).split(' ').filter(Boolean);
          const found = FAKE_PLACES.filter((p) => {
            const text = loose(p.formattedAddress);
            return words.length > 0 && words.every((w) => text.includes(w));
          }).slice(0, 5);
          return json(res, {
            suggestions: found.map((p) => ({
              placePrediction: {
                place: `places/${p.id}`,
                placeId: p.id,
                text: { text: p.formattedAddress, matches: [] },
                structuredFormat: {
                  mainText: { text: p.name, matches: [] },
                  secondaryText: { text: p.formattedAddress.slice(p.name.length + 2) },
                },
                types: ['street_address', 'geocode'],
              },
            })),
          });
        });
      }
      const details = path.match(/^\/v1\/places\/([^/]+)$/);
      if (details && req.method === 'GET') {
        const id = decodeURIComponent(details[1] ?? '');
        return api('details', req, res, () => {
          if (!PLACE_ID.test(id)) return googleError(res, 400, 'INVALID_ARGUMENT', 'Invalid place id.');
          const place = FAKE_PLACES.find((p) => p.id === id);
          if (!place) return googleError(res, 404, 'NOT_FOUND', `Place '${id}' not found.`);
          return json(res, {
            id: place.id,
            formattedAddress: place.formattedAddress,
            location: { latitude: place.latitude, longitude: place.longitude },
          });
        });
      }
      if (path === '/directions/v2:computeRoutes' && req.method === 'POST') {
        const body = JSON.parse((await readBody(req)) || '{}');
        return api('routes', req, res, () => {
          const from = body.origin?.location?.latLng;
          const to = body.destination?.location?.latLng;
          if (!from || !to)
            return googleError(res, 400, 'INVALID_ARGUMENT', 'origin and destination required.');
          // Roads are longer than the straight line: 1.25 × the great circle, driven at 80 km/h.
          const meters = Math.round(haversineKm(from, to) * 1250);
          return json(res, {
            routes: [{ distanceMeters: meters, duration: `${Math.round(meters / 22.2)}s` }],
          });
        });
      }
      return googleError(res, 404, 'NOT_FOUND', 'Unknown path.');
    } catch {
      return googleError(res, 400, 'INVALID_ARGUMENT', 'Invalid JSON payload.');
    }
  });

  // Longer than any pause between a test's calls: a client reusing an idle connection never meets one the fake is
  // closing at that instant (Node's default is 5 s), which the client would take for Google failing.
  server.keepAliveTimeout = 60_000;
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${actualPort}`,
    port: actualPort,
    setMode(next) {
      mode = next;
    },
    calls: () => ({ ...calls }),
    reset() {
      mode = 'ok';
      calls = { autocomplete: 0, details: 0, routes: 0 };
    },
    close() {
      for (const res of held) res.destroy();
      server.closeAllConnections?.();
      return new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}
