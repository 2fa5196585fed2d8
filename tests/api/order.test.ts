// Purchase orders: the seeded set and its stock, lists in scope, creating and editing REQUESTED
// orders, receiving into the division's own stock (ADD), canceling, and bad input changing nothing.
import { describe, expect, it } from 'vitest';
import { FAILURE } from '../../contract/index';
import type { ProductOrder } from '../../sim-server/src/db/repositories/orders';
import { column, deviceScopes, makeSim, scopes, sharedSim, signedIn, value, type Client } from './support';
import { foreignProduct as otherCompanysProduct, stockRows, transactionsOf, unbalanced, type Sim } from './stock-support';
import { recordText } from '../../sim-server/src/record-text';

const NO_RECORD = 'You have no access to this record';
type Page = { list: ProductOrder[]; totalCount: number };
const idsOf = (list: ProductOrder[]) => list.map((o) => o.productOrderIdx);
const storedOrders = (sim: Sim, where = '1', ...params: unknown[]) =>
  column(sim, `SELECT o.productOrderIdx FROM product_orders o JOIN divisions d USING (divisionIdx) WHERE ${where} ORDER BY o.createdDate DESC, o.productOrderIdx DESC`, ...params);
const demoWarehouse = (sim: Sim) => value(sim, `SELECT divisionIdx FROM divisions WHERE companyIdx = 1 AND divisionType = 'WAREHOUSE'`);
/** Shared products a warehouse keeps, by key. */
const storable = (sim: Sim, n: number) => column(sim, 'SELECT productIdx FROM products WHERE companyIdx IS NULL AND shelfLifeDays >= 7 ORDER BY productIdx LIMIT ?', n);
const heldIn = (sim: Sim, divisionIdx: number, productIdx: number) =>
  sim.db!.prepare('SELECT productMappingIdx, stock, expiredDate FROM product_mappings WHERE divisionIdx = ? AND deviceIdx IS NULL AND productIdx = ? AND removedDate IS NULL').get(divisionIdx, productIdx) as
    | { productMappingIdx: number; stock: number; expiredDate: string | null }
    | undefined;
const save = (who: Client, body: object) => who.post('/product-order/store', body);

describe('seeded orders', () => {
  const sim = sharedSim();

  it('has requested, received and canceled orders; every demo store has one open', () => {
    const statuses = column<string>(sim(), 'SELECT DISTINCT status FROM product_orders ORDER BY status');
    expect(statuses).toEqual(['CANCELED', 'RECEIVED', 'REQUESTED']);
    const demoStores = column(sim(), `SELECT divisionIdx FROM divisions WHERE companyIdx = 1 AND divisionType <> 'WAREHOUSE' ORDER BY divisionIdx`);
    expect(column(sim(), `SELECT DISTINCT divisionIdx FROM product_orders WHERE status = 'REQUESTED' AND divisionIdx IN (${demoStores.join(',')}) ORDER BY divisionIdx`)).toEqual(demoStores);
    expect(value(sim(), `SELECT COUNT(*) FROM product_orders o JOIN divisions d USING (divisionIdx) WHERE o.status = 'RECEIVED' AND d.divisionType <> 'WAREHOUSE'`)).toBe(0);
    expect(value(sim(), `SELECT COUNT(*) FROM product_orders WHERE (status = 'RECEIVED') <> (receivedAt IS NOT NULL) OR receivedAt < createdDate OR updatedDate < createdDate`)).toBe(0);
    // Keys follow the order date; every order has lines of products its company may use.
    expect(column(sim(), 'SELECT productOrderIdx FROM product_orders ORDER BY createdDate, productOrderIdx')).toEqual(column(sim(), 'SELECT productOrderIdx FROM product_orders ORDER BY productOrderIdx'));
    expect(value(sim(), 'SELECT COUNT(*) FROM product_orders o WHERE NOT EXISTS (SELECT 1 FROM product_order_lines l WHERE l.productOrderIdx = o.productOrderIdx)')).toBe(0);
    expect(value(sim(), `SELECT COUNT(*) FROM product_order_lines l JOIN product_orders o USING (productOrderIdx) JOIN divisions d USING (divisionIdx)
      JOIN products p ON p.productIdx = l.productIdx WHERE p.companyIdx IS NOT NULL AND p.companyIdx <> d.companyIdx`)).toBe(0);
  });

  it('keeps every received line in the division’s own stock as an ADD of the day it arrived, and the ledger balanced', () => {
    const lines = sim().db!.prepare(`SELECT o.productOrderIdx, o.divisionIdx, o.receivedAt, l.productIdx, l.count FROM product_order_lines l
      JOIN product_orders o USING (productOrderIdx) WHERE o.status = 'RECEIVED'`).all() as { productOrderIdx: number; divisionIdx: number; receivedAt: string; productIdx: number; count: number }[];
    expect(lines.length).toBeGreaterThan(10);
    for (const line of lines) {
      const added = sim().db!.prepare(`SELECT t.count, t.createdDate FROM product_transactions t JOIN product_mappings m USING (productMappingIdx)
        WHERE t.transactionCode = 'ADD' AND t.memo = ? AND m.divisionIdx = ? AND m.deviceIdx IS NULL AND m.productIdx = ?`).all(recordText('order', { order: line.productOrderIdx }), line.divisionIdx, line.productIdx);
      expect({ line: line.productOrderIdx, added }).toEqual({ line: line.productOrderIdx, added: [{ count: line.count, createdDate: line.receivedAt }] });
    }
    expect(value(sim(), `SELECT COUNT(*) FROM product_transactions WHERE memo LIKE ? AND transactionCode = 'ADD'`, recordText('order', { order: '%' }))).toBe(lines.length);
    expect(unbalanced(sim())).toBe(0);
  });
});

