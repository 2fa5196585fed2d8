// The sales ledger (sim-server/src/db/repositories/sales-ledger.ts) answers revenue, report strings,
// AI reports and the product-sales list from an in-memory copy of the payments. These tests hold it
// to what SQL over the tables gives — the queries the reports ran before the ledger, kept here as
// the reference — for every split, measure, filter, scope and page, after the fleet sold and
// refunded under a ledger already loaded; they check it follows a write from another connection
// and a new world, and every column it copies changed by plain SQL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimApp } from '../../sim-server/src/app';
import { MIGRATIONS, withoutHistoryGuards } from '../../sim-server/src/db/migrations';
import { openDatabase } from '../../sim-server/src/db/open';
import { deviceWhere, type DeviceFilter } from '../../sim-server/src/db/repositories/device-scope';
import type { PaymentQuery, ProductSaleQuery, RevenueReport } from '../../sim-server/src/db/repositories/payments';
import type { GroupBy, Measure, SplitBy } from '../../sim-server/src/db/repositories/statistics';
import { UNSCOPED, type ScopeFilter } from '../../sim-server/src/db/sql';
import { COPIED_COLUMNS, COPIED_TABLES, copyTriggers, salesLedger, type SalesLedger } from '../../sim-server/src/db/repositories/sales-ledger';
import { reportTable } from '../../sim-server/src/routes/statistics';
import { control, makeSim, scopes, sharedSim, signedIn, step, value } from './support';

const DAY = 24 * 60 * 60_000;
const APPROVED = `p.approveResult = CASE WHEN lower(p.provider) = 'tc' THEN 1 ELSE 0 END`;
const SOLD = `FROM payment_lines l JOIN payments p ON p.paymentIdx = l.paymentIdx JOIN devices v ON v.deviceIdx = p.deviceIdx
  JOIN divisions d ON d.divisionIdx = v.divisionIdx LEFT JOIN products pr ON pr.productIdx = l.productIdx`;
const PAYMENTS = 'FROM payments p JOIN devices v ON v.deviceIdx = p.deviceIdx JOIN divisions d ON d.divisionIdx = v.divisionIdx';
const UNITS = 'l.count - l.refundCount';
const NET = 'l.amount - l.refundAmount';
const MEASURES: Record<Measure, string> = { count: `SUM(${UNITS})`, amount: `SUM(${NET})`, profit: `SUM(${NET} - (${UNITS}) * COALESCE(pr.cost, 0))` };
const CATEGORY = `COALESCE(NULLIF(pr.category, ''), '-')`;
const SPLITS: Record<SplitBy, { key: string; name: string }> = {
  TOTAL: { key: `''`, name: `''` },
  PRODUCT: { key: 'l.productIdx', name: 'COALESCE(pr.productName, l.productName)' },
  CATEGORY: { key: CATEGORY, name: CATEGORY },
  DEVICE: { key: 'p.deviceIdx', name: `d.divisionName || ' ' || v.deviceName` },
};
const byKeys = <T extends object>(rows: T[], ...keys: (keyof T)[]) =>
  [...rows].sort((a, b) => {
    for (const k of keys) if (a[k] !== b[k]) return String(a[k]) < String(b[k]) ? -1 : 1;
    return 0;
  });

/** What the reports are checked over: filters (the keyword ones name a product and the first device) and scopes. */
interface Fixture {
  filters: DeviceFilter[];
  scopes: ScopeFilter[];
  /** The first device, which the device keyword and deviceIdx filters name. */
  device: { deviceIdx: number; keyword: string };
}

function fixtureOf(sim: SimApp): Fixture {
  const db = sim.db!;
  const s = scopes(sim);
  const product = db.prepare('SELECT productName FROM payment_lines ORDER BY paymentLineIdx DESC LIMIT 1').pluck().get() as string;
  const device = db.prepare('SELECT deviceIdx, deviceName, serialNumber FROM devices ORDER BY deviceIdx LIMIT 1').get() as { deviceIdx: number; deviceName: string; serialNumber: string };
  const keyword = ` ${device.deviceName.slice(-3)} `;
  return {
    filters: [
      {},
      { startDate: '2026-11-20', endDate: '2026-11-23' },
      { keyword: product.slice(0, 2) },
      { keyword },
      { keyword: device.serialNumber.slice(-4).toLowerCase() },
      { keyword: 'no such thing' },
      { companyIdx: 1, startDate: '2026-11-22' },
      { divisionIdx: s.own },
      { deviceIdx: device.deviceIdx, endDate: '2026-11-22' },
    ],
    scopes: [UNSCOPED, { companyIdxs: [1], divisionIdxs: null }, { companyIdxs: null, divisionIdxs: s.managed }],
    device: { deviceIdx: device.deviceIdx, keyword },
  };
}

