// Promotions: the seeded ones and their status on the simulated clock, lists and info in scope,
// creating, changing and deleting with their rules, bad input changing nothing, and the prices the
// fleet charges while a promotion runs (and after it ends, changes or goes).
import { describe, expect, it } from 'vitest';
import { FAILURE } from '../../contract/index';
import type { Promotion, PromotionRow } from '../../sim-server/src/db/repositories/promotions';
import { NO_VIOLATIONS, paymentViolations } from './commerce-support';
import { foreignProduct } from './stock-support';
import { QUIET_FLEET, column, control, deviceScopes, makeSim, rows, scopes, sharedSim, signedIn, step, value, type Client } from './support';

type Sim = ReturnType<typeof makeSim>;
type Page = { list: Promotion[]; totalCount: number };
const NOW = '2026-11-21 09:00:00';
const NO_RECORD = 'You have no access to this record';
const NO_ACTION = 'You have no permission for this action';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const statusAt = (p: Pick<Promotion, 'startDateTime' | 'endDateTime'>, now: string) => (now < p.startDateTime ? 'SCHEDULED' : now < p.endDateTime ? 'ACTIVE' : 'ENDED');
const list = async (who: Client, body: object = {}) => (await who.post('/promotion/list', body)).body.data as Page;
const save = (who: Client, body: object) => who.post('/promotion/store', body);
/** A shared product no promotion uses yet, with its list price. */
const freeProduct = (sim: Sim, skip = 0) =>
  sim.db!.prepare('SELECT productIdx, price FROM products WHERE companyIdx IS NULL AND productIdx NOT IN (SELECT productIdx FROM promotions) ORDER BY productIdx LIMIT 1 OFFSET ?').get(skip) as {
    productIdx: number;
    price: number;
  };
const rate = (productIdx: number, extra: object = {}) => ({
  promotionName: '가을 할인', type: 'RATE', productIdx, companyIdx: 1, promotionRate: 20, startDateTime: NOW, endDateTime: '2026-11-28 00:00:00', ...extra,
});

describe('promotion.list and promotion.info', () => {
  const sim = sharedSim();

  it('lists the seeded promotions newest start first, with their status on the simulated clock, owner and list price', async () => {
    const admin = await signedIn(sim());
    const page = await list(admin);
    expect(page.totalCount).toBe(value(sim(), 'SELECT COUNT(*) FROM promotions'));
    expect(page.list.map((p) => p.promotionIdx)).toEqual(column(sim(), 'SELECT promotionIdx FROM promotions ORDER BY startDateTime DESC, promotionIdx DESC'));
    for (const p of page.list) {
      expect({ idx: p.promotionIdx, status: p.status }).toEqual({ idx: p.promotionIdx, status: statusAt(p, NOW) });
      expect(p.listPrice).toBe(value(sim(), 'SELECT price FROM products WHERE productIdx = ?', p.productIdx));
      expect(p.companyName).toBe(value<string>(sim(), 'SELECT companyName FROM companies WHERE companyIdx = ?', p.companyIdx));
    }
    const demo = page.list.filter((p) => p.companyIdx === 1);
    expect(new Set(demo.map((p) => p.status))).toEqual(new Set(['SCHEDULED', 'ACTIVE', 'ENDED']));
    expect(new Set(page.list.map((p) => p.type))).toEqual(new Set(['RATE', 'COUNT', 'AMOUNT']));
  });

  it('filters by status, type, product, company and keyword, and pages with the full count', async () => {
    const admin = await signedIn(sim());
    const all = (await list(admin)).list;
    for (const status of ['SCHEDULED', 'ACTIVE', 'ENDED'] as const) {
      expect((await list(admin, { status })).list.map((p) => p.promotionIdx)).toEqual(all.filter((p) => p.status === status).map((p) => p.promotionIdx));
    }
    expect((await list(admin, { type: 'COUNT' })).list.every((p) => p.type === 'COUNT')).toBe(true);
    const one = all[0]!;
    expect((await list(admin, { productIdx: one.productIdx })).list.map((p) => p.productIdx)).toContain(one.productIdx);
    expect((await list(admin, { companyIdx: 2 })).list.every((p) => p.companyIdx === 2)).toBe(true);
    expect((await list(admin, { keyword: one.productName })).list.map((p) => p.promotionIdx)).toContain(one.promotionIdx);
    const paged = await list(admin, { page: 2, size: 2 });
    expect(paged).toEqual({ list: all.slice(2, 4), totalCount: all.length });
    expect((await admin.get(`/promotion/info/${one.promotionIdx}`)).body).toEqual({ result: 0, message: 'Normally processed', data: one });
    expect((await admin.get('/promotion/info/99999')).body).toEqual({ result: FAILURE.NOT_FOUND, message: 'Promotion not found' });
  });

  it('keeps a PARTNER to its company', async () => {
    const partner = await signedIn(sim(), 'partner');
    const page = await list(partner);
    expect(page.list.length).toBeGreaterThan(0);
    expect(page.list.every((p) => p.companyIdx === 1)).toBe(true);
    const foreign = value(sim(), 'SELECT MIN(promotionIdx) FROM promotions WHERE companyIdx <> 1');
    expect((await partner.get(`/promotion/info/${foreign}`)).body).toEqual({ result: FAILURE.NOT_AUTHORIZED, message: NO_RECORD });
    expect((await list(partner, { companyIdx: 2 })).totalCount).toBe(0);
  });
});

