// The console's route table (contract/api-routes.ts) is the catalog without its schemas: generated,
// equal to what the generator makes of the catalog now, one route per entry with the entry's own
// route fields, and free of zod at run time (what keeps zod off the sign-in route).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { api as catalog, catalog as entries, ROUTE_FIELDS, type ResponseOf } from '@contract';
import { api, API_BASE } from '@contract/api-routes';
import { API_BASE as CATALOG_API_BASE } from '@contract/catalog';
import { ROUTE_TABLE_PATH, renderRouteTable } from '@contract/route-table';

describe('route table', () => {
  it('is exactly what the generator makes of the catalog (npm run api-routes rewrites it)', () => {
    expect(readFileSync(ROUTE_TABLE_PATH, 'utf8')).toBe(renderRouteTable());
  });

  it('has every catalog entry, under the same area and name, with its route fields and nothing else', () => {
    expect(Object.keys(api)).toEqual(Object.keys(catalog));
    let count = 0;
    for (const [area, endpoints] of Object.entries(catalog)) {
      const routes = (api as Record<string, Record<string, object>>)[area]!;
      expect(Object.keys(routes)).toEqual(Object.keys(endpoints));
      for (const [name, entry] of Object.entries(endpoints as unknown as Record<string, Record<string, unknown>>)) {
        expect(routes[name]).toEqual(Object.fromEntries(ROUTE_FIELDS.map((field) => [field, entry[field]])));
        count += 1;
      }
    }
    expect(count).toBe(entries.length);
    expect(API_BASE).toBe(CATALOG_API_BASE);
  });

  it('imports the catalog for its types only, so it loads no zod', () => {
    const imports = readFileSync(ROUTE_TABLE_PATH, 'utf8').split('\n').filter((line) => line.startsWith('import'));
    expect(imports.length).toBeGreaterThan(0);
    for (const line of imports) expect(line).toMatch(/^import type /);
  });

  it('carries the catalog entry types: a route answers what its entry answers', () => {
    type FromRoute = ResponseOf<typeof api.auth.login>;
    type FromEntry = ResponseOf<typeof catalog.auth.login>;
    const same: [FromRoute, FromEntry] extends [FromEntry, FromRoute] ? true : false = true;
    const token: FromRoute['accessToken'] = 'abc';
    expect([same, token]).toEqual([true, 'abc']);
  });
});
