#!/usr/bin/env node
// The product's command, as installed from its package (and as `npm start` runs it): the server is
// TypeScript, run through tsx's loader without a separate compile step. `kiosk-console contract`
// runs the contract suite (contract-suite/cli.ts) instead of the server.
import { register } from 'tsx/esm/api';

register();
if (process.argv[2] === 'contract') {
  const { contractCommand } = await import('../contract-suite/cli.ts');
  // Exit at once: the report is written, and kept-alive connections to the target must not hold the process.
  process.exit(await contractCommand(process.argv.slice(3)));
}
await import('../sim-server/src/main.ts');
