// Products, stock and orders as an operator lives them: a new product with its picture, put on a
// kiosk's tray and sold there through the simulator cockpit, and a purchase order received into a
// warehouse. The fleet is quiet (no customers, restocking or faults of its own, no declined cards,
// no forgotten doors), so only what these tests do moves stock.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { fillTemplate, message, transactionLabels } from '@contract/index';
import { QUIET_FLEET } from '../api/support';
import { useProduct } from './support/product';
import { apiCall, columnTexts, ko, listCallOf, pickOption, readMessageDialog, signIn, tableRows } from './support/console';

const app = useProduct({ fleet: { autoRun: false, engine: { ...QUIET_FLEET, declineRate: 0, forgetfulRate: 0 } } });

/** A 2×2 PNG picture. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

const stamp = Date.now().toString().slice(-8);
/** The product the first test creates; the sale test puts it on a tray. */
const created = { name: `E2E 유자 에이드 ${stamp}`, barcode: `880${stamp}`, productIdx: 0 };

async function adminPage(path: string): Promise<Page> {
  const page = await app.newPage();
  await signIn(page, app.baseUrl, 'admin', 'admin1234');
  await page.goto(`${app.baseUrl}${path}`);
  return page;
}


const dropdownOf = (page: Page, inputId: string) => page.locator(`.p-dropdown:has(#${inputId})`);
/** '1,107' ⇒ 1107; NaN when the text holds no number. */
const countOf = (text: string | null) => Number(/\d[\d,]*/.exec(text ?? '')?.[0]?.replace(/,/g, '') ?? NaN);


/** The first test's product; run alone, this test makes it through the API instead. */
async function ensureCreated(page: Page): Promise<void> {
  if (created.productIdx > 0) return;
  const saved = await apiCall<{ result: string | number; data: { productIdx: number } }>(page, '/api/v1/product/master/store', {
    companyIdx: null,
    productName: created.name,
    barcode: created.barcode,
    category: '음료',
    manufacturer: 'E2E 음료',
    price: 2300,
    cost: 1400,
    shelfLifeDays: 30,
  });
  expect(Number(saved.result)).toBe(0);
  created.productIdx = saved.data.productIdx;
}

interface FleetKiosk {
  deviceIdx: number;
  deviceName: string;
  online: boolean;
  status: string;
  openFaults: string[];
}
interface TreeCompany {
  divisionList: { deviceList: { deviceIdx: number; serialNumber: string }[] }[];
}

