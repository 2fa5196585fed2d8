// Commerce and people as an operator lives them: a 20 % promotion set up in the console prices a
// sale made through the simulator cockpit, which then shows in the payment history and the sales;
// an employee card registered in the console pays for a product with its points in a card session,
// which then shows in the card's point log. The fleet is quiet (no customers, restocking, faults,
// declined payments, forgotten doors or refunds of its own), so only what these tests do sells, and
// it runs on its own clock: dates and times below are the simulated ones (KST), read from /sim/clock.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { message, paymentResultLabels, promotionLabels } from '@contract/index';
import { deviceLabel } from '@contract/device-label';
import { QUIET_FLEET } from '../api/support';
import { useProduct } from './support/product';
import { apiCall, fillIn, ko, pickOption, readMessageDialog, signIn, tableRows } from './support/console';

const app = useProduct({ fleet: { autoRun: false, engine: { ...QUIET_FLEET, declineRate: 0, forgetfulRate: 0, refundRate: 0 } } });

const stamp = Date.now().toString().slice(-6);
const won = (amount: number) => `${new Intl.NumberFormat('ko-KR').format(amount)}원`;
/** A balance, '5,000 P', or with `signed` a change, '+5,000 P' / '-1,200 P'. */
const points = (value: number, signed = false) =>
  fillIn(ko.employeeUid.points, { points: `${signed && value > 0 ? '+' : ''}${new Intl.NumberFormat('ko-KR').format(value)}` });

// ── Simulated time (KST) ────────────────────────────────────────────────────
const KST_MS = 9 * 3600_000;
const MINUTE_MS = 60_000;
/** How long a screen may take to show what is waited for. */
const POLL_MS = 15_000;
/** A simulated moment as the console's date, hour and minute fields take it. */
function kst(ms: number) {
  const iso = new Date(ms + KST_MS).toISOString();
  return { date: iso.slice(0, 10), hour: Number(iso.slice(11, 13)), minute: Number(iso.slice(14, 16)) };
}
const hhmm = (minuteOfDay: number) => `${String(Math.floor(minuteOfDay / 60)).padStart(2, '0')}:${String(minuteOfDay % 60).padStart(2, '0')}`;
const two = (n: number) => String(n).padStart(2, '0');

// ── The operator's hands ────────────────────────────────────────────────────
async function adminPage(path: string): Promise<Page> {
  const page = await app.newPage();
  await signIn(page, app.baseUrl, 'admin', 'admin1234');
  await page.goto(`${app.baseUrl}${path}`);
  return page;
}

const dropdownOf = (page: Page, inputId: string) => page.locator(`.p-dropdown:has(#${inputId})`);


/** Types a day into a date field (PrimeReact Calendar) and closes its picker. */
async function typeDay(page: Page, inputId: string, day: string): Promise<void> {
  const input = page.locator(`#${inputId}`);
  // Typed the way days are shown: YYYY.MM.DD.
  const typed = day.replace(/-/g, '.');
  await input.fill(typed);
  await page.keyboard.press('Escape');
  await expect.poll(() => input.inputValue(), { timeout: POLL_MS }).toBe(typed);
}

/** Picks one device in the organisation filter by its serial number (the filter types it). */
async function pickDevice(page: Page, kiosk: Kiosk): Promise<void> {
  await page.locator('.p-treeselect:has(#org-selector)').click();
  const panel = page.locator('.p-treeselect-panel');
  await panel.locator('input.p-treeselect-filter').fill(kiosk.serialNumber);
  await panel.locator('.p-treenode-label', { hasText: kiosk.serialNumber }).click();
  await page.waitForURL(new RegExp(`[?&]deviceIdx=${kiosk.deviceIdx}(&|$)`));
}

/** The text of each cell of a row, by column header. */
async function cellsOf(row: Locator): Promise<Record<string, string>> {
  const headers = (await row.locator('xpath=ancestor::table[1]/thead//th').allTextContents()).map((h) => h.trim());
  const cells = (await row.locator('td').allTextContents()).map((c) => c.trim());
  return Object.fromEntries(headers.map((h, i) => [h, cells[i] ?? '']));
}

/**
 * The cells of a row once `ready` holds for them, read in one go: lists refresh themselves (and
 * show a loading row meanwhile), so the cells are checked and used as one reading.
 */
