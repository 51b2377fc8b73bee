// A small fake of the Stripe API for tests: Checkout Sessions only, in memory, over plain HTTP.
// The real Stripe Node client talks to it through its `host`, `port` and `protocol: 'http'` options.
//   POST /v1/checkout/sessions        form-encoded like Stripe (bracket keys), honours Idempotency-Key
//   GET  /v1/checkout/sessions/:id    the session, or Stripe's 404 resource_missing error
//   POST /v1/checkout/sessions/:id/expire  expires an open session; a complete or expired one → Stripe's 400
//   GET  /pay/:id                     a checkout page with a 'Payer' button (and a cancel link); once the session
//                                     is no longer open, a page that says so and offers no 'Payer'
//   POST /pay/:id                     pays an open session, then redirects to success_url with {CHECKOUT_SESSION_ID}
//                                     replaced; an expired session is refused (410), nothing is paid
//   POST /__control/sessions/:id/pay  (tests) marks the session paid; /expire marks it expired
// With `webhook: { url, secret }`, paying also delivers a signed checkout.session.completed event, and expiring
// (through the API or the control route) a checkout.session.expired event, like Stripe.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import Stripe from 'stripe';

const PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

function randomId(prefix) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(40);
  let out = '';
  for (const b of bytes) out += alphabet[b % alphabet.length];
  return `${prefix}${out}`;
}

/** Stripe's form encoding (`line_items[0][price_data][currency]=eur`) back into nested objects and arrays. */
export function parseStripeForm(body) {
  const root = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((p) => p !== '');
    let node = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) {
        node[part] = value;
      } else {
        node[part] ??= {};
        node = node[part];
      }
    });
  }
  const toArrays = (value) => {
    if (value === null || typeof value !== 'object') return value;
    const keys = Object.keys(value);
    const converted = Object.fromEntries(keys.map((k) => [k, toArrays(value[k])]));
    return keys.length > 0 && keys.every((k) => /^\d+$/.test(k))
      ? keys.sort((a, b) => Number(a) - Number(b)).map((k) => converted[k])
      : converted;
  };
  return toArrays(root);
}

function stripeError(res, status, type, message, code) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: { type, message, ...(code ? { code } : {}) } }));
}

function json(res, status, value) {
  res.writeHead(status, { 'content-type': 'application/json' });
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

function escapeHtml(text) {
  return String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );
}

function payPage(session) {
  const item = session.line_items_data[0];
  const amount = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(
    session.amount_total / 100,
  );
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Fake Stripe Checkout</title></head>
<body><main><h1>Fake Stripe Checkout</h1>
<p data-testid="line-item">${escapeHtml(item?.name ?? '')}</p>
<p data-testid="line-description">${escapeHtml(item?.description ?? '')}</p>
<p data-testid="amount">${escapeHtml(amount)}</p>
<p data-testid="email">${escapeHtml(session.customer_email ?? '')}</p>
<form method="post" action="/pay/${escapeHtml(session.id)}"><button type="submit">Payer</button></form>
<a href="${escapeHtml(session.cancel_url ?? '/')}">Annuler</a></main></body></html>`;
}

/** What Stripe shows on the page of a session that can no longer be paid. */
function expiredPage() {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Fake Stripe Checkout</title></head>
<body><main><h1>Fake Stripe Checkout</h1>
<p data-testid="expired">Cette session de paiement a expiré.</p></main></body></html>`;
}

/**
 * Starts the fake on `port` (0 = random). Returns its port, the sessions map and helpers for tests.
 * @param {{ port?: number, host?: string, publicUrl?: string, webhook?: { url: string, secret: string } }} options
 */
