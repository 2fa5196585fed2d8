// The hot lists answer a page by finding its keys first and count on the list's own table (device
// filters become key sets), so a page costs the same at a million rows as at a thousand. What they
// answer must not change: every page is the matching slice of the whole ordered list, the counts
// and filters agree with plain joins, and a prepared statement shared between callers keeps each
// caller's own mode. And no list call ever answers more than one page: without page or size every
// list of the catalog answers at most MAX_PAGE_SIZE rows and the totalCount of all, whatever the
// scope (issue 14, item 5).
import { beforeAll, describe, expect, it } from 'vitest';
import { FAILURE, MAX_PAGE_SIZE, catalog, fillPath, type EndpointDef } from '../../contract/index';
import { openDatabase } from '../../sim-server/src/db/open';
import { column, everyPage, scopes, sharedSim, signedIn, value, type Client } from './support';

const sim = sharedSim();

type Row = Record<string, unknown>;

/** Pages 1–3 of 7 rows each are the matching slices of the whole list, with the same total. */
async function expectPagesAreSlices(c: Client, path: string, body: object, key: string): Promise<Row[]> {
  const { list } = await everyPage<Row>(c, path, body);
  // The first pages, a middle one and the last ones (found from the list's other end).
  const last = Math.max(1, Math.ceil(list.length / 7));
  for (const page of new Set([1, 2, 3, Math.ceil(last / 2), last - 1, last].filter((p) => p >= 1))) {
    const res = await c.post(path, { ...body, page, size: 7 });
    expect({ path, body, page, keys: (res.body.data.list as Row[]).map((r) => r[key]) }).toEqual({ path, body, page, keys: list.slice((page - 1) * 7, page * 7).map((r) => r[key]) });
    expect(res.body.data.totalCount).toBe(list.length);
  }
  const beyond = await c.post(path, { ...body, page: Math.ceil(list.length / 7) + 2, size: 7 });
  expect(beyond.body.data).toEqual({ list: [], totalCount: list.length });
  return list;
}

describe('payment list pages', () => {
  it('are slices of the whole list for every filter and sort', async () => {
    const admin = await signedIn(sim());
    const s = scopes(sim());
    const device = value(sim(), 'SELECT deviceIdx FROM payments GROUP BY deviceIdx ORDER BY COUNT(*) DESC LIMIT 1');
    const bodies: object[] = [
      {}, { state: 'REFUNDED' }, { state: 'DECLINED' }, { approved: false }, { paymentMode: 2 }, { provider: 'TC' },
      { keyword: '김밥' }, { keyword: '참치마요 삼각' }, { keyword: 'TC-AIF' }, { keyword: '1호기' },
      // A keyword with other filters: the first pages are found by walking the list, later ones by sorting every match.
      { keyword: '김밥', startDate: '2026-11-18', endDate: '2026-11-21' }, { keyword: '김밥', state: 'PAID' }, { keyword: '김밥', sortField: 'amount' },
      { sortField: 'amount' }, { sortField: 'amount', sortOrder: 'asc' }, { sortField: 'deviceName', sortOrder: 'asc' }, { sortOrder: 'asc' },
      { companyIdx: 2 }, { divisionIdx: s.own }, { deviceIdx: device }, { startDate: '2026-11-18', endDate: '2026-11-19' },
    ];
    for (const body of bodies) await expectPagesAreSlices(admin, '/payment/list', body, 'paymentIdx');
    await expectPagesAreSlices(await signedIn(sim(), 'partner'), '/payment/list', {}, 'paymentIdx');
    await expectPagesAreSlices(await signedIn(sim(), 'partner'), '/payment/list', { keyword: '김밥' }, 'paymentIdx');
    await expectPagesAreSlices(await signedIn(sim(), 'manager'), '/payment/list', { sortField: 'amount' }, 'paymentIdx');
  });

  it('count what a plain join counts: scope, company and device name, product names', async () => {
    const partner = await signedIn(sim(), 'partner');
    const joined = (where: string, ...params: unknown[]) =>
      value(sim(), `SELECT COUNT(*) FROM payments p JOIN devices v ON v.deviceIdx = p.deviceIdx JOIN divisions d ON d.divisionIdx = v.divisionIdx WHERE ${where}`, ...params);
    expect((await partner.post('/payment/list', { page: 1, size: 5 })).body.data.totalCount).toBe(joined('d.companyIdx = 1'));
    const manager = await signedIn(sim(), 'manager');
    const managed = scopes(sim()).managed;
    expect((await manager.post('/payment/list', { page: 1, size: 5 })).body.data.totalCount).toBe(joined(`d.divisionIdx IN (${managed.join(',')})`));
    const admin = await signedIn(sim());
    expect((await admin.post('/payment/list', { page: 1, size: 5, companyIdx: 2 })).body.data.totalCount).toBe(joined('d.companyIdx = 2'));
    // The keyword: device name, serial number, or the product names of the payment (one name, or across names with a space).
    for (const keyword of ['김밥', '참치마요 삼각', 'tc-aif', '2호기']) {
      const expected = joined(
        `(instr(lower(v.deviceName), lower(?)) > 0 OR instr(lower(v.serialNumber), lower(?)) > 0
          OR instr(lower((SELECT group_concat(l.productName, ' ') FROM payment_lines l WHERE l.paymentIdx = p.paymentIdx)), lower(?)) > 0)`,
        keyword, keyword, keyword,
      );
      expect({ keyword, count: (await admin.post('/payment/list', { page: 1, size: 5, keyword })).body.data.totalCount }).toEqual({ keyword, count: expected });
      expect(expected).toBeGreaterThan(0);
    }
  });
});

