// Stock of devices and warehouses: lists with their filters, a device's inventory saved all or
// nothing, products placed, removed and moved (units never lost or duplicated), the transaction
// history, and the fleet selling what the database holds.
import { describe, expect, it } from 'vitest';
import { FAILURE } from '../../contract/index';
import type { ProductMappingView, StockMovement } from '../../sim-server/src/db/repositories/inventory';
import { column, control, deviceScopes, makeSim, rows, sharedSim, signedIn, step, value, QUIET_FLEET, type Client } from './support';
import { OWN_PICTURE, firstMapping, foreignProduct, mapping, productNotOn, productOf, stockRows, transactionsOf, traysOf, unbalanced, type Sim } from './stock-support';
import { recordText } from '../../sim-server/src/record-text';

const MINUTE = 60_000;
const NO_RECORD = 'You have no access to this record';
type Page<T> = { list: T[]; totalCount: number };
const keys = (list: { productMappingIdx: number }[]) => list.map((m) => m.productMappingIdx).sort((a, b) => a - b);
/** Active mappings matching a condition on `product_mappings m JOIN divisions d`, by key. */
const activeWhere = (sim: Sim, where: string, ...params: unknown[]) =>
  column(sim, `SELECT m.productMappingIdx FROM product_mappings m JOIN divisions d USING (divisionIdx) WHERE m.removedDate IS NULL AND ${where} ORDER BY m.productMappingIdx`, ...params);
const demoWarehouse = (sim: Sim) => value(sim, `SELECT divisionIdx FROM divisions WHERE companyIdx = 1 AND divisionType = 'WAREHOUSE'`);
const companyUnits = (sim: Sim, companyIdx: number) =>
  value(sim, 'SELECT SUM(m.stock) FROM product_mappings m JOIN divisions d USING (divisionIdx) WHERE d.companyIdx = ?', companyIdx);
const liveFridge = (sim: Sim) => value(sim, `SELECT deviceIdx FROM devices WHERE deviceType = 'AI_FRIDGE' AND status = 'ONLINE' AND online = 1 ORDER BY deviceIdx LIMIT 1`);

