// Every catalog endpoint is routed, authenticated, validated and then simulated or NOT_SIMULATED.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { API_BASE, FAILURE, api as contractApi, catalog, failureResult, fillPath, pathParamNames } from '../../contract/index';
import { simulatedHandlers } from '../../sim-server/src/routes/index';
import { loginAs, makeSim } from './support';

const urlOf = (path: string) => API_BASE + fillPath(path, Object.fromEntries(pathParamNames(path).map((n) => [n, 1])));

describe('catalog routing', () => {
  it('routes every endpoint: simulated ones answer, the rest say NOT_SIMULATED after validation', async () => {
    const sim = makeSim();
    const auth = { Authorization: `Bearer ${await loginAs(sim, 'admin')}`, 'Accept-Language': 'en' };
    // Sign-out ends the session the others are called with: it goes last.
    const signOutLast = [...catalog].sort((a, b) => Number(a.id === 'auth.logout') - Number(b.id === 'auth.logout'));
    for (const e of signOutLast) {
      const url = urlOf(e.path);
      const res = await (e.method === 'GET' ? request(sim.app).get(url) : request(sim.app).post(url).send({})).set(auth);
      // A file endpoint streams its file when the record exists; everything else answers JSON.
      const seen = { id: e.id, status: res.status, type: e.responseKind === 'file' && res.status === 200 ? 'file' : res.type };
      expect(seen).toEqual({ id: e.id, status: 200, type: e.responseKind === 'file' ? 'file' : 'application/json' });
      if (simulatedHandlers.has(e.id)) {
        expect({ id: e.id, result: res.body.result }).not.toEqual({ id: e.id, result: failureResult(FAILURE.NOT_SIMULATED, e.success) });
      } else {
        const expected = e.body.safeParse({}).success ? FAILURE.NOT_SIMULATED : FAILURE.BAD_INPUT;
        expect({ id: e.id, result: res.body.result }).toEqual({ id: e.id, result: failureResult(expected, e.success) });
        if (expected === FAILURE.NOT_SIMULATED) expect(res.body.message).toBe(`${e.id} (${e.method} ${e.path}) is not simulated yet`);
      }
    }
  });

  it('asks for a token on every endpoint that needs one, before anything else', async () => {
    const sim = makeSim();
    for (const e of catalog.filter((x) => x.auth)) {
      const url = urlOf(e.path);
      const res = await (e.method === 'GET' ? request(sim.app).get(url) : request(sim.app).post(url).send({ junk: true }));
      expect({ id: e.id, status: res.status }).toEqual({ id: e.id, status: 403 });
    }
    expect(catalog.filter((x) => !x.auth).map((x) => x.id).sort()).toEqual(['auth.findId', 'auth.login', 'auth.resetPassword', 'auth.resetPasswordConfirm']);
  });

  it('reads multipart uploads, validates their fields, and refuses files over 10 MB', async () => {
    const sim = makeSim();
    const token = await loginAs(sim, 'admin');
    // The mount's part of a product upload (the rest: product-files.test.ts; user uploads: attachments.test.ts).
    const upload = () => request(sim.app).post(API_BASE + contractApi.product.fileUpload.path).set({ Authorization: `Bearer ${token}`, 'Accept-Language': 'en' });

    const ok = await upload().field('productIdx', '1').field('kind', 'IMAGE').attach('file', Buffer.from('GIF89a'), 'image.gif');
    expect(ok.body).toMatchObject({ result: 0, data: { productIdx: 1, kind: 'IMAGE', fileName: 'image.gif', fileSize: 6 } });
    const bad = await upload().field('productIdx', 'abc').field('kind', 'PHOTO').attach('file', Buffer.from('x'), 'x.txt');
    expect(bad.body.result).toBe(FAILURE.BAD_INPUT);
    expect(bad.body.message).toMatch(/Product: must be a number/);
    expect(bad.body.message).toMatch(/Kind: /);
    const huge = await upload().field('productIdx', '1').field('kind', 'IMAGE').attach('file', Buffer.alloc(10 * 1024 * 1024 + 1), 'big.bin');
    expect(huge.status).toBe(413);
    expect(huge.body.result).toBe(FAILURE.BAD_INPUT);
  });

  it('keeps the control API off /api/v1', async () => {
    const sim = makeSim();
    const token = await loginAs(sim, 'admin');
    const res = await request(sim.app).post(`${API_BASE}/sim/reset`).set('Authorization', `Bearer ${token}`).send({});
    expect(res.status).toBe(404);
    expect((await request(sim.app).get('/sim/health')).body).toMatchObject({ result: 0, data: { status: 'ok', mode: 'simulator' } });
    expect((await request(sim.app).get('/sim/nothing')).status).toBe(404);
  });
});
