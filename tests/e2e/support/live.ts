// The product in Live mode in front of another server (a mock, a proxy), and one browser, for a test
// file: started before its tests, closed after, the other server last.
import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, trackFailures } from './browser';
import { startProduct, type RunningProduct } from './product';

export interface Upstream {
  /** Origin of the production API (its calls under /api/v1). */
  baseUrl: string;
  close(): Promise<void>;
}

/** `upstream` starts the server production stands for; pages come from `newPage()`, screenshotted when a test fails. */
export function useLiveProduct(upstream: () => Promise<Upstream>) {
  let target: Upstream | undefined;
  let live: RunningProduct | undefined;
  let browser: Browser | undefined;
  const failures = trackFailures();
  beforeAll(async () => {
    target = await upstream();
    live = await startProduct({ apiTarget: `${target.baseUrl}/api/v1`, logError: () => {} });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await live?.close();
    await target?.close();
  });
  const started = () => {
    if (!live || !browser) throw new Error('useLiveProduct: the product is not started yet');
    return { live, browser };
  };
  return {
    /** The console's origin. */
    get baseUrl() {
      return started().live.baseUrl;
    },
    newPage: async () => (await failures.newContext(started().browser)).newPage(),
  };
}