async function cellsWhen(row: Locator, ready: (cells: Record<string, string>) => boolean): Promise<Record<string, string>> {
  let cells: Record<string, string> = {};
  await expect
    .poll(
      async () => {
        cells = await cellsOf(row).catch(() => ({}));
        return ready(cells);
      },
      { timeout: POLL_MS },
    )
    .toBe(true);
  return cells;
}

/**
 * A customer (or an employee tapping `card`) takes one `product` from the kiosk in the cockpit,
 * paying the `mode` way; the clock then moves on 15 minutes, so the door closes and the sale is made.
 */
async function sellInCockpit(kiosk: Kiosk, product: ShelfProduct, mode: 'APP' | 'POINT', card?: { employeeUidIdx: number; uid: string; label: string }): Promise<void> {
  const cockpit = await adminPage('/simulator');
  const kioskRow = cockpit.getByTestId('kiosk-picker').locator('tbody tr').filter({ has: cockpit.getByRole('cell', { name: kiosk.fleetName, exact: true }) });
  await kioskRow.click();
  const actions = cockpit.getByTestId('kiosk-actions');
  await actions.waitFor();
  await pickOption(cockpit, dropdownOf(cockpit, 'sim-door-mode'), ko.enums.openType[mode]);
  if (card) await pickOption(cockpit, dropdownOf(cockpit, 'sim-door-card'), card.label, { filter: card.uid });
  await cockpit.locator('.p-multiselect:has(#sim-door-items)').click();
  const itemsPanel = cockpit.locator('.p-multiselect-panel');
  // The product on its tray (a product may fill several trays of a kiosk).
  const option = `${product.productName} · ${product.trayName ?? '-'} (`;
  await itemsPanel.locator('li[role=option]', { hasText: option }).click();
  await cockpit.keyboard.press('Escape');
  await itemsPanel.waitFor({ state: 'detached' });
  await actions.getByText(option).waitFor();
  const [door] = await Promise.all([
    cockpit.waitForResponse((r) => r.url().endsWith(`/sim/devices/${kiosk.deviceIdx}/door`)),
    actions.getByRole('button', { name: ko.simulator.openDoor, exact: true }).click(),
  ]);
  const sent = JSON.parse(door.request().postData() ?? '{}') as Record<string, unknown>;
  expect(sent).toEqual({ mode, items: [{ productMappingIdx: product.productMappingIdx, count: 1 }], ...(card ? { employeeUidIdx: card.employeeUidIdx } : {}) });
  const answer = (await door.json()) as { result: number; message: string };
  expect(answer, answer.message).toMatchObject({ result: 0 });
  await kioskRow.getByText(ko.simulator.doorOpenNow).waitFor();
  await cockpit.getByRole('group', { name: ko.simulator.step }).getByRole('button', { name: ko.simulator.step15m, exact: true }).click();
  await kioskRow.getByText(ko.simulator.doorOpenNow).waitFor({ state: 'detached' });
  await cockpit.close();
}

// ── Set-up facts read through the API ───────────────────────────────────────
type List<T> = { result: number | string; data: { list: T[]; totalCount: number } };

interface Kiosk {
  deviceIdx: number;
  deviceName: string;
  /** The cockpit's name of it (with its store's). */
  fleetName: string;
  serialNumber: string;
  companyIdx: number;
  companyName: string;
  divisionIdx: number;
  divisionName: string;
}
interface ShelfProduct {
  productMappingIdx: number;
  productIdx: number;
  productName: string;
  trayName: string | null;
  price: number;
  stock: number;
}

/** The simulated now (epoch ms). */
async function simNow(page: Page): Promise<number> {
  return (await apiCall<{ data: { now: number } }>(page, '/sim/clock')).data.now;
}

/** TC kiosks a customer can open (online, nothing broken) and pay at by app or points, with their company and division. */
async function openableKiosks(page: Page): Promise<Kiosk[]> {
  const fleet = await apiCall<{ data: { kiosks: { deviceIdx: number; deviceName: string; provider: string; online: boolean; status: string; openFaults: string[] }[] } }>(page, '/sim/fleet');
  const tree = await apiCall<{ data: { companyIdx: number; companyName: string; divisionList: { divisionIdx: number; divisionName: string; deviceList: { deviceIdx: number; deviceName: string; serialNumber: string }[] }[] }[] }>(page, '/api/v1/tree/list');
  const places = tree.data.flatMap((c) => c.divisionList.flatMap((d) => d.deviceList.map((v) => ({ ...v, companyIdx: c.companyIdx, companyName: c.companyName, divisionIdx: d.divisionIdx, divisionName: d.divisionName }))));
  return fleet.data.kiosks
    .filter((k) => k.provider === 'TC' && k.online && k.status === 'ONLINE' && k.openFaults.length === 0)
    .flatMap((k) => {
      const place = places.find((p) => p.deviceIdx === k.deviceIdx);
      return place ? [{ ...place, fleetName: k.deviceName }] : [];
    });
}

