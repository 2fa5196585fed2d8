// Statistics and AI reports against the payments they are read from: over the seeded week and ten
// simulated days more (into December, with the fleet's own refunds), every report agrees with the
// approved payment lines counted here straight from the tables — net units, net won, profit at the
// master cost — per day, month, hour, product and device, in every scope, and with the sales screens.
import { beforeAll, describe, expect, it } from 'vitest';
import { FAILURE, REPORT_CELLS } from '../../contract/index';
import type { ProductSale, RevenueReport } from '../../sim-server/src/db/repositories/payments';
import { reportTableProblem } from '../../contract-suite/run';
import { control, deviceScopes, everyPage, sharedSim, signedIn, step, value, type Client } from './support';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const APPROVED = `p.approveResult = CASE WHEN lower(p.provider) = 'tc' THEN 1 ELSE 0 END`;
const TODAY = '2026-12-01'; // after the steps below

type Table = [string[], ...number[][]];
type Totals = { count: number; amount: number; profit: number };
interface Rank {
  productIdx: number;
  productName: string;
  category: string;
  count: number;
  amount: number;
  deviceCount: number;
}
interface InventoryDays {
  productIdx: number;
  productName: string;
  deviceIdx: number;
  deviceName: string;
  stock: number;
  dailySales: number;
  days: number | null;
}

const REPORTS = { count: '/statistics/sale-count-report-string/list', amount: '/statistics/sale-amount-report-string/list', profit: '/statistics/sale-profit-report-string/list' } as const;

async function report(who: Client, measure: keyof typeof REPORTS, body: object = {}): Promise<Table> {
  const res = await who.post(REPORTS[measure], body);
  expect(res.body).toMatchObject({ result: 0 });
  expect(reportTableProblem(res.body.data)).toBeNull();
  return JSON.parse(res.body.data) as Table;
}
async function list<T>(who: Client, path: string, body: object = {}): Promise<{ list: T[]; totalCount: number }> {
  const res = await who.post(path, body);
  expect(res.body).toMatchObject({ result: 0 });
  return res.body.data;
}

