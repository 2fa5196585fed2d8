// Writes the OpenAPI 3.1 document of /api/v1 and the simulator's /sim calls, generated from the contract,
// to a file (default docs/openapi.json): `npm run openapi [-- <path>]`.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { buildOpenApi } from '../contract/openapi';

const target = resolve(process.argv[2] ?? 'docs/openapi.json');
const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, `${JSON.stringify(buildOpenApi({ version }), null, 2)}\n`);
console.log(`OpenAPI 3.1 document written to ${target}`);
