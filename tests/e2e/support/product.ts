// Starts the whole product in-process for browser tests: the simulator on a free loopback
// port, serving the built console from web/dist, on a fresh database file (of the default world, a
// copy of the one seeded for the run).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { createSimApp, type SimOptions } from '../../../sim-server/src/app';
import { writeDefaultWorld } from '../../support/worldImage';
import { launchBrowser, trackFailures } from './browser';

export const WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

export interface RunningProduct {
  baseUrl: string;
  close(): Promise<void>;
}

export async function startProduct(options: Partial<SimOptions> = {}): Promise<RunningProduct> {
  if (!existsSync(join(WEB_DIST, 'index.html'))) throw new Error('web/dist is missing: run `npm run build` first (npm test does).');
  const dir = mkdtempSync(join(tmpdir(), 'kiosk-e2e-'));
  const db = join(dir, 'sim.db');
  writeDefaultWorld(db, options);
  const sim = createSimApp({ db, webDist: WEB_DIST, ...options });
  const server = await new Promise<import('node:http').Server>((resolve) => {
    const s = sim.app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      sim.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * One product and one browser for a test file: started before its tests, closed after.
 * Pages come from `newPage()`, whose contexts are screenshotted when a test fails.
 */
export function useProduct(options: Partial<SimOptions> = {}) {
  let product: RunningProduct | undefined;
  let browser: Browser | undefined;
  const failures = trackFailures();
  beforeAll(async () => {
    product = await startProduct(options);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await product?.close();
  });
  const started = () => {
    if (!product || !browser) throw new Error('useProduct: the product is not started yet');
    return { product, browser };
  };
  return {
    get baseUrl() {
      return started().product.baseUrl;
    },
    newContext: (options?: BrowserContextOptions) => failures.newContext(started().browser, options),
    newPage: async (options?: BrowserContextOptions) => (await failures.newContext(started().browser, options)).newPage(),
  };
}
