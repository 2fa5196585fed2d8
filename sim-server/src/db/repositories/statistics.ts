// Statistics read from the same rows as the sales screens: the lines of approved payments, net of
// their refunds, by approval date (KST), in the caller's scope with the sales filters (salesWhere).
// Units are line counts, amounts won, profit the amount less the units at the master cost.
import type { REPORT_GROUP_BY, REPORT_SPLIT_BY } from '../../../../contract/index';
import type { Db } from '../open';
import type { ScopeFilter } from '../sql';
import { deviceWhere, type DeviceFilter } from './device-scope';
import { SOLD_LINES, salesWhere, type HourSales } from './payments';

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

/** Sales of a product over a window. */
export interface ProductTotals {
  productIdx: number;
  productName: string;
  category: string;
  count: number;
  amount: number;
}

/** A product on display (on a device tray) and how many devices show it. */
export interface DisplayedProduct {
  productIdx: number;
  productName: string;
  category: string;
  deviceCount: number;
}

/** A product on display on one device, its units and what sold of it there in a window. */
export interface DeviceStock {
  deviceIdx: number;
  deviceName: string;
  productIdx: number;
  productName: string;
  stock: number;
  sold: number;
}

const UNITS = 'l.count - l.refundCount';
const NET_AMOUNT = 'l.amount - l.refundAmount';
const MEASURES: Record<Measure, string> = {
  count: `SUM(${UNITS})`,
  amount: `SUM(${NET_AMOUNT})`,
  profit: `SUM(${NET_AMOUNT} - (${UNITS}) * COALESCE(pr.cost, 0))`,
};
/** A product without a category is shown as '-' (spec §3 shows missing values so). */
const CATEGORY = `COALESCE(NULLIF(pr.category, ''), '-')`;
const PRODUCT_NAME = 'COALESCE(pr.productName, l.productName)';
/** Report columns: the key they are summed by and the name the header shows. */
const SPLITS: Record<SplitBy, { key: string; name: string }> = {
  TOTAL: { key: `''`, name: `''` },
  PRODUCT: { key: 'l.productIdx', name: PRODUCT_NAME },
  CATEGORY: { key: CATEGORY, name: CATEGORY },
  // Device names repeat across stores ('AI 냉장고 1호기'), so the header names the store too.
  DEVICE: { key: 'p.deviceIdx', name: `d.divisionName || ' ' || v.deviceName` },
};
/** Products on a device tray now, joined like the sales rows (`m`, `v`, `d`, `pr`). */
const ON_DISPLAY = `FROM product_mappings m JOIN devices v ON v.deviceIdx = m.deviceIdx JOIN divisions d ON d.divisionIdx = v.divisionIdx
  JOIN products pr ON pr.productIdx = m.productIdx`;

/** The organisation filters and keyword without the window (stock is now, not a period). */
const displayWhere = (q: DeviceFilter, scope: ScopeFilter) =>
  deviceWhere({ ...q, startDate: undefined, endDate: undefined }, scope, 'm.createdDate', ['pr.productName']).add('m.trayIdx IS NOT NULL').add('m.removedDate IS NULL');

export function statisticsRepository(db: Db) {
  return {
    /** The measure per period and column over the window of `q` (both dates set by the caller). */
    reportCells(q: DeviceFilter, scope: ScopeFilter, measure: Measure, groupBy: GroupBy, splitBy: SplitBy): ReportCell[] {
      const where = salesWhere(q, scope, ['l.productName']);
      const { key, name } = SPLITS[splitBy];
      const length = groupBy === 'MONTH' ? 7 : 10;
      return db
        .prepare(`SELECT CAST(replace(substr(p.approveAt, 1, ${length}), '-', '') AS INTEGER) AS period, ${key} AS key, MIN(${name}) AS name,
            ${MEASURES[measure]} AS value ${SOLD_LINES} ${where} GROUP BY period, ${key}`)
        .all(...where.params) as ReportCell[];
    },

    /** Units and net amount by hour of approval (KST), all 24 hours. */
    byHour(q: DeviceFilter, scope: ScopeFilter): HourSales[] {
      const where = salesWhere(q, scope, ['l.productName']);
      const rows = db
        .prepare(`SELECT CAST(substr(p.approveAt, 12, 2) AS INTEGER) AS hour, ${MEASURES.count} AS count, ${MEASURES.amount} AS amount
          ${SOLD_LINES} ${where} GROUP BY hour`)
        .all(...where.params) as HourSales[];
      const byHour = new Map(rows.map((r) => [r.hour, r]));
      return Array.from({ length: 24 }, (_, hour) => byHour.get(hour) ?? { hour, count: 0, amount: 0 });
    },

    /** Units and net amount per product sold in the window. */
    productTotals(q: DeviceFilter, scope: ScopeFilter): ProductTotals[] {
      const where = salesWhere(q, scope, ['l.productName']);
      return db
        .prepare(`SELECT l.productIdx, MIN(${PRODUCT_NAME}) AS productName, MIN(COALESCE(pr.category, '')) AS category,
            ${MEASURES.count} AS count, ${MEASURES.amount} AS amount ${SOLD_LINES} ${where} GROUP BY l.productIdx`)
        .all(...where.params) as ProductTotals[];
    },

    /** Products on display in scope and how many devices show each. */
    displayed(q: DeviceFilter, scope: ScopeFilter): DisplayedProduct[] {
      const where = displayWhere(q, scope);
      return db
        .prepare(`SELECT m.productIdx, pr.productName, pr.category, COUNT(DISTINCT m.deviceIdx) AS deviceCount ${ON_DISPLAY} ${where} GROUP BY m.productIdx`)
        .all(...where.params) as DisplayedProduct[];
    },

    /**
     * Each product on display per device with its units (a product on two trays counts once, both
     * trays' units together) and the units sold of it on that device from `since` (exclusive) to
     * `until` (inclusive), wire date-times.
     */
    deviceStock(q: DeviceFilter, scope: ScopeFilter, since: string, until: string): DeviceStock[] {
      const where = displayWhere(q, scope);
      const sold = salesWhere({}, scope).add('p.approveAt > ?', since).add('p.approveAt <= ?', until);
      return db
        .prepare(`WITH sold AS (SELECT p.deviceIdx, l.productIdx, ${MEASURES.count} AS units ${SOLD_LINES} ${sold} GROUP BY p.deviceIdx, l.productIdx)
          SELECT m.deviceIdx, v.deviceName, m.productIdx, pr.productName, SUM(m.stock) AS stock, COALESCE(MIN(s.units), 0) AS sold
          ${ON_DISPLAY} LEFT JOIN sold s ON s.deviceIdx = m.deviceIdx AND s.productIdx = m.productIdx ${where} GROUP BY m.deviceIdx, m.productIdx`)
        .all(...sold.params, ...where.params) as DeviceStock[];
    },
  };
}
export type StatisticsRepository = ReturnType<typeof statisticsRepository>;
