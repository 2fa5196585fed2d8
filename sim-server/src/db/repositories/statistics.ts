// Statistics read from the same rows as the sales screens: the lines of approved payments, net of
// their refunds, by approval date (KST), in the caller's scope with the sales filters — summed over
// in SQL. Units are line counts, amounts won, profit the amount less the units at the master cost.
import type { z } from 'zod';
import { AMBIENT_SHELF_LIFE_DAYS, type REPORT_GROUP_BY, type REPORT_SPLIT_BY, type TEMPERATURE_CLASSES, type displaySlot, type inventoryDays } from '../../../../contract/index';
import type { Db } from '../open';
import { orderedPage, type Paging, type ScopeFilter } from '../sql';
import { deviceWhere, type DeviceFilter } from './device-scope';
import { SOLD_LINES, devicesIfNamed, salesDaysFrom, salesDaysWhere, salesWhere, type HourSales } from './payments';

export type Measure = 'count' | 'amount' | 'profit';
export type GroupBy = (typeof REPORT_GROUP_BY)[number];
export type SplitBy = (typeof REPORT_SPLIT_BY)[number];

/** One report cell before the table is laid out: a period (YYYYMMDD or YYYYMM), a column and its value. */
export interface ReportCell {
  period: number;
  key: number | string;
  name: string;
  value: number;
}

export type TemperatureClass = (typeof TEMPERATURE_CLASSES)[number];

/** Sales of a product over a window. */
export interface ProductTotals {
  productIdx: number;
  productName: string;
  category: string;
  temperatureClass: TemperatureClass;
  count: number;
  amount: number;
}

/** A product on display (on a device tray) and how many devices show it. */
export interface DisplayedProduct {
  productIdx: number;
  productName: string;
  category: string;
  temperatureClass: TemperatureClass;
  deviceCount: number;
}

/** A placement on a device's tray and what it sold. */
export type DisplaySlot = z.infer<typeof displaySlot>;

/** A product on display on one device: its units, its sales rate and the days they last at it. */
export type InventoryDays = z.infer<typeof inventoryDays>;

/** Units, net amount and profit (net amount less the units at the product's cost now) of `payment_lines l`. */
const UNITS = 'l.count - l.refundCount';
const NET = 'l.amount - l.refundAmount';
const MEASURES: Record<Measure, string> = { count: `SUM(${UNITS})`, amount: `SUM(${NET})`, profit: `SUM(${NET} - (${UNITS}) * COALESCE(pr.cost, 0))` };
/** The temperature class of `products pr` (contract TEMPERATURE_CLASSES); a product no longer on record counts as ambient. */
const TEMPERATURE_CLASS = `CASE WHEN pr.shelfLifeDays < ${AMBIENT_SHELF_LIFE_DAYS} THEN 'CHILLED' ELSE 'AMBIENT' END`;
/** A product without a category is shown as '-' (spec §3 shows missing values so). */
const CATEGORY = `COALESCE(NULLIF(pr.category, ''), '-')`;
/**
 * A report's column per split: its key over the lines (`key`), and its name over the grouped cell
 * `c` (`name`, with `c.lineName` the least of its lines' names: a product no longer on record is
 * named after them). Names are joined to the cells, not to every line.
 */
const SPLITS: Record<SplitBy, { key: string; name: string; joins: string }> = {
  TOTAL: { key: `''`, name: `''`, joins: '' },
  PRODUCT: { key: 'l.productIdx', name: 'COALESCE(pr.productName, c.lineName)', joins: 'LEFT JOIN products pr ON pr.productIdx = c.key' },
  CATEGORY: { key: CATEGORY, name: 'c.key', joins: '' },
  DEVICE: { key: 'p.deviceIdx', name: `d.divisionName || ' ' || v.deviceName`, joins: 'LEFT JOIN devices v ON v.deviceIdx = c.key LEFT JOIN divisions d ON d.divisionIdx = v.divisionIdx' },
};
/** Placements on display (on a device's tray, not removed) with their device, division and product. */
const ON_DISPLAY = `FROM product_mappings m JOIN devices v ON v.deviceIdx = m.deviceIdx JOIN divisions d ON d.divisionIdx = v.divisionIdx
  JOIN products pr ON pr.productIdx = m.productIdx`;
const displayWhere = (q: DeviceFilter, scope: ScopeFilter) =>
  deviceWhere({ ...q, startDate: undefined, endDate: undefined }, scope, 'm.createdDate', ['pr.productName']).add('m.trayIdx IS NOT NULL').add('m.removedDate IS NULL');