const sqlWhere = (q: DeviceFilter, scope: ScopeFilter, lineNames: boolean) => deviceWhere(q, scope, 'p.approveAt', lineNames ? ['l.productName'] : []).add(APPROVED);

function checkRevenue(sim: SimApp, { filters, scopes: scopeList }: Fixture): void {
  const db = sim.db!;
  for (const scope of scopeList) {
    for (const q of filters) {
      for (const period of ['month', 'day'] as const) {
        for (const groupByDevice of [false, true]) {
          const where = sqlWhere(q, scope, false);
          const length = period === 'month' ? 7 : 10;
          const expected = (db
            .prepare(`SELECT substr(p.approveAt, 1, ${length}) AS period, ${groupByDevice ? 'p.deviceIdx AS deviceIdx, v.deviceName AS deviceName, d.divisionName AS divisionName' : 'NULL AS deviceIdx, NULL AS deviceName, NULL AS divisionName'},
                COUNT(*) AS paymentCount, SUM(p.amount) AS totalAmount, SUM(p.refundAmount) AS refundAmount
              ${PAYMENTS} ${where} GROUP BY period${groupByDevice ? ', p.deviceIdx' : ''} ORDER BY period DESC${groupByDevice ? ', deviceName, deviceIdx' : ''}`)
            .all(...where.params) as Omit<RevenueReport, 'salesIdx' | 'netAmount'>[]).map((r) => ({ salesIdx: Number(r.period.replaceAll('-', '')), ...r, netAmount: r.totalAmount - r.refundAmount }));
          const all = sim.repos!.payments.revenue({ ...q, groupByDevice }, scope, period);
          expect(all).toEqual({ list: expected, totalCount: expected.length });
          const page = sim.repos!.payments.revenue({ ...q, groupByDevice, page: 2, size: 3 }, scope, period);
          expect(page).toEqual({ list: expected.slice(3, 6), totalCount: expected.length });
        }
      }
    }
  }
}

function checkProductSales(sim: SimApp, { filters, scopes: scopeList }: Fixture): void {
  const db = sim.db!;
  const promotion = db.prepare('SELECT promotionType FROM payment_lines WHERE promotionType IS NOT NULL LIMIT 1').pluck().get() as ProductSaleQuery['promotionType'];
  const productIdx = db.prepare('SELECT productIdx FROM payment_lines ORDER BY paymentLineIdx LIMIT 1').pluck().get() as number;
  expect(promotion).toBeTruthy();
  const queries: ProductSaleQuery[] = [...filters, { promotionType: promotion }, { productIdx, startDate: '2026-11-21' }];
  for (const scope of scopeList) {
    for (const q of queries) {
      const where = sqlWhere(q, scope, true);
      if (q.promotionType) where.add('l.promotionType = ?', q.promotionType);
      if (q.productIdx !== undefined) where.add('l.productIdx = ?', q.productIdx);
      const keys = db
        .prepare(`SELECT l.paymentIdx, l.productIdx, l.amount - l.refundAmount AS amount, p.approveAt ${SOLD} ${where} ORDER BY p.approveAt DESC, p.paymentIdx DESC, l.paymentLineIdx`)
        .all(...where.params) as { paymentIdx: number; productIdx: number; amount: number; approveAt: string }[];
      const size = 7;
      const last = Math.max(1, Math.ceil(keys.length / size));
      for (const page of new Set([1, Math.ceil(last / 2), last, last + 1])) {
        const got = sim.repos!.payments.productSales({ ...q, page, size }, scope);
        expect(got.totalCount).toBe(keys.length);
        expect(got.list.map(({ paymentIdx, productIdx: p, amount, approveAt }) => ({ paymentIdx, productIdx: p, amount, approveAt }))).toEqual(keys.slice((page - 1) * size, page * size));
      }
    }
  }
}

