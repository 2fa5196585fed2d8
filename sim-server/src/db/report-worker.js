// Starts the report thread (report-worker.ts): a worker does not inherit the loader that lets the
// server run TypeScript, so it registers tsx's first, as bin/kiosk-console.js does.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
