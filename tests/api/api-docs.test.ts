// The simulator serves its OpenAPI document (generated from the catalog) and a page to browse it.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { SIM_CLASSROOM, SIM_CONTROL, SIM_FAULTS, catalog } from '../../contract/index';
import { sharedSim } from './support';

const sim = sharedSim();

describe('the API documentation', () => {
  it('serves the OpenAPI 3.1 document with an operation for every catalog entry and every /sim call', async () => {
    const res = await request(sim().app).get('/sim/openapi.json');
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/json');
    expect(res.body.openapi).toBe('3.1.0');
    const ids = Object.values(res.body.paths as Record<string, Record<string, { operationId: string }>>).flatMap((ops) => Object.values(ops).map((o) => o.operationId));
    expect(ids.filter((id) => !id.startsWith('sim.')).sort()).toEqual(catalog.map((e) => e.id).sort());
    // The cockpit's section: one operation for each call the simulator mounts, at its path and method.
    const simOps = Object.entries(res.body.paths as Record<string, Record<string, { tags: string[] }>>).flatMap(([path, ops]) =>
      Object.entries(ops).filter(([, o]) => o.tags.includes('sim')).map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    const calls = [...Object.values(SIM_CONTROL), ...Object.values(SIM_FAULTS), ...Object.values(SIM_CLASSROOM)];
    expect(simOps.sort()).toEqual(calls.map((c) => `${c.method} ${c.path.replace(/:(\w+)/g, '{$1}')}`).sort());
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