describe('product.list and product.inventoryList', () => {
  const sim = sharedSim();
  const list = async (who: Client, body: object, path = '/product/list') => (await who.post(path, body)).body.data as Page<ProductMappingView>;

  it('answers the stock in scope: devices and warehouses for product.list, devices only for the inventory', async () => {
    const s = deviceScopes(sim());
    const admin = await signedIn(sim());
    const everything = await admin.post('/product/list', {});
    expect(everything.body).toMatchObject({ result: 0, message: 'Normally processed' });
    expect(keys(everything.body.data.list)).toEqual(activeWhere(sim(), '1'));
    expect(new Set((everything.body.data.list as ProductMappingView[]).map((m) => m.placement))).toEqual(new Set(['TRAY', 'WAREHOUSE']));
    const inventory = await admin.post('/product/inventory/list', {});
    expect(inventory.body.result).toBe('0');
    expect(keys(inventory.body.data.list)).toEqual(activeWhere(sim(), 'm.deviceIdx IS NOT NULL'));

    const partner = await signedIn(sim(), 'partner');
    expect(keys((await list(partner, {})).list)).toEqual(activeWhere(sim(), 'd.companyIdx = 1'));
    const manager = await signedIn(sim(), 'manager');
    expect(keys((await list(manager, {})).list)).toEqual(activeWhere(sim(), `d.divisionIdx IN (${s.managed.join(',')})`));

    const row = (everything.body.data.list as ProductMappingView[]).find((m) => m.deviceIdx === s.devices.own && m.placement === 'TRAY')!;
    const tray = sim().db!.prepare('SELECT trayNo, trayName FROM trays WHERE trayIdx = ?').get(row.trayIdx) as { trayNo: number; trayName: string };
    const stored = mapping(sim(), row.productMappingIdx);
    expect(row).toMatchObject({
      ...tray, divisionIdx: s.own, companyIdx: 1, stock: stored.stock, price: stored.price, expiredDate: stored.expiredDate,
      deviceName: value<string>(sim(), 'SELECT deviceName FROM devices WHERE deviceIdx = ?', s.devices.own),
      productName: value<string>(sim(), 'SELECT productName FROM products WHERE productIdx = ?', row.productIdx),
    });
    expect(row.imgFullPath === null || OWN_PICTURE.test(row.imgFullPath)).toBe(true);
    const warehouseRow = (everything.body.data.list as ProductMappingView[]).find((m) => m.placement === 'WAREHOUSE')!;
    expect(warehouseRow).toMatchObject({ deviceIdx: null, deviceName: null, trayIdx: null, trayNo: null, trayName: null });
  });

  it('filters by company, division, device, product, placement, tray, keyword, expiry and date, and pages', async () => {
    const s = deviceScopes(sim());
    const admin = await signedIn(sim());
    const tray = traysOf(sim(), s.devices.own)[0]!;
    const productIdx = value(sim(), 'SELECT productIdx FROM product_mappings WHERE trayIdx = ? ORDER BY productMappingIdx LIMIT 1', tray);
    const name = value<string>(sim(), 'SELECT productName FROM products WHERE productIdx = ?', productIdx);
    const cases: [object, string, unknown[]][] = [
      [{ companyIdx: 2 }, 'd.companyIdx = ?', [2]],
      [{ divisionIdx: s.warehouse }, 'm.divisionIdx = ?', [s.warehouse]],
      [{ deviceIdx: s.devices.own }, 'm.deviceIdx = ?', [s.devices.own]],
      [{ productIdx }, 'm.productIdx = ?', [productIdx]],
      [{ placement: 'WAREHOUSE' }, 'm.deviceIdx IS NULL', []],
      [{ placement: 'OFF_TRAY' }, 'm.deviceIdx IS NOT NULL AND m.trayIdx IS NULL', []],
      [{ trayIdx: tray }, 'm.trayIdx = ?', [tray]],
      [{ keyword: name.slice(0, 4) }, 'm.productIdx IN (SELECT productIdx FROM products WHERE instr(productName, ?) > 0)', [name.slice(0, 4)]],
      [{ expiresBy: '2026-11-21' }, `m.stock > 0 AND m.expiredDate <= '2026-11-21'`, []],
      [{ deviceIdx: s.devices.own, placement: 'TRAY', trayIdx: tray }, 'm.trayIdx = ?', [tray]],
    ];
    for (const [body, where, params] of cases) {
      const expected = activeWhere(sim(), where, ...params);
      expect({ body, keys: keys((await list(admin, body)).list) }).toEqual({ body, keys: expected });
    }
    expect((await list(admin, { expiresBy: '2026-11-21' })).totalCount).toBeGreaterThan(0);
    expect(await list(admin, { placement: 'WAREHOUSE' }, '/product/inventory/list')).toEqual({ list: [], totalCount: 0 });
    expect((await list(admin, { companyIdx: 2 }, '/product/inventory/list')).list.every((m) => m.companyIdx === 2 && m.deviceIdx !== null)).toBe(true);
    const all = await list(admin, {});
    const page = await list(admin, { page: 3, size: 7 });
    expect({ keys: page.list.map((m) => m.productMappingIdx), totalCount: page.totalCount }).toEqual({ keys: all.list.slice(14, 21).map((m) => m.productMappingIdx), totalCount: all.totalCount });
    const bad = await admin.post('/product/inventory/list', { placement: 'SHELF', expiresBy: '21.11.2026' });
    expect(bad.body.result).toBe('2');
    expect(bad.body.message).toMatch(/Placement: must be one of TRAY, OFF_TRAY, WAREHOUSE; Expires by: expected YYYY-MM-DD/);
  });
});

