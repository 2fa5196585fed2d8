// WCAG 2.1 AA over every route of the console: axe-core runs on each screen once it has settled
// (the public pages signed out, every signed-in route as ADMIN — the exact routes, the simulator's
// cockpit and one detail of each kind with a real record — in Korean, a few in English) and the test
// fails listing each serious or critical violation with its rule, element and route.
import { mkdirSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import axe from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { publicRoutes, shellRoutes, type RouteDef } from '../../web/src/app/routes';
import { en } from '../../web/src/i18n/en';
import { launchBrowser } from './support/browser';
import { ko, signIn } from './support/console';
import { startProduct, type RunningProduct } from './support/product';

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface Finding {
  route: string;
  rule: string;
  impact: string;
  targets: string[];
  help: string;
}

/** What axe finds serious or critical on the page as it shows now. */
async function audit(page: Page, route: string): Promise<Finding[]> {
  // Through the debugger rather than a script tag, which the console's CSP (script-src 'self') refuses.
  // The pointer rests off the content, so what is measured does not depend on where the last click left it.
  await page.mouse.move(0, 0);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    async (tags) => (await window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })).violations,
    WCAG_AA,
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ route, rule: v.id, impact: v.impact ?? '', help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}

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

function report(findings: Finding[]): string {
  // The first few elements of each rule: enough to find the component, short enough to read.
  return findings
    .map((f) => `${f.route} — ${f.rule} (${f.impact}): ${f.help}\n    ${f.targets.slice(0, 4).join('\n    ')}${f.targets.length > 4 ? `\n    … ${f.targets.length - 4} more` : ''}`)
    .join('\n');
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
    const findings = await audit(page, label);
    expect(findings.length, report(findings)).toBe(0);
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

    // A few screens in English (other words, other widths).
    it.each(['/dashboard', '/management/device', '/management/sales'])('%s in English', async (path) => {
      const route = shellRoutes.find((r) => r.path === path)!;
      if (!(await page.getByRole('button', { name: en.language.en, pressed: true }).count())) await page.getByRole('button', { name: ko.language.en, exact: true }).click();
      await expectClean(path, titleOf(route, en), en, `${path} (en)`);
    });
  });
});
