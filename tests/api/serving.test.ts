// Runtime config, the built console with its SPA fallback, and Live mode.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
    });
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