describe('product.inventoryStoreAll', () => {
  it('saves the rows of one device: stock by a MANUAL difference, expiry, price, tray, off display', async () => {
    const sim = makeSim({ fleet: { engine: QUIET_FLEET } });
    const s = deviceScopes(sim);
    const manager = await signedIn(sim, 'manager');
    const device = s.devices.own;
    const [a, b, c, d] = column(sim, 'SELECT productMappingIdx FROM product_mappings WHERE deviceIdx = ? AND trayIdx IS NOT NULL AND stock > 0 ORDER BY productMappingIdx', device).map((m) => mapping(sim, m));
    const otherTray = traysOf(sim, device).find((t) => t !== d!.trayIdx)!;
    const txBefore = [a, b, c, d].map((m) => transactionsOf(sim, m!.productMappingIdx).length);
    const res = await manager.post('/product/inventory/storeAll', {
      deviceIdx: device,
      inventoryList: [
        { productMappingIdx: a!.productMappingIdx, stock: a!.stock + 3, expiredDate: '2026-11-30', price: 2500 },
        { productMappingIdx: b!.productMappingIdx, stock: b!.stock - 1 },
        { productMappingIdx: c!.productMappingIdx, stock: c!.stock, trayIdx: null },
        { productMappingIdx: d!.productMappingIdx, stock: d!.stock, trayIdx: otherTray, expiredDate: null },
      ],
    });
    expect(res.body).toMatchObject({ result: '0', message: 'Inventory saved' });
    expect(keys(res.body.data)).toEqual(activeWhere(sim, 'm.deviceIdx = ?', device));
    const saved = new Map((res.body.data as ProductMappingView[]).map((m) => [m.productMappingIdx, m]));
    expect(saved.get(a!.productMappingIdx)).toMatchObject({ stock: a!.stock + 3, expiredDate: '2026-11-30', price: 2500, placement: 'TRAY' });
    expect(saved.get(b!.productMappingIdx)).toMatchObject({ stock: b!.stock - 1 });
    expect(saved.get(c!.productMappingIdx)).toMatchObject({ stock: c!.stock, placement: 'OFF_TRAY', trayIdx: null, trayNo: null });
    expect(saved.get(d!.productMappingIdx)).toMatchObject({ trayIdx: otherTray, expiredDate: null, placement: 'TRAY' });
    expect(transactionsOf(sim, a!.productMappingIdx).at(-1)).toEqual({ transactionCode: 'MANUAL', count: 3, stockAfter: a!.stock + 3, memo: recordText('inventoryCount') });
    expect(transactionsOf(sim, b!.productMappingIdx).at(-1)).toMatchObject({ transactionCode: 'MANUAL', count: -1 });
    // Rows whose stock did not change have no transaction.
    expect([c, d].map((m) => transactionsOf(sim, m!.productMappingIdx).length)).toEqual([txBefore[2], txBefore[3]]);
    expect(unbalanced(sim)).toBe(0);
    // The kiosk is rebuilt: what went off display is no longer for sale; what moved still is.
    expect(sim.fleet!.productsOf(device)).not.toContain(c!.productMappingIdx);
    expect(sim.fleet!.productsOf(device)).toContain(d!.productMappingIdx);
    expect((await manager.post('/product/inventory/list', { deviceIdx: device, placement: 'OFF_TRAY' })).body.data.list.map((m: ProductMappingView) => m.productMappingIdx)).toEqual([c!.productMappingIdx]);
  });

  it('changes nothing when one row is bad, or the device is out of scope', async () => {
    const sim = makeSim();
    const s = deviceScopes(sim);
    const admin = await signedIn(sim);
    const device = s.devices.own;
    const own = firstMapping(sim, 'deviceIdx = ?', device);
    const other = firstMapping(sim, 'deviceIdx = ?', s.devices.companyOnly);
    const foreignTray = traysOf(sim, s.devices.companyOnly)[0]!;
    const warehouseStock = firstMapping(sim, 'deviceIdx IS NULL');
    const good = { productMappingIdx: own.productMappingIdx, stock: own.stock + 10 };
    const before = stockRows(sim);
    const cases: [object[], RegExp][] = [
      [[good, { productMappingIdx: other.productMappingIdx, stock: 1 }], new RegExp(`Stock, row 2 · Stocked product: is not stocked on this device \\(${other.productMappingIdx}\\)`)],
      [[good, { productMappingIdx: 99999, stock: 1 }], /Stock, row 2 · Stocked product: is not stocked on this device \(99999\)/],
      [[good, { productMappingIdx: warehouseStock.productMappingIdx, stock: 1 }], /Stock, row 2 · Stocked product: /],
      [[{ ...good, trayIdx: foreignTray }], new RegExp(`Stock, row 1 · Tray: is not a tray of this device \\(tray ${foreignTray}\\)`)],
      [[good, { ...good, stock: 1 }], new RegExp(`Stock, row 2 · Stocked product: ${own.productMappingIdx} appears twice`)],
      [[good, { productMappingIdx: own.productMappingIdx, stock: -1 }], /Stock, row 2 · Stock: /],
      [[{ ...good, expiredDate: '2026/11/30' }], /Stock, row 1 · Expiry date: expected YYYY-MM-DD/],
      [[], /Stock: /],
    ];
    for (const [inventoryList, message] of cases) {
      const res = await admin.post('/product/inventory/storeAll', { deviceIdx: device, inventoryList });
      expect({ inventoryList, result: res.body.result }).toEqual({ inventoryList, result: '2' });
      expect(res.body.message).toMatch(message);
    }
    const manager = await signedIn(sim, 'manager');
    const partner = await signedIn(sim, 'partner');
    const row = [{ productMappingIdx: other.productMappingIdx, stock: 0 }];
    expect((await manager.post('/product/inventory/storeAll', { deviceIdx: s.devices.companyOnly, inventoryList: row })).body).toEqual({ result: '4', message: NO_RECORD });
    expect((await partner.post('/product/inventory/storeAll', { deviceIdx: s.devices.foreign, inventoryList: row })).body).toEqual({ result: '4', message: NO_RECORD });
    expect((await admin.post('/product/inventory/storeAll', { deviceIdx: 99999, inventoryList: row })).body).toEqual({ result: '3', message: 'Device not found' });
    expect(stockRows(sim)).toEqual(before);
  });
});

