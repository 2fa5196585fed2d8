// Starts a database thread (report-worker.ts, checkpoint-worker.ts; the module is workerData.entry):
// a worker does not inherit the loader that lets the server run TypeScript, so it registers tsx's
// first, as bin/kiosk-console.js does.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
