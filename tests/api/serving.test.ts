// Runtime config, the built console with its SPA fallback, and Live mode.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { RUNTIME_CONFIG_PATH } from '../../contract/index';
import { makeSim } from './support';

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

function webDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'kiosk-dist-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Kiosk Console</title><div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'app.js'), 'console.log("app")');
  return dir;
}

async function listen(app: express.Express): Promise<{ server: Server; url: string }> {
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('runtime config', () => {
  it('says Simulator and offers the demo accounts', async () => {
    const sim = makeSim();
    const res = await request(sim.app).get(RUNTIME_CONFIG_PATH);
    const version = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).version;
    expect(res.body).toEqual({
      backend: 'simulator',
      version,
      demoAccounts: [
        { userId: 'admin', password: 'admin1234', authType: 'ADMIN', userType: 'INTERNAL', userName: expect.any(String) },
        { userId: 'partner', password: 'partner1234', authType: 'PARTNER', userType: 'CORP', userName: expect.any(String) },
        { userId: 'manager', password: 'manager1234', authType: 'MANAGER', userType: 'BUSINESS', userName: expect.any(String) },
      ],
      clock: { now: expect.any(Number), nowText: expect.any(String), speed: expect.any(Number), paused: expect.any(Boolean) },
      classRunning: false,
    });
  });

  it('carries the simulated clock, so a console knows "today" without a /sim call', async () => {
    const sim = makeSim();
    sim.fleet!.changeClock({ paused: true, stepMs: 3 * 24 * 3600_000 });
    const clock = sim.fleet!.clockState();
    const res = await request(sim.app).get(RUNTIME_CONFIG_PATH);
    expect(res.body.clock).toEqual(clock);
    sim.fleet!.changeClock({ stepMs: 3600_000 });
    expect((await request(sim.app).get(RUNTIME_CONFIG_PATH)).body.clock.now).toBe(clock.now + 3600_000);
  });
});

describe('serving the console', () => {
  it('serves files and falls back to index.html for SPA routes only', async () => {
    const sim = makeSim({ webDist: webDist() });
    for (const path of ['/', '/login', '/management/company/3', '/training/detail/7']) {
      const res = await request(sim.app).get(path);
      expect({ path, status: res.status, type: res.type }).toEqual({ path, status: 200, type: 'text/html' });
      expect(res.text).toContain('<title>Kiosk Console</title>');
    }
    const asset = await request(sim.app).get('/assets/app.js');
    expect(asset.status).toBe(200);
    expect(asset.text).toContain('console.log');
    for (const [method, path] of [['get', '/assets/missing.js'], ['get', '/api/v1/unknown'], ['get', '/sim/unknown'], ['post', '/management/company']] as const) {
      const res = method === 'get' ? await request(sim.app).get(path) : await request(sim.app).post(path).send({});
      expect({ path, status: res.status, type: res.type }).toEqual({ path, status: 404, type: 'application/json' });
    }
  });

  it('has no fallback without a built console', async () => {
    const sim = makeSim();
    const res = await request(sim.app).get('/management/company/3');
    expect(res.status).toBe(404);
    expect(res.type).toBe('application/json');
  });
});

/** A built console as the build leaves it: hashed assets, each text file with its .br and .gz copy. */
function compressedWebDist(): { dir: string; script: string; css: string } {
  const dir = webDist();
  const script = `console.log(${JSON.stringify('a hashed chunk '.repeat(200))});`;
  const css = `.p-button{color:red}${'.x{margin:0}'.repeat(200)}`;
  const files: Record<string, string> = {
    'index.html': readFileSync(join(dir, 'index.html'), 'utf8'),
    'assets/index-AbC123.js': script,
    'assets/index-AbC123.css': css,
  };
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(join(dir, name), text);
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(dir, `${name}.gz`), gzipSync(text));
  }
  return { dir, script, css };
}

/** The body as text: supertest undoes the Content-Encoding (and fails on bytes that do not match it). */
const text = (res: request.Response) => (typeof res.text === 'string' ? res.text : Buffer.from(res.body as Buffer).toString());