describe('device and inventory list pages', () => {
  it('are slices of the whole list for every filter', async () => {
    const admin = await signedIn(sim());
    const s = scopes(sim());
    const device = column(sim(), 'SELECT deviceIdx FROM devices ORDER BY deviceIdx')[3]!;
    for (const body of [{}, { status: 'ONLINE' }, { deviceType: 'AI_FRIDGE' }, { keyword: '냉장고' }, { companyIdx: 1 }, { divisionIdx: s.own }]) {
      await expectPagesAreSlices(admin, '/device/list', body, 'deviceIdx');
    }
    for (const body of [{}, { keyword: '김밥' }, { expiresBy: '2026-11-22' }, { companyIdx: 1 }, { divisionIdx: s.own }, { deviceIdx: device }, { placement: 'TRAY' }, { productIdx: 2 }]) {
      await expectPagesAreSlices(admin, '/product/inventory/list', body, 'productMappingIdx');
      await expectPagesAreSlices(admin, '/product/list', body, 'productMappingIdx');
    }
    await expectPagesAreSlices(await signedIn(sim(), 'partner'), '/product/inventory/list', {}, 'productMappingIdx');
    await expectPagesAreSlices(await signedIn(sim(), 'manager'), '/device/list', {}, 'deviceIdx');
  });

  it('keep the inventory order: division, device, tray (off display last), product name', async () => {
    const admin = await signedIn(sim());
    const list = (await admin.post('/product/inventory/list', { page: 1, size: 1000 })).body.data.list as Row[];
    const expected = column(
      sim(),
      `SELECT m.productMappingIdx FROM product_mappings m JOIN products p USING (productIdx) LEFT JOIN trays t ON t.trayIdx = m.trayIdx
        WHERE m.removedDate IS NULL AND m.deviceIdx IS NOT NULL ORDER BY m.divisionIdx, m.deviceIdx, t.trayNo IS NULL, t.trayNo, p.productName, m.productMappingIdx`,
    );
    expect(list.map((r) => r.productMappingIdx)).toEqual(expected);
    const warehouse = (await admin.post('/product/list', { page: 1, size: 1000, placement: 'WAREHOUSE' })).body.data;
    expect(warehouse.totalCount).toBe(value(sim(), 'SELECT COUNT(*) FROM product_mappings WHERE deviceIdx IS NULL AND removedDate IS NULL'));
  });
});