describe('products, stock and orders', () => {
  it('creates a product in the master and shows the picture uploaded for it', async () => {
    const page = await adminPage('/management/product/master');
    await page.getByRole('button', { name: ko.actions.newProduct, exact: true }).click();
    await page.waitForURL(/\/management\/product\/master\/new$/);
    await page.locator('#productName').fill(created.name);
    await page.locator('#barcode').fill(created.barcode);
    await page.locator('#category').fill('음료');
    await page.locator('#manufacturer').fill('E2E 음료');
    await page.locator('#price').fill('2300');
    await page.locator('#cost').fill('1400');
    await page.locator('#shelfLifeDays').fill('30');
    await page.getByRole('button', { name: ko.actions.save, exact: true }).click();
    expect(await readMessageDialog(page)).toBe(message('productSaved', 'ko'));
    await page.waitForURL(/\/management\/product\/master\/\d+$/);
    created.productIdx = Number(new URL(page.url()).pathname.split('/').pop());

    const view = page.getByTestId('product-view');
    await view.getByText(created.name, { exact: true }).waitFor();
    await view.getByText(created.barcode, { exact: true }).waitFor();
    const panel = page.getByTestId('product-image-panel');
    // No picture yet: the placeholder.
    await panel.getByTestId('product-image-placeholder').waitFor();

    await panel.locator('[data-testid="image-upload"] input[type=file]').setInputFiles({ name: 'yuja.png', mimeType: 'image/png', buffer: PNG });
    expect(await readMessageDialog(page)).toBe(message('normallyProcessed', 'ko'));
    const image = panel.getByTestId('product-image');
    await image.waitFor();
    expect(await panel.getByTestId('product-image-placeholder').count()).toBe(0);
    const src = (await image.getAttribute('src')) ?? '';
    expect(src).toMatch(/^https?:\/\//);
    expect(new URL(src).origin).toBe(app.baseUrl);
    expect(await image.getAttribute('alt')).toBe(created.name);
    // The browser really shows it: decoded, 2×2, and the simulator serves the very bytes sent.
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(2);
    const served = await fetch(src);
    expect(served.headers.get('content-type')).toMatch(/^image\/png/);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);

    // It stays after a reload, and the master list shows the same picture.
    await page.reload();
    // The same picture: its signed address may have moved to the next hour's (media/picture-links.ts).
    const pathOf = (link: string | null) => (link ? new URL(link).pathname : null);
    await expect.poll(async () => pathOf(await page.getByTestId('product-image-panel').getByTestId('product-image').getAttribute('src'))).toBe(pathOf(src));
    await page.goto(`${app.baseUrl}/management/product/master`);
    await page.locator('#keyword').fill(created.name);
    await page.getByRole('search').getByRole('button', { name: ko.actions.search, exact: true }).click();
    await expect.poll(() => tableRows(page).count()).toBe(1);
    await tableRows(page).getByText(created.name, { exact: true }).waitFor();
    expect(pathOf(await tableRows(page).getByTestId('product-image').getAttribute('src'))).toBe(pathOf(src));
  });

  it('puts the product on a tray, sells one through the cockpit and shows the sale in its history', async () => {
    const page = await adminPage('/management/product/inventoryStatus');
    await ensureCreated(page);

    // A kiosk a customer can open: online, nothing broken.
    const fleet = await apiCall<{ data: { kiosks: FleetKiosk[] } }>(page, '/sim/fleet');
    const kiosk = fleet.data.kiosks.find((k) => k.online && k.status === 'ONLINE' && k.openFaults.length === 0);
    if (!kiosk) throw new Error('no kiosk of the quiet fleet is online and free of faults');
    const tree = await apiCall<{ data: TreeCompany[] }>(page, '/api/v1/tree/list');
    const serial = tree.data.flatMap((c) => c.divisionList.flatMap((d) => d.deviceList)).find((d) => d.deviceIdx === kiosk.deviceIdx)!.serialNumber;

    // Pick the device in the filter, as an operator does before editing its stock.
    await page.locator('.p-treeselect:has(#org-selector)').click();
    const orgPanel = page.locator('.p-treeselect-panel');
    await orgPanel.locator('input.p-treeselect-filter').fill(serial);
    await orgPanel.locator('.p-treenode-label', { hasText: serial }).click();
    await page.waitForURL(new RegExp(`[?&]deviceIdx=${kiosk.deviceIdx}(&|$)`));
    await page.getByTestId('inventory-edit-bar').waitFor();
    await tableRows(page).first().waitFor();

    await page.getByTestId('inventory-edit-bar').getByRole('button', { name: ko.inventory.addProduct, exact: true }).click();
    const dialog = page.getByTestId('add-product-dialog');
    await dialog.waitFor();
    await pickOption(page, dropdownOf(page, 'add-product'), created.name, { exact: false });
    await dropdownOf(page, 'add-tray').click();
    const trayOption = page.locator('.p-dropdown-panel li[role=option]').first();
    const trayLabel = ((await trayOption.textContent()) ?? '').trim();
    await trayOption.click();
    await dialog.locator('#add-stock').fill('5');
    // The price comes from the master record.
    expect(await dialog.locator('#add-price').inputValue()).toBe('2300');
    await dialog.getByRole('button', { name: ko.inventory.add, exact: true }).click();
    expect(await readMessageDialog(page)).toBe(message('normallyProcessed', 'ko'));
    await dialog.waitFor({ state: 'detached' });

    const stockInput = page.getByLabel(fillTemplate(ko.inventory.stockOf, { product: created.name }), { exact: true });
    await expect.poll(() => stockInput.inputValue().catch(() => null)).toBe('5');
    const row = tableRows(page).filter({ has: stockInput });
    expect(await row.textContent()).toContain(trayLabel);

    // A customer takes one from the cockpit; the door closes as the simulated clock moves on.
    const cockpit = await adminPage('/simulator');
    await cockpit.getByTestId('kiosk-picker').locator('tbody tr', { hasText: kiosk.deviceName }).click();
    await cockpit.getByTestId('kiosk-actions').waitFor();
    await pickOption(cockpit, dropdownOf(cockpit, 'sim-door-mode'), ko.enums.openType.APP, { exact: false });
    await cockpit.locator('.p-multiselect:has(#sim-door-items)').click();
    const itemsPanel = cockpit.locator('.p-multiselect-panel');
    await itemsPanel.locator('li[role=option]', { hasText: created.name }).click();
    await cockpit.keyboard.press('Escape');
    await itemsPanel.waitFor({ state: 'detached' });
    await cockpit.getByTestId('kiosk-actions').getByText(created.name).waitFor();
    const [door] = await Promise.all([
      cockpit.waitForResponse((r) => r.url().endsWith(`/sim/devices/${kiosk.deviceIdx}/door`)),
      cockpit.getByRole('button', { name: ko.simulator.openDoor, exact: true }).click(),
    ]);
    expect(((await door.json()) as { result: number }).result).toBe(0);
    const kioskRow = cockpit.getByTestId('kiosk-picker').locator('tbody tr', { hasText: kiosk.deviceName });
    await kioskRow.getByText(ko.simulator.doorOpenNow).waitFor();
    await cockpit.getByRole('group', { name: ko.simulator.step }).getByRole('button', { name: ko.simulator.step15m, exact: true }).click();
    await kioskRow.getByText(ko.simulator.doorOpenNow).waitFor({ state: 'detached' });

    // The inventory screen shows one fewer, and the history a sale of one.
    await page.reload();
    await expect.poll(() => stockInput.inputValue().catch(() => null)).toBe('4');
    await row.getByRole('button', { name: fillTemplate(ko.inventory.historyOf, { product: created.name }), exact: true }).click();
    const history = page.getByTestId('transactions-dialog');
    const sale = history.locator('tbody tr', { has: page.locator('[data-code="SALE"]') });
    await sale.first().waitFor();
    expect(await sale.count()).toBe(1);
    expect(await sale.locator('[data-code="SALE"]').textContent()).toBe(transactionLabels.SALE.ko);
    const cells = await sale.locator('td').allTextContents();
    expect(cells).toContain('−1');
    expect(cells).toContain('4');
    // The stock came on the tray as a new registration of five.
    const added = history.locator('tbody tr', { has: page.locator('[data-code="NEW"]') });
    expect(await added.locator('td').allTextContents()).toContain('+5');
  });

  it("pages and sorts the whole fleet's stock on the server, read-only: a header asks for its sort, page 2 for page 2", async () => {
    const page = await adminPage('/management/product/inventoryStatus');
    await tableRows(page).first().waitFor();
    const header = page.getByRole('columnheader', { name: ko.fields.stock, exact: true });
    const path = '/product/inventory/list';

    const sorted = await listCallOf(page, path, (b) => b.sortField === 'stock', () => header.click());
    expect(sorted.body).toEqual({ sortField: 'stock', sortOrder: 'asc', page: 1, size: 20 });
    expect(sorted.answer.result).toBe('0');
    const stocks = sorted.answer.data.list.map((r) => r.stock as number);
    expect(stocks).toEqual([...stocks].sort((a, b) => a - b));
    // The screen shows the answer's rows in the answer's order (product names: the fifth column).
    await expect.poll(() => columnTexts(page, 4)).toEqual(sorted.answer.data.list.map((r) => r.productName as string));
    expect(sorted.answer.data.totalCount).toBeGreaterThan(100);

    const second = await listCallOf(page, path, (b) => b.page === 2, () => page.locator('.p-paginator-page', { hasText: /^2$/ }).click());
    expect(second.body).toEqual({ sortField: 'stock', sortOrder: 'asc', page: 2, size: 20 });
    expect(second.answer.data.list[0]!.stock as number).toBeGreaterThanOrEqual(stocks.at(-1)!);
    await expect.poll(() => columnTexts(page, 4)).toEqual(second.answer.data.list.map((r) => r.productName as string));
    // No device picked: nothing on the page can be edited.
    expect(await tableRows(page).locator('input').count()).toBe(0);
  });

  it('receives a purchase order into a warehouse and shows its stock grown by the ordered count', async () => {
    // The warehouse and a product it holds, read from its screen.
    const page = await adminPage('/management/warehouseManagement');
    await tableRows(page).first().waitFor();
    await tableRows(page).first().click();
    await page.waitForURL(/\/management\/warehouseManagement\/\d+$/);
    const warehousePath = new URL(page.url()).pathname;
    const warehouseName = ((await page.getByTestId('warehouse-view').locator('dd[data-field="warehouseName"]').textContent()) ?? '').trim();
    expect(warehouseName).not.toBe('');
    const firstStock = tableRows(page).first();
    await firstStock.waitFor();
    const productName = ((await firstStock.locator('td').nth(1).textContent()) ?? '').trim();
    expect(productName).not.toBe('');
    const stockCell = (p: Page) => tableRows(p).filter({ has: p.getByRole('cell', { name: productName, exact: true }) }).locator('td').nth(4);
    const before = countOf(await stockCell(page).textContent());
    expect(before).not.toBeNaN();

    const ordered = 7;
    const order = await adminPage('/management/order/new');
    await pickOption(order, dropdownOf(order, 'divisionIdx'), warehouseName, { exact: false });
    await pickOption(order, order.locator(`.p-dropdown:has([aria-label="${fillTemplate(ko.order.lineProduct, { no: 1 })}"])`), productName, { exact: false });
    await order.getByLabel(fillTemplate(ko.order.lineCount, { no: 1 }), { exact: true }).fill(String(ordered));
    await order.getByRole('button', { name: ko.actions.save, exact: true }).click();
    expect(await readMessageDialog(order)).toBe(message('orderSaved', 'ko'));
    await order.waitForURL(/\/management\/order\/\d+$/);

    await order.getByRole('button', { name: ko.order.receive, exact: true }).click();
    const confirm = order.locator('.p-confirm-dialog');
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain(warehouseName);
    await confirm.getByRole('button', { name: ko.order.receive, exact: true }).click();
    expect(await readMessageDialog(order)).toBe(message('normallyProcessed', 'ko'));
    // Received orders are read-only.
    await order.getByRole('button', { name: ko.order.receive, exact: true }).waitFor({ state: 'detached' });

    await page.goto(`${app.baseUrl}${warehousePath}`);
    await tableRows(page).first().waitFor();
    await expect.poll(async () => countOf(await stockCell(page).textContent())).toBe(before + ordered);
  });
});
