// Nothing a client sends may cause a 5xx, and a rejected request changes nothing.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { FAILURE } from '../../contract/index';
import { api, loginAs, makeSim, rows, signedIn } from './support';

const valid = { companyName: '정상회사', businessNumber: '123-45-67890' };

describe('bad input', () => {
  it('rejects each malformed company request with a named field and leaves the table as it was', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const token = await loginAs(sim, 'admin');
    const before = rows(sim, 'companies');

    const raw = await request(sim.app)
      .post(api('/company/store'))
      .set({ Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'Accept-Language': 'en' })
      .send('{"companyName": "broken",');
    expect(raw.status).toBe(400);
    expect(raw.body).toMatchObject({ result: FAILURE.BAD_INPUT, message: 'Request body is not valid JSON' });

    const cases: [object, RegExp][] = [
      [{ ...valid, companyName: 42 }, /Company name: must be text/],
      [{ businessNumber: '123-45-67890' }, /Company name: is required/],
      [{ ...valid, companyName: '   ' }, /Company name: is required/],
      [{ ...valid, color: 'red' }, /color: is not a known field/],
      [{ ...valid, businessNumber: '12345' }, /Business number: must look like 000-00-00000/],
      [{ ...valid, provider: 'ACME' }, /Provider: must be TC, ZELOTEK/],
      [{ ...valid, companyIdx: 'abc' }, /Company: must be a number/],
      [{ ...valid, companyIdx: -1 }, /Company: must be positive/],
      [{ ...valid, companyName: '가'.repeat(100_000) }, /Company name: must be at most 100 characters/],
      [[valid], /Body: must be a JSON object/],
    ];
    for (const [body, message] of cases) {
      const res = await admin.post('/company/store', body);
      expect({ body, status: res.status, result: res.body.result }).toEqual({ body, status: 200, result: FAILURE.BAD_INPUT });
      expect(res.body.message).toMatch(message);
    }

    for (const idx of ['abc', '-1', '0', '1.5']) {
      for (const path of [`/company/info/${idx}`, `/company/delete/${idx}`]) {
        const res = await admin.get(path);
        expect({ path, status: res.status, result: res.body.result }).toEqual({ path, status: 200, result: FAILURE.BAD_INPUT });
        expect(res.body.message).toMatch(/Company: /);
      }
    }
    expect((await admin.get('/company/info/99999')).body).toEqual({ result: FAILURE.NOT_FOUND, message: 'Company not found' });
    expect((await admin.get('/company/info/99999999999999999999')).body.result).toBe(FAILURE.BAD_INPUT); // beyond a safe integer

    expect(rows(sim, 'companies')).toEqual(before);
  });

  it('answers a body over 1 MB with 413 and a JSON failure', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const res = await admin.post('/company/store', { ...valid, memo: 'x'.repeat(1_100_000) });
    expect(res.status).toBe(413);
    expect(res.body.result).toBe(FAILURE.BAD_INPUT);
    expect(res.body.message).toMatch(/too large/);
  });

  it('answers string-style endpoints with string failure codes, in msg and message', async () => {
    const sim = makeSim();
    const res = await request(sim.app).post(api('/auth/login')).set('Accept-Language', 'en').send({ userId: 'admin' });
    expect(res.body).toMatchObject({ result: String(FAILURE.BAD_INPUT), msg: expect.stringMatching(/Password: is required/), message: expect.any(String) });
    const broken = await request(sim.app).post(api('/auth/login')).set('Content-Type', 'application/json').send('{nope');
    expect(broken.status).toBe(400);
    expect(broken.body.result).toBe('2');
  });

  it('validates list filters', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    for (const body of [{ page: 0 }, { size: 5000 }, { keyword: 7 }, { startDate: '2026/01/01' }, { sort: 'name' }]) {
      const res = await admin.post('/company/list', body);
      expect({ body, result: res.body.result }).toEqual({ body, result: FAILURE.BAD_INPUT });
    }
  });

  it('answers a malformed path encoding and an unknown path as JSON, never HTML', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const encoded = await admin.get('/company/info/%E0%A4%A');
    expect(encoded.status).toBeLessThan(500);
    expect(encoded.type).toBe('application/json');
    for (const res of [await admin.get('/no/such/path'), await admin.post('/company/nothing'), await admin.get('/company/list'), await request(sim.app).get('/api/v2/x').set('Accept-Language', 'en-GB')]) {
      expect(res.status).toBe(404);
      expect(res.type).toBe('application/json');
      expect(res.body.result).toBe(FAILURE.NOT_FOUND);
      expect(res.body.message).toMatch(/No such API/);
    }
  });
});
