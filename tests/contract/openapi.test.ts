// The OpenAPI document is generated from the catalog and is valid OpenAPI 3.1: one operation per
// catalog entry with its path parameters, body, success style and auth; the validator itself
// rejects a broken document, so a pass means something.
import { describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { LIMITS, api, catalog, pathParamNames } from '@contract/index';
import { buildOpenApi } from '@contract/openapi';

type Operation = {
  operationId: string;
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }> };
  responses: Record<string, unknown>;
  security: unknown[];
  'x-success-result': 0 | '0';
};
const doc = buildOpenApi({ version: '9.9.9' }) as { openapi: string; paths: Record<string, Record<string, Operation>> };
const op = (method: string, path: string) => doc.paths[path]![method.toLowerCase()]!;

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

  it('has exactly one operation per catalog entry, named by its id', () => {
    const ids = Object.values(doc.paths).flatMap((methods) => Object.values(methods).map((o) => o.operationId));
    expect(ids.sort()).toEqual(catalog.map((e) => e.id).sort());
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