/** The payment list's keyword search in SQL (the query it ran before the ledger): the keys in the list's order. */
function paymentKeysInSql(db: Database.Database, q: PaymentQuery, scope: ScopeFilter): number[] {
  const keyword = q.keyword!.trim();
  const where = deviceWhere({ ...q, keyword: undefined }, scope, 'p.approveAt').add(
    `(instr(lower(v.deviceName), lower(?)) > 0 OR instr(lower(v.serialNumber), lower(?)) > 0
      OR instr(lower((SELECT group_concat(l.productName, ' ') FROM payment_lines l WHERE l.paymentIdx = p.paymentIdx)), lower(?)) > 0)`,
    keyword, keyword, keyword,
  );
  if (q.state) where.add('p.state = ?', q.state);
  if (q.paymentMode !== undefined) where.add('p.paymentMode = ?', q.paymentMode);
  if (q.approved !== undefined) where.add(q.approved ? APPROVED : `NOT (${APPROVED})`);
  if (q.provider) where.add('lower(p.provider) = lower(?)', q.provider);
  if (q.employeeUidIdx !== undefined) where.add('p.employeeUidIdx = ?', q.employeeUidIdx);
  const dir = (fallback: string) => q.sortOrder?.toUpperCase() ?? fallback;
  const order =
    q.sortField === 'amount' ? `p.amount ${dir('DESC')}, p.approveAt DESC, p.paymentIdx DESC`
    : q.sortField === 'deviceName' ? `v.deviceName ${dir('ASC')}, p.approveAt DESC, p.paymentIdx DESC`
    : `p.approveAt ${dir('DESC')}, p.paymentIdx ${dir('DESC')}`;
  return db.prepare(`SELECT p.paymentIdx ${PAYMENTS} ${where} ORDER BY ${order}`).pluck().all(...where.params) as number[];
}

function checkPaymentKeyword(sim: SimApp, { filters, scopes: scopeList }: Fixture): void {
  const db = sim.db!;
  // Keywords of one word, one with a space inside a product name, and one that runs from the end
  // of a payment's first line's name into its second's (SQL searches the names joined by spaces).
  const spaced = db.prepare(`SELECT productName FROM payment_lines WHERE productName LIKE '% %' LIMIT 1`).pluck().get() as string;
  const two = db.prepare('SELECT paymentIdx FROM payment_lines GROUP BY paymentIdx HAVING COUNT(*) = 2 ORDER BY paymentIdx LIMIT 1').pluck().get() as number;
  const [first, second] = db.prepare('SELECT productName FROM payment_lines WHERE paymentIdx = ? ORDER BY paymentLineIdx').pluck().all(two) as string[];
  const spanning = `${first!.slice(-2)} ${second!.slice(0, 2)}`;
  const keywords = [...filters.filter((f) => f.keyword), { keyword: spaced.slice(spaced.indexOf(' ') - 2, spaced.indexOf(' ') + 3) }, { keyword: spanning }];
  expect(keywords.length).toBeGreaterThan(2);
  expect(db.prepare(`SELECT COUNT(*) FROM payment_lines WHERE instr(productName, ?) > 0`).pluck().get(spanning)).toBe(0); // only the joined names hold it
  for (const scope of scopeList) {
    for (const filter of keywords) {
      const variants: PaymentQuery[] = [
        {}, { startDate: '2026-11-21', endDate: '2026-11-22' }, { companyIdx: 1 }, { state: 'PAID' }, { state: 'REFUNDED' }, { paymentMode: 2 },
        { approved: false }, { provider: 'tc' }, { employeeUidIdx: 1 }, { sortOrder: 'asc' }, { sortField: 'amount' }, { sortField: 'amount', sortOrder: 'asc' },
        { sortField: 'deviceName', sortOrder: 'desc', startDate: '2026-11-22' },
      ];
      for (const variant of variants) {
        const q: PaymentQuery = { ...filter, ...variant };
        const keys = paymentKeysInSql(db, q, scope);
        const size = 9;
        const last = Math.max(1, Math.ceil(keys.length / size));
        for (const page of new Set([1, 2, Math.ceil(last / 2), last])) {
          const got = sim.repos!.payments.list({ ...q, page, size }, scope);
          expect({ q, page, total: got.totalCount, keys: got.list.map((p) => p.paymentIdx) }).toEqual({ q, page, total: keys.length, keys: keys.slice((page - 1) * size, page * size) });
        }
      }
    }
  }
}

