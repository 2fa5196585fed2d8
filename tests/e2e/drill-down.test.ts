// Issue 29, in Chromium and in Korean: a dashboard figure opens the list behind it with its filter in
// the address and the same count; a card's 포인트 내역 opens that card's own log and the card says
// where its points come from; the device list shows every column at 1440 × 900.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { DashboardInfo } from '@contract/index';
import { messages } from '@contract/messages';
import { useProduct } from './support/product';
import { apiCall, columnTexts, ko, listCallOf, signIn, tableRows, type Answer } from './support/console';

const app = useProduct();
const DESKTOP = { viewport: { width: 1440, height: 900 } };

const firstNumber = (text: string | null) => Number(/\d[\d,]*/.exec(text ?? '')?.[0]?.replace(/,/g, '') ?? NaN);

async function operator(): Promise<Page> {
  const page = await app.newPage(DESKTOP);
  await signIn(page, app.baseUrl, 'admin', 'admin1234');
  return page;
}

const dashboardInfo = async (page: Page) => (await apiCall<Answer<DashboardInfo>>(page, '/api/v1/dashboard/info')).data;
const listTotal = async (page: Page, path: string, body: object) => (await apiCall<Answer<{ totalCount: number }>>(page, `/api/v1${path}`, { ...body, size: 1 })).data.totalCount;

/** The row number of the list's first row: the list's length (spec §3), what the operator reads as the count. */
const shownCount = async (page: Page) => firstNumber((await columnTexts(page, 0))[0] ?? null);

describe('dashboard drill-down', () => {
  it('미해결 장애 opens the fault list filtered to unresolved, with the same count, as an address to share', async () => {
    const page = await operator();
    const figure = page.getByTestId('figure-open-faults');
    const count = firstNumber(await figure.locator('.text-3xl').textContent());
    expect(count).toBeGreaterThan(0);
    const call = await listCallOf(page, '/device/fault-check', (body) => body.unresolved === true, () => page.getByTestId('figure-open-faults-link').click());
    await page.waitForURL((url) => url.pathname === '/management/failNotice' && url.searchParams.get('state') === 'UNRESOLVED');
    expect(call.answer.data.totalCount).toBe(count);
    await tableRows(page).first().waitFor();
    expect(await shownCount(page)).toBe(count);
    for (const state of await columnTexts(page, 5)) expect([ko.enums.faultState.OPEN, ko.enums.faultState.ACKNOWLEDGED]).toContain(state);
    expect(await page.locator('.p-dropdown:has(#filter-state)').textContent()).toContain(ko.failNotice.unresolved);

    // The address alone opens the same list in another browser.
    const shared = await operator();
    const again = await listCallOf(shared, '/device/fault-check', (body) => body.unresolved === true, () => shared.goto(page.url()));
    expect(again.answer.data.totalCount).toBe(count);
  });

  it('온도 경보 opens the device list filtered to devices too warm, counted as the dashboard counts them', async () => {
    const page = await operator();
    const call = await listCallOf(page, '/device/list', (body) => body.temperatureAlert === true, () => page.getByTestId('figure-temperature-alerts-link').click());
    await page.waitForURL((url) => url.pathname === '/management/device' && url.searchParams.get('temperature') === 'alert');
    expect(await page.locator('.p-dropdown:has(#filter-temperature)').textContent()).toContain(ko.device.temperatureAlertOnly);
    // The fleet runs on: the figure and the list are read together until they agree.
    await expect.poll(async () => {
      const [info, total] = await Promise.all([dashboardInfo(page), listTotal(page, '/device/list', { temperatureAlert: true })]);
      return total - info.temperatureAlertCount;
    }, { timeout: 20_000 }).toBe(0);
    const total = call.answer.data.totalCount;
    if (total > 0) {
      await tableRows(page).first().waitFor();
      expect(await shownCount(page)).toBe(total);
    }
  });
});

describe('employee cards', () => {
  it("포인트 내역 opens the card's own log; the card says its points come from its division's policy", async () => {
    const page = await operator();
    const cards = (await apiCall<Answer<{ list: { employeeUidIdx: number; employeeName: string; divisionIdx: number; point: number }[] }>>(page, '/api/v1/employee-uid/list', {})).data.list;
    const card = cards.find((c) => c.point > 0)!;
    const policy = (await apiCall<Answer<{ resetPoint: number } | null>>(page, `/api/v1/employee-reset-policy/info/${card.divisionIdx}`)).data;
    expect(policy).not.toBeNull();
    await page.goto(`${app.baseUrl}/management/employee-uid/${card.employeeUidIdx}`);
    const note = page.getByTestId('point-policy');
    await note.waitFor();
    expect(await note.textContent()).toContain(`${policy!.resetPoint.toLocaleString('en-US')} P`);

    const own = await listTotal(page, '/employee-point-log/list', { employeeUidIdx: card.employeeUidIdx });
    const all = await listTotal(page, '/employee-point-log/list', {});
    expect(own).toBeGreaterThan(0);
    expect(own).toBeLessThan(all);
    const call = await listCallOf(page, '/employee-point-log/list', (body) => body.employeeUidIdx === card.employeeUidIdx, () =>
      page.getByRole('button', { name: ko.employeeUid.pointHistory, exact: true }).click(),
    );
    await page.waitForURL((url) => url.pathname === '/management/employee-point-log' && url.searchParams.get('employeeUidIdx') === String(card.employeeUidIdx));
    expect(call.answer.data.totalCount).toBe(own);
    await tableRows(page).first().waitFor();
    expect(new Set(await columnTexts(page, 2))).toEqual(new Set([card.employeeName]));
    expect(await page.locator('.p-dropdown:has(#filter-employee)').textContent()).toContain(card.employeeName);
  });
});

describe('device list at 1440 × 900', () => {
  it('shows every column without a sideways scroll', async () => {
    const page = await operator();
    await page.goto(`${app.baseUrl}/management/device`);
    await tableRows(page).first().waitFor();
    const fit = await page.evaluate(() => {
      const wrapper = document.querySelector('.p-datatable-wrapper') as HTMLElement;
      const last = [...document.querySelectorAll('table thead th')].at(-1)!.getBoundingClientRect();
      return { scroll: wrapper.scrollWidth, client: wrapper.clientWidth, lastRight: Math.round(last.right), width: window.innerWidth };
    });
    expect(fit.scroll).toBeLessThanOrEqual(fit.client);
    expect(fit.lastRight).toBeLessThanOrEqual(fit.width);
    await expect.poll(() => page.getByRole('columnheader', { name: ko.fields.updatedDate }).isVisible()).toBe(true);
  });
});

describe('a record that does not exist', () => {
  it('says 없는 장비입니다. for a device and 없는 기록입니다. for another record, not that the lookup failed', async () => {
    const page = await operator();
    await page.goto(`${app.baseUrl}/management/device/999999/info`);
    await page.getByText(messages.noSuchDevice.ko).first().waitFor();
    await page.goto(`${app.baseUrl}/management/company/999999`);
    await page.getByText(messages.noSuchRecord.ko).first().waitFor();
    expect(await page.getByText(messages.lookupFailed.ko).count()).toBe(0);
  });
});
