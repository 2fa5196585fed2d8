// The hot lists answer a page by finding its keys first and count on the list's own table (device
// filters become key sets), so a page costs the same at a million rows as at a thousand. What they
// answer must not change: every page is the matching slice of the whole ordered list, the counts
// and filters agree with plain joins, and a prepared statement shared between callers keeps each
// caller's own mode.
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../sim-server/src/db/open';
import { column, scopes, sharedSim, signedIn, value, type Client } from './support';

const sim = sharedSim();

type Row = Record<string, unknown>;

/** Pages 1–3 of 7 rows each are the matching slices of the unpaged list, with the same total. */
async function expectPagesAreSlices(c: Client, path: string, body: object, key: string): Promise<Row[]> {
  const whole = await c.post(path, body);
  expect(Number(whole.body.result), `${path} ${JSON.stringify(body)}: ${whole.body.message}`).toBe(0); // inventory answers '0'
  const list = whole.body.data.list as Row[];
  expect(whole.body.data.totalCount).toBe(list.length);
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
