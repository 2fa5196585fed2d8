// Statistics, AI reports and training as an operator uses them: every report screen shows a chart
// beside a table of real rows; a pending product's training is started and saved.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { message } from '@contract/index';
import { useProduct } from './support/product';
import { ko, openFromMenu, readMessageDialog, signIn } from './support/console';

const app = useProduct({ fleet: { autoRun: false } });

/** A report section has drawn its chart (a canvas with a size) and its table has rows. */
async function expectChartAndTable(page: Page, testId: string): Promise<number> {
  const section = page.getByTestId(testId);
  const canvas = section.locator('canvas').first();
  await canvas.waitFor();
  const box = await canvas.boundingBox();
  expect(box!.width).toBeGreaterThan(100);
  expect(box!.height).toBeGreaterThan(100);
  const rows = section.locator('table tbody tr:not(.p-datatable-emptymessage)');
  await rows.first().waitFor();
  return rows.count();
}

describe('reports', () => {
  it('shows a chart and a table on the sales report and every AI report', async () => {
    const page = await app.newPage();
    await signIn(page, app.baseUrl, 'admin', 'admin1234');

    await openFromMenu(page, ko.titles.salesReport);
    expect(await expectChartAndTable(page, 'report-saleCount')).toBeGreaterThan(1);

    await openFromMenu(page, ko.titles.aiReportPopular);
    expect(await expectChartAndTable(page, 'rank-top')).toBeGreaterThan(1);
    expect(await expectChartAndTable(page, 'rank-worst')).toBeGreaterThan(1);

    await openFromMenu(page, ko.titles.aiReportSupplementary);
    expect(await expectChartAndTable(page, 'inventory-days')).toBeGreaterThan(1);
    await expectChartAndTable(page, 'sales-hours');

    // The display report works on one device: the first AI fridge.
    const device = await page.evaluate(async () => {
      const session = JSON.parse(sessionStorage.getItem('kiosk-console.session')!) as { token: string };
      const res = await fetch('/api/v1/device/list', { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: session.token }, body: JSON.stringify({ deviceType: 'AI_FRIDGE' }) });
      return ((await res.json()) as { data: { list: { deviceIdx: number }[] } }).data.list[0]!.deviceIdx;
    });
    await openFromMenu(page, ko.titles.aiReportDisplay);
    await page.getByTestId('display-opened-on-busiest').waitFor();
    await page.goto(`${app.baseUrl}/aireport/display?deviceIdx=${device}`);
    expect(await expectChartAndTable(page, 'display-plan')).toBeGreaterThan(1);
  });

  it("starts a pending product's training and says 'Info saved'", async () => {
    const page = await app.newPage();
    await signIn(page, app.baseUrl, 'admin', 'admin1234');
    await openFromMenu(page, ko.titles.trainingManagement);
    // The device list puts the devices with the most pending products first.
    await page.locator('table tbody tr').first().click();
    await page.waitForURL(/\/training\/detail\/\d+$/);
    const pending = page.locator('table tbody tr', { hasText: ko.enums.trainingStatus.TRAINING_PENDING }).first();
    await pending.waitFor();
    const product = (await pending.locator('td').nth(3).textContent())!.trim();
    await pending.getByRole('checkbox').check();
    await page.getByRole('button', { name: ko.training.start }).click();
    expect(await readMessageDialog(page)).toBe(message('infoSaved', 'ko'));
    const row = page.locator('table tbody tr', { hasText: product });
    await expect.poll(async () => row.first().textContent()).toContain(ko.enums.trainingStatus.TRAINING);
    // Saved: it is still training after a reload.
    await page.reload();
    await expect.poll(async () => page.locator('table tbody tr', { hasText: product }).first().textContent()).toContain(ko.enums.trainingStatus.TRAINING);
  });
});
