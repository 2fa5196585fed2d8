import { readFileSync, existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import request from 'supertest';
import { API_BASE, catalog, fillPath, pathParamNames, serverOrigin } from '@contract/index';
import { createSimApp } from '../../sim-server/src/app';
import { SNAPSHOT_PATH, SPEC_PATH, extractSection7, loadSection7, parseSpecCalls } from './spec-calls';

const key = (method: string, path: string) => `${method} ${path}`;

describe('catalog against spec §7', () => {
  const calls = parseSpecCalls(loadSection7());

  it('reads all 79 calls of spec §7', () => {
    expect(new Set(calls.map((c) => key(c.method, c.path))).size).toBe(79);
  });

  it('has a catalog entry for every spec §7 call', () => {
    const entries = new Set(catalog.map((e) => key(e.method, e.path)));
    const missing = calls.filter((c) => !entries.has(key(c.method, c.path)));
    expect(missing).toEqual([]);
  });

  it('marks as ours exactly the entries the spec does not list', () => {
    const listed = new Set(calls.map((c) => key(c.method, c.path)));
    const mislabelled = catalog.filter((e) => e.specListed !== listed.has(key(e.method, e.path))).map((e) => e.id);
    expect(mislabelled).toEqual([]);
  });

  it('keeps the repository snapshot of §7 equal to the spec beside it', () => {
    // CI runs with shared/ beside the clone; without it this cannot be checked, and says so.
    if (!existsSync(SPEC_PATH)) throw new Error(`the spec is not beside the repository (${SPEC_PATH}): put shared/ next to the clone to check the snapshot of §7`);
    expect(readFileSync(SNAPSHOT_PATH, 'utf8')).toBe(extractSection7(readFileSync(SPEC_PATH, 'utf8')));
  });
});

describe('catalog consistency', () => {
  it('has unique ids and unique method + path pairs', () => {
    expect(new Set(catalog.map((e) => e.id)).size).toBe(catalog.length);
    expect(new Set(catalog.map((e) => key(e.method, e.path))).size).toBe(catalog.length);
  });

  it('declares a schema key for every path parameter and no others', () => {
    for (const e of catalog) {
      const shape = (e.params as unknown as { shape: Record<string, unknown> }).shape;
      expect({ id: e.id, keys: Object.keys(shape).sort() }).toEqual({ id: e.id, keys: pathParamNames(e.path).sort() });
    }
  });

  it('bounds every number a request body takes (money, counts, stock: LIMITS), so no sum of them leaves the safe integer range', () => {
    type Schema = { type?: string | string[]; minimum?: number; exclusiveMinimum?: number; maximum?: number; properties?: Record<string, Schema>; items?: Schema; anyOf?: Schema[] };
    const unbounded: string[] = [];
    const walk = (schema: Schema, where: string) => {
      const types = [schema.type].flat();
      // zod states a whole number's safe range as its bounds: a business bound is well inside it.
      const low = schema.minimum ?? schema.exclusiveMinimum ?? -Infinity;
      const high = schema.maximum ?? Infinity;
      if ((types.includes('integer') || types.includes('number')) && (low <= Number.MIN_SAFE_INTEGER || high >= Number.MAX_SAFE_INTEGER)) unbounded.push(where);
      for (const [name, inner] of Object.entries(schema.properties ?? {})) walk(inner, `${where}.${name}`);
      if (schema.items) walk(schema.items, `${where}[]`);
      for (const inner of schema.anyOf ?? []) walk(inner, where);
    };
    for (const e of catalog) if (e.bodyKind === 'json') walk(z.toJSONSchema(e.body, { unrepresentable: 'any', io: 'input' }) as Schema, e.id);
    // Record keys and a page number are no figures anything adds up (a page past the last is empty).
    expect(unbounded.filter((where) => !/(Idx|IdxList\[\]|\.page)$/.test(where))).toEqual([]);
  });

  it('sends bodies only with POST', () => {
    const wrong = catalog.filter((e) => (e.method === 'GET') !== (e.bodyKind === 'none')).map((e) => e.id);
    expect(wrong).toEqual([]);
  });

  it('uses the string success code exactly where spec §5 says, and for the second step of a reset beside them', () => {
    const stringStyle = catalog.filter((e) => e.success === '0').map((e) => e.id).sort();
    expect(stringStyle).toEqual(
      ['auth.findId', 'auth.login', 'auth.resetPassword', 'auth.resetPasswordConfirm', 'product.inventoryList', 'product.inventoryStoreAll', 'product.masterList', 'product.masterStore'].sort(),
    );
  });
});

describe('every catalog entry has a simulator route', () => {
  it('answers JSON with a result code (never 404) for each entry', async () => {
    const sim = createSimApp({ db: ':memory:' });
    try {
      const login = await request(sim.app).post(`${API_BASE}/auth/login`).send({ userId: 'admin', password: 'admin1234' });
      expect(login.body.result).toBe('0');
      const auth = `Bearer ${login.body.accessToken}`;
      for (const e of catalog) {
        const params = Object.fromEntries(pathParamNames(e.path).map((name) => [name, 1]));
        const url = API_BASE + fillPath(e.path, params);
        const req = e.method === 'GET' ? request(sim.app).get(url) : request(sim.app).post(url).send({});
        const res = await req.set('Authorization', auth);
        expect({ id: e.id, status: res.status === 404 ? 404 : 'routed' }).toEqual({ id: e.id, status: 'routed' });
        if (e.responseKind === 'json' || res.type === 'application/json') expect({ id: e.id, hasResult: 'result' in res.body }).toEqual({ id: e.id, hasResult: true });
      }
    } finally {
      sim.close();
    }
  });
});

describe('a server address given with or without the API base', () => {
  it('names the server the same way: origin, trailing slashes and /api/v1 taken off', () => {
    for (const given of ['http://host:8080', 'http://host:8080/', 'http://host:8080/api/v1', 'http://host:8080/api/v1/', 'http://host:8080/API/V1']) {
      expect({ given, origin: serverOrigin(given) }).toEqual({ given, origin: 'http://host:8080' });
    }
    // A server under a path of its own keeps it.
    expect(serverOrigin('https://example.com/kiosk/api/v1')).toBe('https://example.com/kiosk');
    expect(serverOrigin('https://example.com/kiosk/')).toBe('https://example.com/kiosk');
  });
});