/** The catalog's list calls: every endpoint that answers `{ list, totalCount }`. */
const LIST_ENDPOINTS = catalog.filter((e) => (e.response as unknown as { shape?: { data?: { shape?: { list?: unknown } } } }).shape?.data?.shape?.list !== undefined);
/** Whether a list request takes page and size (GET lists and tray.list name their record only). */
const pages = (e: EndpointDef) => e.method === 'POST' && 'size' in ((e.body as unknown as { shape?: object }).shape ?? {});

/**
 * Copies row `key` of `table` `n` times under new keys; `set` gives SQL for the columns that must
 * differ (`k.i` counts 1…n). Answers the first new key (the new keys follow each other).
 */
function copyRow(db: ReturnType<typeof openDatabase>, table: string, keyColumn: string, key: number, n: number, set: Record<string, string> = {}): number {
  const columns = db.prepare('SELECT name FROM pragma_table_info(?) WHERE pk = 0').pluck().all(table) as string[];
  const first = (db.prepare(`SELECT COALESCE(MAX(${keyColumn}), 0) + 1 FROM ${table}`).pluck().get() as number);
  db.prepare(
    `WITH RECURSIVE k(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM k WHERE i < ?)
     INSERT INTO ${table} (${columns.map((c) => `"${c}"`).join(', ')})
     SELECT ${columns.map((c) => set[c] ?? `t."${c}"`).join(', ')} FROM k JOIN ${table} t ON t.${keyColumn} = ? ORDER BY k.i`,
  ).run(n, key);
  return first;
}