export async function startFakeStripe(options = {}) {
  /** @type {Map<string, any>} */
  const sessions = new Map();
  /** @type {Map<string, { sessionId: string, body: string }>} key → the session it created and the request it was sent with */
  const idempotency = new Map();
  let publicUrl = options.publicUrl;

  async function deliverWebhook(session, type = 'checkout.session.completed') {
    if (!options.webhook) return;
    const payload = JSON.stringify({
      id: randomId('evt_'),
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      api_version: Stripe.API_VERSION,
      data: { object: publicSession(session) },
    });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.webhook.secret });
    try {
      await fetch(options.webhook.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': header },
        body: payload,
      });
    } catch (error) {
      console.error('[fake-stripe] webhook non délivré', error);
    }
  }

  function publicSession(session) {
    const { line_items_data: _items, ...rest } = session;
    return rest;
  }

  function pay(id) {
    const session = sessions.get(id);
    if (!session) return null;
    if (session.status === 'open') {
      session.status = 'complete';
      session.payment_status = 'paid';
      session.payment_intent = randomId('pi_');
      void deliverWebhook(session);
    }
    return session;
  }

  /** Expires an open session (and delivers checkout.session.expired); true when it was open. */
  function expire(id) {
    const session = sessions.get(id);
    if (session?.status !== 'open') return false;
    session.status = 'expired';
    void deliverWebhook(session, 'checkout.session.expired');
    return true;
  }

  function create(params) {
    const items = Array.isArray(params.line_items) ? params.line_items : [];
    const lineItems = items.map((li) => ({
      name: li.price_data?.product_data?.name,
      description: li.price_data?.product_data?.description,
      unit_amount: Number(li.price_data?.unit_amount),
      currency: li.price_data?.currency,
      quantity: Number(li.quantity ?? 1),
    }));
    const amount = lineItems.reduce((sum, li) => sum + li.unit_amount * li.quantity, 0);
    const id = randomId('cs_test_');
    const session = {
      id,
      object: 'checkout.session',
      mode: params.mode,
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: amount,
      amount_total: amount,
      currency: lineItems[0]?.currency ?? null,
      customer_email: params.customer_email ?? null,
      client_reference_id: params.client_reference_id ?? null,
      metadata: params.metadata ?? {},
      success_url: params.success_url,
      cancel_url: params.cancel_url ?? null,
      expires_at: params.expires_at ? Number(params.expires_at) : Math.floor(Date.now() / 1000) + 86400,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      locale: params.locale ?? null,
      payment_intent: null,
      url: `${publicUrl}/pay/${id}`,
      line_items_data: lineItems,
    };
    sessions.set(id, session);
    return session;
  }

  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://fake');
      const parts = url.pathname.split('/').filter(Boolean);

      if (parts[0] === 'v1') {
        if (!/^Bearer sk_(test|live)_\S+$/.test(req.headers.authorization ?? '')) {
          return stripeError(res, 401, 'invalid_request_error', 'Invalid API Key provided');
        }
        if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
          const body = await readBody(req);
          const params = parseStripeForm(body);
          const key = req.headers['idempotency-key'];
          const known = typeof key === 'string' ? idempotency.get(key) : undefined;
          if (known && known.body !== body) {
            // Stripe's answer to a known key sent with other parameters (kept 24 hours).
            return stripeError(
              res,
              400,
              'idempotency_error',
              `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            );
          }
          if (known) return json(res, 200, publicSession(sessions.get(known.sessionId)));
          const session = create(params);
          if (typeof key === 'string') idempotency.set(key, { sessionId: session.id, body });
          return json(res, 200, publicSession(session));
        }
        if (parts[1] === 'checkout' && parts[2] === 'sessions' && parts[3]) {
          const session = sessions.get(parts[3]);
          if (!session) {
            return stripeError(
              res,
              404,
              'invalid_request_error',
              `No such checkout.session: '${parts[3]}'`,
              'resource_missing',
            );
          }
          if (req.method === 'GET' && parts.length === 4) return json(res, 200, publicSession(session));
          if (req.method === 'POST' && parts[4] === 'expire' && parts.length === 5) {
            await readBody(req);
            if (!expire(session.id)) {
              // Stripe's answer for a session that is already complete or expired.
              return stripeError(
                res,
                400,
                'invalid_request_error',
                `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
              );
            }
            return json(res, 200, publicSession(session));
          }
        }
        return stripeError(res, 404, 'invalid_request_error', `Unrecognized request URL (${url.pathname})`);
      }

      if (parts[0] === 'pay' && parts[1]) {
        const session = sessions.get(parts[1]);
        if (!session) {
          res.writeHead(404, { 'content-type': 'text/plain' });
          return res.end('session inconnue');
        }
        if (req.method === 'GET') {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          return res.end(session.status === 'expired' ? expiredPage() : payPage(session));
        }
        if (req.method === 'POST') {
          if (session.status === 'expired') {
            res.writeHead(410, { 'content-type': 'text/html; charset=utf-8' });
            return res.end(expiredPage());
          }
          pay(session.id);
          res.writeHead(303, { location: session.success_url.replaceAll(PLACEHOLDER, session.id) });
          return res.end();
        }
      }

      if (parts[0] === '__control' && parts[1] === 'sessions') {
        if (req.method === 'GET' && !parts[2]) {
          return json(res, 200, [...sessions.values()].map(publicSession));
        }
        const session = parts[2] ? sessions.get(parts[2]) : undefined;
        if (!session) return json(res, 404, { error: 'unknown session' });
        if (req.method === 'POST' && parts[3] === 'pay')
          return json(res, 200, publicSession(pay(session.id)));
        if (req.method === 'POST' && parts[3] === 'expire') {
          expire(session.id);
          return json(res, 200, publicSession(session));
        }
        if (req.method === 'GET') return json(res, 200, publicSession(session));
      }

      if (url.pathname === '/health') return json(res, 200, { ok: true });
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
    } catch (error) {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(error));
    }
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve(undefined));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  publicUrl ??= `http://127.0.0.1:${port}`;

  return {
    port,
    url: publicUrl,
    sessions,
    /** Marks a session paid as Stripe would after a successful card payment (and delivers the webhook, if any). */
    pay: (id) => (pay(id) ? publicSession(sessions.get(id)) : null),
    /** Marks an open session expired (and delivers checkout.session.expired, if any). */
    expire: (id) => {
      expire(id);
      const s = sessions.get(id);
      return s ? publicSession(s) : null;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}
