// `npm run dev`: vite serves the console from source and passes the simulator's paths to it. The
// console's own routes (/simulator, the cockpit's screen) stay with vite, the simulator's (/api,
// /sim/…, /media/…) go to it, and a product image the simulator links to loads from the page's origin.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, sharedSim } from './support';

const CONFIG = fileURLToPath(new URL('../../web/vite.config.ts', import.meta.url));

const simulator = sharedSim();

describe('npm run dev (vite in front of the simulator)', () => {
  let simServer: Server;
  let vite: ViteDevServer;
  let origin: string;

  beforeAll(async () => {
    simServer = await new Promise<Server>((resolve) => {
      const s = simulator().app.listen(0, '127.0.0.1', () => resolve(s));
    });
    process.env.SIM_URL = `http://127.0.0.1:${(simServer.address() as AddressInfo).port}`;
    vite = await createServer({ configFile: CONFIG, logLevel: 'silent', server: { host: '127.0.0.1', port: 0, hmr: false } });
    await vite.listen();
    origin = `http://127.0.0.1:${(vite.httpServer!.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await vite?.close();
    simServer?.closeAllConnections();
    await new Promise<void>((resolve) => (simServer ? simServer.close(() => resolve()) : resolve()));
    delete process.env.SIM_URL;
  });

  it('serves the console at /simulator and other deep links', async () => {
    for (const path of ['/simulator', '/simulator/', '/management/device', '/dashboard']) {
      const res = await fetch(`${origin}${path}`, { headers: { accept: 'text/html' } });
      const text = await res.text();
      expect({ path, status: res.status, type: res.headers.get('content-type') }).toEqual({ path, status: 200, type: expect.stringContaining('text/html') });
      expect(text).toContain('<div id="root">');
    }
  });

  it('passes the API, the control API and the media to the simulator', async () => {
    const login = await fetch(`${origin}${api('/auth/login')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: 'admin', password: 'admin1234' }),
    }).then((r) => r.json() as Promise<{ result: string; accessToken: string }>);
    expect(login.result, JSON.stringify(login)).toBe('0');
    const auth = { authorization: `Bearer ${login.accessToken}`, 'content-type': 'application/json' };

    const clock = await fetch(`${origin}/sim/clock`, { headers: auth });
    expect(clock.status).toBe(200);
    expect(clock.headers.get('content-type')).toContain('application/json');

    // A product image is linked on the page's own origin and loads from there.
    const products = await fetch(`${origin}${api('/product/master/list')}`, { method: 'POST', headers: auth, body: JSON.stringify({ page: 1, size: 50 }) }).then(
      (r) => r.json() as Promise<{ data: { list: { imgFullPath: string | null }[] } }>,
    );
    const image = products.data.list.map((p) => p.imgFullPath).find((url): url is string => Boolean(url?.includes('/media/')));
    expect(image, 'a seeded product with an image of ours').toBeDefined();
    expect(new URL(image!).origin).toBe(origin);
    const picture = await fetch(image!);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\//);
  });
});