describe('product.transactions and product.movements', () => {
  const sim = sharedSim();

  it('answers a placed product’s history newest first, with the payment of each sale', async () => {
    const s = deviceScopes(sim());
    const manager = await signedIn(sim(), 'manager');
    const sold = value(sim(), `SELECT t.productMappingIdx FROM product_transactions t JOIN product_mappings m USING (productMappingIdx)
      WHERE m.divisionIdx = ? AND t.transactionCode = 'SALE' ORDER BY t.transactionIdx LIMIT 1`, s.own);
    const res = await manager.get(`/product/transaction/${sold}`);
    expect(res.body.result).toBe(0);
    const stored = sim().db!.prepare(`SELECT transactionIdx, productMappingIdx, transactionCode, count, stockAfter, memo, paymentIdx, createdDate
      FROM product_transactions WHERE productMappingIdx = ? ORDER BY createdDate DESC, transactionIdx DESC`).all(sold);
    expect(res.body.data).toEqual({ list: stored, totalCount: stored.length });
    expect(res.body.data.list.at(-1).transactionCode).toBe('NEW');
    expect(res.body.data.list.find((t: { transactionCode: string }) => t.transactionCode === 'SALE').paymentIdx).toEqual(expect.any(Number));
    const elsewhere = firstMapping(sim(), 'deviceIdx = ?', s.devices.companyOnly);
    expect((await manager.get(`/product/transaction/${elsewhere.productMappingIdx}`)).body).toEqual({ result: FAILURE.NOT_AUTHORIZED, message: NO_RECORD });
    expect((await manager.get('/product/transaction/99999')).body).toEqual({ result: FAILURE.NOT_FOUND, message: 'Stocked product not found' });
    expect((await manager.get('/product/transaction/abc')).body).toMatchObject({ result: FAILURE.BAD_INPUT, message: expect.stringContaining('Stocked product: must be a number') });
  });

  it('answers the movements of a warehouse or a device, newest first, filtered and scoped', async () => {
    const s = deviceScopes(sim());
    const warehouse = demoWarehouse(sim());
    const partner = await signedIn(sim(), 'partner');
    const moves = async (who: Client, body: object) => (await who.post('/product/transaction/list', body)).body.data as Page<StockMovement>;
    const stored = (where: string, ...params: unknown[]) =>
      column(sim(), `SELECT t.transactionIdx FROM product_transactions t JOIN product_mappings m USING (productMappingIdx) JOIN divisions d USING (divisionIdx)
        WHERE ${where} ORDER BY t.createdDate DESC, t.transactionIdx DESC`, ...params);
    const inWarehouse = await moves(partner, { divisionIdx: warehouse });
    expect(inWarehouse.list.map((t) => t.transactionIdx)).toEqual(stored('m.divisionIdx = ?', warehouse));
    expect(inWarehouse.list[0]).toMatchObject({
      divisionIdx: warehouse, divisionName: value<string>(sim(), 'SELECT divisionName FROM divisions WHERE divisionIdx = ?', warehouse),
      deviceIdx: null, deviceName: null, productName: expect.any(String),
    });
    // Counted in, delivered and ordered in (ADD), sent out to the stores by the vans (DISCARD).
    expect(new Set(inWarehouse.list.map((t) => t.transactionCode))).toEqual(new Set(['NEW', 'ADD', 'DISCARD']));
    expect((await moves(partner, { divisionIdx: warehouse, transactionCode: 'ADD' })).list.map((t) => t.transactionIdx))
      .toEqual(stored(`m.divisionIdx = ? AND t.transactionCode = 'ADD'`, warehouse));
    const day = '2026-11-20';
    expect((await moves(partner, { deviceIdx: s.devices.own, startDate: day, endDate: day, transactionCode: 'SALE' })).list.map((t) => t.transactionIdx))
      .toEqual(stored(`m.deviceIdx = ? AND t.transactionCode = 'SALE' AND substr(t.createdDate, 1, 10) = ?`, s.devices.own, day));
    expect((await moves(partner, { placement: 'WAREHOUSE' })).list.every((t) => t.deviceIdx === null && t.divisionIdx === warehouse)).toBe(true);
    // Out of scope: a list answers nothing of it.
    expect((await moves(partner, { divisionIdx: s.warehouse })).totalCount).toBe(0);
    expect((await moves(await signedIn(sim(), 'manager'), { divisionIdx: warehouse })).totalCount).toBe(0);
    const admin = await signedIn(sim());
    expect((await moves(admin, { divisionIdx: s.warehouse })).totalCount).toBe(stored('m.divisionIdx = ?', s.warehouse).length);
    expect((await admin.post('/product/transaction/list', { transactionCode: 'GIFT' })).body).toMatchObject({ result: FAILURE.BAD_INPUT, message: expect.stringContaining('Type: must be one of') });
  });
});

