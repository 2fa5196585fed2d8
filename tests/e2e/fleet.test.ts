import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { message } from '@contract/index';
import { useProduct } from './support/product';
import { columnTexts, ko, listCallOf, readMessageDialog, signIn, tableRows } from './support/console';

const app = useProduct();

async function adminPage(path: string): Promise<Page> {
  const page = await app.newPage();
  await signIn(page, app.baseUrl, 'admin', 'admin1234');
  await page.goto(`${app.baseUrl}${path}`);
  return page;
}

/** SQLite's text order (UTF-8 bytes), which the server sorts by. */
const byBytes = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

const firstNumber = (text: string | null) => Number(/\d[\d,]*/.exec(text ?? '')?.[0]?.replace(/,/g, '') ?? NaN);

describe('the living fleet', () => {
  it('shows a "fridge failure" from the cockpit on the dashboard and the fault list without a reload', async () => {
    // Three operators' browsers: one watches the dashboard, one the fault list, one runs the demo.
    const dashboard = await adminPage('/dashboard');
    const faults = await adminPage('/management/failNotice');
    const cockpit = await adminPage('/simulator');

    const openFaults = dashboard.getByTestId('figure-open-faults');
    await openFaults.waitFor();
    const before = firstNumber(await openFaults.textContent());
    expect(before).not.toBeNaN();
    await tableRows(faults).first().waitFor();
    const compressor = faults.getByText(ko.enums.faultCode.REFRIGERATION_COMPRESSOR, { exact: true });
    const compressorBefore = await compressor.count();
    // Marks that survive only as long as the pages are not reloaded.
    for (const page of [dashboard, faults]) await page.evaluate(() => ((window as unknown as { e2eMark: number }).e2eMark = 1));

    await cockpit.getByTestId('sim-scenarios').locator('[data-scenario="fridge-failure"]').click();
    await cockpit.getByTestId('sim-feed').locator('[data-type="SCENARIO"]').first().waitFor();

    await expect.poll(async () => firstNumber(await openFaults.textContent()), { timeout: 30_000, interval: 1000 }).toBeGreaterThan(before);
    await expect.poll(() => compressor.count(), { timeout: 30_000, interval: 1000 }).toBeGreaterThan(compressorBefore);
    for (const page of [dashboard, faults]) {
      expect(await page.evaluate(() => (window as unknown as { e2eMark?: number }).e2eMark)).toBe(1);
    }
  });

  it("edits and saves a device's trays", async () => {
    const page = await adminPage('/management/device');
    await tableRows(page).first().click();
    await page.waitForURL(/\/management\/device\/\d+\/info$/);
    await page.getByRole('tab', { name: ko.device.tabs.trays }).click();
    await page.waitForURL(/\/management\/device\/\d+\/trays$/);

    const editor = page.getByTestId('tray-editor');
    const names = editor.getByLabel(new RegExp(`^${ko.fields.trayName} \\d+$`));
    await names.first().waitFor();
    const count = await names.count();
    await editor.getByRole('button', { name: ko.actions.addTray, exact: true }).click();
    await expect.poll(() => names.count()).toBe(count + 1);
    const trayName = `E2E 선반 ${Date.now() % 10000}`;
    await names.last().fill(trayName);
    await editor.getByRole('button', { name: ko.actions.saveAll, exact: true }).click();
    expect(await readMessageDialog(page)).toBe(message('refrigeratorSaved', 'ko'));

    await page.reload();
    await names.first().waitFor();
    expect(await names.count()).toBe(count + 1);
    expect(await names.last().inputValue()).toBe(trayName);
  });

  it("opens each of a device's tabs by its own URL", async () => {
    const page = await adminPage('/management/device/1/info');
    const tabs = page.getByTestId('device-tabs');
    await tabs.waitFor();
    for (const [key, title] of Object.entries(ko.device.tabs)) {
      await page.getByRole('tab', { name: title, exact: true }).click();
      await page.waitForURL(new RegExp(`/management/device/1/${key}$`));
      await expect.poll(() => tabs.getAttribute('data-active-tab')).toBe(key);
    }
    await page.goto(`${app.baseUrl}/management/device/1/temperature`);
    await page.getByTestId('temperature-tab').locator('canvas').waitFor();
  });

  it('pages and sorts the device list on the server: a header asks for its sort, page 2 for page 2', async () => {
    const page = await adminPage('/management/device');
    await tableRows(page).first().waitFor();
    const header = page.getByRole('columnheader', { name: ko.fields.deviceName, exact: true });
    const path = '/device/list';

    const sorted = await listCallOf(page, path, (b) => b.sortField === 'deviceName', () => header.click());
    expect(sorted.body).toEqual({ sortField: 'deviceName', sortOrder: 'asc', page: 1, size: 20 });
    const names = sorted.answer.data.list.map((d) => d.deviceName as string);
    expect(names).toHaveLength(20);
    expect(names).toEqual([...names].sort(byBytes));
    await expect.poll(() => columnTexts(page, 1)).toEqual(names);
    const total = sorted.answer.data.totalCount;
    expect(total).toBeGreaterThan(40);

    const second = await listCallOf(page, path, (b) => b.page === 2, () => page.locator('.p-paginator-page', { hasText: /^2$/ }).click());
    expect(second.body).toEqual({ sortField: 'deviceName', sortOrder: 'asc', page: 2, size: 20 });
    const secondNames = second.answer.data.list.map((d) => d.deviceName as string);
    expect(byBytes(names.at(-1)!, secondNames[0]!)).toBeLessThanOrEqual(0);
    await expect.poll(() => columnTexts(page, 1)).toEqual(secondNames);
    // Rows are numbered down from the whole count.
    expect((await columnTexts(page, 0))[0]).toBe(String(total - 20));

    const descending = await listCallOf(page, path, (b) => b.sortOrder === 'desc', () => header.click());
    expect(descending.body).toEqual({ sortField: 'deviceName', sortOrder: 'desc', page: 1, size: 20 });
    const descNames = descending.answer.data.list.map((d) => d.deviceName as string);
    expect(descNames).toEqual([...descNames].sort(byBytes).reverse());
    await expect.poll(() => columnTexts(page, 1)).toEqual(descNames);
  });
});
