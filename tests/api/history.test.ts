// History outlives what it belongs to (issue 14, item 8). Deleting a kiosk, a store or a company
// archives it: it leaves the lists, selectors, tree, dashboard counts and the simulated fleet, while
// its payments, lines, door openings, stock movements, orders, faults and point logs stay, under its
// name, and every sales figure and report of a period answers exactly as before. What still refers
// to a record that cannot be archived yet is named with its count, and nothing changes. The schema
// itself refuses to erase history, even to a DELETE written by mistake.
import { describe, expect, it } from 'vitest';
import { FAILURE } from '../../contract/index';
import { control, deviceScopes, discardStock, makeSim, rows, signedIn, step, value, type Client } from './support';

type Sim = ReturnType<typeof makeSim>;
const HOUR = 60 * 60_000;
const WINDOW = { startDate: '2026-11-01', endDate: '2026-11-30' };
const PAGE = { page: 1, size: 1000 };

/** Every table that holds history; none of them may lose or change a row when a parent is deleted. */
const HISTORY_TABLES = [
  'payments', 'payment_lines', 'door_opens', 'product_transactions', 'fault_notices', 'self_checks', 'temperature_samples',
  'product_orders', 'product_order_lines', 'employee_point_logs', 'promotions', 'products',
] as const;
const history = (sim: Sim) => Object.fromEntries(HISTORY_TABLES.map((t) => [t, rows(sim, t)]));

async function data(who: Client, path: string, body?: object) {
  const res = body === undefined ? await who.get(path) : await who.post(path, body);
  // Inventory and product master answer the string '0' (spec §5).
  expect({ path, body, result: Number(res.body.result), message: res.body.message }).toEqual({ path, body, result: 0, message: expect.anything() });
  return res.body.data;
}

/**
 * Every history answer a role gets, for the whole scope and narrowed to `filter` (a device, a
 * division or a company): revenue, payments, product sales, the report strings, the AI reports'
 * sales figures, door openings, faults, self-checks and stock movements.
 */
async function reports(who: Client, filter: Record<string, number>) {
  const answers: Record<string, unknown> = {};
  for (const narrow of [{}, filter]) {
    const at = (name: string) => `${name} ${JSON.stringify(narrow)}`;
    answers[at('monthly')] = await data(who, '/statistics/revenue-report/list', { ...narrow, groupByDevice: true, ...PAGE });
    answers[at('daily')] = await data(who, '/statistics/revenue-report/list/daily', { ...narrow, ...WINDOW, ...PAGE });
    answers[at('payments')] = await data(who, '/payment/list', { ...narrow, ...PAGE });
    answers[at('products sold')] = await data(who, '/payment/product/list', { ...narrow, ...PAGE });
    for (const measure of ['count', 'amount', 'profit']) {
      answers[at(measure)] = await data(who, `/statistics/sale-${measure}-report-string/list`, { ...narrow, ...WINDOW, splitBy: 'DEVICE', top: 50 });
    }
    answers[at('by hour')] = await data(who, '/statistics/ai-report/hour', { ...narrow, ...WINDOW });
    // deviceCount is how many kiosks carry a product now, not a figure of the period.
    const top = (await data(who, '/statistics/ai-report/top-products', { ...narrow, ...WINDOW, size: 50 })) as { list: { deviceCount: number }[] };
    answers[at('top products')] = top.list.map(({ deviceCount: _now, ...sales }) => sales);
    answers[at('door openings')] = await data(who, '/device/open-door/list', { ...narrow, ...PAGE });
    answers[at('faults')] = await data(who, '/device/fault-check', { ...narrow, ...PAGE });
    answers[at('self-checks')] = await data(who, '/device/self-check', { ...narrow, ...PAGE });
    answers[at('movements')] = await data(who, '/product/transaction/list', { ...narrow, ...PAGE });
    answers[at('orders')] = await data(who, '/product-order/list', { ...narrow, ...PAGE });
    answers[at('point logs')] = await data(who, '/employee-point-log/list', { ...narrow, ...PAGE });
  }
  const dashboard = await data(who, '/dashboard/info');
  answers.today = { todayPaymentCount: dashboard.todayPaymentCount, todaySalesAmount: dashboard.todaySalesAmount, salesByHour: dashboard.salesByHour };
  return answers;
}