describe('promotion.store and promotion.delete', () => {
  it('creates a promotion of each type, answers it as listed, changes it and deletes an unused one', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const s = scopes(sim);
    const [a, b, c] = [freeProduct(sim), freeProduct(sim, 1), freeProduct(sim, 2)];
    const created = await save(admin, rate(a.productIdx));
    expect(created.body).toMatchObject({
      result: 0, message: 'Normally processed',
      data: { type: 'RATE', status: 'ACTIVE', companyIdx: 1, productIdx: a.productIdx, listPrice: a.price, divisionIdx: null, divisionName: null, promotionRate: 20, createdDate: NOW },
    });
    const count = await save(admin, { ...rate(b.productIdx), type: 'COUNT', promotionRate: null, promotionSaleCount: 2, promotionFreeCount: 1, divisionIdx: s.own, startDateTime: '2026-12-01 00:00:00', endDateTime: '2026-12-08 00:00:00' });
    expect(count.body.data).toMatchObject({ type: 'COUNT', status: 'SCHEDULED', divisionIdx: s.own, divisionName: value<string>(sim, 'SELECT divisionName FROM divisions WHERE divisionIdx = ?', s.own) });
    // The company follows the division (ADMIN may leave it out).
    const amount = await save(admin, { ...rate(c.productIdx), companyIdx: undefined, divisionIdx: s.foreign, type: 'AMOUNT', promotionRate: null, promotionAmount: c.price - 100 });
    expect(amount.body.data).toMatchObject({ type: 'AMOUNT', companyIdx: 2, promotionAmount: c.price - 100 });

    const idx = created.body.data.promotionIdx as number;
    const info = (await admin.get(`/promotion/info/${idx}`)).body.data;
    expect((await list(admin, { productIdx: a.productIdx })).list).toEqual([info]);
    const changed = await save(admin, rate(a.productIdx, { promotionIdx: idx, promotionRate: 35, promotionName: '겨울 할인' }));
    expect(changed.body.data).toMatchObject({ promotionIdx: idx, promotionRate: 35, promotionName: '겨울 할인', createdDate: NOW });
    expect(value(sim, 'SELECT COUNT(*) FROM promotions')).toBe(value(sim, 'SELECT MAX(promotionIdx) FROM promotions'));

    const deleted = await admin.get(`/promotion/delete/${idx}`);
    expect(deleted.body).toEqual({ result: 0, message: 'Normally processed' });
    expect((await admin.get(`/promotion/info/${idx}`)).body.result).toBe(FAILURE.NOT_FOUND);
    expect((await admin.get(`/promotion/delete/${idx}`)).body).toEqual({ result: FAILURE.NOT_FOUND, message: 'Promotion not found' });
    // A tray delete stays a tray delete (docs/decisions.md, Promotion delete).
    expect(value(sim, 'SELECT COUNT(*) FROM trays WHERE trayIdx = ?', idx)).toBe(1);
  });

  it('answers bad input with result 2 naming the field, and changes nothing', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const s = { ...deviceScopes(sim), warehouse: value(sim, `SELECT divisionIdx FROM divisions WHERE companyIdx = 1 AND divisionType = 'WAREHOUSE'`) };
    const { productIdx, price } = freeProduct(sim);
    const before = rows(sim, 'promotions');
    const cases: [object, string][] = [
      [rate(productIdx, { promotionRate: null }), 'Discount rate (%): is required'],
      [rate(productIdx, { promotionAmount: 1000 }), 'Promotional price (won): must be empty for Discount rate promotions'],
      [rate(productIdx, { promotionRate: 0 }), 'Discount rate (%): must be at least 1'],
      [rate(productIdx, { promotionRate: 120 }), 'Discount rate (%): must be at most 100'],
      [rate(productIdx, { type: 'COUNT', promotionRate: null, promotionSaleCount: 2 }), 'Units free: is required'],
      [rate(productIdx, { type: 'COUNT', promotionRate: null, promotionSaleCount: 0, promotionFreeCount: 1 }), 'Units bought: must be at least 1'],
      [rate(productIdx, { type: 'AMOUNT', promotionRate: null, promotionAmount: price }), `Promotional price (won): must be below the list price (${price.toLocaleString('en-US')} won)`],
      [rate(productIdx, { type: 'AMOUNT', promotionRate: null, promotionAmount: -5 }), 'Promotional price (won): must be at least'],
      [rate(productIdx, { type: 'BOGO' }), 'Type: must be one of'],
      [rate(productIdx, { endDateTime: NOW }), 'End: must be after the start'],
      [rate(productIdx, { startDateTime: '2026-11-21' }), 'Start: expected YYYY-MM-DD HH:mm:ss'],
      [rate(productIdx, { promotionName: ' ' }), 'Promotion: is required'],
      [rate(productIdx, { divisionIdx: s.foreign }), `Division: is not a division of company 1 (division ${s.foreign})`],
      [rate(productIdx, { divisionIdx: s.warehouse }), `Division: is a warehouse; promotions run in stores and sites (division ${s.warehouse})`],
      [rate(productIdx, { companyIdx: undefined }), 'Company: is required'],
      [rate(productIdx, { discount: 5 }), 'discount: is not a known field'],
      [rate('7' as unknown as number), 'Product: must be a number'],
    ];
    for (const [body, message] of cases) {
      const res = await save(admin, body);
      expect({ body, result: res.body.result, message: res.body.message }).toEqual({ body, result: FAILURE.BAD_INPUT, message: expect.stringContaining(message) });
    }
    expect((await save(admin, rate(99999))).body).toEqual({ result: FAILURE.NOT_FOUND, message: 'Product not found' });
    expect((await save(admin, rate(productIdx, { companyIdx: 99999 }))).body).toEqual({ result: FAILURE.NOT_FOUND, message: 'Company not found' });
    expect((await save(admin, rate(foreignProduct(sim)))).body.result).toBe(FAILURE.REJECTED); // another company's product
    expect((await admin.get('/promotion/delete/abc')).body.result).toBe(FAILURE.BAD_INPUT);
    expect(rows(sim, 'promotions')).toEqual(before);
  });

  it('refuses two promotions of a product in the same place and time, but not in another division or time', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const s = scopes(sim);
    const { productIdx } = freeProduct(sim);
    const first = await save(admin, rate(productIdx, { divisionIdx: s.own, promotionName: '첫 할인' }));
    expect(first.body.result).toBe(0);
    const before = rows(sim, 'promotions');
    const clash = await save(admin, rate(productIdx, { startDateTime: '2026-11-27 00:00:00', endDateTime: '2026-12-01 00:00:00' }));
    expect(clash.body).toEqual({ result: FAILURE.REJECTED, message: 'It overlaps the promotion "첫 할인" of the same product (2026-11-21 09:00:00 – 2026-11-28 00:00:00) in time and place' });
    expect((await save(admin, rate(productIdx, { divisionIdx: s.own, type: 'AMOUNT', promotionRate: null, promotionAmount: 100 }))).body.result).toBe(FAILURE.REJECTED);
    expect(rows(sim, 'promotions')).toEqual(before);
    expect((await save(admin, rate(productIdx, { divisionIdx: s.companyOnly }))).body.result).toBe(0);
    expect((await save(admin, rate(productIdx, { startDateTime: '2026-11-28 00:00:00', endDateTime: '2026-12-05 00:00:00' }))).body.result).toBe(0); // touching ends do not overlap
    expect((await save(admin, rate(productIdx, { companyIdx: 2 }))).body.result).toBe(0);
    // Changing a promotion does not clash with itself.
    expect((await save(admin, rate(productIdx, { promotionIdx: first.body.data.promotionIdx, divisionIdx: s.own, promotionRate: 10 }))).body.result).toBe(0);
  });

  it('keeps an ended promotion, the owner company and a promotion that priced sales as they are', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const ended = sim.db!.prepare(`SELECT * FROM promotions WHERE endDateTime <= ? ORDER BY promotionIdx LIMIT 1`).get(NOW) as PromotionRow;
    const active = sim.db!.prepare(`SELECT * FROM promotions WHERE startDateTime <= ? AND ? < endDateTime ORDER BY promotionIdx LIMIT 1`).get(NOW, NOW) as PromotionRow;
    const sold = value(sim, 'SELECT COUNT(*) FROM payment_lines WHERE promotionIdx = ?', ended.promotionIdx);
    expect(sold).toBeGreaterThan(0);
    const before = rows(sim, 'promotions');
    // The stored row less its stamps is a store body.
    const body = (p: PromotionRow, extra: object = {}) => {
      const { createdDate: _created, updatedDate: _updated, ...fields } = p;
      return { ...fields, ...extra };
    };
    expect((await save(admin, body(ended, { promotionName: '다시' }))).body).toEqual({ result: FAILURE.REJECTED, message: 'An ended promotion cannot change' });
    expect((await save(admin, body(active, { companyIdx: active.companyIdx === 1 ? 2 : 1 }))).body).toEqual({ result: FAILURE.REJECTED, message: 'A promotion cannot move to another company' });
    expect((await admin.get(`/promotion/delete/${ended.promotionIdx}`)).body).toEqual({
      result: FAILURE.REJECTED, message: `The promotion priced ${sold} sale(s) and cannot be deleted; end it by moving its end instead`,
    });
    expect(rows(sim, 'promotions')).toEqual(before);
    // Ending an active one early is a change like any other.
    expect((await save(admin, body(active, { endDateTime: '2026-11-21 09:30:00' }))).body.data).toMatchObject({ status: 'ACTIVE', endDateTime: '2026-11-21 09:30:00' });
  });

  it('keeps a PARTNER to its company and a MANAGER to reading what runs in its stores', async () => {
    const sim = makeSim();
    const s = scopes(sim);
    const admin = await signedIn(sim);
    const partner = await signedIn(sim, 'partner');
    const manager = await signedIn(sim, 'manager');
    const { productIdx } = freeProduct(sim);
    const inOwn = (await save(admin, rate(productIdx, { divisionIdx: s.own }))).body.data as Promotion;
    const inOther = (await save(admin, rate(productIdx, { divisionIdx: s.companyOnly }))).body.data as Promotion;
    const foreign = (await save(admin, rate(productIdx, { companyIdx: 2 }))).body.data as Promotion;

    const seen = (await list(manager)).list;
    expect(seen.every((p) => p.companyIdx === 1 && (p.divisionIdx === null || s.managed.includes(p.divisionIdx)))).toBe(true);
    expect(seen.map((p) => p.promotionIdx)).toContain(inOwn.promotionIdx);
    expect(seen.map((p) => p.promotionIdx)).not.toContain(inOther.promotionIdx);
    expect((await manager.get(`/promotion/info/${inOwn.promotionIdx}`)).body.result).toBe(0);
    expect((await manager.get(`/promotion/info/${inOther.promotionIdx}`)).body).toEqual({ result: FAILURE.NOT_AUTHORIZED, message: NO_RECORD });

    const before = rows(sim, 'promotions');
    const { productIdx: other } = freeProduct(sim);
    const refused: [Client, string, object | null, string][] = [
      [manager, '/promotion/store', rate(other, { companyIdx: undefined }), NO_ACTION],
      [manager, `/promotion/delete/${inOwn.promotionIdx}`, null, NO_ACTION],
      [partner, '/promotion/store', rate(other, { companyIdx: 2 }), NO_RECORD],
      [partner, '/promotion/store', rate(other, { divisionIdx: s.foreign, companyIdx: undefined }), NO_RECORD],
      [partner, '/promotion/store', { ...rate(other), promotionIdx: foreign.promotionIdx }, NO_RECORD],
      [partner, `/promotion/info/${foreign.promotionIdx}`, null, NO_RECORD],
      [partner, `/promotion/delete/${foreign.promotionIdx}`, null, NO_RECORD],
    ];
    for (const [who, path, body, message] of refused) {
      const res = body === null ? await who.get(path) : await who.post(path, body);
      expect({ path, body: res.body }).toEqual({ path, body: { result: FAILURE.NOT_AUTHORIZED, message } });
    }
    expect(rows(sim, 'promotions')).toEqual(before);
    // A PARTNER's promotion is its company's without naming it.
    expect((await save(partner, rate(other, { companyIdx: undefined }))).body.data).toMatchObject({ companyIdx: 1 });
  });
});

