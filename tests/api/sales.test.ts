// Sales read from the payments: revenue per month and per day (approved payments minus refunds, by
// KST approval date, per device on request) and the product lines sold. Over the seeded week and ten
// simulated days more (into the next month, with the fleet's own refunds), the sums agree: revenue =
// approved − refunded for the same window and scope, a month = the sum of its days, devices add up
// to their period, and the product lines to the revenue.
import { beforeAll, describe, expect, it } from 'vitest';
import { FAILURE } from '../../contract/index';
import type { ProductSale, RevenueReport } from '../../sim-server/src/db/repositories/payments';
import { everyPage, scopes, sharedSim, signedIn, step, value, type Client } from './support';

type Page<T> = { list: T[]; totalCount: number };
const DAY = 24 * 60 * 60_000;
const APPROVED = `p.approveResult = CASE WHEN lower(p.provider) = 'tc' THEN 1 ELSE 0 END`;

/** One page when the body asks for one (page or size), else every row, gathered page by page. */
const post = async <T>(who: Client, path: string, body: object = {}) => {
  if (!('page' in body || 'size' in body)) return everyPage<T>(who, path, body);
  const res = await who.post(path, body);
  expect(res.body.result).toBe(0);
  return res.body.data as Page<T>;
};
const monthly = (who: Client, body: object = {}) => post<RevenueReport>(who, '/statistics/revenue-report/list', body);
const daily = (who: Client, body: object = {}) => post<RevenueReport>(who, '/statistics/revenue-report/list/daily', body);
const products = (who: Client, body: object = {}) => post<ProductSale>(who, '/payment/product/list', body);
const sum = <T>(rows: T[], pick: (row: T) => number) => rows.reduce((total, row) => total + pick(row), 0);
const totals = (rows: RevenueReport[]) => ({
  paymentCount: sum(rows, (r) => r.paymentCount), totalAmount: sum(rows, (r) => r.totalAmount), refundAmount: sum(rows, (r) => r.refundAmount), netAmount: sum(rows, (r) => r.netAmount),
});