/** The keys of a list answer. */
const keys = (answer: { list: Record<string, unknown>[] }, key: string) => answer.list.map((row) => row[key]);

/** The kiosks the simulated fleet drives. */
const fleet = async (sim: Sim) => ((await control(sim).get('/fleet')).body.data.kiosks as { deviceIdx: number }[]).map((k) => k.deviceIdx);

/** Keys found in the org tree (companies, divisions, devices). */
async function tree(who: Client) {
  const companies = (await data(who, '/tree/list')) as { companyIdx: number; divisionList: { divisionIdx: number; deviceList: { deviceIdx: number }[] }[] }[];
  const divisions = companies.flatMap((c) => c.divisionList);
  return { companies: companies.map((c) => c.companyIdx), divisions: divisions.map((d) => d.divisionIdx), devices: divisions.flatMap((d) => d.deviceList.map((v) => v.deviceIdx)) };
}

/** Empties a device and deletes (archives) it; throws when refused. */
async function retire(sim: Sim, admin: Client, deviceIdx: number): Promise<void> {
  discardStock(sim, 'deviceIdx', deviceIdx);
  const res = await admin.get(`/device/delete/${deviceIdx}`);
  expect({ deviceIdx, body: res.body }).toEqual({ deviceIdx, body: { result: 0, message: expect.stringMatching(/stay/) } });
}

/** Takes every unit a division holds itself (warehouse or backroom stock) out. */
function discardDivisionStock(sim: Sim, divisionIdx: number): void {
  const held = sim.db!.prepare('SELECT productMappingIdx, stock FROM product_mappings WHERE divisionIdx = ? AND deviceIdx IS NULL AND stock > 0').all(divisionIdx) as { productMappingIdx: number; stock: number }[];
  for (const m of held) sim.repos!.stock.applyTransaction({ productMappingIdx: m.productMappingIdx, transactionCode: 'DISCARD', count: -m.stock, at: '2026-11-21 10:00:00' });
}

/** Cancels the division's REQUESTED orders (a deleted division's could never be received). */
async function cancelOpenOrders(sim: Sim, admin: Client, divisionIdx: number): Promise<void> {
  for (const productOrderIdx of sim.db!.prepare(`SELECT productOrderIdx FROM product_orders WHERE divisionIdx = ? AND status = 'REQUESTED'`).pluck().all(divisionIdx) as number[]) {
    const order = await data(admin, `/product-order/info/${productOrderIdx}`);
    const productList = (order.productList as { productIdx: number; count: number }[]).map(({ productIdx, count }) => ({ productIdx, count }));
    await data(admin, '/product-order/store', { productOrderIdx, divisionIdx, status: 'CANCELED', memo: order.memo, productList });
  }
}

/** Everything a division must be rid of before it can be deleted: its kiosks, its own stock, its open orders. */
async function empty(sim: Sim, admin: Client, divisionIdx: number): Promise<void> {
  for (const deviceIdx of sim.db!.prepare('SELECT deviceIdx FROM devices WHERE divisionIdx = ? AND archivedDate IS NULL').pluck().all(divisionIdx) as number[]) await retire(sim, admin, deviceIdx);
  discardDivisionStock(sim, divisionIdx);
  await cancelOpenOrders(sim, admin, divisionIdx);
}

