// Screens that answer the operator's question on a running product: the display report opens on
// the busiest device of its period, the replenishment chart draws bars and its headline counts its
// table, and a door opened from the cockpit shows as under way until its sale lands.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useProduct } from './support/product';
import { ko, openFromMenu, signIn, tableRows } from './support/console';
import { simAsAdmin } from './support/simControl';
import { DEFAULT_THRESHOLD } from '../../web/src/features/statistics/aireport/replenishment';

// The clock stands still unless a test moves it: the figures the tests compare do not move under them.
const app = useProduct({ fleet: { autoRun: false } });

async function adminPage(): Promise<Page> {
  const page = await app.newPage();
  await signIn(page, app.baseUrl, 'admin', 'admin1234');
  return page;
}

/** An /api/v1 call from the signed-in page. */
async function apiCall<T>(page: Page, path: string, body: object): Promise<T> {
  return page.evaluate(
    async ([p, b]) => {
      const session = JSON.parse(sessionStorage.getItem('kiosk-console.session')!) as { token: string };
      const res = await fetch(`/api/v1${p}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: session.token }, body: JSON.stringify(b) });
      return (await res.json()) as unknown;
    },
    [path, body] as const,
  ) as Promise<T>;
}

/** Pixels of a chart canvas drawn in one of `colours` (#rrggbb): its bars. */
async function barPixels(page: Page, testId: string, colours: readonly string[]): Promise<number> {
  const canvas = page.getByTestId(testId).locator('canvas').first();
  await canvas.waitFor();
  return canvas.evaluate((el, wanted) => {
    const c = el as HTMLCanvasElement;
    const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
    const rgb = wanted.map((hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)));
    let n = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (rgb.some(([r, g, b]) => Math.abs(data[i]! - r!) < 8 && Math.abs(data[i + 1]! - g!) < 8 && Math.abs(data[i + 2]! - b!) < 8)) n++;
    }
    return n;
  }, colours);
}

describe('screens that answer the question', () => {
  it('opens the display report on the device with the most payments in its period', async () => {
    const page = await adminPage();
    await openFromMenu(page, ko.titles.aiReportDisplay);
    await page.getByTestId('display-opened-on-busiest').waitFor();
    const picked = Number(new URL(page.url()).searchParams.get('deviceIdx'));
    expect(picked).toBeGreaterThan(0);
    await tableRows(page).first().waitFor();
    expect(await page.getByTestId('display-plan').locator('table tbody tr:not(.p-datatable-emptymessage)').count()).toBeGreaterThan(1);

    // The same period's payments per device, as the sales screen counts them.
    const [start, end] = (await page.locator('#filter-period').inputValue()).split(' - ').map((d) => d.replace(/\./g, '-'));
    expect(end).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const revenue = await apiCall<{ data: { list: { deviceIdx: number; paymentCount: number }[] } }>(page, '/statistics/revenue-report/list', { startDate: start, endDate: end, groupByDevice: true });
    const payments = new Map<number, number>();
    for (const row of revenue.data.list) payments.set(row.deviceIdx, (payments.get(row.deviceIdx) ?? 0) + row.paymentCount);
    expect(payments.get(picked)).toBe(Math.max(...payments.values()));
  });

  it('draws the replenishment chart with bars, and its headline counts the rows of its table', async () => {
    const page = await adminPage();
    await openFromMenu(page, ko.titles.aiReportSupplementary);
    const section = page.getByTestId('inventory-days');
    await section.locator('table tbody tr').first().waitFor();
    // Bars in the colours of "restock" and "enough": not an empty frame.
    await expect.poll(() => barPixels(page, 'inventory-days', ['#dc2626', '#2563eb'])).toBeGreaterThan(200);

    const answer = await apiCall<{ data: { list: { stock: number; days: number | null }[]; totalCount: number } }>(page, '/statistics/ai-report/inventory-days', {});
    const rows = answer.data.list;
    const soldOut = rows.filter((r) => r.stock === 0).length;
    const restock = rows.filter((r) => r.stock === 0 || (r.days !== null && r.days < DEFAULT_THRESHOLD)).length;
    expect(soldOut).toBeGreaterThan(0); // the seeded world has sold-out shelves to show
    expect(await section.getByTestId('restock-count').textContent()).toBe(
      ko.aiReport.belowThreshold.replace('{{count}}', String(restock)).replace('{{soldOut}}', String(soldOut)).replace('{{runningOut}}', String(restock - soldOut)).replace('{{within}}', `${DEFAULT_THRESHOLD}일`).replace('{{total}}', String(rows.length)),
    );
    // The table holds every row the headline counts (row numbers count down from the total).
    expect((await section.locator('table tbody tr').first().locator('td').first().textContent())?.trim()).toBe(String(rows.length));
    // Devices of many stores: each named with its store.
    expect(await section.locator('table tbody tr').first().locator('td').nth(2).textContent()).toContain(' · ');
  });

  it('shows a door session started from the cockpit as under way until its sale lands', async () => {
    const page = await adminPage();
    await page.goto(`${app.baseUrl}/simulator`);
    const picker = page.getByTestId('kiosk-picker');
    await picker.locator('tbody tr').first().waitFor();
    // A kiosk that is online and whose door is shut.
    const row = picker.locator('tbody tr', { hasText: ko.enums.deviceStatus.ONLINE }).filter({ hasNot: page.locator('.p-tag', { hasText: ko.simulator.doorOpenNow }) }).first();
    expect(await row.locator('td').first().textContent()).toContain(' · ');
    await row.click();
    const feed = page.getByTestId('sim-feed');
    await page.getByRole('button', { name: ko.simulator.openDoor, exact: true }).click();
    // At once: the cockpit says the session is under way, the feed says the door opened.
    await page.getByTestId('door-under-way').waitFor();
    const opened = feed.locator('[data-type="DOOR_OPENED"]').first();
    await opened.waitFor();
    // The feed names the kiosk 'store · device' before its sentence.
    const kiosk = (await opened.locator('span').nth(1).textContent())!.split(': ')[0]!;
    expect(kiosk).toContain(' · ');
    const sales = feed.locator('[data-type="PAYMENT"]', { hasText: `${kiosk}: ` });
    const salesBefore = await sales.count();

    // The door closes within the next quarter hour: the session is over and its sale is in the feed.
    expect((await simAsAdmin(app.baseUrl, '/sim/clock', { stepMs: 15 * 60_000 })).body.result).toBe(0);
    await page.getByTestId('door-under-way').waitFor({ state: 'detached', timeout: 30_000 });
    await expect.poll(() => sales.count(), { timeout: 30_000 }).toBeGreaterThan(salesBefore);
  });
});
