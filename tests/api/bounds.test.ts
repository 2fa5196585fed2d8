// Business bounds of money, counts and stock (contract LIMITS): a store owner who prices a kiosk at
// 2^53 − 1 (or 1e15) used to make payment history, both revenue reports, product sales, the AI
// reports and the dashboard answer HTTP 500 for every role after one sale. Every figure a client
// sends is bounded now, stock never grows past its bound, and the sales screens keep answering.
import { describe, expect, it } from 'vitest';
import { FAILURE, LIMITS } from '../../contract/index';
import { makeSim, signedIn, value, QUIET_FLEET } from './support';
import { productOf, traysOf, type Sim } from './stock-support';
import { allAnswer, managedShelf, sellAt, salesScreens, snapshot } from './bounds-support';

describe('a store owner pricing a kiosk past every bound', () => {
  for (const price of [Number.MAX_SAFE_INTEGER, 1e15]) {
    it(`is refused at ${price} won, and after sales every sales screen still answers for every role`, async () => {
      const sim = makeSim({ fleet: { engine: QUIET_FLEET } });
      const { fridge, productMappingIdx } = managedShelf(sim);
      const manager = await signedIn(sim, 'manager');
      expect((await manager.post('/product/inventory/storeAll', { deviceIdx: fridge, inventoryList: [{ productMappingIdx, stock: 100 }] })).body.result).toBe('0');
      const attack = await manager.post('/product/inventory/storeAll', { deviceIdx: fridge, inventoryList: [{ productMappingIdx, stock: 100, price }] });
      // Ordinary sales: ten customers take two units each.
      for (let i = 0; i < 10; i++) await sellAt(sim, fridge, productMappingIdx, 2);
      const seen = await salesScreens(sim);
      expect(seen).toEqual(allAnswer(seen));
      expect(attack.body).toMatchObject({ result: String(FAILURE.BAD_INPUT), message: `Invalid input — Stock, row 1 · Price: must be at most ${LIMITS.priceWon.toLocaleString('en-US')}` });
    });
  }

  it('may price at exactly the bound, sell the most one door session takes, and every sales screen answers', async () => {
    const sim = makeSim({ fleet: { engine: QUIET_FLEET } });
    const { fridge, productMappingIdx } = managedShelf(sim);
    const manager = await signedIn(sim, 'manager');
    const priced = await manager.post('/product/inventory/storeAll', { deviceIdx: fridge, inventoryList: [{ productMappingIdx, stock: LIMITS.doorItemUnits * 3, price: LIMITS.priceWon }] });
    expect(priced.body.result).toBe('0');
    for (let i = 0; i < 3; i++) await sellAt(sim, fridge, productMappingIdx, LIMITS.doorItemUnits);
    expect(value(sim, 'SELECT MAX(amount) FROM payments')).toBe(LIMITS.priceWon * LIMITS.doorItemUnits);
    const seen = await salesScreens(sim);
    expect(seen).toEqual(allAnswer(seen));
    const dashboard = (await manager.get('/dashboard/info')).body;
    expect(dashboard.message).toBe('Normally processed');
    expect(dashboard.data.todaySalesAmount).toBeGreaterThanOrEqual(3 * LIMITS.priceWon * LIMITS.doorItemUnits);
  });
});