/** 'YYYY-MM-DD' days from start to end, both included. */
function daysBetween(start: string, end: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${start}T00:00:00Z`); t <= Date.parse(`${end}T00:00:00Z`); t += DAY) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}
const asPeriod = (date: string) => Number(date.replaceAll('-', ''));
const sumOf = <T>(rows: readonly T[], pick: (row: T) => number) => rows.reduce((total, row) => total + pick(row), 0);

describe('statistics', () => {
  const sim = sharedSim({ fleet: { engine: { refundRate: 0.05 } } });
  beforeAll(async () => {
    for (const days of [7, 3]) await step(sim(), days * DAY); // 2026-11-21 → 2026-12-01 (a step is at most a week)
  }, 120_000);

  /**
   * Net units, net won and profit of approved payment lines per KST day (or month, `length` 7) in a
   * window, for the divisions `where` selects (alias d), straight from the tables.
   */
  const sold = (where = '1', start = '0000-00-00', end = '9999-99-99', length = 10, extra = '1') => {
    const rows = sim()
      .db!.prepare(`SELECT substr(p.approveAt, 1, ${length}) AS period, SUM(l.count - l.refundCount) AS count, SUM(l.amount - l.refundAmount) AS amount,
          SUM(l.amount - l.refundAmount - (l.count - l.refundCount) * pr.cost) AS profit
        FROM payment_lines l JOIN payments p ON p.paymentIdx = l.paymentIdx JOIN devices v ON v.deviceIdx = p.deviceIdx
          JOIN divisions d ON d.divisionIdx = v.divisionIdx JOIN products pr ON pr.productIdx = l.productIdx
        WHERE ${APPROVED} AND ${where} AND ${extra} AND substr(p.approveAt, 1, 10) BETWEEN ? AND ? GROUP BY period`)
      .all(start, end) as (Totals & { period: string })[];
    return new Map(rows.map(({ period, ...t }) => [period, t]));
  };
  const all = (byPeriod: Map<string, Totals>): Totals => {
    const rows = [...byPeriod.values()];
    return { count: sumOf(rows, (r) => r.count), amount: sumOf(rows, (r) => r.amount), profit: sumOf(rows, (r) => r.profit) };
  };

  it('answers a report string per day: the header, then every day of the last week oldest first with its net units, won and profit', async () => {
    const admin = await signedIn(sim());
    const days = daysBetween('2026-11-25', TODAY);
    const fromTables = sold('1', days[0], TODAY);
    for (const measure of ['count', 'amount', 'profit'] as const) {
      const [header, ...rows] = await report(admin, measure);
      expect(header).toEqual([REPORT_CELLS.period, REPORT_CELLS.total]);
      expect(rows.map((r) => r[0])).toEqual(days.map(asPeriod));
      expect(rows.map((r) => r[1])).toEqual(days.map((d) => fromTables.get(d)?.[measure] ?? 0));
      expect(rows.every((r) => r[1]! > 0)).toBe(true);
    }
    // Amounts are the revenue screen's net amounts, day by day (refunds count on the payment's day).
    const revenue = await list<RevenueReport>(admin, '/statistics/revenue-report/list/daily', { startDate: days[0], endDate: TODAY });
    const [, ...amounts] = await report(admin, 'amount');
    expect(amounts.map((r) => [String(r[0]), r[1]])).toEqual(revenue.list.map((r) => [String(r.salesIdx), r.netAmount]).reverse());
    expect(value(sim(), `SELECT COUNT(*) FROM payments p WHERE ${APPROVED} AND p.refundAmount > 0 AND p.approveAt >= ?`, days[0])).toBeGreaterThan(0);
  });

  it('keeps every period of the range, zeros included, per day or per month', async () => {
    const admin = await signedIn(sim());
    const [header, ...months] = await report(admin, 'count', { groupBy: 'MONTH' });
    expect(header).toEqual([REPORT_CELLS.period, REPORT_CELLS.total]);
    expect(months.map((r) => r[0])).toEqual([202607, 202608, 202609, 202610, 202611, 202612]);
    const byMonth = sold('1', '2026-07-01', TODAY, 7);
    expect(months.map((r) => r[1])).toEqual(['2026-07', '2026-08', '2026-09', '2026-10', '2026-11', '2026-12'].map((m) => byMonth.get(m)?.count ?? 0));
    expect(months.slice(0, 4).every((r) => r[1] === 0)).toBe(true);
    // A window of days reaching before the history: the empty days are there with 0.
    const window = { startDate: '2026-11-10', endDate: '2026-11-20' };
    const [, ...days] = await report(admin, 'profit', window);
    const fromTables = sold('1', window.startDate, window.endDate);
    expect(days.map((r) => r[0])).toEqual(daysBetween(window.startDate, window.endDate).map(asPeriod));
    expect(days.map((r) => r[1])).toEqual(daysBetween(window.startDate, window.endDate).map((d) => fromTables.get(d)?.profit ?? 0));
    expect(days.slice(0, 3).every((r) => r[1] === 0)).toBe(true);
    // A month row of a window counts only the window's days; a month = the sum of its days.
    const [, ...partial] = await report(admin, 'amount', { ...window, groupBy: 'MONTH' });
    expect(partial).toEqual([[202611, all(fromTables).amount]]);
    const [, ...november] = await report(admin, 'amount', { startDate: '2026-11-01', endDate: '2026-11-30' });
    expect(sumOf(november, (r) => r[1]!)).toBe(all(sold('1', '2026-11-01', '2026-11-30')).amount);
    // Only an end date: the week (or half year) before it.
    const [, ...lastWeek] = await report(admin, 'count', { endDate: '2026-11-20' });
    expect(lastWeek.map((r) => r[0])).toEqual(daysBetween('2026-11-14', '2026-11-20').map(asPeriod));
  });

  it('splits into the top N products, categories or devices by the report’s measure, the rest summed as others, every row adding up to the total', async () => {
    const admin = await signedIn(sim());
    const window = { startDate: '2026-11-20', endDate: '2026-11-30' };
    const products = sim()
      .db!.prepare(`SELECT l.productIdx, pr.productName AS name, SUM(l.amount - l.refundAmount) AS total
        FROM payment_lines l JOIN payments p USING (paymentIdx) JOIN products pr ON pr.productIdx = l.productIdx
        WHERE ${APPROVED} AND substr(p.approveAt, 1, 10) BETWEEN ? AND ? GROUP BY l.productIdx ORDER BY total DESC, name`)
      .all(window.startDate, window.endDate) as { productIdx: number; name: string; total: number }[];
    const [, ...totals] = await report(admin, 'amount', window);
    const [header, ...rows] = await report(admin, 'amount', { ...window, splitBy: 'PRODUCT', top: 5 });
    expect(header).toEqual([REPORT_CELLS.period, ...products.slice(0, 5).map((p) => p.name), REPORT_CELLS.others]);
    rows.forEach((row, i) => {
      expect(row[0]).toBe(totals[i]![0]);
      expect(sumOf(row.slice(1), (v) => v)).toBe(totals[i]![1]);
    });
    const best = products[0]!;
    expect(sumOf(rows, (r) => r[1]!)).toBe(best.total);
    expect(sumOf(rows, (r) => r[6]!)).toBe(sumOf(products.slice(5), (p) => p.total));

    // Categories: all of them fit in 50 columns, so there is no others column.
    const categories = value(sim(), `SELECT COUNT(DISTINCT pr.category) FROM payment_lines l JOIN payments p USING (paymentIdx) JOIN products pr ON pr.productIdx = l.productIdx
      WHERE ${APPROVED} AND substr(p.approveAt, 1, 10) BETWEEN ? AND ?`, window.startDate, window.endDate);
    const [byCategory, ...categoryRows] = await report(admin, 'count', { ...window, splitBy: 'CATEGORY', top: 50 });
    const [, ...countTotals] = await report(admin, 'count', window);
    expect(byCategory).toHaveLength(1 + categories);
    expect(byCategory).not.toContain(REPORT_CELLS.others);
    categoryRows.forEach((row, i) => expect(sumOf(row.slice(1), (v) => v)).toBe(countTotals[i]![1]));
    const columnTotals = byCategory.slice(1).map((_, c) => sumOf(categoryRows, (r) => r[c + 1]!));
    expect(columnTotals).toEqual([...columnTotals].sort((a, b) => b - a));

    // Devices, by profit, named with their store (device names repeat across stores).
    const [byDevice, ...deviceRows] = await report(admin, 'profit', { ...window, splitBy: 'DEVICE', top: 3 });
    const [, ...profitTotals] = await report(admin, 'profit', window);
    const top = sim()
      .db!.prepare(`SELECT d.divisionName || ' ' || v.deviceName AS name, SUM(l.amount - l.refundAmount - (l.count - l.refundCount) * pr.cost) AS profit
        FROM payment_lines l JOIN payments p USING (paymentIdx) JOIN devices v ON v.deviceIdx = p.deviceIdx JOIN divisions d ON d.divisionIdx = v.divisionIdx
          JOIN products pr ON pr.productIdx = l.productIdx
        WHERE ${APPROVED} AND substr(p.approveAt, 1, 10) BETWEEN ? AND ? GROUP BY p.deviceIdx ORDER BY profit DESC, name LIMIT 3`)
      .all(window.startDate, window.endDate) as { name: string; profit: number }[];
    expect(byDevice).toEqual([REPORT_CELLS.period, ...top.map((t) => t.name), REPORT_CELLS.others]);
    expect(byDevice.slice(1, 4).map((_, c) => sumOf(deviceRows, (r) => r[c + 1]!))).toEqual(top.map((t) => t.profit));
    deviceRows.forEach((row, i) => expect(sumOf(row.slice(1), (v) => v)).toBe(profitTotals[i]![1]));
  });

  it('reports only the caller’s scope and the filters it names, refusing records outside it', async () => {
    const s = deviceScopes(sim());
    const window = { startDate: '2026-11-18', endDate: '2026-11-28' };
    const partner = await signedIn(sim(), 'partner');
    const manager = await signedIn(sim(), 'manager');
    const column = (table: Table) => table.slice(1).map((r) => (r as number[])[1]);
    const expected = (where: string, measure: keyof Totals) => daysBetween(window.startDate, window.endDate).map((d) => sold(where, window.startDate, window.endDate).get(d)?.[measure] ?? 0);
    expect(column(await report(partner, 'amount', window))).toEqual(expected('d.companyIdx = 1', 'amount'));
    expect(column(await report(manager, 'count', window))).toEqual(expected(`d.divisionIdx IN (${s.managed.join(',')})`, 'count'));
    expect(column(await report(partner, 'profit', { ...window, divisionIdx: s.companyOnly }))).toEqual(expected(`d.divisionIdx = ${s.companyOnly}`, 'profit'));
    expect(column(await report(manager, 'count', { ...window, deviceIdx: s.devices.own }))).toEqual(expected(`v.deviceIdx = ${s.devices.own}`, 'count'));
    expect(sumOf(column(await report(manager, 'count', window)), (v) => v)).toBeLessThan(sumOf(column(await report(partner, 'count', window)), (v) => v));

    const refusals: [Client, string, object][] = [
      [partner, REPORTS.count, { companyIdx: 2 }],
      [partner, '/statistics/ai-report/top-products', { divisionIdx: s.foreign }],
      [manager, REPORTS.amount, { divisionIdx: s.companyOnly }],
      [manager, '/statistics/ai-report/hour', { deviceIdx: s.devices.companyOnly }],
      [manager, '/statistics/ai-report/worst-products', { deviceIdx: s.devices.foreign }],
      [manager, '/statistics/ai-report/inventory-days', { divisionIdx: s.foreign }],
      [partner, '/statistics/ai-report/display', { deviceIdx: s.devices.foreign }],
      [manager, '/statistics/ai-report/display', { deviceIdx: s.devices.companyOnly }],
    ];
    for (const [who, path, body] of refusals) {
      const res = await who.post(path, body);
      expect({ path, body, result: res.body.result, message: res.body.message }).toEqual({ path, body, result: FAILURE.NOT_AUTHORIZED, message: 'You have no access to this record' });
    }
    const missing = await partner.post(REPORTS.profit, { deviceIdx: 99_999 });
    expect(missing.body).toMatchObject({ result: FAILURE.NOT_FOUND, message: expect.stringContaining('Device') });
  });

  it('answers sales by hour of day: 24 hours of net units and won, adding up to the report strings', async () => {
    const admin = await signedIn(sim());
    const window = { startDate: '2026-11-22', endDate: '2026-11-28' };
    const hours = (await list<{ hour: number; count: number; amount: number }>(admin, '/statistics/ai-report/hour', window)).list;
    expect(hours.map((h) => h.hour)).toEqual(Array.from({ length: 24 }, (_, h) => h));
    const fromTables = sold('1', window.startDate, window.endDate, 13);
    for (const h of hours) {
      const t = [...fromTables].filter(([period]) => Number(period.slice(11, 13)) === h.hour).map(([, v]) => v);
      expect({ hour: h.hour, count: h.count, amount: h.amount }).toEqual({ hour: h.hour, count: sumOf(t, (v) => v.count), amount: sumOf(t, (v) => v.amount) });
    }
    const [, ...counts] = await report(admin, 'count', window);
    expect(sumOf(hours, (h) => h.count)).toBe(sumOf(counts, (r) => r[1]!));
    // Lunch sells more than the small hours; the default window is the last week.
    expect(hours[12]!.count).toBeGreaterThan(hours[3]!.count);
    const lastWeek = (await list<{ count: number }>(admin, '/statistics/ai-report/hour')).list;
    expect(sumOf(lastWeek, (h) => h.count)).toBe(all(sold('1', '2026-11-25', TODAY)).count);
  });

  it('ranks the best sellers by units with the sales product list’s amounts and the devices that show them', async () => {
    const s = deviceScopes(sim());
    const window = { startDate: '2026-11-24', endDate: '2026-11-30' };
    for (const [who, where] of [[await signedIn(sim()), '1'], [await signedIn(sim(), 'manager'), `d.divisionIdx IN (${s.managed.join(',')})`]] as const) {
      const lines = (await everyPage<ProductSale>(who, '/payment/product/list', window)).list;
      const byProduct = new Map<number, { count: number; amount: number }>();
      for (const l of lines) {
        const p = byProduct.get(l.productIdx) ?? { count: 0, amount: 0 };
        byProduct.set(l.productIdx, { count: p.count + l.productCount, amount: p.amount + l.amount });
      }
      const top = await list<Rank>(who, '/statistics/ai-report/top-products', { ...window, size: 1000 });
      const sold = [...byProduct].filter(([, p]) => p.count > 0);
      // The upper half (rounded up) of the products sold: none left out sold more than one ranked.
      expect(top.totalCount).toBe(Math.ceil(sold.length / 2));
      expect(top.list).toHaveLength(top.totalCount);
      for (const r of top.list) expect([r.productIdx, { count: r.count, amount: r.amount }]).toEqual([r.productIdx, byProduct.get(r.productIdx)]);
      const ranked = new Set(top.list.map((r) => r.productIdx));
      expect(Math.max(...sold.filter(([id]) => !ranked.has(id)).map(([, p]) => p.count))).toBeLessThanOrEqual(top.list.at(-1)!.count);
      expect(top.list.map((r) => r.count)).toEqual(top.list.map((r) => r.count).sort((a, b) => b - a));
      for (const r of top.list) {
        expect({ productIdx: r.productIdx, deviceCount: r.deviceCount, category: r.category }).toEqual({
          productIdx: r.productIdx,
          deviceCount: value(sim(), `SELECT COUNT(DISTINCT m.deviceIdx) FROM product_mappings m JOIN divisions d ON d.divisionIdx = m.divisionIdx
            WHERE ${where} AND m.productIdx = ? AND m.trayIdx IS NOT NULL AND m.removedDate IS NULL`, r.productIdx),
          category: value<string>(sim(), 'SELECT category FROM products WHERE productIdx = ?', r.productIdx),
        });
      }
      // Ten unless told; pages of the same ranking.
      const first = await list<Rank>(who, '/statistics/ai-report/top-products', window);
      expect(first).toEqual({ list: top.list.slice(0, 10), totalCount: top.totalCount });
      expect(await list<Rank>(who, '/statistics/ai-report/top-products', { ...window, page: 2, size: 4 })).toEqual({ list: top.list.slice(4, 8), totalCount: top.totalCount });
    }
  });

  it('ranks the worst sellers among the products on display in scope outside the best sellers, including one that sold nothing', async () => {
    const admin = await signedIn(sim());
    const partner = await signedIn(sim(), 'partner');
    const window = { startDate: '2026-11-24', endDate: '2026-11-30' };
    // A product company 1 shows nowhere, put on a tray now: on display, never sold.
    const tray = sim().db!.prepare(`SELECT t.trayIdx, t.deviceIdx FROM trays t JOIN devices v USING (deviceIdx) JOIN divisions d USING (divisionIdx)
      WHERE d.companyIdx = 1 AND t.setTemperature IS NOT NULL ORDER BY t.trayIdx LIMIT 1`).get() as { trayIdx: number; deviceIdx: number };
    const productIdx = value(sim(), `SELECT productIdx FROM products pr WHERE (companyIdx IS NULL OR companyIdx = 1) AND NOT EXISTS (SELECT 1 FROM product_mappings m
      JOIN divisions d ON d.divisionIdx = m.divisionIdx WHERE m.productIdx = pr.productIdx AND d.companyIdx = 1 AND m.trayIdx IS NOT NULL) ORDER BY productIdx`);
    expect((await admin.post('/product/add-product', { deviceIdx: tray.deviceIdx, trayIdx: tray.trayIdx, productIdx, stock: 4 })).body.result).toBe(0);

    const worst = await list<Rank>(partner, '/statistics/ai-report/worst-products', { ...window, size: 1000 });
    const displayed = sim()
      .db!.prepare(`SELECT m.productIdx, COUNT(DISTINCT m.deviceIdx) AS deviceCount FROM product_mappings m JOIN divisions d ON d.divisionIdx = m.divisionIdx
        WHERE d.companyIdx = 1 AND m.trayIdx IS NOT NULL AND m.removedDate IS NULL GROUP BY m.productIdx ORDER BY m.productIdx`)
      .all() as { productIdx: number; deviceCount: number }[];
    // Ranked on their own: a best seller is never a worst seller, so the lists are not one another reversed.
    const top = (await list<Rank>(partner, '/statistics/ai-report/top-products', { ...window, size: 1000 })).list;
    const best = new Set(top.map((r) => r.productIdx));
    expect(top.length).toBeGreaterThan(0);
    expect(worst.list.filter((r) => best.has(r.productIdx))).toEqual([]);
    expect(worst.list.map((r) => ({ productIdx: r.productIdx, deviceCount: r.deviceCount })).sort((a, b) => a.productIdx - b.productIdx)).toEqual(
      displayed.filter((d) => !best.has(d.productIdx)),
    );
    const units = (id: number) =>
      value(sim(), `SELECT COALESCE(SUM(l.count - l.refundCount), 0) FROM payment_lines l JOIN payments p USING (paymentIdx) JOIN devices v ON v.deviceIdx = p.deviceIdx
        JOIN divisions d ON d.divisionIdx = v.divisionIdx WHERE ${APPROVED} AND d.companyIdx = 1 AND l.productIdx = ? AND substr(p.approveAt, 1, 10) BETWEEN ? AND ?`, id, window.startDate, window.endDate);
    for (const r of worst.list) expect({ productIdx: r.productIdx, count: r.count }).toEqual({ productIdx: r.productIdx, count: units(r.productIdx) });
    expect(worst.list.map((r) => r.count)).toEqual(worst.list.map((r) => r.count).sort((a, b) => a - b));
    expect(worst.list.find((r) => r.productIdx === productIdx)).toMatchObject({ count: 0, amount: 0, deviceCount: 1 });
    expect(worst.list[0]).toMatchObject({ count: 0, amount: 0 });
    // Every worst seller sold no more than the least of the best sellers.
    expect(worst.list.at(-1)!.count).toBeLessThanOrEqual(top.at(-1)!.count);
    expect((await list<Rank>(partner, '/statistics/ai-report/worst-products', window)).list).toEqual(worst.list.slice(0, 10));
  });

  it('gives days of stock left per device and product on display at the last 7 days’ rate, fewest first, unsold last', async () => {
    const s = deviceScopes(sim());
    const manager = await signedIn(sim(), 'manager');
    const rows = (await list<InventoryDays>(manager, '/statistics/ai-report/inventory-days')).list;
    const expected = sim()
      .db!.prepare(`SELECT m.deviceIdx, m.productIdx, SUM(m.stock) AS stock,
          (SELECT COALESCE(SUM(l.count - l.refundCount), 0) FROM payment_lines l JOIN payments p USING (paymentIdx)
            WHERE ${APPROVED} AND p.deviceIdx = m.deviceIdx AND l.productIdx = m.productIdx AND p.approveAt > '2026-11-24 09:00:00' AND p.approveAt <= '2026-12-01 09:00:00') AS sold
        FROM product_mappings m WHERE m.divisionIdx IN (${s.managed.join(',')}) AND m.trayIdx IS NOT NULL AND m.removedDate IS NULL
        GROUP BY m.deviceIdx, m.productIdx ORDER BY m.deviceIdx, m.productIdx`)
      .all() as { deviceIdx: number; productIdx: number; stock: number; sold: number }[];
    expect(rows.map((r) => ({ deviceIdx: r.deviceIdx, productIdx: r.productIdx, stock: r.stock })).sort((a, b) => a.deviceIdx - b.deviceIdx || a.productIdx - b.productIdx)).toEqual(
      expected.map(({ sold: _, ...key }) => key),
    );
    for (const e of expected) {
      const r = rows.find((x) => x.deviceIdx === e.deviceIdx && x.productIdx === e.productIdx)!;
      // Units a day to the hundredth, days to the tenth.
      expect({ ...e, dailySales: r.dailySales, days: r.days }).toEqual({ ...e, dailySales: Math.round((e.sold * 100) / 7) / 100, days: e.sold === 0 ? null : Math.round((e.stock * 70) / e.sold) / 10 });
    }
    expect(expected.some((e) => e.sold > 0)).toBe(true);
    const days = rows.map((r) => r.days ?? Infinity);
    expect(days).toEqual([...days].sort((a, b) => a - b));
    expect(await list<InventoryDays>(manager, '/statistics/ai-report/inventory-days', { page: 2, size: 5 })).toEqual({ list: rows.slice(5, 10), totalCount: rows.length });
  });

  // Last: the sale steps the clock, which the fixed windows above do not expect.
  it('shows each placement on a device’s trays with its own sales: a product on two trays, two counts', async () => {
    const admin = await signedIn(sim());
    // A fridge's product also put on a second tray of the fridge, then bought twice from that tray only.
    const first = sim().db!.prepare(`SELECT m.productMappingIdx, m.productIdx, m.deviceIdx, m.trayIdx FROM product_mappings m JOIN devices v USING (deviceIdx)
      JOIN divisions d ON d.divisionIdx = v.divisionIdx WHERE d.companyIdx = 1 AND v.status = 'ONLINE' AND v.online = 1 AND m.trayIdx IS NOT NULL AND m.removedDate IS NULL
        AND EXISTS (SELECT 1 FROM trays t WHERE t.deviceIdx = m.deviceIdx AND t.trayIdx <> m.trayIdx AND t.setTemperature IS NOT NULL)
        AND EXISTS (SELECT 1 FROM payment_lines l WHERE l.productMappingIdx = m.productMappingIdx)
      ORDER BY m.productMappingIdx LIMIT 1`).get() as { productMappingIdx: number; productIdx: number; deviceIdx: number; trayIdx: number };
    const other = value(sim(), 'SELECT trayIdx FROM trays WHERE deviceIdx = ? AND trayIdx <> ? AND setTemperature IS NOT NULL ORDER BY trayNo LIMIT 1', first.deviceIdx, first.trayIdx);
    expect((await admin.post('/product/add-product', { deviceIdx: first.deviceIdx, trayIdx: other, productIdx: first.productIdx, stock: 5 })).body.result).toBe(0);
    const second = value(sim(), 'SELECT MAX(productMappingIdx) FROM product_mappings WHERE deviceIdx = ? AND trayIdx = ? AND productIdx = ?', first.deviceIdx, other, first.productIdx);
    const opened = await control(sim()).post(`/devices/${first.deviceIdx}/door`, { mode: 'CARD', items: [{ productMappingIdx: second, count: 2 }] });
    expect(opened.body.result).toBe(0);
    await step(sim(), 3 * 60_000);

    const window = { startDate: '2026-11-01', endDate: TODAY };
    const slots = (await list<{ productMappingIdx: number; productIdx: number; trayIdx: number; count: number; amount: number; temperatureClass: string; setTemperature: number | null }>(
      admin, '/statistics/ai-report/display', { deviceIdx: first.deviceIdx, ...window },
    )).list;
    const expected = sim()
      .db!.prepare(`SELECT m.productMappingIdx, m.trayIdx, COALESCE((SELECT SUM(l.count - l.refundCount) FROM payment_lines l JOIN payments p USING (paymentIdx)
          WHERE ${APPROVED} AND l.productMappingIdx = m.productMappingIdx AND substr(p.approveAt, 1, 10) BETWEEN ? AND ?), 0) AS count
        FROM product_mappings m JOIN trays t USING (trayIdx) WHERE m.deviceIdx = ? AND m.removedDate IS NULL ORDER BY t.trayNo, m.productMappingIdx`)
      .all(window.startDate, window.endDate, first.deviceIdx);
    expect(slots.map(({ productMappingIdx, trayIdx, count }) => ({ productMappingIdx, trayIdx, count }))).toEqual(expected);
    const [a, b] = [slots.find((r) => r.productMappingIdx === first.productMappingIdx)!, slots.find((r) => r.productMappingIdx === second)!];
    expect(b.count).toBe(2);
    expect(a.count).not.toBe(b.count);
    // Each placement names its product's temperature class and its tray's zone.
    const shelfLife = value(sim(), 'SELECT shelfLifeDays FROM products WHERE productIdx = ?', first.productIdx);
    expect(b).toMatchObject({ temperatureClass: shelfLife < 180 ? 'CHILLED' : 'AMBIENT', setTemperature: expect.any(Number) });
  });

  it('answers bad input with result 2 naming the field, never a 5xx', async () => {
    const admin = await signedIn(sim());
    const cases: [string, object, string][] = [
      [REPORTS.count, { startDate: '2026-12-01', endDate: '2026-11-01' }, 'End: must not be before the start'],
      [REPORTS.amount, { groupBy: 'WEEK' }, 'Group by: must be one of DAY, MONTH'],
      [REPORTS.amount, { splitBy: 'STORE' }, 'Split by: must be one of'],
      [REPORTS.profit, { splitBy: 'PRODUCT', top: 0 }, 'Top: must be at least 1'],
      [REPORTS.profit, { top: 51 }, 'Top: must be at most 50'],
      [REPORTS.count, { startDate: '2024-01-01', endDate: '2026-12-01' }, 'Start: the period may be at most 366 days (this one 1,066)'],
      [REPORTS.count, { groupBy: 'MONTH', startDate: '2010-01-01' }, 'Start: the period may be at most 120 months'],
      [REPORTS.count, { startDate: '2026-02-30' }, 'Start: is not a calendar date'],
      ['/statistics/ai-report/hour', { endDate: '2026-13-01' }, 'End: '],
      ['/statistics/ai-report/top-products', { size: 0 }, 'Page size: must be positive'],
      ['/statistics/ai-report/worst-products', { groupBy: 'DAY' }, 'Group by: is not a known field'],
      ['/statistics/ai-report/inventory-days', { startDate: '2026-11-30', endDate: '2026-11-01' }, 'End: must not be before the start'],
    ];
    for (const [path, body, message] of cases) {
      const res = await admin.post(path, body);
      expect({ path, body, status: res.status, result: res.body.result, message: res.body.message }).toEqual({
        path, body, status: 200, result: FAILURE.BAD_INPUT, message: expect.stringContaining(message),
      });
    }
  });
});