describe('deleting a kiosk archives it', () => {
  it('keeps its payments, lines, door openings, stock movements, faults and self-checks, and every report answers the same in every role', async () => {
    const sim = makeSim();
    const s = deviceScopes(sim);
    const deviceIdx = s.devices.own; // a store the demo manager runs
    const [admin, partner, manager] = [await signedIn(sim), await signedIn(sim, 'partner'), await signedIn(sim, 'manager')];
    const owned = (table: string) => value(sim, `SELECT COUNT(*) FROM ${table} WHERE deviceIdx = ?`, deviceIdx);
    for (const table of ['payments', 'door_opens', 'self_checks', 'temperature_samples']) expect({ table, owned: owned(table) > 0 }).toEqual({ table, owned: true });

    discardStock(sim, 'deviceIdx', deviceIdx); // emptying is its own change, before the one under test
    const before = { history: history(sim), admin: await reports(admin, { deviceIdx }), partner: await reports(partner, { deviceIdx }), manager: await reports(manager, { deviceIdx }) };
    const res = await partner.get(`/device/delete/${deviceIdx}`);

    const after = { history: history(sim), admin: await reports(admin, { deviceIdx }), partner: await reports(partner, { deviceIdx }), manager: await reports(manager, { deviceIdx }) };
    expect(after).toEqual(before);
    expect(res.body).toEqual({ result: 0, message: 'The kiosk was deleted: it left the lists and the fleet; its sales, door and fault history stay in the reports' });
    const named = (before.admin['monthly {"deviceIdx":' + deviceIdx + '}'] as { list: { deviceName: string }[] }).list;
    expect(named.length).toBeGreaterThan(0); // …under its own name
  });

  it('leaves the device list, its info, the tree, the stock lists, the training list, the dashboard counts and the fleet', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const deviceIdx = 1; // an AI fridge
    const dashboard = await data(admin, '/dashboard/info');
    const devices = await data(admin, '/device/list', PAGE);
    expect(keys(devices, 'deviceIdx')).toContain(deviceIdx);
    expect((await tree(admin)).devices).toContain(deviceIdx);
    expect(await fleet(sim)).toContain(deviceIdx);
    expect(keys(await data(admin, '/product-training/device/list', PAGE), 'deviceIdx')).toContain(deviceIdx);
    const status = value<string>(sim, 'SELECT status FROM devices WHERE deviceIdx = ?', deviceIdx);
    const connected = value(sim, 'SELECT online FROM devices WHERE deviceIdx = ?', deviceIdx);

    await retire(sim, admin, deviceIdx);
    const afterList = await data(admin, '/device/list', PAGE);
    expect(afterList.totalCount).toBe(devices.totalCount - 1);
    expect(keys(afterList, 'deviceIdx')).not.toContain(deviceIdx);
    expect((await admin.get(`/device/info/${deviceIdx}`)).body).toEqual({ result: FAILURE.NOT_FOUND, message: 'Device not found' });
    expect((await admin.get(`/device/delete/${deviceIdx}`)).body).toEqual({ result: FAILURE.NOT_FOUND, message: 'Device not found' });
    expect((await tree(admin)).devices).not.toContain(deviceIdx);
    expect((await data(admin, '/product/inventory/list', { deviceIdx, ...PAGE })).totalCount).toBe(0);
    expect((await data(admin, '/product/list', { deviceIdx, ...PAGE })).totalCount).toBe(0);
    expect(keys(await data(admin, '/product-training/device/list', PAGE), 'deviceIdx')).not.toContain(deviceIdx);
    const counts = await data(admin, '/dashboard/info');
    expect(counts.deviceCount).toBe(dashboard.deviceCount - 1);
    expect(counts[`${status.toLowerCase()}DeviceCount`]).toBe(dashboard[`${status.toLowerCase()}DeviceCount`] - 1);
    expect(counts.connectedDeviceCount).toBe(dashboard.connectedDeviceCount - connected);
    // The history the door-open screen of the device shows stays reachable.
    expect((await data(admin, `/device/open-door/${deviceIdx}`)).list.length).toBe(value(sim, 'SELECT COUNT(*) FROM door_opens WHERE deviceIdx = ?', deviceIdx));

    // The fleet no longer drives it: nothing it could write appears while simulated time runs on.
    expect(await fleet(sim)).not.toContain(deviceIdx);
    const written = () => ['payments', 'door_opens', 'fault_notices', 'self_checks', 'temperature_samples'].map((t) => value(sim, `SELECT COUNT(*) FROM ${t} WHERE deviceIdx = ?`, deviceIdx));
    const frozen = written();
    await step(sim, 3 * HOUR);
    expect(written()).toEqual(frozen);
    expect((await control(sim).post(`/devices/${deviceIdx}/door`, {})).body.result).not.toBe(0);
  });

  it('still refuses a kiosk that holds stock, naming the units, and changes nothing', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const units = value(sim, 'SELECT SUM(stock) FROM product_mappings WHERE deviceIdx = 2 AND removedDate IS NULL');
    const before = [history(sim), rows(sim, 'devices'), rows(sim, 'product_mappings')];
    expect((await admin.get('/device/delete/2')).body).toEqual({
      result: FAILURE.REJECTED,
      message: `The device still holds ${units} unit(s) of stock; take them out or discard them first`,
    });
    expect([history(sim), rows(sim, 'devices'), rows(sim, 'product_mappings')]).toEqual(before);
  });

  it('keeps an archived kiosk’s serial number: registering it again is refused with a clear message', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const serialNumber = value<string>(sim, 'SELECT serialNumber FROM devices WHERE deviceIdx = 3');
    await retire(sim, admin, 3);
    const again = { divisionIdx: 1, deviceName: '재설치', serialNumber: serialNumber.toLowerCase(), deviceType: 'VENDING', provider: 'ZELOTEK', model: '', addressDetail: '' };
    const before = rows(sim, 'devices');
    expect((await admin.post('/device/store', again)).body).toEqual({
      result: FAILURE.REJECTED,
      message: `Serial number ${serialNumber.toLowerCase()} belongs to a deleted kiosk whose history keeps it; it cannot be registered again`,
    });
    expect(rows(sim, 'devices')).toEqual(before);
    const ko = await (await signedIn(sim, 'admin', 'ko')).post('/device/store', again);
    expect(ko.body.message).toMatch(/삭제된 장비/);
  });
});