describe('product.addProduct', () => {
  it('places a product on a tray with a NEW transaction, at its list price, expiring after its shelf life', async () => {
    const sim = makeSim({ fleet: { engine: QUIET_FLEET } });
    const s = deviceScopes(sim);
    const manager = await signedIn(sim, 'manager');
    const device = s.devices.own;
    const tray = traysOf(sim, device)[0]!;
    const productIdx = productNotOn(sim, device, 3);
    const product = sim.db!.prepare('SELECT price, shelfLifeDays FROM products WHERE productIdx = ?').get(productIdx) as { price: number; shelfLifeDays: number };
    const res = await manager.post('/product/add-product', { deviceIdx: device, trayIdx: tray, productIdx, stock: 6 });
    const expiry = new Date(Date.parse('2026-11-21T00:00:00Z') + product.shelfLifeDays * 86_400_000).toISOString().slice(0, 10);
    expect(res.body).toMatchObject({ result: 0, data: { productIdx, deviceIdx: device, trayIdx: tray, placement: 'TRAY', stock: 6, price: product.price, expiredDate: expiry } });
    const idx = res.body.data.productMappingIdx as number;
    expect(transactionsOf(sim, idx)).toEqual([{ transactionCode: 'NEW', count: 6, stockAfter: 6, memo: recordText('placedOnTray') }]);
    expect(sim.fleet!.productsOf(device)).toContain(idx);

    const other = productNotOn(sim, device, 3);
    const priced = await manager.post('/product/add-product', { deviceIdx: device, trayIdx: tray, productIdx: other, price: 990, expiredDate: null });
    expect(priced.body.data).toMatchObject({ stock: 0, price: 990, expiredDate: null });
    expect(unbalanced(sim)).toBe(0);
  });

  it('refuses a product already on the tray, a tray of another device and another company’s product, changing nothing', async () => {
    const sim = makeSim();
    const s = deviceScopes(sim);
    const admin = await signedIn(sim);
    const partner = await signedIn(sim, 'partner');
    const device = s.devices.own;
    const tray = traysOf(sim, device)[0]!;
    const there = firstMapping(sim, 'deviceIdx = ? AND trayIdx IS NOT NULL', device);
    const thereName = value<string>(sim, 'SELECT productName FROM products WHERE productIdx = ?', there.productIdx);
    const thereTray = value(sim, 'SELECT trayNo FROM trays WHERE trayIdx = ?', there.trayIdx);
    const before = stockRows(sim);
    const add = (who: Client, body: object) => who.post('/product/add-product', { deviceIdx: device, trayIdx: tray, productIdx: productNotOn(sim, device), ...body });
    expect((await add(partner, { productIdx: there.productIdx, trayIdx: there.trayIdx })).body).toEqual({
      result: FAILURE.REJECTED, message: `Product "${thereName}" is already on this tray (tray ${thereTray}); change its stock in the inventory instead`,
    });
    expect((await (await signedIn(sim, 'partner', 'ko')).post('/product/add-product', { deviceIdx: device, trayIdx: there.trayIdx, productIdx: there.productIdx })).body.message)
      .toBe(`상품 "${thereName}"은(는) 이미 이 트레이에 있습니다 (${thereTray}번 트레이). 재고 화면에서 수량을 바꾸세요.`);
    const foreignTray = traysOf(sim, s.devices.companyOnly)[0]!;
    expect((await add(partner, { trayIdx: foreignTray })).body).toMatchObject({ result: FAILURE.BAD_INPUT, message: `Invalid input — Tray: is not a tray of this device (tray ${foreignTray})` });
    const foreign = foreignProduct(sim);
    expect((await add(partner, { productIdx: foreign })).body).toEqual({ result: FAILURE.NOT_AUTHORIZED, message: NO_RECORD });
    const foreignName = value<string>(sim, 'SELECT productName FROM products WHERE productIdx = ?', foreign);
    expect((await add(admin, { productIdx: foreign })).body).toEqual({ result: FAILURE.REJECTED, message: `Product "${foreignName}" belongs to another company and cannot be used here` });
    expect((await add(admin, { productIdx: 99999 })).body).toEqual({ result: FAILURE.NOT_FOUND, message: 'Product not found' });
    expect((await add(await signedIn(sim, 'manager'), { deviceIdx: s.devices.companyOnly, trayIdx: foreignTray })).body).toEqual({ result: FAILURE.NOT_AUTHORIZED, message: NO_RECORD });
    expect((await add(admin, { stock: -1 })).body).toMatchObject({ result: FAILURE.BAD_INPUT, message: expect.stringContaining('Stock: must be at least 0') });
    expect(stockRows(sim)).toEqual(before);
    // The company's own product may go on its devices, and a product may fill a second tray.
    expect((await add(partner, { productIdx: productOf(sim, 1), stock: 2 })).body.result).toBe(0);
    const otherTray = traysOf(sim, device).find((t) => t !== there.trayIdx)!;
    expect((await add(partner, { productIdx: there.productIdx, trayIdx: otherTray, stock: 1 })).body).toMatchObject({ result: 0, data: { trayIdx: otherTray, stock: 1 } });
  });

  it('lets the fleet sell a product placed through the API: the sale shows in its history', async () => {
    const sim = makeSim({ fleet: { engine: QUIET_FLEET } });
    const admin = await signedIn(sim);
    const fridge = liveFridge(sim);
    const added = await admin.post('/product/add-product', { deviceIdx: fridge, trayIdx: traysOf(sim, fridge)[0]!, productIdx: productNotOn(sim, fridge, 3), stock: 5 });
    const productMappingIdx = added.body.data.productMappingIdx as number;
    const door = await control(sim).post(`/devices/${fridge}/door`, { mode: 'CARD', items: [{ productMappingIdx, count: 2 }] });
    expect(door.body.result).toBe(0);
    await step(sim, 5 * MINUTE);
    const history = (await admin.get(`/product/transaction/${productMappingIdx}`)).body.data.list as { transactionCode: string; count: number; stockAfter: number; paymentIdx: number | null }[];
    expect(history.map(({ transactionCode, count, stockAfter }) => ({ transactionCode, count, stockAfter }))).toEqual([
      { transactionCode: 'SALE', count: -2, stockAfter: 3 },
      { transactionCode: 'NEW', count: 5, stockAfter: 5 },
    ]);
    expect(value(sim, 'SELECT amount FROM payments WHERE paymentIdx = ?', history[0]!.paymentIdx)).toBe(2 * added.body.data.price);
    expect((await admin.post('/product/inventory/list', { deviceIdx: fridge, productIdx: added.body.data.productIdx })).body.data.list[0].stock).toBe(3);
  });
});

