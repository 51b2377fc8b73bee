import net from 'node:net';
import { allocatePorts, E2E_PORT_VARS, isPortFree } from './free-ports.mjs';

// The e2e run must not depend on 3000 (a dev server) or 12111 (a Stripe CLI / fake Stripe) being free.
function hold(port: number): Promise<net.Server | null> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(null)); // already held by another program: just as good
    server.listen({ port, host: '::', ipv6Only: false }, () => resolve(server));
  });
}

describe('e2e ports', () => {
  const held: net.Server[] = [];
  beforeAll(async () => {
    for (const port of [3000, 12111]) {
      const s = await hold(port);
      if (s) held.push(s);
    }
  });
  afterAll(() => Promise.all(held.map((s) => new Promise((r) => s.close(r)))));

  it('sees the held ports as busy', async () => {
    expect(await isPortFree(3000)).toBe(false);
    expect(await isPortFree(12111)).toBe(false);
  });

  it('gives every server a distinct free port, avoiding busy requested ones', async () => {
    const ports = await allocatePorts({ E2E_PORT: '3000', E2E_STRIPE_PORT: '12111' });
    expect(Object.keys(ports).sort()).toEqual([...E2E_PORT_VARS].sort());
    const values = Object.values(ports).map(Number);
    expect(new Set(values).size).toBe(values.length);
    expect(values).not.toContain(3000);
    expect(values).not.toContain(12111);
    for (const p of values) expect(await isPortFree(p)).toBe(true);
  });

  it('keeps a requested port when it is free', async () => {
    const free = (await allocatePorts({}, ['X'])).X;
    expect((await allocatePorts({ E2E_PORT: free }, ['E2E_PORT'])).E2E_PORT).toBe(free);
  });
});
