// A real SMTP server for tests (smtp-server), keeping every message it receives, parsed with mailparser.
// Plain SMTP on 127.0.0.1 without TLS or authentication: the app reaches it with SMTP_URL=smtp://127.0.0.1:<port>.
// `stop()` closes the port (the mail server is "down"); `start()` opens it again on the same port.
import http from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** The JSON shape of one received message (what tests read). */
function summarise(parsed, envelope, raw) {
  const addresses = (field) =>
    (Array.isArray(field) ? field : field ? [field] : []).flatMap((a) => a.value.map((v) => v.address));
  return {
    envelope: {
      from: envelope.mailFrom ? envelope.mailFrom.address : null,
      to: envelope.rcptTo.map((r) => r.address),
    },
    messageId: parsed.messageId ?? null,
    notificationId: parsed.headers.get('x-hm-notification-id') ?? null,
    from: addresses(parsed.from),
    to: addresses(parsed.to),
    replyTo: addresses(parsed.replyTo),
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
    attachments: parsed.attachments.map((a) => ({
      filename: a.filename ?? null,
      contentType: a.contentType,
      content: a.content.toString('utf8'),
    })),
    size: raw.length,
  };
}

/** `delayMs`: the server waits that long before accepting each message (a slow mail server, for benchmarks). */
export async function startSmtpSink({ port = 0, host = '127.0.0.1', delayMs = 0 } = {}) {
  const messages = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (c) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw)
          .then((parsed) => {
            messages.push(summarise(parsed, session.envelope, raw));
            setTimeout(() => callback(), delayMs);
          })
          .catch(callback);
      });
    },
  });
  let boundPort = port;
  const listen = () =>
    new Promise((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(boundPort, host, () => {
        server.server.off('error', reject);
        boundPort = server.server.address().port;
        resolve();
      });
    });
  await listen();
  let running = true;
  return {
    get port() {
      return boundPort;
    },
    get url() {
      return `smtp://${host}:${boundPort}`;
    },
    messages,
    /** Stops accepting connections (the server is down); open connections are closed. */
    async stop() {
      if (!running) return;
      running = false;
      await new Promise((resolve) => server.server.close(() => resolve()));
      for (const s of server.connections ?? []) s.close?.();
    },
    async start() {
      if (running) return;
      await listen();
      running = true;
    },
    async close() {
      if (!running) return;
      running = false;
      await new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** GET /messages → the received messages as JSON; DELETE /messages clears them; GET /health. */
export function startSinkHttp(sink, { port, host = '127.0.0.1' }) {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${host}`);
    if (url.pathname === '/health') return void res.end('ok');
    if (url.pathname === '/messages' && req.method === 'GET') {
      res.setHeader('content-type', 'application/json; charset=utf-8');
      return void res.end(JSON.stringify(sink.messages));
    }
    if (url.pathname === '/messages' && req.method === 'DELETE') {
      sink.messages.length = 0;
      res.statusCode = 204;
      return void res.end();
    }
    res.statusCode = 404;
    res.end('not found');
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}