function checkReportCells(sim: SimApp, { filters, scopes: scopeList }: Fixture): void {
  const db = sim.db!;
  const window = { startDate: '2026-11-01', endDate: '2026-11-23' };
  for (const scope of scopeList) {
    for (const filter of filters) {
      const q = { ...filter, ...window, ...(filter.startDate ? { startDate: filter.startDate } : {}), ...(filter.endDate ? { endDate: filter.endDate } : {}) };
      const where = sqlWhere(q, scope, true);
      for (const measure of ['count', 'amount', 'profit'] as Measure[]) {
        for (const groupBy of ['DAY', 'MONTH'] as GroupBy[]) {
          for (const splitBy of ['TOTAL', 'PRODUCT', 'CATEGORY', 'DEVICE'] as SplitBy[]) {
            const { key, name } = SPLITS[splitBy];
            const length = groupBy === 'MONTH' ? 7 : 10;
            const expected = db
              .prepare(`SELECT CAST(replace(substr(p.approveAt, 1, ${length}), '-', '') AS INTEGER) AS period, ${key} AS key, MIN(${name}) AS name,
                  ${MEASURES[measure]} AS value ${SOLD} ${where} GROUP BY period, ${key}`)
              .all(...where.params) as { period: number; key: number | string; name: string; value: number }[];
            const got = sim.repos!.statistics.reportCells(q, scope, measure, groupBy, splitBy);
            expect(byKeys(got, 'period', 'key')).toEqual(byKeys(expected, 'period', 'key'));
            if (splitBy !== 'DEVICE') continue;
            // Naming only the columns a table of the top N can show gives the same table.
            const periods = [...new Set(expected.map((c) => c.period))].sort();
            for (const top of [1, 3, 50]) {
              expect(reportTable(sim.repos!.statistics.reportCells(q, scope, measure, groupBy, splitBy, top), periods, splitBy, top)).toEqual(reportTable(got, periods, splitBy, top));
            }
          }
        }
      }
      const hours = db
        .prepare(`SELECT CAST(substr(p.approveAt, 12, 2) AS INTEGER) AS hour, ${MEASURES.count} AS count, ${MEASURES.amount} AS amount ${SOLD} ${where} GROUP BY hour`)
        .all(...where.params) as { hour: number }[];
      expect(sim.repos!.statistics.byHour(q, scope).filter((h) => hours.some((e) => e.hour === h.hour))).toEqual(hours);
      const totals = db
        .prepare(`SELECT l.productIdx, MIN(COALESCE(pr.productName, l.productName)) AS productName, MIN(COALESCE(pr.category, '')) AS category,
            ${MEASURES.count} AS count, ${MEASURES.amount} AS amount ${SOLD} ${where} GROUP BY l.productIdx ORDER BY l.productIdx`)
        .all(...where.params);
      expect(sim.repos!.statistics.productTotals(q, scope)).toEqual(totals);
    }
  }
}

function checkStockDays(sim: SimApp, { filters, scopes: scopeList }: Fixture): void {
  const db = sim.db!;
  const since = '2026-11-16 12:00:00';
  const until = '2026-11-23 12:00:00';
  for (const scope of scopeList) {
    for (const filter of filters) {
      const q = { ...filter, startDate: undefined, endDate: undefined };
      const display = deviceWhere(q, scope, 'm.createdDate', ['pr.productName']).add('m.trayIdx IS NOT NULL').add('m.removedDate IS NULL');
      const onDisplay = `FROM product_mappings m JOIN devices v ON v.deviceIdx = m.deviceIdx JOIN divisions d ON d.divisionIdx = v.divisionIdx JOIN products pr ON pr.productIdx = m.productIdx`;
      const sold = deviceWhere({}, scope, 'p.approveAt').add(APPROVED).add('p.approveAt > ?', since).add('p.approveAt <= ?', until);
      const rows = db
        .prepare(`WITH sold AS (SELECT p.deviceIdx, l.productIdx, ${MEASURES.count} AS units ${SOLD} ${sold} GROUP BY p.deviceIdx, l.productIdx)
          SELECT m.deviceIdx, v.deviceName, d.divisionName, m.productIdx, pr.productName, SUM(m.stock) AS stock, COALESCE(MIN(s.units), 0) AS sold
          ${onDisplay} LEFT JOIN sold s ON s.deviceIdx = m.deviceIdx AND s.productIdx = m.productIdx ${display} GROUP BY m.deviceIdx, m.productIdx`)
        .all(...sold.params, ...display.params) as { deviceIdx: number; deviceName: string; divisionName: string; productIdx: number; productName: string; stock: number; sold: number }[];
      const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
      const expected = rows
        .map(({ sold: units, ...row }) => ({
          ...row,
          dailySales: Math.round((units * 100) / 7) / 100,
          days: units > 0 ? Math.round((row.stock * 7 * 10) / units) / 10 : null,
        }))
        .sort(
          (a, b) =>
            (a.days ?? Infinity) - (b.days ?? Infinity) || b.dailySales - a.dailySales || text(a.deviceName, b.deviceName) ||
            text(a.productName, b.productName) || a.deviceIdx - b.deviceIdx || a.productIdx - b.productIdx,
        );
      const size = 6;
      const last = Math.max(1, Math.ceil(expected.length / size));
      for (const page of new Set([1, 2, Math.ceil(last / 2), last - 1, last])) {
        expect(sim.repos!.statistics.inventoryDays(q, scope, since, until, 7, { page, size })).toEqual({ list: expected.slice((page - 1) * size, page * size), totalCount: expected.length });
      }
      expect(sim.repos!.statistics.inventoryDays(q, scope, since, until, 7, {}).list).toEqual(expected);
      const displayed = db
        .prepare(`SELECT m.productIdx, pr.productName, pr.category, COUNT(DISTINCT m.deviceIdx) AS deviceCount ${onDisplay} ${display} GROUP BY m.productIdx ORDER BY m.productIdx`)
        .all(...display.params);
      expect(sim.repos!.statistics.displayed(q, scope)).toEqual(displayed);
    }
  }
}