describe('deleting a store archives it', () => {
  it('refuses while kiosks remain, then keeps its orders, cards and point logs, placements and transactions, and every report answers the same', async () => {
    const sim = makeSim();
    const s = deviceScopes(sim);
    const divisionIdx = s.managed[1]!; // a store of the partner's company that the demo manager runs, with an order and employee cards
    const [admin, partner, manager] = [await signedIn(sim), await signedIn(sim, 'partner'), await signedIn(sim, 'manager')];
    expect(value(sim, 'SELECT COUNT(*) FROM product_orders WHERE divisionIdx = ?', divisionIdx)).toBeGreaterThan(0);
    expect(value(sim, 'SELECT COUNT(*) FROM employee_point_logs JOIN employee_uids USING (employeeUidIdx) WHERE divisionIdx = ?', divisionIdx)).toBeGreaterThan(0);
    const deviceIdxs = sim.db!.prepare('SELECT deviceIdx FROM devices WHERE divisionIdx = ? ORDER BY deviceIdx').pluck().all(divisionIdx) as number[];

    const untouched = [history(sim), rows(sim, 'divisions'), rows(sim, 'employee_uids')];
    expect((await partner.get(`/division/delete/${divisionIdx}`)).body).toEqual({
      result: FAILURE.REJECTED,
      message: `The division still has ${deviceIdxs.length} device(s); move or delete them first`,
    });
    expect([history(sim), rows(sim, 'divisions'), rows(sim, 'employee_uids')]).toEqual(untouched);

    for (const deviceIdx of deviceIdxs) await retire(sim, admin, deviceIdx);
    discardDivisionStock(sim, divisionIdx);
    const open = value(sim, `SELECT COUNT(*) FROM product_orders WHERE divisionIdx = ? AND status = 'REQUESTED'`, divisionIdx);
    expect(open).toBeGreaterThan(0);
    const withOrders = [history(sim), rows(sim, 'divisions'), rows(sim, 'employee_uids')];
    expect((await partner.get(`/division/delete/${divisionIdx}`)).body).toEqual({
      result: FAILURE.REJECTED,
      message: `The division still has ${open} open order(s); receive or cancel them first`,
    });
    expect([history(sim), rows(sim, 'divisions'), rows(sim, 'employee_uids')]).toEqual(withOrders);
    await cancelOpenOrders(sim, admin, divisionIdx);
    const before = { history: history(sim), admin: await reports(admin, { divisionIdx }), partner: await reports(partner, { divisionIdx }), manager: await reports(manager, { divisionIdx }) };
    const order = await data(admin, `/product-order/info/${value(sim, 'SELECT MIN(productOrderIdx) FROM product_orders WHERE divisionIdx = ?', divisionIdx)}`);

    expect((await partner.get(`/division/delete/${divisionIdx}`)).body).toEqual({
      result: 0,
      message: 'The division was deleted: it left the lists; its orders, sales and employee point history stay in the reports',
    });
    const after = { history: history(sim), admin: await reports(admin, { divisionIdx }), partner: await reports(partner, { divisionIdx }), manager: await reports(manager, { divisionIdx }) };
    expect(after).toEqual(before);
    expect(await data(admin, `/product-order/info/${order.productOrderIdx}`)).toEqual(order);
  });

  it('leaves the division list, its info, the tree, the selectors of cards and Open API access, and the dashboard counts', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const divisionIdx = 2;
    await admin.post('/division/openApi/store', { divisionIdx, enabled: true });
    const dashboard = await data(admin, '/dashboard/info');
    const divisions = await data(admin, '/division/list', PAGE);
    const cards = await data(admin, '/employee-uid/list', PAGE);
    const theirs = value(sim, 'SELECT COUNT(*) FROM employee_uids WHERE divisionIdx = ? AND deletedDate IS NULL', divisionIdx);
    expect(theirs).toBeGreaterThan(0);
    await empty(sim, admin, divisionIdx);
    expect((await admin.get(`/division/delete/${divisionIdx}`)).body.result).toBe(0);

    const list = await data(admin, '/division/list', PAGE);
    expect(list.totalCount).toBe(divisions.totalCount - 1);
    expect(keys(list, 'divisionIdx')).not.toContain(divisionIdx);
    expect((await admin.get(`/division/info/${divisionIdx}`)).body).toEqual({ result: FAILURE.NOT_FOUND, message: 'Division not found' });
    expect((await tree(admin)).divisions).not.toContain(divisionIdx);
    expect(keys(await data(admin, '/division/openApi/list', PAGE), 'divisionIdx')).not.toContain(divisionIdx);
    expect((await data(admin, '/employee-uid/list', PAGE)).totalCount).toBe(cards.totalCount - theirs);
    expect((await data(admin, '/company/info/1')).divisionCount).toBe(value(sim, 'SELECT COUNT(*) FROM divisions WHERE companyIdx = 1') - 1);
    expect((await data(admin, '/dashboard/info')).divisionCount).toBe(dashboard.divisionCount - 1);
    // Nothing new can be filed under it.
    const order = { divisionIdx, productList: [{ productIdx: 1, count: 1 }] };
    expect((await admin.post('/product-order/store', order)).body).toEqual({ result: FAILURE.NOT_FOUND, message: 'Division not found' });
  });
});