describe('order.list and order.info', () => {
  const sim = sharedSim();

  it('lists orders in scope newest first, with the division’s address and the lines', async () => {
    const s = scopes(sim());
    const admin = await signedIn(sim());
    const all = await admin.post('/product-order/list', {});
    expect(all.body).toMatchObject({ result: 0, message: 'Normally processed' });
    expect(idsOf(all.body.data.list)).toEqual(storedOrders(sim()));
    const partner = (await (await signedIn(sim(), 'partner')).post('/product-order/list', {})).body.data as Page;
    expect(idsOf(partner.list)).toEqual(storedOrders(sim(), 'd.companyIdx = 1'));
    const manager = (await (await signedIn(sim(), 'manager')).post('/product-order/list', {})).body.data as Page;
    expect(idsOf(manager.list)).toEqual(storedOrders(sim(), `d.divisionIdx IN (${s.managed.join(',')})`));
    expect(manager.totalCount).toBeGreaterThan(0);

    const order = (all.body.data.list as ProductOrder[]).find((o) => o.status === 'RECEIVED')!;
    const division = sim().db!.prepare('SELECT d.companyIdx, c.companyName, d.divisionName, d.address, d.addressDetail FROM divisions d JOIN companies c USING (companyIdx) WHERE divisionIdx = ?').get(order.divisionIdx) as object;
    expect(order).toMatchObject({ ...division, receivedAt: expect.any(String), orderedBy: expect.any(String) });
    expect(order.productList).toEqual(sim().db!.prepare('SELECT productIdx, productName, count, cost FROM product_order_lines WHERE productOrderIdx = ? ORDER BY productOrderLineIdx').all(order.productOrderIdx));
    expect((await admin.get(`/product-order/info/${order.productOrderIdx}`)).body).toEqual({ result: 0, message: 'Normally processed', data: order });
  });

  it('filters by status, division, device, keyword and order date, and pages', async () => {
    const s = deviceScopes(sim());
    const admin = await signedIn(sim());
    const list = async (body: object) => (await admin.post('/product-order/list', body)).body.data as Page;
    expect(idsOf((await list({ status: 'CANCELED' })).list)).toEqual(storedOrders(sim(), `o.status = 'CANCELED'`));
    expect(idsOf((await list({ divisionIdx: s.own })).list)).toEqual(storedOrders(sim(), 'o.divisionIdx = ?', s.own));
    expect(idsOf((await list({ deviceIdx: s.devices.own })).list)).toEqual(storedOrders(sim(), 'o.divisionIdx = ?', s.own));
    expect(idsOf((await list({ companyIdx: 2 })).list)).toEqual(storedOrders(sim(), 'd.companyIdx = 2'));
    const name = value<string>(sim(), 'SELECT productName FROM product_order_lines ORDER BY productOrderLineIdx LIMIT 1');
    const byName = await list({ keyword: name });
    expect(idsOf(byName.list)).toEqual(storedOrders(sim(), 'o.productOrderIdx IN (SELECT productOrderIdx FROM product_order_lines WHERE productName = ?)', name));
    const memo = await list({ keyword: '취소' });
    expect(memo.list.length).toBeGreaterThan(0);
    expect(memo.list.every((o) => o.memo.includes('취소'))).toBe(true);
    expect(idsOf((await list({ startDate: '2026-11-20', endDate: '2026-11-20' })).list)).toEqual(storedOrders(sim(), `substr(o.createdDate, 1, 10) = '2026-11-20'`));
    const all = await list({});
    const page = await list({ page: 2, size: 4 });
    expect({ ids: idsOf(page.list), totalCount: page.totalCount }).toEqual({ ids: idsOf(all.list).slice(4, 8), totalCount: all.totalCount });
    expect((await admin.post('/product-order/list', { status: 'SHIPPED' })).body).toMatchObject({ result: FAILURE.BAD_INPUT, message: expect.stringContaining('Status: must be one of') });
  });

  it('answers an order outside the caller’s scope with no access, and an unknown one with not found', async () => {
    const s = scopes(sim());
    const manager = await signedIn(sim(), 'manager');
    const elsewhere = storedOrders(sim(), 'o.divisionIdx NOT IN (' + s.managed.join(',') + ')')[0]!;
    expect((await manager.get(`/product-order/info/${elsewhere}`)).body).toEqual({ result: FAILURE.NOT_AUTHORIZED, message: NO_RECORD });
    expect((await manager.get(`/product-order/info/${storedOrders(sim(), 'o.divisionIdx = ?', s.own)[0]}`)).body.result).toBe(0);
    expect((await manager.get('/product-order/info/99999')).body).toEqual({ result: FAILURE.NOT_FOUND, message: 'Order not found' });
  });
});

