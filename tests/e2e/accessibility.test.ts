// WCAG 2.1 AA over every route of the console: axe-core runs on each screen once it has settled
// (the public pages signed out, every signed-in route as ADMIN — the exact routes, the simulator's
// cockpit and one detail of each kind with a real record — in Korean, a few in English; new-record
// forms empty and showing their problems, an open dialog and dropdown; a MANAGER's and a PARTNER's
// screens) and the test fails listing each serious or critical violation with its rule, element and route.
import { mkdirSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PATTERNS } from '../../web/src/core/paths';
import { publicRoutes, shellRoutes } from '../../web/src/app/routes';
import type { RouteDef } from '../../web/src/core/routeDef';
import { en } from '../../web/src/i18n/en';
import { expectAccessible } from './support/axe';
import { launchBrowser } from './support/browser';
import { ko, signIn } from './support/console';
import { startProduct, type RunningProduct } from './support/product';

/**
 * Opens `path` and waits until its screen has settled: every call answered (network idle), the
 * page's title heading shown and no 'Loading…' left.
 */
async function openSettled(page: Page, baseUrl: string, path: string, title: string, loading: string): Promise<void> {
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
  await page.getByText(loading, { exact: true }).waitFor({ state: 'detached' });
  await page.waitForLoadState('networkidle');
}

function titleOf(route: RouteDef, strings: typeof ko | typeof en): string {
  return (strings.titles as Record<string, string>)[route.titleKey.replace(/^titles\./, '')];
}