/** Every report the ledger answers, held to SQL. */
function checkEveryReport(sim: SimApp, fixture: Fixture): void {
  checkRevenue(sim, fixture);
  checkProductSales(sim, fixture);
  checkPaymentKeyword(sim, fixture);
  checkReportCells(sim, fixture);
  checkStockDays(sim, fixture);
}

/** Where a copy that followed changes differs from one loaded afresh: rows by key, and the time orders. */
function differences(followed: SalesLedger, fresh: SalesLedger): unknown[] {
  const [a, b] = [followed.snapshot(), fresh.snapshot()];
  const found: unknown[] = [];
  for (const table of ['payments', 'lines', 'shelf'] as const) {
    for (const key of new Set([...Object.keys(a[table]), ...Object.keys(b[table])])) {
      const [x, y] = [a[table][Number(key)], b[table][Number(key)]];
      if (JSON.stringify(x) !== JSON.stringify(y)) found.push({ table, key, followed: x, fresh: y });
    }
  }
  for (const order of ['paymentOrder', 'lineOrder'] as const) if (JSON.stringify(a[order]) !== JSON.stringify(b[order])) found.push({ order });
  return found;
}

/** Fewer filters and one scope, for checking every report more than once in a file. */
const narrowed = (f: Fixture): Fixture => ({
  ...f,
  filters: [{}, { keyword: f.device.keyword }, { deviceIdx: f.device.deviceIdx, startDate: '2026-11-16' }, { startDate: '2026-11-20', endDate: '2026-11-23' }],
  scopes: [UNSCOPED],
});

describe('the sales ledger', () => {
  const sim = sharedSim({ fleet: { engine: { refundRate: 0.2 } } });
  let fixture: Fixture;

  beforeAll(async () => {
    // Loaded before the fleet sells and refunds, and caught up between steps: the fleet refunds its
    // own sales hours later, so those refunds reach the ledger as changes to payments it holds.
    for (let i = 0; i < 4; i++) {
      sim().repos!.sales.warm();
      await step(sim(), DAY / 2);
    }
    fixture = fixtureOf(sim());
  }, 120_000);

  it('saw the fleet sell and refund after it loaded', () => {
    expect(value(sim(), 'SELECT COUNT(*) FROM sales_changes')).toBeGreaterThan(0);
    expect(value(sim(), `SELECT COUNT(*) FROM payments WHERE refundAmount > 0 AND approveAt > '2026-11-22'`)).toBeGreaterThan(0);
  });

  it('gives the revenue SQL gives, per month and day, with and without devices, for every filter and scope', () => checkRevenue(sim(), fixture));

  it('counts and pages the product lines as SQL does, first, middle and last pages, with every filter', () => checkProductSales(sim(), fixture));

  it('finds the payment list’s keyword matches, across a payment’s names too, and pages as SQL does', () => checkPaymentKeyword(sim(), fixture));

  it('sums the report cells, hours and product totals as SQL does', () => checkReportCells(sim(), fixture));

  it('ranks the days of stock left and counts displayed products as SQL does', () => checkStockDays(sim(), fixture));
});