/**
 * Products on the kiosk's trays with stock, no promotion of the product in its company at all
 * (so nothing else prices the sale and a new promotion overlaps none) and a name no other product
 * of the master carries (so the screens' product pickers name it alone).
 */
async function plainProducts(page: Page, kiosk: Kiosk): Promise<ShelfProduct[]> {
  const shelf = await apiCall<List<ShelfProduct>>(page, '/api/v1/product/inventory/list', { deviceIdx: kiosk.deviceIdx, placement: 'TRAY' });
  const promotions = await apiCall<List<{ productIdx: number }>>(page, '/api/v1/promotion/list', { companyIdx: kiosk.companyIdx });
  const master = await apiCall<List<{ productIdx: number; productName: string }>>(page, '/api/v1/product/master/list', {});
  const promoted = new Set(promotions.data.list.map((p) => p.productIdx));
  const sameName = (p: ShelfProduct) => master.data.list.filter((m) => m.productName === p.productName).length;
  return shelf.data.list.filter((p) => p.stock > 0 && p.price > 0 && !promoted.has(p.productIdx) && sameName(p) === 1);
}

describe('commerce and people', () => {
  it('prices a cockpit sale by a 20 % promotion set up in the console, and shows it in the payment history and the sales', async () => {
    const page = await adminPage('/management/promotion');
    const now = await simNow(page);
    let kiosk: Kiosk | undefined;
    let product: ShelfProduct | undefined;
    for (const candidate of await openableKiosks(page)) {
      // A price a 20 % discount leaves whole, so the expected amount is exact.
      product = (await plainProducts(page, candidate)).find((p) => p.price % 5 === 0);
      if (product) {
        kiosk = candidate;
        break;
      }
    }
    if (!kiosk || !product) throw new Error('no kiosk of the quiet fleet has a product free of promotions');
    const discounted = product.price * 0.8;
    const day = kst(now).date;

    // The promotion: this kiosk's store, from an hour ago (simulated) until two days on.
    const promotionName = `E2E 20% ${stamp}`;
    await page.getByRole('button', { name: ko.actions.newPromotion, exact: true }).click();
    await page.waitForURL(/\/management\/promotion\/new$/);
    await page.locator('#promotionName').fill(promotionName);
    await pickOption(page, dropdownOf(page, 'companyIdx'), kiosk.companyName);
    await pickOption(page, dropdownOf(page, 'productIdx'), product.productName);
    await pickOption(page, dropdownOf(page, 'divisionIdx'), kiosk.divisionName);
    expect(await dropdownOf(page, 'type').textContent()).toContain(promotionLabels.RATE.ko);
    await page.locator('#promotionRate').fill('20');
    const start = kst(now - 60 * MINUTE_MS);
    const end = kst(now + 2 * 24 * 60 * MINUTE_MS);
    await typeDay(page, 'start-date', start.date);
    await pickOption(page, dropdownOf(page, 'start-hour'), two(start.hour));
    await pickOption(page, dropdownOf(page, 'start-minute'), two(start.minute));
    await typeDay(page, 'end-date', end.date);
    await pickOption(page, dropdownOf(page, 'end-hour'), '18');
    await pickOption(page, dropdownOf(page, 'end-minute'), '30');
    await page.getByRole('button', { name: ko.actions.save, exact: true }).click();
    expect(await readMessageDialog(page)).toBe(message('normallyProcessed', 'ko'));
    await page.waitForURL(/\/management\/promotion\/\d+$/);
    await page.getByText(promotionName).first().waitFor();
    // Saved as typed, in the simulated clock's terms.
    const promotionIdx = Number(new URL(page.url()).pathname.split('/').pop());
    const saved = await apiCall<{ data: { productIdx: number; divisionIdx: number; promotionRate: number; startDateTime: string; endDateTime: string; status: string } }>(page, `/api/v1/promotion/info/${promotionIdx}`);
    expect(saved.data).toMatchObject({
      productIdx: product.productIdx,
      divisionIdx: kiosk.divisionIdx,
      promotionRate: 20,
      startDateTime: `${start.date} ${two(start.hour)}:${two(start.minute)}:00`,
      endDateTime: `${end.date} 18:30:00`,
    });

    // The day's revenue of the kiosk before the sale (the seeded morning has some).
    const before = await apiCall<List<{ period: string; paymentCount: number; totalAmount: number }>>(page, '/api/v1/statistics/revenue-report/list/daily', {
      deviceIdx: kiosk.deviceIdx, startDate: day, endDate: day,
    });
    const dayBefore = before.data.list.find((r) => r.period === day) ?? { paymentCount: 0, totalAmount: 0 };

    await sellInCockpit(kiosk, product, 'APP');

    // Payment history of the day, this kiosk: the newest payment is the sale, 20 % off.
    await page.goto(`${app.baseUrl}/management/payment/history?startDate=${day}&endDate=${day}`);
    await pickDevice(page, kiosk);
    const newest = tableRows(page).first();
    const payment = await cellsWhen(newest, (cells) => cells[ko.fields.amount] === won(discounted));
    expect(payment[ko.fields.deviceName]).toBe(kiosk.deviceName);
    expect(payment[ko.fields.approveResult]).toContain(paymentResultLabels.approved.ko);
    const paymentIdx = payment[ko.fields.paymentIdx]!;
    const dialog = page.getByTestId('payment-lines-dialog');
    const products = newest.getByRole('button', { name: fillIn(ko.payment.productsOf, { payment: paymentIdx, products: ko.payment.productsButton_one.replace('{{count, number}}', '1') }), exact: true });
    // The device filter's reload may still be on its way, its loading mask taking a click: click
    // again until the dialog shows, as an operator would.
    for (let attempt = 1; ; attempt++) {
      await products.click();
      const shown = await dialog.waitFor({ timeout: 10_000 }).then(() => true, () => false);
      if (shown || attempt === 3) break;
    }
    const line = dialog.locator('tbody tr', { hasText: product.productName });
    await line.waitFor();
    expect(await dialog.locator('tbody tr').count()).toBe(1);
    expect(await cellsWhen(line, (cells) => cells[ko.fields.productName] === product.productName)).toMatchObject({
      [ko.fields.count]: '1',
      [ko.fields.listPrice]: won(product.price),
      [ko.fields.unitPrice]: won(discounted),
      [ko.fields.promotionType]: promotionLabels.RATE.ko,
      [ko.fields.amount]: won(discounted),
    });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // Sales by day, this kiosk: the day's row grew by the sale, and the products sold name the promotion.
    await page.goto(`${app.baseUrl}/management/sales?view=day&startDate=${day}&endDate=${day}`);
    await pickDevice(page, kiosk);
    const revenue = page.getByTestId('revenue');
    // The screen shows the day in the spec's format (YYYY.MM.DD).
    const dayRow = revenue.locator('tbody tr', { hasText: day.replaceAll('-', '.') });
    const dayCells = await cellsWhen(dayRow, (cells) => cells[ko.fields.paymentCount] === String(dayBefore.paymentCount + 1));
    expect(dayCells[ko.fields.totalAmount]).toBe(won(dayBefore.totalAmount + discounted));
    const sold = page.getByTestId('product-sales').locator('tbody tr').filter({ has: page.getByRole('cell', { name: paymentIdx, exact: true }) });
    expect(await cellsWhen(sold, (cells) => cells[ko.fields.productName] === product.productName)).toMatchObject({
      [ko.fields.deviceName]: deviceLabel(kiosk),
      [ko.fields.promotionType]: promotionLabels.RATE.ko,
      [ko.fields.unitsSold]: '1',
      [ko.fields.amount]: won(discounted),
    });
  });

  it('registers an employee card, pays for a product with its points in a card session, and shows the purchase in its point log', async () => {
    const page = await adminPage('/management/employee-uid');
    const now = await simNow(page);
    // A store whose cards get points (a reset policy) and open kiosks in time slots, with a kiosk
    // selling a product the points cover.
    let chosen: { kiosk: Kiosk; product: ShelfProduct; resetPoint: number } | undefined;
    for (const kiosk of await openableKiosks(page)) {
      const policy = await apiCall<{ data: { resetPoint: number } | null }>(page, `/api/v1/employee-reset-policy/info/${kiosk.divisionIdx}`);
      const slots = await apiCall<List<unknown>>(page, `/api/v1/employee-uid-time/list/${kiosk.divisionIdx}`);
      if (!policy.data || slots.data.list.length === 0) continue;
      const resetPoint = policy.data.resetPoint;
      const product = (await plainProducts(page, kiosk)).find((p) => p.price <= resetPoint);
      if (product) {
        chosen = { kiosk, product, resetPoint };
        break;
      }
    }
    if (!chosen) throw new Error('no store with a reset policy and time slots has a kiosk with a product its points cover');
    const { kiosk, product, resetPoint } = chosen;

    // Cards open kiosks only inside the store's slots: make sure one covers the next half hour.
    const slots = await apiCall<List<{ startTime: string; endTime: string }>>(page, `/api/v1/employee-uid-time/list/${kiosk.divisionIdx}`);
    const minute = kst(now).hour * 60 + kst(now).minute;
    const toMinutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
    if (!slots.data.list.some((s) => toMinutes(s.startTime) <= minute && minute + 30 < toMinutes(s.endTime))) {
      const nextStart = Math.min(24 * 60 - 1, ...slots.data.list.map((s) => toMinutes(s.startTime)).filter((m) => m > minute));
      const stored = await apiCall<{ result: number; message: string }>(page, '/api/v1/employee-uid-time/store', {
        divisionIdx: kiosk.divisionIdx, startTime: hhmm(minute), endTime: hhmm(Math.min(minute + 60, nextStart)),
      });
      expect(stored, stored.message).toMatchObject({ result: 0 });
    }

    // Register the card in the console.
    const uid = `E2E${stamp}CAFE`; // hex digits, typed in small letters below
    const employeeName = `E2E 직원 ${stamp}`;
    await page.getByRole('button', { name: ko.actions.newEmployeeUid, exact: true }).click();
    await page.waitForURL(/\/management\/employee-uid\/new$/);
    await pickOption(page, dropdownOf(page, 'divisionIdx'), `${kiosk.companyName} / ${kiosk.divisionName}`, { filter: kiosk.divisionName });
    await page.locator('#uid').fill(uid.toLowerCase());
    await page.locator('#employeeName').fill(employeeName);
    await page.locator('#employeeNo').fill(`E${stamp}`);
    await page.getByRole('button', { name: ko.actions.save, exact: true }).click();
    expect(await readMessageDialog(page)).toBe(message('registered', 'ko'));
    await page.waitForURL(/\/management\/employee-uid\/\d+$/);
    const employeeUidIdx = Number(new URL(page.url()).pathname.split('/').pop());
    const view = page.getByTestId('employee-uid-view');
    await view.getByText(uid, { exact: true }).waitFor(); // sent in capitals
    // A new card starts with the store's reset point.
    await view.getByText(points(resetPoint), { exact: true }).waitFor();

    // The employee taps the card at the kiosk and takes the product.
    const label = fillIn(ko.simulator.employeeCardOption, { name: employeeName, uid, points: points(resetPoint) });
    await sellInCockpit(kiosk, product, 'POINT', { employeeUidIdx, uid, label });

    // The card's point log: the purchase took the price off the balance; its products are the sale.
    await page.goto(`${app.baseUrl}/management/employee-point-log`);
    await pickOption(page, dropdownOf(page, 'filter-employee'), `${employeeName} (E${stamp})`, { filter: employeeName });
    await page.waitForURL(/[?&]employeeUidIdx=\d+/);
    const purchase = tableRows(page).filter({ hasText: ko.enums.pointReason.PURCHASE });
    const entry = await cellsWhen(purchase, (cells) => cells[ko.fields.employeeName] === employeeName);
    await expect.poll(() => tableRows(page).count(), { timeout: POLL_MS }).toBe(2); // the RESET of a new card, then the PURCHASE
    expect(entry).toMatchObject({
      [ko.fields.pointChange]: points(-product.price, true),
      [ko.fields.balance]: points(resetPoint - product.price),
    });
    expect(entry[ko.fields.memo]).toContain(product.productName);
    const paymentIdx = entry[ko.fields.paymentIdx]!;
    expect(paymentIdx).toMatch(/^\d+$/);
    await purchase.getByRole('button', { name: fillIn(ko.pointLog.productsOf, { payment: paymentIdx }), exact: true }).click();
    const dialog = page.getByTestId('payment-lines-dialog');
    const line = dialog.locator('tbody tr', { hasText: product.productName });
    await line.waitFor();
    expect(await dialog.locator('tbody tr').count()).toBe(1);
    expect(await cellsWhen(line, (cells) => cells[ko.fields.productName] === product.productName)).toMatchObject({
      [ko.fields.count]: '1',
      [ko.fields.unitPrice]: won(product.price),
      [ko.fields.amount]: won(product.price),
    });
  });
});