describe('order.store', () => {
  it('creates a REQUESTED order with the orderer’s name and the day’s costs, and edits it while it is requested', async () => {
    const sim = makeSim();
    const partner = await signedIn(sim, 'partner');
    const warehouse = demoWarehouse(sim);
    const [a, b, c] = storable(sim, 3);
    const cost = (productIdx: number) => value(sim, 'SELECT cost FROM products WHERE productIdx = ?', productIdx);
    const created = await save(partner, { divisionIdx: warehouse, memo: '주간 발주', productList: [{ productIdx: a, count: 30 }, { productIdx: b, count: 10 }] });
    expect(created.body).toMatchObject({
      result: 0, message: 'Order saved',
      data: { divisionIdx: warehouse, companyIdx: 1, status: 'REQUESTED', memo: '주간 발주', orderedBy: '이협력', receivedAt: null, createdDate: '2026-11-21 09:00:00' },
    });
    expect(created.body.data.productList).toEqual([
      { productIdx: a, productName: expect.any(String), count: 30, cost: cost(a!) },
      { productIdx: b, productName: expect.any(String), count: 10, cost: cost(b!) },
    ]);
    const productOrderIdx = created.body.data.productOrderIdx as number;
    const stock = stockRows(sim).slice(2, 4); // mappings and transactions: an order changes no stock until it arrives

    // The master's cost changes; the line already ordered keeps the cost of its day, a new line takes today's.
    sim.db!.prepare('UPDATE products SET cost = cost + 100 WHERE productIdx IN (?, ?)').run(a, c);
    const edited = await save(partner, { productOrderIdx, divisionIdx: warehouse, memo: '수량 조정', productList: [{ productIdx: a, count: 40 }, { productIdx: c, count: 5 }] });
    expect(edited.body.data).toMatchObject({ status: 'REQUESTED', memo: '수량 조정' });
    expect(edited.body.data.productList.map((l: { productIdx: number; count: number; cost: number }) => [l.productIdx, l.count, l.cost])).toEqual([[a, 40, cost(a!) - 100], [c, 5, cost(c!)]]);
    expect(stockRows(sim).slice(2, 4)).toEqual(stock);

    const manager = await signedIn(sim, 'manager');
    const s = scopes(sim);
    expect((await save(manager, { divisionIdx: s.own, productList: [{ productIdx: a, count: 6 }] })).body.data).toMatchObject({ orderedBy: '박점주', status: 'REQUESTED' });
  });

  it('receives an order into the division’s own stock as ADDs expiring after each product’s shelf life; then it is closed', async () => {
    const sim = makeSim();
    const partner = await signedIn(sim, 'partner');
    const warehouse = demoWarehouse(sim);
    const kept = value(sim, 'SELECT productIdx FROM product_mappings WHERE divisionIdx = ? AND deviceIdx IS NULL AND stock > 0 ORDER BY productMappingIdx LIMIT 1', warehouse);
    const fresh = value(sim, `SELECT MIN(productIdx) FROM products WHERE companyIdx IS NULL AND shelfLifeDays >= 7
      AND productIdx NOT IN (SELECT productIdx FROM product_mappings WHERE divisionIdx = ? AND deviceIdx IS NULL)`, warehouse);
    const before = heldIn(sim, warehouse, kept)!;
    const freshShelfLife = value(sim, 'SELECT shelfLifeDays FROM products WHERE productIdx = ?', fresh);
    const productList = [{ productIdx: kept, count: 20 }, { productIdx: fresh, count: 12 }];
    const productOrderIdx = (await save(partner, { divisionIdx: warehouse, productList })).body.data.productOrderIdx as number;
    const received = await save(partner, { productOrderIdx, divisionIdx: warehouse, status: 'RECEIVED', memo: '입고 완료', productList });
    expect(received.body.data).toMatchObject({ status: 'RECEIVED', receivedAt: '2026-11-21 09:00:00', memo: '입고 완료' });

    const memo = recordText('order', { order: productOrderIdx });
    expect(heldIn(sim, warehouse, kept)!.stock).toBe(before.stock + 20);
    expect(transactionsOf(sim, before.productMappingIdx).at(-1)).toEqual({ transactionCode: 'ADD', count: 20, stockAfter: before.stock + 20, memo });
    const opened = heldIn(sim, warehouse, fresh)!;
    const expiry = new Date(Date.parse('2026-11-21T00:00:00Z') + freshShelfLife * 86_400_000).toISOString().slice(0, 10);
    expect(opened).toMatchObject({ stock: 12, expiredDate: expiry });
    expect(transactionsOf(sim, opened.productMappingIdx)).toEqual([
      { transactionCode: 'NEW', count: 0, stockAfter: 0, memo },
      { transactionCode: 'ADD', count: 12, stockAfter: 12, memo },
    ]);
    expect(unbalanced(sim)).toBe(0);
    const warehouseList = (await partner.post('/product/list', { divisionIdx: warehouse, productIdx: fresh })).body.data.list;
    expect(warehouseList).toMatchObject([{ placement: 'WAREHOUSE', stock: 12 }]);

    const after = stockRows(sim);
    for (const status of ['REQUESTED', 'RECEIVED', 'CANCELED']) {
      expect((await save(partner, { productOrderIdx, divisionIdx: warehouse, status, productList })).body).toEqual({ result: FAILURE.REJECTED, message: 'A RECEIVED order cannot change; only REQUESTED orders can' });
    }
    expect(stockRows(sim)).toEqual(after);
  });

  it('cancels a requested order for good, adding no stock', async () => {
    const sim = makeSim();
    const s = scopes(sim);
    const manager = await signedIn(sim, 'manager');
    const productList = [{ productIdx: storable(sim, 1)[0], count: 6 }];
    const productOrderIdx = (await save(manager, { divisionIdx: s.own, productList })).body.data.productOrderIdx as number;
    const stock = stockRows(sim).slice(2, 4);
    expect((await save(manager, { productOrderIdx, divisionIdx: s.own, status: 'CANCELED', memo: '중복 발주', productList })).body.data).toMatchObject({ status: 'CANCELED', receivedAt: null, memo: '중복 발주' });
    expect(stockRows(sim).slice(2, 4)).toEqual(stock);
    expect((await save(manager, { productOrderIdx, divisionIdx: s.own, status: 'RECEIVED', productList })).body).toEqual({ result: FAILURE.REJECTED, message: 'A CANCELED order cannot change; only REQUESTED orders can' });
    expect((await (await signedIn(sim, 'manager', 'ko')).post('/product-order/store', { productOrderIdx, divisionIdx: s.own, productList })).body.message)
      .toBe('CANCELED 상태의 발주는 변경할 수 없습니다. 요청(REQUESTED) 상태의 발주만 변경할 수 있습니다.');
  });

  it('answers bad input, other scopes and other companies’ products without changing anything', async () => {
    const sim = makeSim();
    const s = scopes(sim);
    const admin = await signedIn(sim);
    const partner = await signedIn(sim, 'partner');
    const manager = await signedIn(sim, 'manager');
    const warehouse = demoWarehouse(sim);
    const [a, b] = storable(sim, 2);
    const open = storedOrders(sim, `o.status = 'REQUESTED' AND o.divisionIdx = ?`, warehouse)[0]!;
    const received = storedOrders(sim, `o.status = 'RECEIVED' AND o.divisionIdx = ?`, warehouse)[0]!;
    const foreignOrder = storedOrders(sim, 'd.companyIdx = 2')[0]!;
    const line = [{ productIdx: a, count: 10 }];
    const foreignProduct = otherCompanysProduct(sim);
    const foreignName = value<string>(sim, 'SELECT productName FROM products WHERE productIdx = ?', foreignProduct);
    const before = stockRows(sim);
    const cases: [Client, object, number, string | RegExp][] = [
      [partner, { divisionIdx: warehouse, productList: [{ productIdx: a, count: 1 }, { productIdx: b, count: 2 }, { productIdx: a, count: 3 }] }, FAILURE.BAD_INPUT, `Order line, row 3 · Product: ${a} appears twice`],
      [partner, { divisionIdx: warehouse, productList: [{ productIdx: 99999, count: 1 }] }, FAILURE.BAD_INPUT, 'Order line, row 1 · Product: does not exist (product 99999)'],
      [partner, { divisionIdx: warehouse, productList: [] }, FAILURE.BAD_INPUT, /Order line: /],
      [partner, { divisionIdx: warehouse, productList: [{ productIdx: a, count: 0 }] }, FAILURE.BAD_INPUT, /Order line, row 1 · Count: /],
      [partner, { divisionIdx: warehouse, productList: line, status: 'RECEIVED' }, FAILURE.BAD_INPUT, 'Status: a new order starts as REQUESTED'],
      [partner, { divisionIdx: warehouse, productList: line, status: 'LOST' }, FAILURE.BAD_INPUT, /Status: /],
      [partner, { productList: line }, FAILURE.BAD_INPUT, /Division: is required/],
      [partner, { divisionIdx: warehouse, productList: [{ productIdx: foreignProduct, count: 1 }] }, FAILURE.NOT_AUTHORIZED, NO_RECORD],
      [admin, { divisionIdx: warehouse, productList: [{ productIdx: foreignProduct, count: 1 }] }, FAILURE.REJECTED, `Product "${foreignName}" belongs to another company and cannot be used here`],
      [partner, { divisionIdx: s.foreign, productList: line }, FAILURE.NOT_AUTHORIZED, NO_RECORD],
      [manager, { divisionIdx: s.companyOnly, productList: line }, FAILURE.NOT_AUTHORIZED, NO_RECORD],
      [partner, { productOrderIdx: foreignOrder, divisionIdx: warehouse, productList: line }, FAILURE.NOT_AUTHORIZED, NO_RECORD],
      [partner, { productOrderIdx: open, divisionIdx: s.own, productList: line }, FAILURE.REJECTED, 'An order cannot move to another division'],
      [partner, { productOrderIdx: received, divisionIdx: warehouse, productList: line }, FAILURE.REJECTED, 'A RECEIVED order cannot change; only REQUESTED orders can'],
      [partner, { productOrderIdx: 99999, divisionIdx: warehouse, productList: line }, FAILURE.NOT_FOUND, 'Order not found'],
    ];
    for (const [who, body, result, message] of cases) {
      const res = await save(who, body);
      expect({ body, result: res.body.result }).toEqual({ body, result });
      expect(res.body.message).toMatch(message);
    }
    expect(stockRows(sim)).toEqual(before);
  });
});