describe('a closed store and its managers', () => {
  it('stays with the managers who ran it (their reports keep it, their account saves as the console sends it back) and is given to no one else', async () => {
    const sim = makeSim();
    const s = deviceScopes(sim);
    const divisionIdx = s.managed[1]!;
    const [admin, partner] = [await signedIn(sim), await signedIn(sim, 'partner')];
    await empty(sim, admin, divisionIdx);
    expect((await partner.get(`/division/delete/${divisionIdx}`)).body.result).toBe(0);

    const manager = await data(partner, '/user/info', { userIdx: s.manager });
    expect(manager.divisionIdxList).toEqual(s.managed);
    const { userIdx, userName, userType, authType, companyIdx, email, phone, divisionIdxList } = manager;
    const saved = await partner.post('/user/store', { userIdx, userName: `${userName} 수정`, userType, authType, companyIdx, email, phone, divisionIdxList });
    expect(saved.body).toMatchObject({ result: 0, data: { divisionIdxList: s.managed } });
    // The manager still reads the closed store's sales.
    const managerClient = await signedIn(sim, 'manager');
    expect((await data(managerClient, '/payment/list', { divisionIdx, page: 1, size: 1 })).totalCount).toBeGreaterThan(0);

    const users = rows(sim, 'user_divisions');
    const newcomer = { userId: 'closed.store', password: 'newcomer1234', userName: '신규점주', userType: 'BUSINESS', authType: 'MANAGER', companyIdx, divisionIdxList: [divisionIdx] };
    expect((await partner.post('/user/store', newcomer)).body).toEqual({ result: FAILURE.NOT_FOUND, message: 'Division not found' });
    expect(rows(sim, 'user_divisions')).toEqual(users);
  });
});

