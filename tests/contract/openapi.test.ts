// The OpenAPI document is generated from the catalog and is valid OpenAPI 3.1: one operation per
// catalog entry with its path parameters, body, success style and auth; the validator itself
// rejects a broken document, so a pass means something. Other people's tools read it too (Prism,
// Dredd, Spectral, openapi-generator): what they need is checked here and in spectral.test.ts.
import { describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { API_BASE, LIMITS, SIM_CLASSROOM, SIM_CONTROL, SIM_FAULTS, api, catalog, companyStoreBody, pathParamNames, type SimCall } from '@contract/index';
import { SIM_CALLS, buildOpenApi } from '@contract/openapi';
import { wireDate, wireDateTime } from '@contract/wire';
import type { z } from 'zod';

type Schema = { pattern?: string; anyOf?: Schema[]; oneOf?: Schema[]; $ref?: string; properties?: Record<string, Schema>; const?: unknown };
type Operation = {
  operationId: string;
  tags: string[];
  description?: string;
  parameters?: { name: string; in: string; description?: string; example?: unknown; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }> };
  responses: Record<string, unknown>;
  security: unknown[];
  'x-success-result': 0 | '0';
};
const doc = buildOpenApi({ version: '9.9.9' }) as {
  openapi: string;
  info: { contact?: Record<string, string>; license?: Record<string, string> };
  servers: { url: string }[];
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
};
const op = (method: string, path: string) => doc.paths[`${API_BASE}${path}`]![method.toLowerCase()]!;
const operations = Object.values(doc.paths).flatMap((methods) => Object.values(methods));