describe('revenue and products sold', () => {
  const sim = sharedSim({ fleet: { engine: { refundRate: 0.05 } } });
  beforeAll(async () => {
    for (const days of [7, 3]) await step(sim(), days * DAY); // from 2026-11-21 into December (a step is at most a week)
  }, 120_000);

  /** Approved payments and their refunds from the tables, in a window (KST dates) and a condition on `divisions d`. */
  const fromTables = (where = '1', start = '0000-00-00', end = '9999-99-99') =>
    sim().db!.prepare(`SELECT COUNT(*) AS paymentCount, COALESCE(SUM(p.amount), 0) AS totalAmount, COALESCE(SUM(p.refundAmount), 0) AS refundAmount,
        COALESCE(SUM(p.amount - p.refundAmount), 0) AS netAmount
      FROM payments p JOIN devices v USING (deviceIdx) JOIN divisions d ON d.divisionIdx = v.divisionIdx
      WHERE ${APPROVED} AND ${where} AND substr(p.approveAt, 1, 10) BETWEEN ? AND ?`).get(start, end);

  it('answers revenue per month, newest first, as approved payments minus their refunds', async () => {
    const admin = await signedIn(sim());
    const months = await monthly(admin);
    expect(months.list.map((r) => [r.salesIdx, r.period])).toEqual([[202612, '2026-12'], [202611, '2026-11']]);
    expect(months.totalCount).toBe(2);
    for (const r of months.list) {
      expect(r).toMatchObject({ deviceIdx: null, deviceName: null, netAmount: r.totalAmount - r.refundAmount });
      expect({ ...r, salesIdx: 0, period: '', deviceIdx: null, deviceName: null, divisionName: null }).toEqual({ salesIdx: 0, period: '', deviceIdx: null, deviceName: null, divisionName: null, ...(fromTables('1', `${r.period}-01`, `${r.period}-31`) as object) });
    }
    expect(totals(months.list)).toEqual(fromTables());
    expect(totals(months.list).refundAmount).toBeGreaterThan(0);
    // Only approved payments count.
    expect(totals(months.list).paymentCount).toBeLessThan(value(sim(), 'SELECT COUNT(*) FROM payments'));
  });

  it('makes every month the sum of its days, and every period the sum of its devices', async () => {
    const admin = await signedIn(sim());
    const days = (await daily(admin)).list;
    expect(days[0]).toMatchObject({ salesIdx: 20261201, period: '2026-12-01' });
    expect(days.at(-1)!.period < '2026-11-15').toBe(true);
    for (const month of (await monthly(admin)).list) {
      expect({ month: month.period, ...totals(days.filter((d) => d.period.startsWith(month.period))) }).toEqual({ month: month.period, ...totals([month]) });
    }
    const byDevice = (await daily(admin, { groupByDevice: true })).list;
    expect(byDevice.every((r) => r.deviceIdx !== null && r.deviceName !== null && String(r.salesIdx) === r.period.replaceAll('-', ''))).toBe(true);
    // A device is named with its store: devices of many stores share names.
    for (const r of byDevice.slice(0, 20)) expect(r.divisionName).toBe(value<string>(sim(), 'SELECT d.divisionName FROM devices v JOIN divisions d USING (divisionIdx) WHERE v.deviceIdx = ?', r.deviceIdx));
    expect(days.every((d) => d.divisionName === null)).toBe(true);
    for (const day of days) expect({ day: day.period, ...totals(byDevice.filter((r) => r.period === day.period)) }).toEqual({ day: day.period, ...totals([day]) });
    const monthByDevice = (await monthly(admin, { groupByDevice: true })).list;
    expect(totals(monthByDevice)).toEqual(totals(days));
    // Paged groups keep the full count.
    const paged = await daily(admin, { groupByDevice: true, page: 2, size: 25 });
    expect(paged).toEqual({ list: byDevice.slice(25, 50), totalCount: byDevice.length });
    expect(await daily(admin, { page: 2, size: 3 })).toEqual({ list: days.slice(3, 6), totalCount: days.length });
    expect(await daily(admin, { size: 4 })).toEqual({ list: days.slice(0, 4), totalCount: days.length });
    expect(await daily(admin, { page: 99, size: 10 })).toEqual({ list: [], totalCount: days.length });
  });

  it('keeps the sums within a window and a scope', async () => {
    const s = scopes(sim());
    const window = { startDate: '2026-11-25', endDate: '2026-12-01' };
    const admin = await signedIn(sim());
    const partner = await signedIn(sim(), 'partner');
    const manager = await signedIn(sim(), 'manager');
    expect(totals((await daily(admin, window)).list)).toEqual(fromTables('1', window.startDate, window.endDate));
    expect(totals((await monthly(admin, window)).list)).toEqual(fromTables('1', window.startDate, window.endDate));
    expect(totals((await monthly(partner, window)).list)).toEqual(fromTables('d.companyIdx = 1', window.startDate, window.endDate));
    expect(totals((await monthly(manager)).list)).toEqual(fromTables(`d.divisionIdx IN (${s.managed.join(',')})`));
    expect(totals((await monthly(admin, { divisionIdx: s.own })).list)).toEqual(fromTables(`d.divisionIdx = ${s.own}`));
    expect((await monthly(partner, { companyIdx: 2 })).totalCount).toBe(0);
    expect((await daily(manager, { divisionIdx: s.companyOnly })).totalCount).toBe(0);
  });

  it('lists the product lines of approved payments newest first, net of refunds, adding up to the revenue', async () => {
    const admin = await signedIn(sim());
    const window = { startDate: '2026-11-20', endDate: '2026-11-23' };
    const lines = await products(admin, window);
    const revenue = totals((await daily(admin, window)).list);
    expect(sum(lines.list, (l) => l.amount)).toBe(revenue.netAmount);
    expect(lines.totalCount).toBe(lines.list.length);
    expect(sum(lines.list, (l) => l.productCount)).toBe(
      value(sim(), `SELECT SUM(l.count - l.refundCount) FROM payment_lines l JOIN payments p USING (paymentIdx) WHERE ${APPROVED} AND substr(p.approveAt, 1, 10) BETWEEN ? AND ?`, window.startDate, window.endDate),
    );
    const order = lines.list.map((l) => `${l.approveAt}#${String(l.paymentIdx).padStart(8, '0')}`);
    expect(order).toEqual([...order].sort().reverse());
    const refunded = lines.list.find((l) => value(sim(), 'SELECT refundCount FROM payment_lines WHERE paymentIdx = ? AND productIdx = ?', l.paymentIdx, l.productIdx) > 0)!;
    expect(refunded).toMatchObject({ productCount: 0, amount: 0 });
    const first = lines.list[0]!;
    expect(first).toMatchObject({
      category: value<string>(sim(), 'SELECT category FROM products WHERE productIdx = ?', first.productIdx),
      deviceName: value<string>(sim(), 'SELECT deviceName FROM devices WHERE deviceIdx = ?', first.deviceIdx),
      divisionName: value<string>(sim(), 'SELECT d.divisionName FROM devices v JOIN divisions d USING (divisionIdx) WHERE v.deviceIdx = ?', first.deviceIdx),
    });
    // Filters and paging.
    const rated = await products(admin, { promotionType: 'RATE' });
    expect(rated.list.length).toBeGreaterThan(0);
    expect(rated.list.every((l) => l.promotionType === 'RATE')).toBe(true);
    expect((await products(admin, { productIdx: first.productIdx, page: 1, size: 5 })).list.every((l) => l.productIdx === first.productIdx)).toBe(true);
    expect(await products(admin, { ...window, page: 3, size: 10 })).toEqual({ list: lines.list.slice(20, 30), totalCount: lines.totalCount });
    expect((await products(admin, { keyword: first.productName, ...window })).list.every((l) => l.productName.includes(first.productName) || l.deviceName.includes(first.productName))).toBe(true);
    const partner = await signedIn(sim(), 'partner');
    expect(sum((await products(partner, window)).list, (l) => l.amount)).toBe((fromTables('d.companyIdx = 1', window.startDate, window.endDate) as { netAmount: number }).netAmount);
  });

  it('answers bad input with result 2 naming the field', async () => {
    const admin = await signedIn(sim());
    const cases: [string, object, string][] = [
      ['/statistics/revenue-report/list', { startDate: '2026-12-01', endDate: '2026-11-01' }, 'End: must not be before the start'],
      ['/statistics/revenue-report/list/daily', { groupByDevice: 'yes' }, 'Per device: must be true or false'],
      ['/statistics/revenue-report/list', { period: 'week' }, 'period: is not a known field'],
      ['/payment/product/list', { promotionType: 'FREE' }, 'Promotion type: must be one of'],
      ['/payment/product/list', { size: 5000 }, 'Page size: must be at most 1,000'],
    ];
    for (const [path, body, message] of cases) {
      const res = await admin.post(path, body);
      expect({ path, result: res.body.result, message: res.body.message }).toEqual({ path, result: FAILURE.BAD_INPUT, message: expect.stringContaining(message) });
    }
  });
});
