// The simulator serves its OpenAPI document (generated from the catalog) and a page to browse it.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { catalog } from '../../contract/index';
import { sharedSim } from './support';

const sim = sharedSim();

describe('the API documentation', () => {
  it('serves the OpenAPI 3.1 document with an operation for every catalog entry', async () => {
    const res = await request(sim().app).get('/sim/openapi.json');
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/json');
    expect(res.body.openapi).toBe('3.1.0');
    const ids = Object.values(res.body.paths as Record<string, Record<string, { operationId: string }>>).flatMap((ops) => Object.values(ops).map((o) => o.operationId));
    expect(ids.sort()).toEqual(catalog.map((e) => e.id).sort());
  });

  it('serves a browsable page (Swagger UI from its package) that reads that document', async () => {
    const page = await request(sim().app).get('/sim/api-docs/');
    expect([page.status, page.type]).toEqual([200, 'text/html']);
    expect(page.text).toContain('<script src="./swagger-ui-bundle.js"></script>');
    const init = await request(sim().app).get('/sim/api-docs/swagger-initializer.js');
    expect(init.text).toContain("url: '../openapi.json'");
    const bundle = await request(sim().app).get('/sim/api-docs/swagger-ui-bundle.js');
    expect([bundle.status, bundle.type]).toEqual([200, 'text/javascript']);
    expect((await request(sim().app).get('/sim/api-docs')).headers.location).toBe('/sim/api-docs/');
    expect((await request(sim().app).get('/sim/api-docs/../../package.json')).status).toBe(404);
  });
});
