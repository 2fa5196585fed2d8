#!/usr/bin/env node
// The product's command, as installed from its package (and as `npm start` runs it): the server is
// TypeScript, run through tsx's loader without a separate compile step.
import { register } from 'tsx/esm/api';

register();
await import('../sim-server/src/main.ts');
