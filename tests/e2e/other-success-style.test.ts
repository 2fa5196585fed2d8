// A production server answering success in the other style than the spec gives each call (sign-in
// 0 instead of '0', lists '0' instead of 0): the console in Live mode, in front of it, signs the
// operator in, shows the screens, and says on the back-end badge which calls drifted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startOtherStyleProxy, type OtherStyleProxy } from '../support/otherStyleProxy';
import { launchBrowser } from './support/browser';
import { ko, openFromMenu, signIn, tableRows } from './support/console';
import { startProduct, type RunningProduct } from './support/product';

describe('Live mode in front of a server answering the other success style', () => {
  let server: RunningProduct;
  let proxy: OtherStyleProxy;
  let live: RunningProduct;
  let browser: Browser;
  beforeAll(async () => {
    server = await startProduct();
    proxy = await startOtherStyleProxy(server.baseUrl);
    live = await startProduct({ apiTarget: `${proxy.baseUrl}/api/v1`, logError: () => {} });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await live?.close();
    await proxy?.close();
    await server?.close();
  });

  it('signs in (no failure shown), shows the lists, and the badge names the calls that drifted', async () => {
    const page = await (await browser.newContext({ locale: 'ko-KR' })).newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signIn(page, live.baseUrl, 'admin', 'admin1234');
    expect(proxy.turned).toContain('/api/v1/auth/login');
    expect(await page.getByRole('alert').count()).toBe(0);

    const badge = page.getByTestId('backend-badge');
    expect(await badge.getAttribute('data-backend')).toBe('live');
    await expect.poll(() => badge.getAttribute('data-success-drift')).toContain('auth.login');
    expect(await badge.getAttribute('data-success-drift')).toContain('dashboard.info');
    expect(await badge.getAttribute('title')).toContain('auth.login (0 ≠ "0")');

    await openFromMenu(page, ko.titles.company);
    await tableRows(page).first().waitFor();
    expect(proxy.turned).toContain('/api/v1/company/list');
    expect(await page.getByTestId('list-failure').count()).toBe(0);

    // Signed out and in again: the same.
    await page.getByRole('button', { name: ko.actions.signOut }).click();
    await page.waitForURL(`${live.baseUrl}/login`);
    await signIn(page, live.baseUrl, 'admin', 'admin1234');
    expect(errors).toEqual([]);
  });
});
