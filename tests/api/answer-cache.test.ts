// Read answers kept until the database changes (http/answer-cache.ts) and the catalog's plain-Node
// fast path (catalogFastPath): a repeated read is answered without running its handler, but never
// after a write — by a call, by the fleet or by another connection — nor to another user, language
// or origin, nor past a second of real or simulated time; the fast path answers exactly what the
// Express route answers and leaves everything unusual to it.
import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import express from 'express';
import request from 'supertest';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { API_BASE, FAILURE, api as contractApi } from '../../contract/index';
import { AnswerCache, MAX_AGE_MS } from '../../sim-server/src/http/answer-cache';
import { defineHandlers, mergeHandlers, type HandlerTable } from '../../sim-server/src/http/handler';
import { catalogFastPath, catalogRouter, type SimServices } from '../../sim-server/src/http/mount';
import { InjectedFaults } from '../../sim-server/src/control/injected-faults';
import { LoginThrottle } from '../../sim-server/src/auth/login-throttle';
import { PasswordChecker } from '../../sim-server/src/auth/password';
import { resolveOptions } from '../../sim-server/src/options';
import { simulatedHandlers } from '../../sim-server/src/routes/index';
import { api, control, loginAs, makeSim } from './support';

const dir = mkdtempSync(join(tmpdir(), 'kiosk-answers-'));
const listening: Server[] = [];
afterEach(() => {
  while (listening.length) listening.pop()!.close();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The company handlers, with the list counting how often it really runs. */
function countingCompanyList() {
  const counted = { runs: 0 };
  const real = simulatedHandlers.get(contractApi.company.list.id)!;
  const list = defineHandlers(contractApi.company, {
    list: (input, ctx) => {
      counted.runs++;
      return real(input, ctx) as never;
    },
  });
  const rest = new Map([...simulatedHandlers].filter(([id]) => id !== contractApi.company.list.id));
  return { counted, handlers: mergeHandlers(list, rest) };
}

/** A simulator whose catalog runs `handlers`, served as the product serves it (fast path, then Express). */
async function mounted(handlers: HandlerTable, options: { db?: string } = {}) {
  const sim = makeSim(options);
  const faults = new InjectedFaults(Date.now);
  const services: SimServices = { repos: sim.repos!, options: resolveOptions({ logError: () => {} }), fleet: sim.fleet!, faults, loginThrottle: new LoginThrottle(), passwords: new PasswordChecker(), answers: new AnswerCache(sim.db!) };
  const viaExpress = express().use(API_BASE, catalogRouter(handlers, services));
  const fast = catalogFastPath(API_BASE, handlers, services, () => undefined);
  const taken: string[] = [];
  const server: Server = createServer((req, res) => {
    if (fast(req, res)) taken.push(req.url ?? '');
    else viaExpress(req, res);
  });
  // Listening once keeps one Host header for every request (supertest would take a port per request).
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  listening.push(server);
  const token = await loginAs(sim, 'admin');
  const as = (t: string, lang = 'en') => ({
    post: (path: string, body: object = {}) => request(server).post(API_BASE + path).set({ Authorization: `Bearer ${t}`, 'Accept-Language': lang }).send(body),
    get: (path: string) => request(server).get(API_BASE + path).set({ Authorization: `Bearer ${t}`, 'Accept-Language': lang }),
  });
  return { sim, services, faults, server, taken, token, as };
}

describe('answer cache', () => {
  it('answers a repeated read once, and runs it again after a write through the API', async () => {
    const { counted, handlers } = countingCompanyList();
    const { as, token } = await mounted(handlers);
    const admin = as(token);
    const first = await admin.post('/company/list', {});
    const second = await admin.post('/company/list', {});
    expect(second.body).toEqual(first.body);
    expect(counted.runs).toBe(1);

    const stored = await admin.post('/company/store', { companyName: '캐시 뒤에 온 회사' });
    expect(stored.body.result).toBe(0);
    const third = await admin.post('/company/list', {});
    expect(counted.runs).toBe(2);
    expect(third.body.data.totalCount).toBe(first.body.data.totalCount + 1);
    expect(third.body.data.list.map((c: { companyName: string }) => c.companyName)).toContain('캐시 뒤에 온 회사');
  });

  it('keeps answers apart per request, user, language and origin', async () => {
    const { counted, handlers } = countingCompanyList();
    const { sim, as, token } = await mounted(handlers);
    const partnerToken = await loginAs(sim, 'partner'); // signing in is a write: before the reads
    const admin = as(token);
    await admin.post('/company/list', {});
    await admin.post('/company/list', { keyword: '협력' });
    expect(counted.runs).toBe(2);

    const partner = await as(partnerToken).post('/company/list', {});
    expect(counted.runs).toBe(3);
    const everything = await admin.post('/company/list', {});
    expect(counted.runs).toBe(3); // the admin's first answer, kept
    expect(partner.body.data.totalCount).toBeLessThan(everything.body.data.totalCount);

    const korean = await as(token, 'ko').post('/company/list', {});
    expect(counted.runs).toBe(4);
    expect(korean.body.message).not.toBe(everything.body.message);

    await admin.post('/company/list', {}).set('Host', 'kiosk.example:8080');
    expect(counted.runs).toBe(5);
  });

  it('sees a write committed by another connection to the same database file', async () => {
    const file = join(dir, 'other-connection.db');
    const { counted, handlers } = countingCompanyList();
    const { as, token } = await mounted(handlers, { db: file });
    const admin = as(token);
    const before = await admin.post('/company/list', {});
    await admin.post('/company/list', {});
    expect(counted.runs).toBe(1);
    const company = before.body.data.list[0] as { companyIdx: number; companyName: string };

    const other = new Database(file);
    other.prepare('UPDATE companies SET companyName = ? WHERE companyIdx = ?').run('다른 연결이 바꾼 이름', company.companyIdx);
    other.close();

    const after = await admin.post('/company/list', {});
    expect(after.body.data.list.find((c: { companyIdx: number }) => c.companyIdx === company.companyIdx).companyName).toBe('다른 연결이 바꾼 이름');
  });

  it('never answers an expired session from the cache', async () => {
    const { counted, handlers } = countingCompanyList();
    const { sim, as, token } = await mounted(handlers);
    expect((await as(token).post('/company/list', {})).body.result).toBe(0);
    await control(sim).post('/sessions/expire', {});
    const expired = await as(token).post('/company/list', {});
    expect(expired.body.result).toBe(FAILURE.EXPIRED);
    expect((await as('forged-token').post('/company/list', {})).status).toBe(403);
    expect(counted.runs).toBe(1);
  });

  it('keeps nothing from a call that wrote, and nothing longer than a second of either clock', () => {
    const sim = makeSim();
    const cache = new AnswerCache(sim.db!);
    const v1 = cache.version();
    const answer = Buffer.from('{"result":0}');
    cache.set('k', answer, v1, 10_000, 50_000);
    expect(cache.get('k', v1, 10_000 + MAX_AGE_MS - 1, 50_000)).toEqual(answer);
    expect(cache.get('k', v1, 10_000 + MAX_AGE_MS, 50_000)).toBeUndefined(); // real time moved on

    cache.set('k', answer, v1, 10_000, 50_000);
    expect(cache.get('k', v1, 10_000, 50_000 + MAX_AGE_MS)).toBeUndefined(); // simulated time moved on

    cache.set('k', answer, v1, 10_000, 50_000);
    sim.db!.prepare("UPDATE companies SET memo = 'x' WHERE companyIdx = 1").run();
    const v2 = cache.version();
    expect(v2).not.toBe(v1);
    expect(cache.get('k', v2, 10_000, 50_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('does not keep a read whose answer would be stale by the time it is stored', async () => {
    // A handler that writes while it answers is not a read: the next call runs it again.
    let runs = 0;
    const handlers = mergeHandlers(
      defineHandlers(contractApi.dashboard, {
        info: (input, ctx) => {
          runs++;
          ctx.repos.db.prepare("UPDATE companies SET memo = memo || '.' WHERE companyIdx = 1").run();
          return simulatedHandlers.get(contractApi.dashboard.info.id)!(input, ctx) as never;
        },
      }),
      new Map([...simulatedHandlers].filter(([id]) => id !== contractApi.dashboard.info.id)),
    );
    const { as, token } = await mounted(handlers);
    await as(token).get('/dashboard/info');
    await as(token).get('/dashboard/info');
    expect(runs).toBe(2);
  });
});

describe('catalog fast path', () => {
  it('takes the catalog’s JSON calls as spelled and answers what the Express route answers', async () => {
    const { as, token, taken } = await mounted(simulatedHandlers);
    const admin = as(token);
    const fast = await admin.post('/device/list', { page: 1, size: 5 });
    const info = await admin.get('/device/info/3');
    expect(taken).toEqual([api('/device/list'), api('/device/info/3')]);
    // A trailing slash or another case is no path of the catalog's: Express matches it as it always has.
    const slash = await admin.post('/device/list/', { page: 1, size: 5 });
    const upper = await admin.get('/DEVICE/info/3');
    expect(taken).toHaveLength(2);
    expect(slash.body).toEqual(fast.body);
    expect(upper.body).toEqual(info.body);
    expect(info.body.data.deviceIdx).toBe(3);
  });

  it('answers bad input in the endpoint’s style, as Express did', async () => {
    const { as, token, server } = await mounted(simulatedHandlers);
    const admin = as(token);
    expect((await admin.get('/device/info/abc')).body).toMatchObject({ result: 2, message: expect.stringMatching(/deviceIdx/) });
    const broken = await request(server).post(api('/device/list')).set({ Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }).send('{bad');
    expect(broken.status).toBe(400);
    expect(broken.body.result).toBe(2);
    expect((await request(server).post(api('/device/list')).send({})).status).toBe(403);
    expect((await admin.get('/device/info/%E0%A4%A')).status).toBeLessThan(500); // a malformed escape: Express's answer
  });

  it('leaves uploads, files and calls under an injected fault to Express', async () => {
    const { as, token, taken, faults, server } = await mounted(simulatedHandlers);
    const admin = as(token);
    const upload = await request(server).post(api(contractApi.product.fileUpload.path)).set({ Authorization: `Bearer ${token}`, 'Accept-Language': 'en' }).field('fileKind', 'PRODUCT');
    expect(upload.body.result).not.toBe(0); // no file: refused in the endpoint's style
    expect(upload.status).toBeLessThan(500);
    faults.add({ kind: 'error', path: '/device/list', rate: 1, sessionOnly: false, result: 9, message: 'injected' }, null);
    const refused = await admin.post('/device/list', {});
    expect(refused.body).toMatchObject({ result: 9, message: 'injected' });
    expect(taken).toEqual([]);
  });
});