describe('deleting a company archives it', () => {
  it('refuses while stores and users remain, naming them, then keeps its products, promotions and sales, and every report answers the same', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    // A company (not the demo's first) with products and promotions of its own.
    const companyIdx = value(sim, `SELECT MIN(c.companyIdx) FROM companies c WHERE c.companyIdx > 1
      AND EXISTS (SELECT 1 FROM products p WHERE p.companyIdx = c.companyIdx) AND EXISTS (SELECT 1 FROM promotions p WHERE p.companyIdx = c.companyIdx)`);
    const divisionIdxs = sim.db!.prepare('SELECT divisionIdx FROM divisions WHERE companyIdx = ? ORDER BY divisionIdx').pluck().all(companyIdx) as number[];
    const userIdxs = sim.db!.prepare('SELECT userIdx FROM users WHERE companyIdx = ? ORDER BY userIdx').pluck().all(companyIdx) as number[];
    expect(value(sim, 'SELECT COUNT(*) FROM products WHERE companyIdx = ?', companyIdx)).toBeGreaterThan(0);
    expect(value(sim, 'SELECT COUNT(*) FROM promotions WHERE companyIdx = ?', companyIdx)).toBeGreaterThan(0);

    const untouched = () => [history(sim), rows(sim, 'companies'), rows(sim, 'divisions'), rows(sim, 'users')];
    const start = untouched();
    expect((await admin.get(`/company/delete/${companyIdx}`)).body).toEqual({
      result: FAILURE.REJECTED,
      message: `The company still has ${divisionIdxs.length} division(s); delete them first`,
    });
    expect(untouched()).toEqual(start);

    for (const divisionIdx of divisionIdxs) await empty(sim, admin, divisionIdx);
    const before = { history: history(sim), admin: await reports(admin, { companyIdx }) };
    for (const divisionIdx of divisionIdxs) expect((await admin.get(`/division/delete/${divisionIdx}`)).body.result).toBe(0);
    const withUsers = untouched();
    expect((await admin.get(`/company/delete/${companyIdx}`)).body).toEqual({
      result: FAILURE.REJECTED,
      message: `The company still has ${userIdxs.length} user(s); delete them first`,
    });
    expect(untouched()).toEqual(withUsers);
    for (const userIdx of userIdxs) expect((await admin.get(`/user/delete/${userIdx}`)).body.result).toBe(0);

    const companies = await data(admin, '/company/list', PAGE);
    const products = await data(admin, '/product/master/list', PAGE);
    const dashboard = await data(admin, '/dashboard/info');
    expect((await admin.get(`/company/delete/${companyIdx}`)).body).toEqual({
      result: 0,
      message: 'The company was deleted: it left the lists; its products, promotions and sales history stay in the reports',
    });

    // Users are accounts, not history: their orders keep the orderer's name (orderedBy); only the link to the deleted account goes.
    const unlinked = (h: typeof before.history) => ({ ...h, product_orders: (h.product_orders as Record<string, unknown>[]).map(({ orderedByUserIdx: _account, ...o }) => o) });
    const after = { history: history(sim), admin: await reports(admin, { companyIdx }) };
    expect({ ...after, history: unlinked(after.history) }).toEqual({ ...before, history: unlinked(before.history) });
    const list = await data(admin, '/company/list', PAGE);
    expect(list.totalCount).toBe(companies.totalCount - 1);
    expect(keys(list, 'companyIdx')).not.toContain(companyIdx);
    expect((await admin.get(`/company/info/${companyIdx}`)).body).toEqual({ result: FAILURE.NOT_FOUND, message: 'Company not found' });
    expect((await tree(admin)).companies).not.toContain(companyIdx);
    expect((await data(admin, '/dashboard/info')).companyCount).toBe(dashboard.companyCount - 1);
    // Its own product records leave the master list (the selectors); the shared catalog stays.
    const master = await data(admin, '/product/master/list', PAGE);
    expect(master.totalCount).toBe(products.totalCount - value(sim, 'SELECT COUNT(*) FROM products WHERE companyIdx = ?', companyIdx));
    expect(keys(master, 'companyIdx')).not.toContain(companyIdx);
  });

  it('frees an archived company’s business number: a company that comes back is registered anew', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const company = { companyName: '돌아온상사', businessNumber: '777-66-55555', ceoName: '김대표', phone: '', email: '', zipCode: '', address: '', addressDetail: '', provider: 'TC', memo: '' };
    const first = (await admin.post('/company/store', company)).body.data.companyIdx as number;
    expect((await admin.post('/company/store', company)).body.result).toBe(FAILURE.REJECTED); // taken while in use
    expect((await admin.get(`/company/delete/${first}`)).body.result).toBe(0);
    const again = await admin.post('/company/store', company);
    expect(again.body).toMatchObject({ result: 0, data: { businessNumber: company.businessNumber } });
    expect(again.body.data.companyIdx).not.toBe(first);
  });
});

