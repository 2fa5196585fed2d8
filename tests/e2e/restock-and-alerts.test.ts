// Two of the operator's daily paths (issue 29). Restocking on a 390×844 phone: one card per product
// on the device's trays, nothing wider than the screen, the save bar in view without scrolling, and
// the stock saved as the table saves it. Alerts: with My info's switch on, a critical fault injected
// from the cockpit after the baseline look gives one browser notification naming the device, and
// clicking it opens the fault; one already open when the switch went on says nothing.
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { message } from '@contract/index';
import { useProduct } from './support/product';
import { apiCall, fillIn, ko, readMessageDialog, signIn, type Answer } from './support/console';
import { simAsAdmin } from './support/simControl';

const app = useProduct({ fleet: { autoRun: false } });

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

interface Mapping {
  productMappingIdx: number;
  productName: string;
  stock: number;
  deviceIdx: number | null;
  divisionIdx: number;
  companyIdx: number;
}
type List<T> = Answer<{ list: T[]; totalCount: number }>;

describe('restocking on a phone (390×844)', () => {
  it('changes a stock on a card with the stepper and saves it from the bar at the foot, in view without scrolling', async () => {
    const page = await app.newPage(PHONE);
    await signIn(page, app.baseUrl, 'manager', 'manager1234');
    // A device of the store owner's with a few products on it.
    const some = await apiCall<List<Mapping>>(page, '/api/v1/product/inventory/list', { placement: 'TRAY', page: 1, size: 1 });
    const { deviceIdx, divisionIdx, companyIdx } = some.data.list[0]!;
    const stockOf = async (productMappingIdx: number) =>
      (await apiCall<List<Mapping>>(page, '/api/v1/product/inventory/list', { deviceIdx, page: 1, size: 1000 })).data.list.find((m) => m.productMappingIdx === productMappingIdx)!.stock;

    await page.goto(`${app.baseUrl}/management/product/inventoryStatus?companyIdx=${companyIdx}&divisionIdx=${divisionIdx}&deviceIdx=${deviceIdx}`);
    const cards = page.getByTestId('restock-card');
    await cards.first().waitFor();
    expect(await page.locator('main table').count()).toBe(0);
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    const bar = page.getByTestId('restock-save-bar');
    const inView = (target: Locator = bar) =>
      target.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0;
      });
    expect(await inView()).toBe(true);

    // The last card: its name and stock together, the bar still in view over the page's foot.
    const card = cards.last();
    await card.scrollIntoViewIfNeeded();
    const name = (await card.getByRole('heading').textContent())!;
    const input = card.getByLabel(fillIn(ko.inventory.stockOf, { product: name }), { exact: true });
    const before = Number(await input.inputValue());
    const more = card.getByRole('button', { name: fillIn(ko.restock.more, { product: name }) });
    // The product's name stays in sight beside its stock.
    expect([await inView(card.getByRole('heading')), await inView(input)]).toEqual([true, true]);
    // Thumb-sized: the stepper's buttons and field are at least 44 px.
    for (const target of [more, input]) {
      const box = (await target.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    }
    await more.tap();
    await more.tap();
    expect(await input.inputValue()).toBe(String(before + 2));
    expect(await inView()).toBe(true);
    const mappingIdx = Number((await input.getAttribute('id'))!.replace('stock-', ''));

    // Save from the bar, with the count of changed products on it; no scroll back to the top.
    const scrolled = await page.evaluate(() => window.scrollY);
    await bar.getByRole('button', { name: fillIn(ko.restock.saveAll_other, { count: 1 }) }).tap();
    expect(await readMessageDialog(page)).toBe(message('inventorySaved', 'ko'));
    expect(await stockOf(mappingIdx)).toBe(before + 2);
    await bar.getByRole('button', { name: fillIn(ko.restock.saveAll_other, { count: 0 }) }).waitFor();
    // Saving kept the operator where they were (the reload after it does not jump to the top).
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });
});

describe('alerts of new critical faults', () => {
  it('with the switch on, a critical fault raised after the baseline gives one notification naming its device; clicking it opens the fault', async () => {
    const context = await app.newContext();
    await context.grantPermissions(['notifications'], { origin: app.baseUrl });
    // Record every notification the console makes (headless Chromium shows none of its own).
    await context.addInitScript(() => {
      const shown: { title: string; body: string; click: () => void }[] = [];
      class RecordedNotification {
        static permission: NotificationPermission = 'granted';
        static requestPermission = () => Promise.resolve('granted' as NotificationPermission);
        onclick: (() => void) | null = null;
        constructor(title: string, options?: NotificationOptions) {
          shown.push({ title, body: options?.body ?? '', click: () => this.onclick?.() });
        }
        close() {}
      }
      Object.defineProperty(window, 'Notification', { value: RecordedNotification, configurable: true, writable: true });
      Object.defineProperty(window, 'shownNotifications', { value: shown });
    });
    const page = await context.newPage();
    const shown = () => page.evaluate(() => (window as unknown as { shownNotifications: { title: string; body: string }[] }).shownNotifications.map(({ title, body }) => ({ title, body })));
    await signIn(page, app.baseUrl, 'admin', 'admin1234');

    // A critical fault open before the switch is on: the baseline, never told.
    const devices = await apiCall<List<{ deviceIdx: number; deviceName: string }>>(page, '/api/v1/device/list', { page: 1, size: 2 });
    const [earlier, device] = devices.data.list as [{ deviceIdx: number; deviceName: string }, { deviceIdx: number; deviceName: string }];
    const raise = (deviceIdx: number) =>
      simAsAdmin<{ result: number; data: { noticeIdx: number | null } }>(app.baseUrl, `/sim/devices/${deviceIdx}/faults`, { code: 'REFRIGERATION_COMPRESSOR', severity: 'CRITICAL' });
    expect((await raise(earlier.deviceIdx)).body.data.noticeIdx).toBeGreaterThan(0);

    await page.goto(`${app.baseUrl}/mypage/my-info`);
    const toggle = page.getByRole('switch', { name: ko.alerts.switch });
    // The baseline look goes out as soon as the switch is on.
    const baseline = page.waitForResponse((r) => r.url().endsWith('/api/v1/device/fault-check'));
    await toggle.click();
    await baseline;
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    expect(await page.evaluate(() => localStorage.getItem('kiosk-console.alerts.admin'))).toBe('on');

    // A critical fault on another kiosk, from the cockpit.
    const raised = await raise(device.deviceIdx);
    expect(raised.body.result).toBe(0);
    const noticeIdx = raised.body.data.noticeIdx!;
    expect(noticeIdx).toBeGreaterThan(0);

    await expect.poll(shown, { timeout: 25_000, interval: 500 }).toHaveLength(1);
    expect((await shown())[0]!.title).toBe(fillIn(ko.alerts.faultTitle, { device: device.deviceName }));
    // The next look says nothing more.
    await page.waitForResponse((r) => r.url().endsWith('/api/v1/device/fault-check'), { timeout: 25_000 });
    expect(await shown()).toHaveLength(1);

    await page.evaluate(() => (window as unknown as { shownNotifications: { click: () => void }[] }).shownNotifications[0]!.click());
    await page.waitForURL(`${app.baseUrl}/management/failNotice/${noticeIdx}`);
  });
});