describe('the OpenAPI document', () => {
  it('validates as OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors).toBeUndefined();
    expect([result.valid, validator.version]).toEqual([true, '3.1']);
  });

  it('is rejected by the same validator when broken (the check is real)', async () => {
    const broken = structuredClone(doc) as Record<string, unknown>;
    delete broken.info;
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it('has exactly one operation per catalog entry and per /sim call, named by its id', () => {
    const ids = operations.map((o) => o.operationId);
    expect(ids.sort()).toEqual([...catalog.map((e) => e.id), ...Object.keys(SIM_CALLS)].sort());
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('lists every /sim call in its own tagged section, with who may make it, its body and its answer', () => {
    const calls: SimCall[] = [...Object.values(SIM_CONTROL), ...Object.values(SIM_FAULTS), ...Object.values(SIM_CLASSROOM)];
    expect(Object.keys(SIM_CALLS)).toHaveLength(calls.length);
    expect(doc.tags.find((t) => t.name === 'sim')?.description).toMatch(/^Simulator control: .*Absent in Live mode/);
    for (const call of calls) {
      const o = doc.paths[call.path.replace(/:(\w+)/g, '{$1}')]?.[call.method.toLowerCase()];
      expect(o?.tags, `${call.method} ${call.path}`).toEqual(['sim']);
      // Every POST sends JSON, even one that takes nothing: the server refuses a write that is not (415).
      expect(Boolean(o!.requestBody), call.path).toBe(call.method === 'POST');
      expect(o!.security.length > 0, call.path).toBe(call.access !== 'public');
      expect((o!.responses['200'] as { content: { 'application/json': { schema: Schema } } }).content['application/json'].schema.oneOf).toHaveLength(2);
    }
    expect(doc.paths['/sim/devices/{deviceIdx}/door']!.post!.operationId).toBe('sim.control.door');
    const faultAdd = doc.paths['/sim/faults']!.post!;
    expect(faultAdd.description).toContain('ADMIN, PARTNER');
    expect(Object.keys(faultAdd.requestBody!.content['application/json']!.schema.properties!)).toContain('kind');
    expect(doc.paths['/sim/reset']!.post!.description).toMatch(/bearer token of ADMIN;/);
  });

  it('routes /api/v1/… as it is: full paths under a server at the origin (Prism ignores a server’s path)', () => {
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
    expect(Object.keys(doc.paths).filter((path) => !path.startsWith(`${API_BASE}/`) && !path.startsWith('/sim/'))).toEqual([]);
    expect(doc.paths['/api/v1/company/info/{companyIdx}']?.get?.operationId).toBe('company.info');
  });

  it('describes every operation, tag and path parameter, and names its contact and licence', () => {
    expect(operations.filter((o) => !o.description).map((o) => o.operationId)).toEqual([]);
    const declared = doc.tags.map((t) => t.name);
    expect(declared).toEqual([...declared].sort());
    expect(doc.tags.filter((t) => !t.description)).toEqual([]);
    expect(operations.flatMap((o) => o.tags).filter((t) => !declared.includes(t))).toEqual([]);
    expect(operations.flatMap((o) => o.parameters ?? []).filter((p) => !p.description)).toEqual([]);
    expect(doc.info.contact).toMatchObject({ name: expect.any(String), url: expect.stringMatching(/^https:/), email: expect.stringContaining('@') });
    expect(doc.info.license).toMatchObject({ name: expect.any(String), url: expect.stringMatching(/^https:/) });
  });

  it("gives every path parameter an example the server accepts and the document's own schema allows", () => {
    for (const e of catalog) {
      for (const p of op(e.method, e.path).parameters ?? []) {
        expect(typeof p.example, `${e.id} ${p.name}`).toBe('string');
        expect(new RegExp(p.schema.pattern!).test(p.example as string), `${e.id} ${p.name}`).toBe(true);
        expect(e.params.safeParse({ [p.name]: p.example }).success, `${e.id} ${p.name}`).toBe(true);
      }
    }
  });

  it("says who may call an endpoint, from the roles of contract/permissions.ts", () => {
    expect(op('POST', api.auth.login.path).description).toContain('no sign-in');
    expect(op('GET', api.company.delete.path).description).toContain('deleting: ADMIN;');
    expect(op('POST', api.company.store.path).description).toContain('creating: ADMIN; changing: ADMIN, PARTNER;');
    expect(op('POST', api.training.list.path).description).toContain('Only ADMIN may call it');
    expect(op('POST', api.company.list.path).description).toContain('Paged:');
  });

  it('accepts the provider codes the server accepts, in any case, and what it answers (capitals)', () => {
    const schema = op('POST', api.company.store.path).requestBody!.content['application/json']!.schema.properties!.provider as Schema;
    const pattern = new RegExp(schema.anyOf!.find((s) => s.pattern)!.pattern!);
    for (const code of ['TC', 'ZELOTEK', 'TC,ZELOTEK', 'tc', 'Zelotek', 'zelotek,tc', '']) {
      expect([code, pattern.test(code)]).toEqual([code, true]);
      expect([code, companyStoreBody.shape.provider.safeParse(code).success]).toEqual([code, true]);
    }
    for (const code of ['X', 'TC,', 'TCZELOTEK', 'TC,ZELOTEK,TC']) {
      expect([code, pattern.test(code)]).toEqual([code, false]);
      expect([code, companyStoreBody.shape.provider.safeParse(code).success]).toEqual([code, false]);
    }
  });

  it("states success exactly: each 200 answer's first branch has its call's result as a const, and Failure's result is never success", () => {
    let seen = 0;
    for (const o of operations) {
      const json = (o.responses['200'] as { content: Record<string, { schema: Schema }> }).content['application/json']!.schema;
      if (json.$ref) continue; // a download: JSON only when it fails
      const [success, failure, ...more] = json.oneOf!;
      expect([success!.properties!.result!.const, failure!.$ref, more], o.operationId).toEqual([o['x-success-result'], '#/components/schemas/Failure', []]);
      seen++;
    }
    expect(seen).toBe(operations.length - catalog.filter((e) => e.responseKind === 'file').length);
    const failureResult = (doc.components.schemas.Failure as { properties: { result: { not?: { enum?: unknown[] } } } }).properties.result;
    expect(failureResult.not?.enum).toEqual([0, '0']);
  });

  it('says dates are real: format date and a pattern refusing month 13 and day 32, as strict as the zod schemas or looser', () => {
    const dates = op('POST', api.product.inventoryList.path).requestBody!.content['application/json']!.schema.properties!;
    const date = dates.expiresBy as { format?: string; pattern: string };
    expect(date.format).toBe('date');
    const stamp = ((op('POST', api.promotion.store.path).requestBody!.content['application/json']!.schema.properties!.startDateTime) as { pattern: string }).pattern;
    const cases: [RegExp, z.ZodType, string[], string[]][] = [
      [new RegExp(date.pattern), wireDate, ['2026-01-31', '2024-02-29', '1999-12-01'], ['2026-13-01', '2026-00-10', '2026-01-32', '2026-01-00', '9246-93-67', '2026-1-01', '2026-01-01 ']],
      [new RegExp(stamp), wireDateTime, ['2026-01-31 23:59:59', '2026-12-01 00:00:00'], ['2026-13-01 10:00:00', '2026-01-32 10:00:00', '2026-01-01 24:00:00', '2026-01-01 10:60:00', '2026-01-01T10:00:00']],
    ];
    for (const [pattern, schema, real, unreal] of cases) {
      for (const text of real) expect([text, pattern.test(text), schema.safeParse(text).success]).toEqual([text, true, true]);
      for (const text of unreal) expect([text, pattern.test(text), schema.safeParse(text).success]).toEqual([text, false, false]);
    }
    // What the pattern cannot see, the refinement does.
    expect([new RegExp(date.pattern).test('2026-02-30'), wireDate.safeParse('2026-02-30').success]).toEqual([true, false]);
  });

  it('declares a download as any type the file was stored with, and a failure as JSON', () => {
    for (const e of catalog.filter((e) => e.responseKind === 'file')) {
      const content = (op(e.method, e.path).responses['200'] as { content: Record<string, unknown> }).content;
      // In this order: a validator (Prism) takes the first media range that matches a failure's JSON.
      expect(Object.keys(content), e.id).toEqual(['application/json', '*/*']);
    }
  });

  it("declares each path's parameters, the success style and whether a token is needed", () => {
    for (const e of catalog) {
      const o = op(e.method, e.path);
      expect((o.parameters ?? []).map((p) => p.name).sort(), e.id).toEqual(pathParamNames(e.path).sort());
      expect(o['x-success-result'], e.id).toBe(e.success);
      expect(o.security.length > 0, e.id).toBe(e.auth);
      expect(Boolean(o.responses['403']), e.id).toBe(e.auth);
    }
  });

  it('states the business bounds of money, counts and stock, and that keys are plain digits', () => {
    type Props = Record<string, { maximum?: number; minimum?: number; items?: { properties: Props } }>;
    const body = (method: string, path: string) => op(method, path).requestBody!.content['application/json']!.schema.properties as Props;
    const master = body('POST', api.product.masterStore.path);
    expect([master.price, master.cost]).toEqual([expect.objectContaining({ minimum: 0, maximum: LIMITS.priceWon }), expect.objectContaining({ minimum: 0, maximum: LIMITS.priceWon })]);
    expect(body('POST', api.product.inventoryStoreAll.path).inventoryList!.items!.properties.stock).toMatchObject({ minimum: 0, maximum: LIMITS.stockUnits });
    expect(body('POST', api.promotion.store.path).promotionRate).toMatchObject({ anyOf: [expect.objectContaining({ minimum: 1, maximum: 100 }), { type: 'null' }] });
    expect(op('GET', api.user.delete.path).parameters![0]).toMatchObject({ name: 'userIdx', schema: { type: 'string', pattern: expect.stringMatching(/^\^/) } });
  });

  it('describes JSON bodies and multipart uploads from their schemas', () => {
    const login = op('POST', api.auth.login.path).requestBody!.content['application/json']!.schema;
    expect(login.required?.sort()).toEqual(['password', 'userId']);
    const upload = op('POST', api.user.fileUpload.path).requestBody!.content['multipart/form-data']!.schema;
    expect(Object.keys(upload.properties!).sort()).toEqual(['documentType', 'file', 'userIdx']);
    expect(upload.required).toContain('file');
    expect(op('GET', api.company.info.path).requestBody).toBeUndefined();
  });
});