describe('every money, count and stock field a client sends', () => {
  /** Bounds as the message writes them (10,000,000). */
  const n = (v: number) => v.toLocaleString('en-US');
  /** [what, path, body, the field's path (fieldErrors), its bound]: each body is valid but for that one figure. */
  const cases = (s: ReturnType<typeof managedShelf>, sim: Sim): [string, string, object, string, string][] => {
    const tray = traysOf(sim, s.fridge)[0]!;
    const product = productOf(sim, null);
    const order = (count: number) => ({ divisionIdx: s.own, productList: [{ productIdx: product, count }] });
    const promotion = (extra: object) => ({
      promotionName: 'Bound', productIdx: product, divisionIdx: s.own, startDateTime: '2030-01-01 00:00:00', endDateTime: '2030-01-02 00:00:00', ...extra,
    });
    const master = (extra: object) => ({ productName: 'Bound', price: 1000, ...extra });
    const inventory = (extra: object) => ({ deviceIdx: s.fridge, inventoryList: [{ productMappingIdx: s.productMappingIdx, stock: 1, ...extra }] });
    return [
      ['inventory price', '/product/inventory/storeAll', inventory({ price: LIMITS.priceWon + 1 }), 'inventoryList.0.price', `at most ${n(LIMITS.priceWon)}`],
      ['inventory stock', '/product/inventory/storeAll', inventory({ stock: LIMITS.stockUnits + 1 }), 'inventoryList.0.stock', `at most ${n(LIMITS.stockUnits)}`],
      ['placed price', '/product/add-product', { deviceIdx: s.fridge, trayIdx: tray, productIdx: product, price: LIMITS.priceWon + 1 }, 'price', `at most ${n(LIMITS.priceWon)}`],
      ['placed stock', '/product/add-product', { deviceIdx: s.fridge, trayIdx: tray, productIdx: product, stock: LIMITS.stockUnits + 1 }, 'stock', `at most ${n(LIMITS.stockUnits)}`],
      ['list price', '/product/master/store', master({ price: LIMITS.priceWon + 1 }), 'price', `at most ${n(LIMITS.priceWon)}`],
      ['cost', '/product/master/store', master({ cost: LIMITS.priceWon + 1 }), 'cost', `at most ${n(LIMITS.priceWon)}`],
      ['shelf life', '/product/master/store', master({ shelfLifeDays: LIMITS.shelfLifeDays + 1 }), 'shelfLifeDays', `at most ${n(LIMITS.shelfLifeDays)}`],
      ['order count', '/product-order/store', order(LIMITS.stockUnits + 1), 'productList.0.count', `at most ${n(LIMITS.stockUnits)}`],
      ['moved count', '/product/migration/product/stock', { fromProductMappingIdx: s.productMappingIdx, toDivisionIdx: s.own, count: LIMITS.stockUnits + 1 }, 'count', `at most ${n(LIMITS.stockUnits)}`],
      ['promotion rate 0', '/promotion/store', promotion({ type: 'RATE', promotionRate: 0 }), 'promotionRate', `at least ${n(LIMITS.promotionRateMin)}`],
      ['promotion rate over 100', '/promotion/store', promotion({ type: 'RATE', promotionRate: LIMITS.promotionRateMax + 1 }), 'promotionRate', `at most ${n(LIMITS.promotionRateMax)}`],
      ['promotion rate 12.5', '/promotion/store', promotion({ type: 'RATE', promotionRate: 12.5 }), 'promotionRate', 'a whole number'],
      ['promotion amount', '/promotion/store', promotion({ type: 'AMOUNT', promotionAmount: LIMITS.priceWon + 1 }), 'promotionAmount', `at most ${n(LIMITS.priceWon)}`],
      ['promotion sale count', '/promotion/store', promotion({ type: 'COUNT', promotionSaleCount: LIMITS.promotionUnits + 1, promotionFreeCount: 1 }), 'promotionSaleCount', `at most ${n(LIMITS.promotionUnits)}`],
      ['reset points', '/employee-reset-policy/store', { divisionIdx: s.own, resetCycle: 'DAILY', resetDay: 0, resetPoint: LIMITS.points + 1 }, 'resetPoint', `at most ${n(LIMITS.points)}`],
      ['tray capacity', '/tray/storeAll', { deviceIdx: s.fridge, trayList: [{ trayNo: 1, trayName: 'A', maxCapacity: LIMITS.trayCapacity + 1 }] }, 'trayList.0.maxCapacity', `at most ${n(LIMITS.trayCapacity)}`],
      ['tray number', '/tray/storeAll', { deviceIdx: s.fridge, trayList: [{ trayNo: LIMITS.traysPerDevice + 1, trayName: 'A', maxCapacity: 10 }] }, 'trayList.0.trayNo', `at most ${n(LIMITS.traysPerDevice)}`],
    ];
  };

  it('is refused one past its bound, naming the field and the bound, changing nothing', async () => {
    const sim = makeSim({ fleet: { engine: QUIET_FLEET } });
    const s = managedShelf(sim);
    const admin = await signedIn(sim);
    const before = snapshot(sim);
    const answers: Record<string, string> = {};
    for (const [what, path, body, field, bound] of cases(s, sim)) {
      const res = await admin.post(path, body);
      const named = (res.body.fieldErrors as { path: string; message: string }[] | undefined)?.find((p) => p.path === field);
      const refused = Number(res.body.result) === FAILURE.BAD_INPUT && named?.message.endsWith(`: must be ${bound}`) && String(res.body.message).includes(named.message);
      answers[what] = refused ? 'refused' : `${res.status} ${res.body.result} ${res.body.message}`;
    }
    expect(answers).toEqual(Object.fromEntries(cases(s, sim).map(([what]) => [what, 'refused'])));
    expect(snapshot(sim)).toEqual(before);
  });

  it('is taken at exactly its bound', async () => {
    const sim = makeSim({ fleet: { engine: QUIET_FLEET } });
    const s = managedShelf(sim);
    const partner = await signedIn(sim, 'partner');
    const master = await partner.post('/product/master/store', { productName: 'Dearest', price: LIMITS.priceWon, cost: LIMITS.priceWon, shelfLifeDays: LIMITS.shelfLifeDays });
    expect(master.body).toMatchObject({ result: '0', data: { price: LIMITS.priceWon, cost: LIMITS.priceWon } });
    const inventory = await partner.post('/product/inventory/storeAll', { deviceIdx: s.fridge, inventoryList: [{ productMappingIdx: s.productMappingIdx, stock: LIMITS.stockUnits, price: LIMITS.priceWon }] });
    expect(inventory.body.result).toBe('0');
    expect(inventory.body.data).toContainEqual(expect.objectContaining({ productMappingIdx: s.productMappingIdx, stock: LIMITS.stockUnits, price: LIMITS.priceWon }));
    const division = value(sim, 'SELECT MIN(divisionIdx) FROM divisions WHERE companyIdx = 1 AND divisionIdx NOT IN (SELECT divisionIdx FROM employee_reset_policies)');
    const policy = await partner.post('/employee-reset-policy/store', { divisionIdx: division, resetCycle: 'DAILY', resetDay: 0, resetPoint: LIMITS.points });
    expect(policy.body).toMatchObject({ result: 0, data: { resetPoint: LIMITS.points } });
  });
});