// Writes made straight in SQL (a hand edit, another tool, a repository written later) reach the copy
// only through the journals' triggers: these make such writes and hold the copy to SQL and to a copy
// loaded afresh.
describe('the sales ledger follows plain SQL', () => {
  const sim = sharedSim();
  let fixture: Fixture;

  beforeAll(() => {
    sim().repos!.sales.warm();
    fixture = narrowed(fixtureOf(sim()));
  });

  it('sees a payment’s state, mode and card changed by plain SQL: a keyword search with that filter counts it as SQL does', () => {
    const db = sim().db!;
    const { deviceIdx, keyword } = fixture.device;
    const [paid, byMode, byCard] = db
      .prepare(`SELECT paymentIdx FROM payments WHERE deviceIdx = ? AND state = 'PAID' AND paymentMode <> 2 AND employeeUidIdx IS NULL ORDER BY paymentIdx DESC LIMIT 3`)
      .pluck()
      .all(deviceIdx) as number[];
    const searches: [PaymentQuery, string, number][] = [
      [{ keyword, state: 'REFUNDED' }, `UPDATE payments SET state = 'REFUNDED' WHERE paymentIdx = ?`, paid!],
      [{ keyword, paymentMode: 2 }, 'UPDATE payments SET paymentMode = 2 WHERE paymentIdx = ?', byMode!],
      [{ keyword, employeeUidIdx: 1 }, 'UPDATE payments SET employeeUidIdx = 1 WHERE paymentIdx = ?', byCard!],
    ];
    for (const [q, update, paymentIdx] of searches) {
      const before = paymentKeysInSql(db, q, UNSCOPED).length;
      expect(sim().repos!.payments.list({ ...q, page: 1, size: 5 }, UNSCOPED).totalCount).toBe(before);
      db.prepare(update).run(paymentIdx);
      expect(paymentKeysInSql(db, q, UNSCOPED).length).toBe(before + 1);
      expect({ q, total: sim().repos!.payments.list({ ...q, page: 1, size: 5 }, UNSCOPED).totalCount }).toEqual({ q, total: before + 1 });
    }
    checkEveryReport(sim(), fixture);
  });

  it('follows every column of payments, payment lines and placements changed by plain SQL, as a copy loaded afresh and SQL do', () => {
    const db = sim().db!;
    const sales = sim().repos!.sales;
    sales.warm();
    // Approved payments of the device the filters name, newest first: the first ones for the
    // payments' columns, lines of later ones for the lines' (so no change is read again only because
    // another change named its payment); placements on display, the device's first.
    const paid = db.prepare(`SELECT paymentIdx FROM payments p WHERE deviceIdx = ? AND ${APPROVED} ORDER BY paymentIdx DESC`).pluck().all(fixture.device.deviceIdx) as number[];
    const rowsToChange: Record<string, number[]> = {
      payments: paid.slice(0, 20),
      payment_lines: paid.slice(20).map((paymentIdx) => value(sim(), 'SELECT MIN(paymentLineIdx) FROM payment_lines WHERE paymentIdx = ?', paymentIdx)),
      product_mappings: db.prepare('SELECT productMappingIdx FROM product_mappings WHERE trayIdx IS NOT NULL ORDER BY deviceIdx <> ?, productMappingIdx').pluck().all(fixture.device.deviceIdx) as number[],
    };
    /** A key moved to a new one, with every row that refers to it (checked at the commit). */
    const rekey = (table: string, key: string, from: number) => {
      const to = value(sim(), `SELECT MAX(${key}) + 1 FROM ${table}`);
      const refs = db.prepare(`SELECT m.name AS child, f."from" AS col FROM sqlite_master m, pragma_foreign_key_list(m.name) f WHERE m.type = 'table' AND f."table" = ?`).all(table) as { child: string; col: string }[];
      db.transaction(() => {
        db.pragma('defer_foreign_keys = ON');
        db.prepare(`UPDATE ${table} SET ${key} = ? WHERE ${key} = ?`).run(to, from);
        for (const { child, col } of refs) db.prepare(`UPDATE ${child} SET ${col} = ? WHERE ${col} = ?`).run(to, from);
      })();
    };
    /** Values other than the row's: NULL for a nullable column that has one, other rows' values, one made up. */
    const otherValues = (table: string, column: string, key: string, row: number, nullable: boolean): unknown[] => {
      const current = db.prepare(`SELECT ${column} FROM ${table} WHERE ${key} = ?`).pluck().get(row);
      const others = db.prepare(`SELECT DISTINCT ${column} FROM ${table} WHERE ${column} IS NOT NULL AND ${column} IS NOT ? LIMIT 3`).pluck().all(current);
      return [...(nullable && current !== null ? [null] : []), ...others, typeof current === 'number' ? current + 1 : '2026-11-20 12:00:00'];
    };
    // Every column of the three tables, those the copy reads (its definition) and the others, should
    // an expression read one without naming its table.
    const changed: string[] = [];
    for (const { table, key } of Object.values(COPIED_TABLES)) {
      const columns = db.prepare('SELECT name, "notnull" FROM pragma_table_info(?)').all(table) as { name: string; notnull: number }[];
      expect(columns.map((c) => c.name)).toEqual(expect.arrayContaining([...COPIED_COLUMNS[table]!]));
      expect(columns.length).toBeLessThanOrEqual(rowsToChange[table]!.length);
      for (const [i, { name, notnull }] of columns.entries()) {
        const row = rowsToChange[table]![i]!;
        if (name === key) {
          rekey(table, key, row);
          changed.push(`${table}.${name}`);
          continue;
        }
        const took = otherValues(table, name, key, row, !notnull).some((v) => {
          try {
            return db.prepare(`UPDATE ${table} SET ${name} = ? WHERE ${key} = ?`).run(v, row).changes === 1;
          } catch (error) {
            if ((error as { code?: string }).code?.startsWith('SQLITE_CONSTRAINT')) return false; // a CHECK or key refused this value: the next one
            throw error;
          }
        });
        if (took) changed.push(`${table}.${name}`);
      }
    }
    for (const [table, columns] of Object.entries(COPIED_COLUMNS)) for (const column of columns) expect(changed).toContain(`${table}.${column}`);
    expect(differences(sales, salesLedger(db))).toEqual([]);
    checkEveryReport(sim(), fixture);
  });

  it('lets go of what plain SQL deletes: a payment with its lines, a line, a placement, a payment deleted with foreign keys off', () => {
    const db = sim().db!;
    const sales = sim().repos!.sales;
    sales.warm();
    const [withLines, lineOf, orphaning] = db
      .prepare(`SELECT paymentIdx FROM payments p WHERE deviceIdx = ? AND ${APPROVED} ORDER BY paymentIdx LIMIT 3`)
      .pluck()
      .all(fixture.device.deviceIdx) as number[];
    const line = value(sim(), 'SELECT MIN(paymentLineIdx) FROM payment_lines WHERE paymentIdx = ?', lineOf);
    const placement = value(sim(), 'SELECT MIN(productMappingIdx) FROM product_mappings WHERE deviceIdx = ? AND trayIdx IS NOT NULL', fixture.device.deviceIdx);
    const payments = value(sim(), 'SELECT COUNT(*) FROM payments');
    // The schema refuses to erase history: the guards are set aside here as a hand at the database would.
    withoutHistoryGuards(db, () => {
      db.prepare('DELETE FROM payments WHERE paymentIdx = ?').run(withLines);
      db.prepare('DELETE FROM payment_lines WHERE paymentLineIdx = ?').run(line);
      db.prepare('DELETE FROM product_mappings WHERE productMappingIdx = ?').run(placement);
      db.pragma('foreign_keys = OFF');
      try {
        db.prepare('DELETE FROM payments WHERE paymentIdx = ?').run(orphaning); // its lines stay, pointing nowhere: SQL's joins skip them
      } finally {
        db.pragma('foreign_keys = ON');
      }
    });
    expect(value(sim(), 'SELECT COUNT(*) FROM payments')).toBe(payments - 2);
    expect(value(sim(), 'SELECT COUNT(*) FROM payment_lines WHERE paymentIdx = ?', orphaning)).toBeGreaterThan(0);
    expect(differences(sales, salesLedger(db))).toEqual([]);
    checkEveryReport(sim(), fixture);
  });
});