describe('the schema keeps history', () => {
  it('refuses any DELETE that would erase history, even one written by mistake, and a world reset still replaces everything', async () => {
    const sim = makeSim();
    const db = sim.db!;
    const before = history(sim);
    for (const sql of [
      'DELETE FROM devices WHERE deviceIdx = 1',
      'DELETE FROM divisions WHERE divisionIdx = 2',
      'DELETE FROM companies WHERE companyIdx = 2',
      'DELETE FROM payments WHERE paymentIdx = 1',
      'DELETE FROM payment_lines WHERE paymentLineIdx = 1',
      'DELETE FROM door_opens WHERE doorOpenIdx = 1',
      'DELETE FROM product_transactions WHERE transactionIdx = 1',
      'DELETE FROM product_orders WHERE productOrderIdx = 1',
      'DELETE FROM employee_point_logs WHERE employeePointLogIdx = 1',
      'DELETE FROM fault_notices WHERE noticeIdx = (SELECT MIN(noticeIdx) FROM fault_notices)',
      'DELETE FROM self_checks WHERE selfCheckIdx = 1',
    ]) {
      expect({ sql, error: (() => { try { db.prepare(sql).run(); return null; } catch (e) { return (e as Error).message; } })() }).toEqual({ sql, error: expect.stringMatching(/history/) });
    }
    expect(history(sim)).toEqual(before);

    const devices = value(sim, 'SELECT COUNT(*) FROM devices');
    db.prepare(`UPDATE devices SET deviceName = 'renamed' WHERE deviceIdx = 1`).run();
    expect((await control(sim).post('/reset', {})).body.result).toBe(0);
    expect(value(sim, 'SELECT COUNT(*) FROM devices')).toBe(devices);
    expect(value<string>(sim, 'SELECT deviceName FROM devices WHERE deviceIdx = 1')).not.toBe('renamed');
    // The guards are back after the reset.
    expect(() => db.prepare('DELETE FROM payments WHERE paymentIdx = 1').run()).toThrow(/history/);
  });
});