describe('product.delete', () => {
  it('refuses stock left unless told to discard it; a discard is written first and the history stays', async () => {
    const sim = makeSim({ fleet: { engine: QUIET_FLEET } });
    const s = deviceScopes(sim);
    const partner = await signedIn(sim, 'partner');
    // Products on one tray only of the device, so the removed one may be placed there again.
    const [full, other] = column(sim, `SELECT productMappingIdx FROM product_mappings WHERE deviceIdx = ? AND trayIdx IS NOT NULL AND stock > 0
      AND productIdx IN (SELECT productIdx FROM product_mappings WHERE deviceIdx = ? GROUP BY productIdx HAVING COUNT(*) = 1) ORDER BY productMappingIdx LIMIT 2`, s.devices.own, s.devices.own).map((m) => mapping(sim, m));
    const name = value<string>(sim, 'SELECT productName FROM products WHERE productIdx = ?', full!.productIdx);
    const before = stockRows(sim);
    expect((await partner.post('/product/delete', { productMappingIdxList: [full!.productMappingIdx] })).body).toEqual({
      result: FAILURE.REJECTED, message: `Product "${name}" still holds ${full!.stock} unit(s); choose discard or move them first`,
    });
    expect((await partner.post('/product/delete', { productMappingIdxList: [other!.productMappingIdx, other!.productMappingIdx], discard: true })).body)
      .toMatchObject({ result: FAILURE.BAD_INPUT, message: expect.stringContaining(`Stocked products, row 2: ${other!.productMappingIdx} appears twice`) });
    const foreign = firstMapping(sim, 'deviceIdx = ?', s.devices.foreign);
    expect((await partner.post('/product/delete', { productMappingIdxList: [full!.productMappingIdx, foreign.productMappingIdx], discard: true })).body).toEqual({ result: FAILURE.NOT_AUTHORIZED, message: NO_RECORD });
    expect((await partner.post('/product/delete', { productMappingIdxList: [99999] })).body).toEqual({ result: FAILURE.NOT_FOUND, message: 'Stocked product not found' });
    expect(stockRows(sim)).toEqual(before);

    expect((await partner.post('/product/delete', { productMappingIdxList: [full!.productMappingIdx], discard: true })).body).toEqual({ result: 0, message: 'Normally processed' });
    expect(transactionsOf(sim, full!.productMappingIdx).at(-1)).toEqual({ transactionCode: 'DISCARD', count: -full!.stock, stockAfter: 0, memo: recordText('discardedOnRemoval') });
    expect(mapping(sim, full!.productMappingIdx)).toMatchObject({ stock: 0, trayIdx: null, removedDate: '2026-11-21 09:00:00' });
    expect(keys((await partner.post('/product/list', { deviceIdx: s.devices.own })).body.data.list)).not.toContain(full!.productMappingIdx);
    expect((await partner.get(`/product/transaction/${full!.productMappingIdx}`)).body.data.list[0].transactionCode).toBe('DISCARD');
    expect(sim.fleet!.productsOf(s.devices.own)).not.toContain(full!.productMappingIdx);
    expect(unbalanced(sim)).toBe(0);
    // A removed product is gone for every other call; it may be placed on the device again.
    expect((await partner.post('/product/delete', { productMappingIdxList: [full!.productMappingIdx] })).body.result).toBe(FAILURE.NOT_FOUND);
    const again = await partner.post('/product/add-product', { deviceIdx: s.devices.own, trayIdx: traysOf(sim, s.devices.own)[0]!, productIdx: full!.productIdx, stock: 1 });
    expect(again.body.data.productMappingIdx).not.toBe(full!.productMappingIdx);
  });

  it('removes empty products without a discard', async () => {
    const sim = makeSim();
    const s = deviceScopes(sim);
    const manager = await signedIn(sim, 'manager');
    const empty = firstMapping(sim, 'deviceIdx = ?', s.devices.own);
    sim.repos!.stock.applyTransaction({ productMappingIdx: empty.productMappingIdx, transactionCode: 'DISCARD', count: -empty.stock, at: '2026-11-21 08:00:00' });
    const transactions = rows(sim, 'product_transactions').length;
    expect((await manager.post('/product/delete', { productMappingIdxList: [empty.productMappingIdx] })).body.result).toBe(0);
    expect(rows(sim, 'product_transactions')).toHaveLength(transactions);
    expect(mapping(sim, empty.productMappingIdx).removedDate).not.toBeNull();
  });
});