describe('the sales ledger follows the database', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kiosk-ledger-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('sees a refund and a sale written by another connection, and a new world after a reset', async () => {
    const file = join(dir, 'sim.db');
    const sim = makeSim({ db: file });
    const admin = await signedIn(sim);
    const revenue = async () => {
      const res = await admin.post('/statistics/revenue-report/list', {});
      expect(res.body.result).toBe(0);
      const list = res.body.data.list as RevenueReport[];
      return { payments: list.reduce((n, r) => n + r.paymentCount, 0), refunded: list.reduce((n, r) => n + r.refundAmount, 0) };
    };
    const before = await revenue(); // the ledger is loaded now
    const other = new Database(file);
    try {
      const line = other.prepare(`SELECT l.paymentLineIdx, l.paymentIdx, l.amount FROM payment_lines l JOIN payments p USING (paymentIdx) WHERE ${APPROVED} AND l.refundCount = 0 ORDER BY l.paymentLineIdx LIMIT 1`).get() as {
        paymentLineIdx: number;
        paymentIdx: number;
        amount: number;
      };
      other.transaction(() => {
        other.prepare('UPDATE payment_lines SET refundCount = count, refundAmount = amount WHERE paymentLineIdx = ?').run(line.paymentLineIdx);
        other.prepare('UPDATE payments SET refundAmount = refundAmount + ? WHERE paymentIdx = ?').run(line.amount, line.paymentIdx);
      })();
      expect(await revenue()).toEqual({ payments: before.payments, refunded: before.refunded + line.amount });

      const copy = other.prepare(`SELECT * FROM payments p WHERE ${APPROVED} ORDER BY paymentIdx DESC LIMIT 1`).get() as Record<string, unknown>;
      other.prepare(`INSERT INTO payments (${Object.keys(copy).filter((k) => k !== 'paymentIdx').join(', ')}) VALUES (${Object.keys(copy).filter((k) => k !== 'paymentIdx').map(() => '?').join(', ')})`)
        .run(...Object.entries(copy).filter(([k]) => k !== 'paymentIdx').map(([, v]) => v));
      expect(await revenue()).toEqual({ payments: before.payments + 1, refunded: before.refunded + line.amount + (copy.refundAmount as number) });
    } finally {
      other.close();
    }

    expect((await control(sim).post('/reset', { seed: 7 })).body.result).toBe(0);
    const fresh = makeSim({ db: join(dir, 'fresh.db'), seed: 7 });
    const expected = fresh.db!.prepare(`SELECT COUNT(*) FROM payments p WHERE ${APPROVED}`).pluck().get();
    const again = await signedIn(sim);
    const res = await again.post('/statistics/revenue-report/list', {});
    expect((res.body.data.list as RevenueReport[]).reduce((n, r) => n + r.paymentCount, 0)).toBe(expected);
  });

  it('makes the copy’s triggers from its columns in a database an older version made, and leaves right ones alone', () => {
    const file = join(dir, 'older.db');
    const triggers = (db: Database.Database) =>
      new Map(db.prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND (name GLOB 'copy_*' OR name IN (?, ?, ?))`).raw()
        .all('payments_sales_changed', 'payment_lines_sales_changed', 'product_mappings_shelf_changed') as [string, string][]);
    // A database as version 15 left it: migration 14's triggers, listed by hand.
    const old = new Database(file);
    old.exec('CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, appliedAt TEXT NOT NULL)');
    for (const m of [...MIGRATIONS].filter((m) => m.version <= 15).sort((a, b) => a.version - b.version)) {
      old.exec(m.sql);
      old.prepare('INSERT INTO schema_migrations VALUES (?, ?, ?)').run(m.version, m.name, '2026-11-01T00:00:00Z');
    }
    expect([...triggers(old).keys()]).toContain('payments_sales_changed');
    old.close();
    const opened = openDatabase(file);
    expect(Object.fromEntries(triggers(opened))).toEqual(Object.fromEntries(copyTriggers()));
    opened.exec(`DROP TRIGGER copy_payments_changed; CREATE TRIGGER copy_payments_changed AFTER UPDATE OF amount ON payments BEGIN SELECT 1; END`); // another version's columns
    opened.close();
    const again = openDatabase(file);
    expect(Object.fromEntries(triggers(again))).toEqual(Object.fromEntries(copyTriggers()));
    const schema = again.pragma('schema_version', { simple: true });
    again.close();
    const third = openDatabase(file);
    expect(third.pragma('schema_version', { simple: true })).toBe(schema);
    third.close();
  });
});
