// Live mode whose production API is down: the console is served, says it is Live, and tells an
// operator signing in that the server cannot be reached (not a bare "an error occurred").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillTemplate, messages } from '@contract/index';
import type { Browser } from 'playwright-core';
import { freePort } from '../support/freePort';
import { launchBrowser } from './support/browser';
import { ko } from './support/console';
import { startProduct, type RunningProduct } from './support/product';

describe('Live mode with the production API down', () => {
  let product: RunningProduct;
  let browser: Browser;
  beforeAll(async () => {
    product = await startProduct({ apiTarget: `http://127.0.0.1:${await freePort()}/api/v1`, logError: () => {} });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await product?.close();
  });

  it('says the server cannot be reached when signing in', async () => {
    const page = await (await browser.newContext({ locale: 'ko-KR' })).newPage();
    await page.goto(`${product.baseUrl}/login`);
    await page.getByTestId('backend-badge').waitFor();
    expect(await page.getByTestId('backend-badge').getAttribute('data-backend')).toBe('live');
    await page.locator('input[name="userId"]').fill('operator');
    await page.locator('input[name="password"]').fill('secret-password');
    await page.getByRole('button', { name: ko.actions.signIn, exact: true }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(fillTemplate(messages.serverUnreachable.ko, { failure: messages.processingError.ko }));
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});