/** A's text before b's, as SQLite's BINARY order compares them (by code unit; the same for Korean and ASCII names). */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function statisticsRepository(db: Db) {
  /** Lines of approved payments in scope with the sales filters (the keyword also matches the line's product name). */
  const soldWhere = (q: DeviceFilter, scope: ScopeFilter) => salesWhere(q, scope, ['l.productName']);

  return {
    /**
     * The measure per period (YYYYMMDD or YYYYMM) and column over the window of `q` (both dates
     * set by the caller): units, net amount, or net amount less the units at the product's cost now.
     */
    reportCells(q: DeviceFilter, scope: ScopeFilter, measure: Measure, groupBy: GroupBy, splitBy: SplitBy): ReportCell[] {
      const { key, name, joins } = SPLITS[splitBy];
      // Units or net amount per period and device (or in all) are sums of the days' sums, unless a keyword
      // asks for some products' lines or the profit for the products' costs.
      if ((splitBy === 'TOTAL' || splitBy === 'DEVICE') && measure !== 'profit' && !q.keyword?.trim()) {
        const days = salesDaysWhere(q, scope).add('s.lines > 0');
        const cells = `SELECT CAST(replace(substr(s.day, 1, ${groupBy === 'MONTH' ? 7 : 10}), '-', '') AS INTEGER) AS period, ${splitBy === 'DEVICE' ? 's.deviceIdx' : `''`} AS key,
            SUM(${measure === 'count' ? 's.units' : 's.lineAmount'}) AS value ${salesDaysFrom(days)} ${days} GROUP BY ${splitBy === 'DEVICE' ? 's.deviceIdx, ' : ''}period`;
        return db.prepare(`SELECT c.period, c.key, ${name} AS name, c.value FROM (${cells}) c ${joins}`).all(...days.params) as ReportCell[];
      }
      const where = soldWhere(q, scope);
      // The product's record is read per line only for what needs it (a cost, a category).
      const product = measure === 'profit' || splitBy === 'CATEGORY' ? 'LEFT JOIN products pr ON pr.productIdx = l.productIdx' : '';
      const cells = `SELECT CAST(replace(substr(p.approveAt, 1, ${groupBy === 'MONTH' ? 7 : 10}), '-', '') AS INTEGER) AS period, ${key} AS key,
          ${splitBy === 'PRODUCT' ? 'MIN(l.productName)' : 'NULL'} AS lineName, ${MEASURES[measure]} AS value
        FROM payment_lines l JOIN payments p ON p.paymentIdx = l.paymentIdx ${devicesIfNamed(where)} ${product} ${where} GROUP BY period, ${key}`;
      return db.prepare(`SELECT c.period, c.key, ${name} AS name, c.value FROM (${cells}) c ${joins}`).all(...where.params) as ReportCell[];
    },

    /** Units and net amount by hour of approval (KST), all 24 hours. */
    byHour(q: DeviceFilter, scope: ScopeFilter): HourSales[] {
      const where = soldWhere(q, scope);
      const rows = db
        .prepare(`SELECT CAST(substr(p.approveAt, 12, 2) AS INTEGER) AS hour, ${MEASURES.count} AS count, ${MEASURES.amount} AS amount ${SOLD_LINES} ${where} GROUP BY hour`)
        .all(...where.params) as HourSales[];
      const byHour = new Map(rows.map((r) => [r.hour, r]));
      return Array.from({ length: 24 }, (_, hour) => byHour.get(hour) ?? { hour, count: 0, amount: 0 });
    },

    /** Units and net amount per product sold in the window (products in key order). */
    productTotals(q: DeviceFilter, scope: ScopeFilter): ProductTotals[] {
      const where = soldWhere(q, scope);
      return db
        .prepare(`SELECT l.productIdx, MIN(COALESCE(pr.productName, l.productName)) AS productName, MIN(COALESCE(pr.category, '')) AS category,
            MIN(${TEMPERATURE_CLASS}) AS temperatureClass, ${MEASURES.count} AS count, ${MEASURES.amount} AS amount ${SOLD_LINES} ${where} GROUP BY l.productIdx ORDER BY l.productIdx`)
        .all(...where.params) as ProductTotals[];
    },

    /** Products on display in scope and how many devices show each (products in key order). */
    displayed(q: DeviceFilter, scope: ScopeFilter): DisplayedProduct[] {
      const where = displayWhere(q, scope);
      return db
        .prepare(`SELECT m.productIdx, pr.productName, pr.category, ${TEMPERATURE_CLASS} AS temperatureClass, COUNT(DISTINCT m.deviceIdx) AS deviceCount ${ON_DISPLAY} ${where} GROUP BY m.productIdx ORDER BY m.productIdx`)
        .all(...where.params) as DisplayedProduct[];
    },

    /**
     * Each placement on the trays of the device of `q` in tray order, with the units it sold in the
     * window: a payment line names the placement its units were taken from, so a product on four
     * trays shows each tray's own sales (lines written without one count on none).
     */
    displaySlots(q: DeviceFilter & { deviceIdx: number }, scope: ScopeFilter): DisplaySlot[] {
      const display = displayWhere(q, scope);
      const sold = salesWhere({ deviceIdx: q.deviceIdx, startDate: q.startDate, endDate: q.endDate }, scope);
      return db
        .prepare(`WITH sold AS (SELECT l.productMappingIdx, ${MEASURES.count} AS count, ${MEASURES.amount} AS amount
            FROM payment_lines l JOIN payments p ON p.paymentIdx = l.paymentIdx ${devicesIfNamed(sold)} ${sold} GROUP BY l.productMappingIdx)
          SELECT m.productMappingIdx, m.productIdx, pr.productName, pr.category, ${TEMPERATURE_CLASS} AS temperatureClass,
            m.trayIdx, t.trayNo, t.trayName, t.setTemperature, m.stock, COALESCE(s.count, 0) AS count, COALESCE(s.amount, 0) AS amount
          ${ON_DISPLAY} JOIN trays t ON t.trayIdx = m.trayIdx LEFT JOIN sold s ON s.productMappingIdx = m.productMappingIdx ${display}
          ORDER BY t.trayNo, m.productMappingIdx`)
        .all(...sold.params, ...display.params) as DisplaySlot[];
    },

    /**
     * Each product on display per device (a product on two trays once, both trays' units together)
     * with its daily sales over the `rateDays` days from `since` (exclusive) to `until` (inclusive,
     * wire date-times) and the days its units last at that rate; fewest days first, unsold last,
     * then the faster sellers, device name, product name and keys. Sales count the scope and
     * organisation filters only: a row the keyword found by its product counts every sale of it there.
     */
    inventoryDays(q: DeviceFilter, scope: ScopeFilter, since: string, until: string, rateDays: number, paging: Paging): { list: InventoryDays[]; totalCount: number } {
      const display = displayWhere(q, scope);
      const sold = salesWhere({}, scope).add('p.approveAt > ?', since).add('p.approveAt <= ?', until);
      const rows = db
        .prepare(`WITH sold AS (SELECT p.deviceIdx, l.productIdx, ${MEASURES.count} AS units
            FROM payment_lines l JOIN payments p ON p.paymentIdx = l.paymentIdx ${devicesIfNamed(sold)} ${sold} GROUP BY p.deviceIdx, l.productIdx)
          SELECT m.deviceIdx, v.deviceName, d.divisionName, m.productIdx, pr.productName, SUM(m.stock) AS stock, COALESCE(MIN(s.units), 0) AS sold
          ${ON_DISPLAY} LEFT JOIN sold s ON s.deviceIdx = m.deviceIdx AND s.productIdx = m.productIdx ${display} GROUP BY m.deviceIdx, m.productIdx`)
        .all(...sold.params, ...display.params) as (Omit<InventoryDays, 'dailySales' | 'days'> & { sold: number })[];
      // Units a day to the hundredth, days to the tenth, each one division of whole numbers (a client repeating it gets the same figure).
      const list = rows.map(({ sold: units, ...row }) => ({
        ...row,
        dailySales: Math.round((units * 100) / rateDays) / 100,
        days: units > 0 ? Math.round((row.stock * rateDays * 10) / units) / 10 : null,
      }));
      const page = orderedPage(list.length, (i, j) => {
        const [a, b] = [list[i]!, list[j]!];
        return (a.days ?? Infinity) - (b.days ?? Infinity) || b.dailySales - a.dailySales || byText(a.deviceName, b.deviceName) ||
          byText(a.productName, b.productName) || a.deviceIdx - b.deviceIdx || a.productIdx - b.productIdx;
      }, paging);
      return { list: page.map((i) => list[i]!), totalCount: list.length };
    },
  };
}
export type StatisticsRepository = ReturnType<typeof statisticsRepository>;
