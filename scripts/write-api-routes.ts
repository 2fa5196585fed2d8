// Writes the console's route table, contract/api-routes.ts, from the contract catalog:
// `npm run api-routes` (after adding or changing an endpoint; the dev server does it on start).
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ROUTE_TABLE_PATH, renderRouteTable } from '../contract/route-table';

const target = resolve(ROUTE_TABLE_PATH);
writeFileSync(target, renderRouteTable());
console.log(`Route table written to ${target}`);
