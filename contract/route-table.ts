// Writes the console's route table (`./api-routes.ts`) from the catalog: every endpoint's route
// fields (ROUTE_FIELDS) as plain values, grouped like `api`, with the catalog's types attached by
// `import type`. The console calls endpoints through that table, so its sign-in route needs no zod
// and no schema. The table is generated, never edited: the console build refuses a stale one, the
// dev server rewrites it, `npm run api-routes` writes it, and a unit test keeps it equal.
import { API_BASE, api } from './catalog';
import { ROUTE_FIELDS, routeOf, type EndpointDef } from './endpoint';

/** Where the table lives, relative to the repository root. */
export const ROUTE_TABLE_PATH = 'contract/api-routes.ts';

function literal(value: unknown): string {
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw new Error(`route table: cannot write ${typeof value} ${String(value)}`);
}

/** The text of `contract/api-routes.ts` for the current catalog. */
export function renderRouteTable(): string {
  const areas = Object.entries(api).map(([area, endpoints]) => {
    const lines = Object.entries(endpoints as Record<string, EndpointDef>).map(([name, def]) => {
      const route = routeOf(def) as Record<string, unknown>;
      return `    ${name}: { ${ROUTE_FIELDS.map((field) => `${field}: ${literal(route[field])}`).join(', ')} },`;
    });
    return `  ${area}: {\n${lines.join('\n')}\n  },`;
  });
  const paths = Object.entries(api).map(([area, endpoints]) => {
    const lines = Object.entries(endpoints as Record<string, EndpointDef>).map(([name, def]) => `    ${name}: ${literal(def.path)};`);
    return `  ${area}: {\n${lines.join('\n')}\n  };`;
  });
  return [
    `// GENERATED from contract/catalog.ts by contract/route-table.ts (npm run api-routes) — do not edit.`,
    `// The catalog's endpoints as the console calls them: route fields only, no schemas, so the`,
    `// console's client and stores run without zod; their types still come from the catalog.`,
    `import type { api as catalog } from './catalog';`,
    `import type { RoutesOf } from './endpoint';`,
    ``,
    `export const API_BASE = ${literal(API_BASE)};`,
    ``,
    `export const api: RoutesOf<typeof catalog> = {`,
    ...areas,
    `};`,
    ``,
    `/** Every entry's path as a literal type (the catalog's are \`string\`): a URL can be told to name its entry. */`,
    `export type RoutePaths = {`,
    ...paths,
    `};`,
    ``,
  ].join('\n');
}