describe('stock of one placement', () => {
  it('never grows past its bound by receiving an order or moving units in: refused with the bound, nothing changes', async () => {
    const sim = makeSim({ fleet: { engine: QUIET_FLEET } });
    const s = managedShelf(sim);
    const partner = await signedIn(sim, 'partner');
    const warehouse = value(sim, `SELECT divisionIdx FROM divisions WHERE companyIdx = 1 AND divisionType = 'WAREHOUSE'`);
    const product = value(sim, 'SELECT productIdx FROM product_mappings WHERE productMappingIdx = ?', s.productMappingIdx);
    const held = () => value(sim, 'SELECT COALESCE(SUM(stock), 0) FROM product_mappings WHERE divisionIdx = ? AND deviceIdx IS NULL AND productIdx = ? AND removedDate IS NULL', warehouse, product);
    const receive = async (count: number) => {
      const order = await partner.post('/product-order/store', { divisionIdx: warehouse, productList: [{ productIdx: product, count }] });
      expect(order.body.result).toBe(0);
      return partner.post('/product-order/store', { productOrderIdx: order.body.data.productOrderIdx, divisionIdx: warehouse, status: 'RECEIVED', productList: [{ productIdx: product, count }] });
    };
    expect((await receive(LIMITS.stockUnits - 5 - held())).body.result).toBe(0);
    expect(held()).toBe(LIMITS.stockUnits - 5);
    const tooMany = `A product may hold at most ${LIMITS.stockUnits} units in one place; this would make ${LIMITS.stockUnits + 5}`;

    const order = await partner.post('/product-order/store', { divisionIdx: warehouse, productList: [{ productIdx: product, count: 10 }] });
    let before = snapshot(sim);
    const received = await partner.post('/product-order/store', { productOrderIdx: order.body.data.productOrderIdx, divisionIdx: warehouse, status: 'RECEIVED', productList: [{ productIdx: product, count: 10 }] });
    expect(received.body).toEqual({ result: FAILURE.REJECTED, message: tooMany });
    expect(snapshot(sim)).toEqual(before);

    expect((await partner.post('/product/inventory/storeAll', { deviceIdx: s.fridge, inventoryList: [{ productMappingIdx: s.productMappingIdx, stock: 10 }] })).body.result).toBe('0');
    before = snapshot(sim);
    const moved = await partner.post('/product/migration/product/stock', { fromProductMappingIdx: s.productMappingIdx, toDivisionIdx: warehouse, count: 10 });
    expect(moved.body).toEqual({ result: FAILURE.REJECTED, message: tooMany });
    expect(snapshot(sim)).toEqual(before);
    expect((await partner.post('/product/migration/product/stock', { fromProductMappingIdx: s.productMappingIdx, toDivisionIdx: warehouse, count: 5 })).body.result).toBe(0);
    expect(held()).toBe(LIMITS.stockUnits);
  });
});