describe('prices the fleet charges', () => {
  /**
   * A quiet fleet whose payments are all approved, and a fridge of the demo company with three products no promotion touches,
   * each with stock for both purchases below (4 + 1 units, and a spare).
   */
  const setup = async () => {
    const sim = makeSim({ fleet: { engine: { ...QUIET_FLEET, declineRate: 0, refundRate: 0 } } });
    const admin = await signedIn(sim);
    const unpromoted = `SELECT productMappingIdx, productIdx, price FROM product_mappings m WHERE m.deviceIdx = v.deviceIdx AND m.trayIdx IS NOT NULL AND m.stock >= 6
      AND m.productIdx NOT IN (SELECT productIdx FROM promotions)`.replace('v.deviceIdx', '?');
    const fridge = value(sim, `SELECT v.deviceIdx FROM devices v JOIN divisions d USING (divisionIdx) WHERE d.companyIdx = 1 AND v.status = 'ONLINE' AND v.online = 1
      AND (SELECT COUNT(DISTINCT m.productIdx) FROM product_mappings m WHERE m.deviceIdx = v.deviceIdx AND m.trayIdx IS NOT NULL AND m.stock >= 6
        AND m.productIdx NOT IN (SELECT productIdx FROM promotions)) >= 3 ORDER BY v.deviceIdx LIMIT 1`);
    const products = sim.db!.prepare(`${unpromoted} GROUP BY productIdx ORDER BY productMappingIdx LIMIT 3`).all(fridge) as { productMappingIdx: number; productIdx: number; price: number }[];
    expect(products).toHaveLength(3);
    return { sim, admin, fridge, products };
  };
  /** A door session that takes these counts, and the lines of its payment once it closed. */
  const buy = async (sim: Sim, fridge: number, items: { productMappingIdx: number; count: number }[]) => {
    const last = value(sim, 'SELECT MAX(paymentIdx) FROM payments');
    const opened = await control(sim).post(`/devices/${fridge}/door`, { mode: 'CARD', items }); // every kiosk takes a card
    expect(opened.body.result).toBe(0);
    await step(sim, 3 * MINUTE);
    const payment = sim.db!.prepare('SELECT * FROM payments WHERE paymentIdx > ? AND deviceIdx = ?').get(last, fridge) as { paymentIdx: number; amount: number; state: string };
    expect(payment.state).toBe('PAID');
    const lines = sim.db!.prepare('SELECT productIdx, count, price, listPrice, amount, promotionType, promotionIdx FROM payment_lines WHERE paymentIdx = ? ORDER BY paymentLineIdx').all(payment.paymentIdx) as {
      productIdx: number; count: number; price: number; listPrice: number; amount: number; promotionType: string | null; promotionIdx: number | null;
    }[];
    return { payment, lines };
  };

  it('charges the promoted price while RATE, COUNT and AMOUNT promotions run, and the list price once they end', async () => {
    const { sim, admin, fridge, products } = await setup();
    const [a, b, c] = products as [(typeof products)[0], (typeof products)[0], (typeof products)[0]];
    const end = '2026-11-21 10:00:00';
    const ids = [];
    for (const body of [
      rate(a.productIdx, { endDateTime: end }),
      rate(b.productIdx, { endDateTime: end, type: 'COUNT', promotionRate: null, promotionSaleCount: 2, promotionFreeCount: 1 }),
      rate(c.productIdx, { endDateTime: end, type: 'AMOUNT', promotionRate: null, promotionAmount: c.price - 300 }),
    ]) {
      const res = await save(admin, body);
      expect(res.body.data.status).toBe('ACTIVE');
      ids.push(res.body.data.promotionIdx as number);
    }
    const items = [{ productMappingIdx: a.productMappingIdx, count: 1 }, { productMappingIdx: b.productMappingIdx, count: 4 }, { productMappingIdx: c.productMappingIdx, count: 2 }];
    const during = await buy(sim, fridge, items);
    const rated = Math.round(a.price * 0.8);
    expect(during.lines).toEqual([
      { productIdx: a.productIdx, count: 1, price: rated, listPrice: a.price, amount: rated, promotionType: 'RATE', promotionIdx: ids[0] },
      // 2+1: of 4 units one is free.
      { productIdx: b.productIdx, count: 4, price: b.price, listPrice: b.price, amount: 3 * b.price, promotionType: 'COUNT', promotionIdx: ids[1] },
      { productIdx: c.productIdx, count: 2, price: c.price - 300, listPrice: c.price, amount: 2 * (c.price - 300), promotionType: 'AMOUNT', promotionIdx: ids[2] },
    ]);
    expect(during.payment.amount).toBe(rated + 3 * b.price + 2 * (c.price - 300));
    const listed = (await admin.post('/payment/list', { deviceIdx: fridge, page: 1, size: 1 })).body.data.list[0];
    expect(listed).toMatchObject({ paymentIdx: during.payment.paymentIdx, amount: during.payment.amount, productList: during.lines.map(({ productIdx, ...rest }) => ({ productIdx, ...rest })) });

    // One unit under the 2+1 gets nothing free: charged its price and tagged with no promotion.
    const single = await buy(sim, fridge, [{ productMappingIdx: b.productMappingIdx, count: 1 }]);
    expect(single.lines).toEqual([{ productIdx: b.productIdx, count: 1, price: b.price, listPrice: b.price, amount: b.price, promotionType: null, promotionIdx: null }]);

    await step(sim, HOUR);
    expect((await admin.get(`/promotion/info/${ids[0]}`)).body.data.status).toBe('ENDED');
    const after = await buy(sim, fridge, items.map((i) => ({ ...i, count: 1 })));
    expect(after.lines.map((l) => [l.price, l.amount, l.promotionType, l.promotionIdx])).toEqual([
      [a.price, a.price, null, null],
      [b.price, b.price, null, null],
      [c.price, c.price, null, null],
    ]);
    const violations = paymentViolations(sim);
    expect(violations).toEqual(NO_VIOLATIONS(violations));
  });

  it('follows a promotion that is changed, deleted, or starts on the simulated clock', async () => {
    const { sim, admin, fridge, products } = await setup();
    const [a, b] = products as [(typeof products)[0], (typeof products)[0]];
    const item = [{ productMappingIdx: a.productMappingIdx, count: 1 }];
    const created = (await save(admin, rate(a.productIdx))).body.data as Promotion;
    expect((await buy(sim, fridge, item)).lines[0]!.price).toBe(Math.round(a.price * 0.8));
    await save(admin, rate(a.productIdx, { promotionIdx: created.promotionIdx, promotionRate: 50 }));
    expect((await buy(sim, fridge, item)).lines[0]!.price).toBe(Math.round(a.price * 0.5));

    // One that has not priced a sale yet may go; the next sale is at the list price.
    const amount = (await save(admin, rate(b.productIdx, { type: 'AMOUNT', promotionRate: null, promotionAmount: b.price - 200 }))).body.data as Promotion;
    expect((await admin.get(`/promotion/delete/${amount.promotionIdx}`)).body.result).toBe(0);
    expect((await buy(sim, fridge, [{ productMappingIdx: b.productMappingIdx, count: 1 }])).lines[0]).toMatchObject({ price: b.price, promotionType: null });

    // A scheduled one starts by itself when the clock reaches it.
    const starts = '2026-11-21 11:00:00';
    const scheduled = (await save(admin, rate(b.productIdx, { startDateTime: starts, promotionRate: 10 }))).body.data as Promotion;
    expect(scheduled.status).toBe('SCHEDULED');
    expect((await buy(sim, fridge, [{ productMappingIdx: b.productMappingIdx, count: 1 }])).lines[0]!.promotionIdx).toBeNull();
    await step(sim, 2 * HOUR);
    expect((await buy(sim, fridge, [{ productMappingIdx: b.productMappingIdx, count: 1 }])).lines[0]).toMatchObject({ price: Math.round(b.price * 0.9), promotionIdx: scheduled.promotionIdx });
  });
});
