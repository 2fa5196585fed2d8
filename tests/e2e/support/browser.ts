// Launches the machine's Chromium through playwright-core and saves a screenshot of every
// page of a failing test under test-results/.
import { mkdirSync } from 'node:fs';
import { afterEach } from 'vitest';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, findBrowser } from '../../../scripts/find-browser';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: findBrowser(), headless: true, args: CHROMIUM_ARGS });
}

/** Contexts opened through this helper get their pages screenshotted when a test fails. */
export function trackFailures(): { newContext(browser: Browser, options?: BrowserContextOptions): Promise<BrowserContext> } {
  const contexts: BrowserContext[] = [];
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail') {
      mkdirSync('test-results', { recursive: true });
      const name = ctx.task.name.replace(/[^\w-]+/g, '_').slice(0, 80);
      const pages: Page[] = contexts.flatMap((c) => c.pages());
      await Promise.all(pages.map((p, i) => p.screenshot({ path: `test-results/${name}-${i}.png`, fullPage: true }).catch(() => undefined)));
    }
    await Promise.all(contexts.splice(0).map((c) => c.close().catch(() => undefined)));
  });
  return {
    /** A Korean browser; `options` add to that (a phone's viewport, touch). */
    async newContext(browser, options = {}) {
      const context = await browser.newContext({ locale: 'ko-KR', ...options });
      contexts.push(context);
      return context;
    },
  };
}