describe('every list call of the catalog answers one bounded page', () => {
  // One world where every list of the catalog is longer than a page (SQL inserts), and the demo
  // partner's company has more divisions than SQLite takes parameters in one statement (32,766),
  // all of them the manager's too.
  const grown = sharedSim();
  const MORE = MAX_PAGE_SIZE + 1;
  const DIVISIONS = 33_000;
  /** How each list is called: the body (default {}) or path parameters, and for lists without paging the SQL count of all. */
  let calls: Record<string, { body?: object; params?: Record<string, number>; total?: number; bounded?: number }>;
  /** An AI fridge of the partner's company with more of everything than a page holds. */
  let fridge: number;

  beforeAll(() => {
    const sim = grown();
    const db = sim.db!;
    const one = (sql: string, ...params: unknown[]) => db.prepare(sql).pluck().get(...params) as number;
    const own = scopes(sim);
    // Records of the partner's company (1) that the copies are made of.
    fridge = one(`SELECT MIN(v.deviceIdx) FROM devices v JOIN divisions d USING (divisionIdx) WHERE d.companyIdx = 1 AND v.deviceType = 'AI_FRIDGE'
      AND EXISTS (SELECT 1 FROM product_mappings m WHERE m.deviceIdx = v.deviceIdx AND m.trayIdx IS NOT NULL AND m.removedDate IS NULL)`);
    const mapping = one('SELECT MIN(productMappingIdx) FROM product_mappings WHERE deviceIdx = ? AND trayIdx IS NOT NULL AND removedDate IS NULL', fridge);
    const payment = one(`SELECT p.paymentIdx FROM payments p JOIN devices v USING (deviceIdx) JOIN divisions d USING (divisionIdx)
      WHERE d.companyIdx = 1 AND p.approveResult = CASE WHEN lower(p.provider) = 'tc' THEN 1 ELSE 0 END ORDER BY p.approveAt DESC LIMIT 1`);
    const cardDivision = one('SELECT e.divisionIdx FROM employee_uids e JOIN divisions d USING (divisionIdx) WHERE d.companyIdx = 1 ORDER BY e.employeeUidIdx LIMIT 1');
    const slotDivision = one('SELECT t.divisionIdx FROM employee_uid_times t JOIN divisions d USING (divisionIdx) WHERE d.companyIdx = 1 ORDER BY t.employeeUidTimeIdx LIMIT 1');
    const firstOf = (table: string, key: string, where = '1') => one(`SELECT MIN(${key}) FROM ${table} WHERE ${where}`);

    db.transaction(() => {
      copyRow(db, 'companies', 'companyIdx', 1, MORE, { businessNumber: "''" });
      copyRow(db, 'users', 'userIdx', own.admin, MORE, { userId: "'grown' || k.i" });
      const division = copyRow(db, 'divisions', 'divisionIdx', own.own, DIVISIONS);
      db.prepare('INSERT INTO user_divisions (userIdx, divisionIdx) SELECT ?, divisionIdx FROM divisions WHERE divisionIdx >= ?').run(own.manager, division);
      const device = copyRow(db, 'devices', 'deviceIdx', fridge, MORE, { serialNumber: "'GROWN-' || k.i" });
      copyRow(db, 'trays', 'trayIdx', firstOf('trays', 'trayIdx', `deviceIdx = ${fridge}`), MORE, { trayNo: '1000 + k.i' });
      // Twice a page of products: the best sellers are the upper half of those sold, the worst the rest on display.
      const product = copyRow(db, 'products', 'productIdx', one('SELECT productIdx FROM product_mappings WHERE productMappingIdx = ?', mapping), 2 * MORE);
      // Each copy a product of its own: the ranks, days of stock left and the shelves grow too.
      copyRow(db, 'product_mappings', 'productMappingIdx', mapping, 2 * MORE, { productIdx: `${product - 1} + k.i` });
      copyRow(db, 'product_transactions', 'transactionIdx', firstOf('product_transactions', 'transactionIdx', `productMappingIdx = ${mapping}`), MORE);
      copyRow(db, 'product_trainings', 'productTrainingIdx', firstOf('product_trainings', 'productTrainingIdx'), 1, { deviceIdx: String(fridge), productIdx: String(product) });
      copyRow(db, 'product_trainings', 'productTrainingIdx', firstOf('product_trainings', 'productTrainingIdx', `deviceIdx = ${fridge}`), MORE - 1, { productIdx: `${product} + k.i` });
      // A payment on every new device (revenue by device), and a product line of every new product in the newest payment.
      copyRow(db, 'payments', 'paymentIdx', payment, MORE, { deviceIdx: `${device - 1} + k.i` });
      copyRow(db, 'payment_lines', 'paymentLineIdx', firstOf('payment_lines', 'paymentLineIdx', `paymentIdx = ${payment}`), 2 * MORE, { productIdx: `${product - 1} + k.i` });
      copyRow(db, 'door_opens', 'doorOpenIdx', firstOf('door_opens', 'doorOpenIdx', `deviceIdx = ${fridge}`), MORE);
      copyRow(db, 'self_checks', 'selfCheckIdx', firstOf('self_checks', 'selfCheckIdx'), MORE);
      copyRow(db, 'fault_notices', 'noticeIdx', firstOf('fault_notices', 'noticeIdx'), MORE, { sourceId: 'NULL' });
      copyRow(db, 'product_orders', 'productOrderIdx', firstOf('product_orders', 'productOrderIdx'), MORE);
      copyRow(db, 'promotions', 'promotionIdx', firstOf('promotions', 'promotionIdx'), MORE);
      copyRow(db, 'employee_uids', 'employeeUidIdx', firstOf('employee_uids', 'employeeUidIdx', `divisionIdx = ${cardDivision}`), MORE, { uid: "printf('FE%08X', k.i)" });
      copyRow(db, 'employee_point_logs', 'employeePointLogIdx', firstOf('employee_point_logs', 'employeePointLogIdx'), MORE);
      copyRow(db, 'employee_uid_times', 'employeeUidTimeIdx', firstOf('employee_uid_times', 'employeeUidTimeIdx', `divisionIdx = ${slotDivision}`), MORE);
    })();

    calls = {
      'company.list': {}, 'user.list': {}, 'division.list': {}, 'division.openApiList': {},
      'division.uidTimeList': { params: { divisionIdx: slotDivision }, total: one('SELECT COUNT(*) FROM employee_uid_times WHERE divisionIdx = ?', slotDivision) },
      'device.list': {}, 'device.selfCheck': {}, 'device.faultCheck': {}, 'device.openDoorList': {},
      'device.openDoorInfo': { params: { deviceIdx: fridge }, total: one('SELECT COUNT(*) FROM door_opens WHERE deviceIdx = ?', fridge) },
      'tray.list': { body: { deviceIdx: fridge }, total: one('SELECT COUNT(*) FROM trays WHERE deviceIdx = ?', fridge) },
      'product.list': {}, 'product.inventoryList': {}, 'product.masterList': {}, 'product.movements': {},
      'product.transactions': { params: { productMappingIdx: mapping }, total: one('SELECT COUNT(*) FROM product_transactions WHERE productMappingIdx = ?', mapping) },
      'order.list': {}, 'promotion.list': {}, 'training.deviceList': {}, 'payment.list': {},
      'sales.revenueList': { body: { groupByDevice: true } }, 'sales.revenueDaily': { body: { groupByDevice: true } }, 'sales.productList': {},
      // 24 hours whatever the world.
      'statistics.aiHour': { bounded: 24 },
      'statistics.aiWorst': {}, 'statistics.aiTop': {}, 'statistics.aiInventoryDays': {}, 'statistics.aiDisplay': { body: { deviceIdx: fridge } },
      'employeeUid.list': {}, 'employeePointLog.list': {},
      'employeePointLog.paymentProducts': { params: { referenceIdx: payment }, total: one('SELECT COUNT(*) FROM payment_lines WHERE paymentIdx = ?', payment) },
    };
  });

  const call = (c: Client, e: EndpointDef) => {
    const how = calls[e.id]!;
    const path = fillPath(e.path, how.params);
    return e.method === 'GET' ? c.get(path) : c.post(path, how.body ?? {});
  };

  it('covers every list call of the catalog', () => {
    expect(LIST_ENDPOINTS.length).toBeGreaterThan(20);
    expect(Object.keys(calls).sort()).toEqual(LIST_ENDPOINTS.map((e) => e.id).sort());
  });

  // One test per call: each has the whole test time (a busy machine gathers the longest lists slowly).
  it.each(LIST_ENDPOINTS.map((e) => [e.id, e] as const))('%s without page or size: at most MAX_PAGE_SIZE rows and the totalCount of every row', async (id, e) => {
    const admin = await signedIn(grown());
    const how = calls[id]!;
    const res = await call(admin, e);
    expect({ id, status: res.status, result: Number(res.body.result), message: res.body.message }).toEqual({ id, status: 200, result: 0, message: expect.any(String) });
    const { list, totalCount } = res.body.data as { list: Row[]; totalCount: number };
    expect(list.length).toBeLessThanOrEqual(MAX_PAGE_SIZE);
    // The full count: what every page holds together, or (lists without paging) what the table holds.
    const all = pages(e) ? (await everyPage(admin, e.path, how.body ?? {})).totalCount : (how.total ?? list.length);
    expect(totalCount).toBe(all);
    // Every list is longer than a page here, but the hours of a day.
    expect(totalCount > MAX_PAGE_SIZE).toBe(how.bounded === undefined);
    // A list without paging answers its first page whole.
    if (!pages(e)) expect(list.length).toBe(MAX_PAGE_SIZE);
  });

  it('answers the training rows of a device (one object, no totalCount) a page at most too', async () => {
    const admin = await signedIn(grown());
    expect(value(grown(), 'SELECT COUNT(*) FROM product_trainings WHERE deviceIdx = ?', fridge)).toBeGreaterThan(MAX_PAGE_SIZE);
    const training = await admin.post('/product-training/list', { deviceIdx: fridge });
    expect(training.body.result).toBe(0);
    expect(training.body.data.productTrainingList.length).toBe(MAX_PAGE_SIZE);
  });

  it.each(LIST_ENDPOINTS.map((e) => [e.id, e] as const))('%s answers a PARTNER or MANAGER whose scope has more divisions than SQLite takes parameters', async (id, e) => {
    for (const userId of ['partner', 'manager'] as const) {
      const res = await call(await signedIn(grown(), userId), e);
      expect({ userId, id, status: res.status, message: res.body.message }).toEqual({ userId, id, status: 200, message: expect.any(String) });
      // A role may not use every call (training is internal staff's) nor see every record the calls
      // name (a store owner's divisions); nothing fails otherwise.
      expect({ userId, id, result: Number(res.body.result) }).toEqual({ userId, id, result: expect.toBeOneOf([0, FAILURE.NOT_AUTHORIZED]) });
      if (Number(res.body.result) === 0) expect(res.body.data.list.length).toBeLessThanOrEqual(MAX_PAGE_SIZE);
    }
  });

  it('counts the partner’s 33,000 divisions in its scope', async () => {
    const partner = await signedIn(grown(), 'partner');
    expect((await partner.post('/division/list', { page: 1, size: 1 })).body.data.totalCount).toBe(value(grown(), 'SELECT COUNT(*) FROM divisions WHERE companyIdx = 1'));
    expect(value(grown(), 'SELECT COUNT(*) FROM divisions WHERE companyIdx = 1')).toBeGreaterThan(DIVISIONS);
  });

  it('refuses a size over the maximum, naming it in the user’s language', async () => {
    for (const lang of ['en', 'ko']) {
      const admin = await signedIn(grown(), 'admin', lang);
      for (const e of LIST_ENDPOINTS.filter(pages)) {
        const res = await admin.post(e.path, { ...calls[e.id]!.body, size: MAX_PAGE_SIZE + 1 });
        expect({ id: e.id, status: res.status, result: Number(res.body.result), message: res.body.message }).toEqual({
          id: e.id, status: 200, result: FAILURE.BAD_INPUT, message: expect.stringContaining(lang === 'ko' ? `페이지 크기: ${MAX_PAGE_SIZE.toLocaleString('en-US')} 이하여야 합니다` : `Page size: must be at most ${MAX_PAGE_SIZE.toLocaleString('en-US')}`),
        });
        expect(res.body.message).toMatch(lang === 'ko' ? /입력값/ : /Invalid input/);
      }
    }
  });
});

describe('prepared statements shared between callers', () => {
  it('keep each caller’s pluck mode, so one caller’s pluck() never changes what another reads', () => {
    const db = openDatabase(':memory:');
    try {
      db.exec(`CREATE TABLE t (a INTEGER, b TEXT); INSERT INTO t VALUES (1, 'x'), (2, 'y')`);
      const plucked = db.prepare('SELECT a, b FROM t ORDER BY a').pluck();
      const rows = db.prepare('SELECT a, b FROM t ORDER BY a');
      expect(plucked.all()).toEqual([1, 2]);
      expect(rows.all()).toEqual([{ a: 1, b: 'x' }, { a: 2, b: 'y' }]);
      expect(plucked.get()).toBe(1);
      expect(db.prepare('SELECT a, b FROM t ORDER BY a').get()).toEqual({ a: 1, b: 'x' });
      expect(db.prepare('SELECT COUNT(*) FROM t').pluck().get()).toBe(2);
      expect(() => db.prepare('INSERT INTO t VALUES (3, ?)').pluck()).toThrow();
      expect(db.prepare('INSERT INTO t VALUES (3, ?)').run('z').changes).toBe(1);
    } finally {
      db.close();
    }
  });
});
