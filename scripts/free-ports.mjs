// Free TCP ports for every server the end-to-end tests start, chosen by the operating system, so a test run shares
// the machine with anything else (a dev server on 3000, a Stripe CLI on 12111, another test run…).
//
// Every server of playwright.config.ts reads its port from one environment variable listed in E2E_PORT_VARS.
// A helper adding a server (a fake API, a mail sink…) adds its variable here and reads it in the config:
// scripts/e2e.mjs fills them all before Playwright starts, and the config falls back to fixed ports only when run
// without it.
import net from 'node:net';

/** One variable per server the e2e run starts. */
export const E2E_PORT_VARS = [
  'E2E_PORT',
  'E2E_NO_STRIPE_PORT',
  'E2E_STRIPE_PORT',
  'E2E_SMTP_PORT',
  'E2E_SMTP_HTTP_PORT',
  'E2E_GOOGLE_FAKE_PORT',
  'E2E_GOOGLE_PORT',
];

/** Whether `port` can be bound right now on every interface the servers use. */
export function isPortFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '::', ipv6Only: false }, () => server.close(() => resolve(true)));
  });
}

/** A port the OS says is free now (listen on port 0, read it, release it). */
export function pickFreePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen({ port: 0, host: '::', ipv6Only: false }, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * One distinct free port per variable. A port the caller set explicitly is kept when it is free; a busy or missing
 * one is replaced by a port the OS picks (with a note on stderr when a requested port was busy).
 */
export async function allocatePorts(env = process.env, vars = E2E_PORT_VARS) {
  const quiet = process.env.JEST_WORKER_ID !== undefined;
  const ports = {};
  const taken = new Set();
  for (const name of vars) {
    const wanted = Number(env[name]);
    let port;
    if (Number.isInteger(wanted) && wanted > 0 && !taken.has(wanted) && (await isPortFree(wanted))) {
      port = wanted;
    } else {
      if (env[name] && !quiet)
        console.error(`e2e: port ${env[name]} (${name}) occupé, un port libre est choisi`);
      do port = await pickFreePort();
      while (taken.has(port));
    }
    taken.add(port);
    ports[name] = String(port);
  }
  return ports;
}