describe('product.migrateStock', () => {
  const move = (who: Client, body: object) => who.post('/product/migration/product/stock', body);

  it('moves units from a device to the company’s warehouse and back as DISCARD/ADD pairs, never losing or duplicating any', async () => {
    const sim = makeSim({ fleet: { engine: QUIET_FLEET } });
    const s = deviceScopes(sim);
    const partner = await signedIn(sim, 'partner');
    const warehouse = demoWarehouse(sim);
    const from = firstMapping(sim, `deviceIdx = ? AND stock >= 3 AND productIdx NOT IN (SELECT productIdx FROM product_mappings WHERE divisionIdx = ? AND deviceIdx IS NULL)
      AND productIdx NOT IN (SELECT productIdx FROM product_mappings WHERE deviceIdx = ?)`, s.devices.companyOnly, warehouse, s.devices.own);
    const total = companyUnits(sim, 1);
    const toWarehouse = await move(partner, { fromProductMappingIdx: from.productMappingIdx, toDivisionIdx: warehouse, count: 2 });
    expect(toWarehouse.body).toMatchObject({ result: 0, data: [{ productMappingIdx: from.productMappingIdx, stock: from.stock - 2 }, { divisionIdx: warehouse, placement: 'WAREHOUSE', stock: 2, expiredDate: from.expiredDate }] });
    const held = toWarehouse.body.data[1].productMappingIdx as number;
    const [deviceLabel, warehouseLabel] = [
      value<string>(sim, `SELECT d.divisionName || ' ' || v.deviceName FROM devices v JOIN divisions d USING (divisionIdx) WHERE v.deviceIdx = ?`, s.devices.companyOnly),
      value<string>(sim, 'SELECT divisionName FROM divisions WHERE divisionIdx = ?', warehouse),
    ];
    expect(transactionsOf(sim, from.productMappingIdx).at(-1)).toEqual({ transactionCode: 'DISCARD', count: -2, stockAfter: from.stock - 2, memo: recordText('movedTo', { place: warehouseLabel }) });
    expect(transactionsOf(sim, held)).toEqual([
      { transactionCode: 'NEW', count: 0, stockAfter: 0, memo: recordText('openedByMove') },
      { transactionCode: 'ADD', count: 2, stockAfter: 2, memo: recordText('movedFrom', { place: deviceLabel }) },
    ]);
    expect(companyUnits(sim, 1)).toBe(total);
    expect(sim.fleet!.productsOf(s.devices.companyOnly)).toContain(from.productMappingIdx);

    // Back by naming the mapping; then to a device of the company that lacks the product: off display there.
    expect((await move(partner, { fromProductMappingIdx: held, toProductMappingIdx: from.productMappingIdx, count: 1 })).body.data.map((m: ProductMappingView) => m.stock)).toEqual([1, from.stock - 1]);
    const target = s.devices.own;
    expect(value(sim, 'SELECT COUNT(*) FROM product_mappings WHERE deviceIdx = ? AND productIdx = ?', target, from.productIdx)).toBe(0);
    const toDevice = await move(partner, { fromProductMappingIdx: held, toDeviceIdx: target, count: 1 });
    expect(toDevice.body.data[1]).toMatchObject({ deviceIdx: target, placement: 'OFF_TRAY', trayIdx: null, stock: 1 });
    expect(toDevice.body.data[0].stock).toBe(0);
    expect(companyUnits(sim, 1)).toBe(total);
    expect(unbalanced(sim)).toBe(0);
  });

  it('keeps the earliest expiry when units join stock that holds some already', async () => {
    const sim = makeSim();
    const s = deviceScopes(sim);
    const partner = await signedIn(sim, 'partner');
    const held = firstMapping(sim, 'divisionIdx = ? AND stock > 0 AND productIdx NOT IN (SELECT productIdx FROM product_mappings WHERE deviceIdx = ?)', demoWarehouse(sim), s.devices.own);
    sim.repos!.stock.setExpiredDate(held.productMappingIdx, '2026-12-01', '2026-11-21 08:00:00');
    const placed = await partner.post('/product/add-product', { deviceIdx: s.devices.own, trayIdx: traysOf(sim, s.devices.own)[0]!, productIdx: held.productIdx, stock: 4, expiredDate: '2026-11-22' });
    const source = placed.body.data.productMappingIdx as number;
    const moveOne = () => move(partner, { fromProductMappingIdx: source, toProductMappingIdx: held.productMappingIdx, count: 1 });
    expect((await moveOne()).body.data[1].expiredDate).toBe('2026-11-22'); // sooner than what was there
    await partner.post('/product/inventory/storeAll', { deviceIdx: s.devices.own, inventoryList: [{ productMappingIdx: source, stock: 3, expiredDate: '2027-01-31' }] });
    expect((await moveOne()).body.data[1].expiredDate).toBe('2026-11-22'); // later units do not hide the sooner ones
  });

  it('refuses more than the source holds, another company, the source itself, another product or a target not named once, changing nothing', async () => {
    const sim = makeSim();
    const s = deviceScopes(sim);
    const admin = await signedIn(sim);
    const partner = await signedIn(sim, 'partner');
    const from = firstMapping(sim, 'deviceIdx = ? AND stock > 0', s.devices.own);
    const otherProduct = firstMapping(sim, 'deviceIdx = ? AND productIdx <> ?', s.devices.companyOnly, from.productIdx);
    const before = stockRows(sim);
    const base = { fromProductMappingIdx: from.productMappingIdx, count: 1 };
    const cases: [Client, object, number, string | RegExp][] = [
      [partner, { ...base, toDivisionIdx: demoWarehouse(sim), count: from.stock + 1 }, FAILURE.REJECTED, `Cannot move ${from.stock + 1} unit(s): only ${from.stock} in stock`],
      [admin, { ...base, toDeviceIdx: s.devices.foreign }, FAILURE.REJECTED, 'Stock can only move to a device or division of the same company'],
      [admin, { ...base, toDivisionIdx: s.warehouse }, FAILURE.REJECTED, 'Stock can only move to a device or division of the same company'],
      [partner, { ...base, toDeviceIdx: s.devices.foreign }, FAILURE.NOT_AUTHORIZED, NO_RECORD],
      [partner, { ...base, toDeviceIdx: s.devices.own }, FAILURE.BAD_INPUT, /To device: is where the stock already is/],
      [partner, { ...base, toProductMappingIdx: from.productMappingIdx }, FAILURE.BAD_INPUT, /To stock: is where the stock already is/],
      [partner, { ...base, toProductMappingIdx: otherProduct.productMappingIdx }, FAILURE.BAD_INPUT, new RegExp(`To stock: holds another product \\(${otherProduct.productMappingIdx}\\)`)],
      [partner, { ...base, toDeviceIdx: s.devices.companyOnly, toDivisionIdx: demoWarehouse(sim) }, FAILURE.BAD_INPUT, /To stock: give exactly one of To stock, To device, To division/],
      [partner, base, FAILURE.BAD_INPUT, /give exactly one of/],
      [partner, { ...base, count: 0, toDeviceIdx: s.devices.companyOnly }, FAILURE.BAD_INPUT, /Count: /],
      [partner, { ...base, fromProductMappingIdx: 99999, toDeviceIdx: s.devices.companyOnly }, FAILURE.NOT_FOUND, 'Stocked product not found'],
      [await signedIn(sim, 'manager'), { ...base, toDeviceIdx: s.devices.companyOnly }, FAILURE.NOT_AUTHORIZED, NO_RECORD],
    ];
    for (const [who, body, result, message] of cases) {
      const res = await move(who, body);
      expect({ body, result: res.body.result }).toEqual({ body, result });
      expect(res.body.message).toMatch(message);
    }
    expect(stockRows(sim)).toEqual(before);
  });
});