describe('compressed files and cache headers', () => {
  it('sends the brotli or gzip copy the browser accepts, with Content-Encoding and Vary', async () => {
    const { dir, script, css } = compressedWebDist();
    const sim = makeSim({ webDist: dir });
    for (const [path, original, type] of [['/assets/index-AbC123.js', script, 'text/javascript'], ['/assets/index-AbC123.css', css, 'text/css']] as const) {
      for (const [accept, encoding, length] of [
        ['gzip, deflate, br, zstd', 'br', brotliCompressSync(original).length],
        ['gzip', 'gzip', gzipSync(original).length],
        ['identity', undefined, Buffer.byteLength(original)],
      ] as const) {
        const res = await request(sim.app).get(path).set('Accept-Encoding', accept);
        expect({ path, accept, status: res.status, encoding: res.headers['content-encoding'], vary: res.headers.vary, length: Number(res.headers['content-length']) }).toEqual({
          path,
          accept,
          status: 200,
          encoding,
          vary: 'Accept-Encoding',
          length,
        });
        expect(res.headers['content-type']).toContain(type);
        expect(text(res)).toBe(original);
      }
    }
  });

  it('lets browsers keep hashed assets for a year and revalidate index.html and the runtime config', async () => {
    const { dir } = compressedWebDist();
    const sim = makeSim({ webDist: dir });
    for (const encoding of ['br', 'gzip', 'identity']) {
      for (const path of ['/assets/index-AbC123.js', '/assets/index-AbC123.css', '/assets/app.js']) {
        const res = await request(sim.app).get(path).set('Accept-Encoding', encoding);
        expect({ path, encoding, status: res.status, cache: res.headers['cache-control'] }).toEqual({ path, encoding, status: 200, cache: 'public, max-age=31536000, immutable' });
      }
      // index.html itself, the site root and deep links (the SPA fallback): compressed, revalidated.
      for (const path of ['/index.html', '/', '/login', '/management/device/3/info', '/dashboard?from=menu']) {
        const res = await request(sim.app).get(path).set('Accept-Encoding', encoding);
        expect({ path, encoding, status: res.status, cache: res.headers['cache-control'], type: res.headers['content-type']?.toLowerCase() }).toEqual({
          path,
          encoding,
          status: 200,
          cache: 'no-cache',
          type: 'text/html; charset=utf-8',
        });
        expect(res.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
        expect(res.headers.vary).toBe('Accept-Encoding');
        expect(text(res)).toContain('<title>Kiosk Console</title>');
      }
    }
    const config = await request(sim.app).get(RUNTIME_CONFIG_PATH);
    expect(config.headers['cache-control']).toMatch(/^no-(cache|store)$/);
  });

  it('keeps the security headers on files and deep links, and leaves the API to its own answers', async () => {
    const { dir } = compressedWebDist();
    const sim = makeSim({ webDist: dir });
    for (const path of ['/assets/index-AbC123.js', '/management/company/3']) {
      const res = await request(sim.app).get(path).set('Accept-Encoding', 'br');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBeDefined();
    }
    const api = await request(sim.app).post('/api/v1/auth/login').set('Accept-Encoding', 'br, gzip').send({ userId: 'admin', password: 'admin1234' });
    expect(api.type).toBe('application/json');
    expect(api.headers['cache-control']).not.toContain('immutable');
    for (const path of ['/assets/missing-Zz9.js', '/assets/index-AbC123.js.map']) {
      const res = await request(sim.app).get(path).set('Accept-Encoding', 'br');
      expect({ path, status: res.status, type: res.type }).toEqual({ path, status: 404, type: 'application/json' });
    }
  });
});

describe('Live mode', () => {
  it('proxies /api/v1 to the target, opens no database and mounts no /sim', async () => {
    const upstream = express();
    upstream.use(express.json());
    upstream.use((req, res) => {
      res.json({ result: 0, seen: { method: req.method, url: req.originalUrl, body: req.body, authorization: req.get('authorization') ?? null, host: req.get('host') } });
    });
    const { url } = await listen(upstream);
    const sim = makeSim({ apiTarget: url, webDist: webDist() });
    expect(sim.mode).toBe('live');
    expect(sim.db).toBeNull();

    const res = await request(sim.app).post('/api/v1/company/list?x=1').set('Authorization', 'Bearer live-token').send({ keyword: '서울' });
    expect(res.body).toEqual({
      result: 0,
      seen: { method: 'POST', url: '/api/v1/company/list?x=1', body: { keyword: '서울' }, authorization: 'Bearer live-token', host: url.replace('http://', '') },
    });
    const anything = await request(sim.app).get('/api/v1/not/in/the/catalog');
    expect(anything.body.seen.url).toBe('/api/v1/not/in/the/catalog');

    expect((await request(sim.app).get('/sim/health')).status).toBe(404);
    expect((await request(sim.app).get('/management/company/3')).type).toBe('text/html');
    const config = await request(sim.app).get(RUNTIME_CONFIG_PATH);
    expect(config.body).toMatchObject({ backend: 'live', demoAccounts: [] });
    expect(config.body).not.toHaveProperty('apiTarget'); // where production is stays on the server
  });

  it('answers 502 JSON when the live API cannot be reached', async () => {
    const { server, url } = await listen(express());
    await new Promise<void>((resolve) => server.close(() => resolve()));
    cleanups.pop(); // already closed
    const sim = makeSim({ apiTarget: url });
    const res = await request(sim.app).get('/api/v1/dashboard/info').set('Accept-Language', 'en');
    expect(res.status).toBe(502);
    expect(res.body.message).toContain('cannot be reached');
  });
});