/** The first record's idx of a list call, as the signed-in console would fetch it. */
async function firstIdx(page: Page, path: string, field: string, body: object = { page: 1, size: 1 }): Promise<string> {
  const value = await page.evaluate(
    async ({ path, field, body }) => {
      const session = JSON.parse(sessionStorage.getItem('kiosk-console.session') ?? '{}') as { token?: string };
      const res = await fetch(`/api/v1${path}`, { method: 'POST', headers: { Authorization: session.token ?? '', 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      const answer = (await res.json()) as { data?: { list?: Record<string, unknown>[] } };
      return answer.data?.list?.[0]?.[field];
    },
    { path, field, body },
  );
  if (value === undefined || value === null) throw new Error(`${path} answered no ${field}`);
  return String(value);
}

/** Every shell route's path with its parameters filled by real records of the demo world. */
async function concretePaths(page: Page): Promise<Map<string, string>> {
  const deviceIdx = await firstIdx(page, '/device/list', 'deviceIdx');
  const divisionIdx = await firstIdx(page, '/division/list', 'divisionIdx');
  const params: Record<string, string> = {
    companyIdx: await firstIdx(page, '/company/list', 'companyIdx'),
    userIdx: await firstIdx(page, '/user/list', 'userIdx'),
    divisionIdx,
    deviceIdx,
    tabId: 'info',
    noticeIdx: await firstIdx(page, '/device/fault-check', 'noticeIdx'),
    productIdx: await firstIdx(page, '/product/master/list', 'productIdx'),
    productOrderIdx: await firstIdx(page, '/product-order/list', 'productOrderIdx'),
    promotionIdx: await firstIdx(page, '/promotion/list', 'promotionIdx'),
    salesIdx: await firstIdx(page, '/statistics/revenue-report/list/daily', 'salesIdx', {}),
    employeeUidIdx: await firstIdx(page, '/employee-uid/list', 'employeeUidIdx'),
  };
  const paths = new Map<string, string>();
  for (const route of shellRoutes) {
    paths.set(
      route.path,
      route.path.replace(/:(\w+)/g, (_, name: string) => {
        if (!(name in params)) throw new Error(`no record for :${name} of ${route.path}`);
        return params[name];
      }),
    );
  }
  return paths;
}

describe('accessibility (axe-core, WCAG 2.1 AA)', () => {
  let product: RunningProduct;
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    product = await startProduct();
    browser = await launchBrowser();
    page = await (await browser.newContext({ locale: 'ko-KR' })).newPage();
  });
  afterEach(async (ctx) => {
    if (ctx.task.result?.state !== 'fail') return;
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: `test-results/a11y-${ctx.task.name.replace(/[^\w-]+/g, '_').slice(0, 80)}.png`, fullPage: true }).catch(() => undefined);
  });
  afterAll(async () => {
    await browser?.close();
    await product?.close();
  });

  async function expectClean(path: string, title: string, strings: typeof ko | typeof en, label = path): Promise<void> {
    await openSettled(page, product.baseUrl, path, title, strings.app.loading);
    await expectAccessible(page, label);
  }

  describe('signed out', () => {
    it.each(publicRoutes.map((r) => [r.path, r] as const))('%s', async (_, route) => {
      await expectClean(route.path, titleOf(route, ko), ko);
    });
  });

  describe('signed in as ADMIN', () => {
    let paths: Map<string, string>;
    beforeAll(async () => {
      await signIn(page, product.baseUrl, 'admin', 'admin1234');
      paths = await concretePaths(page);
    });

    it.each(shellRoutes.map((r) => [r.path, r] as const))('%s', async (_, route) => {
      await expectClean(paths.get(route.path) ?? route.path, titleOf(route, ko), ko);
    });

    // New records, a form showing its problems, a confirm dialog and an open dropdown panel.
    it.each([
      ['/management/company/new', 'companyDetail'],
      ['/management/user/new', 'userDetail'],
      ['/management/device/new/info', 'deviceDetail'],
      ['/management/promotion/new', 'promotionDetail'],
      ['/management/order/new', 'orderDetail'],
    ] as const)('%s, empty and after a refused save', async (path, name) => {
      const route = shellRoutes.find((r) => r.path === PATTERNS[name])!;
      await expectClean(path, titleOf(route, ko), ko);
      await page.getByRole('button', { name: ko.actions.save, exact: true }).click();
      await page.locator('.p-error').first().waitFor();
      await expectAccessible(page, `${path} (problems shown)`);
    });

    it('a confirm dialog and an open dropdown panel', async () => {
      const device = paths.get(PATTERNS.deviceDetail)!;
      await expectClean(device, ko.titles.deviceDetail, ko);
      await page.getByRole('button', { name: ko.actions.delete, exact: true }).click();
      // Measured once it has faded in (colours read mid-animation are paler than the dialog's).
      await page.locator('.p-dialog.p-dialog-enter-done').waitFor();
      await expectAccessible(page, `${device} (delete confirmation)`);
      await page.keyboard.press('Escape');
      await expectClean('/management/device', ko.titles.device, ko);
      await page.locator('.p-dropdown, .p-multiselect').first().click();
      // Measured once it has faded in, as the dialog above (a busy CI run read an option mid-fade).
      await page.locator('.p-dropdown-panel.p-connected-overlay-enter-done, .p-multiselect-panel.p-connected-overlay-enter-done').first().waitFor();
      await expectAccessible(page, '/management/device (dropdown open)');
      await page.keyboard.press('Escape');
    });

    // Auto-refresh and every load show the frame's progress bar for a moment: hold one call open so
    // the audit sees the page as it is while something is loading.
    it('a screen while a call is in flight', async () => {
      await expectClean('/management/device', ko.titles.device, ko);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/v1/device/list', async (route) => {
        await held;
        await route.continue();
      });
      try {
        await page.getByRole('button', { name: ko.actions.search, exact: true }).click();
        await page.locator('.p-progressbar[aria-hidden="false"]').waitFor();
        await expectAccessible(page, '/management/device (loading)');
      } finally {
        release();
        await page.locator('.p-progressbar[aria-hidden="true"]').waitFor({ state: 'attached' });
        await page.unroute('**/api/v1/device/list');
      }
    });

    // A few screens in English (other words, other widths).
    it.each(['/dashboard', '/management/device', '/management/sales'])('%s in English', async (path) => {
      const route = shellRoutes.find((r) => r.path === path)!;
      if (!(await page.getByRole('button', { name: en.language.en, pressed: true }).count())) await page.getByRole('button', { name: ko.language.en, exact: true }).click();
      await expectClean(path, titleOf(route, en), en, `${path} (en)`);
    });
  });

  // What other roles see differs (actions hidden, the cockpit trimmed for a PARTNER).
  describe.each([
    ['MANAGER', 'manager', 'manager1234'],
    ['PARTNER', 'partner', 'partner1234'],
  ] as const)('signed in as %s', (_, userId, password) => {
    beforeAll(async () => {
      page = await (await browser.newContext({ locale: 'ko-KR' })).newPage();
      await signIn(page, product.baseUrl, userId, password);
    });

    it.each(['/dashboard', '/management/company', '/management/device', '/management/payment/history', '/simulator'])('%s', async (path) => {
      const route = shellRoutes.find((r) => r.path === path)!;
      await expectClean(path, titleOf(route, ko), ko, `${path} (${userId})`);
    });
  });
});
