// Statistics read from the same rows as the sales screens: the lines of approved payments, net of
// their refunds, by approval date (KST), in the caller's scope with the sales filters — summed over
// the sales ledger's copy of them (sales-ledger.ts), not in SQL. Units are line counts, amounts
// won, profit the amount less the units at the master cost.
import type { REPORT_GROUP_BY, REPORT_SPLIT_BY } from '../../../../contract/index';
import type { Db } from '../open';
import type { ScopeFilter } from '../sql';
import { deviceWhere, type DeviceFilter } from './device-scope';
import type { HourSales } from './payments';
import { CellSums, dayOf, hourOf, periodOfDay, wallSeconds, type SalesLedger, type SalesScan } from './sales-ledger';

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

/** A product without a category is shown as '-' (spec §3 shows missing values so). */
const NO_CATEGORY = '-';
const DAY_SECONDS = 86_400;
const PER_DAY = 1 / DAY_SECONDS;

/** The product records the reports name, group and cost lines by. */
interface ProductInfo {
  productName: string;
  category: string;
  cost: number;
}

/** Products on a device tray now, joined like the sales rows (`m`, `v`, `d`, `pr`). */
const ON_DISPLAY = `FROM product_mappings m JOIN devices v ON v.deviceIdx = m.deviceIdx JOIN divisions d ON d.divisionIdx = v.divisionIdx
  JOIN products pr ON pr.productIdx = m.productIdx`;

/** The organisation filters and keyword without the window (stock is now, not a period). */
const displayWhere = (q: DeviceFilter, scope: ScopeFilter) =>
  deviceWhere({ ...q, startDate: undefined, endDate: undefined }, scope, 'm.createdDate', ['pr.productName']).add('m.trayIdx IS NOT NULL').add('m.removedDate IS NULL');

export function statisticsRepository(db: Db, sales: SalesLedger) {
  const productsById = () =>
    new Map((db.prepare('SELECT productIdx, productName, category, cost FROM products').all() as (ProductInfo & { productIdx: number })[]).map((p) => [p.productIdx, p]));

  /** Products no longer on record, named after their lines in the scan (the smallest name, as SQL's MIN would). */
  const namesOfLines = (scan: SalesScan, products: ReadonlyMap<number, ProductInfo>): Map<number, string> => {
    const names = new Map<number, string>();
    const l = sales.lines;
    sales.eachLine(scan, (key) => {
      const product = l.product[key]!;
      if (products.has(product)) return;
      const name = sales.nameOf(l.name[key]!);
      const least = names.get(product);
      if (least === undefined || name < least) names.set(product, name);
    });
    return names;
  };

  return {
    /**
     * The measure per period and column over the window of `q` (both dates set by the caller):
     * units, net amount, or net amount less the units at the product's cost now.
     */
    reportCells(q: DeviceFilter, scope: ScopeFilter, measure: Measure, groupBy: GroupBy, splitBy: SplitBy): ReportCell[] {
      const scan = sales.lineScan(q, scope);
      const firstDay = dayOf(scan.from);
      const days = dayOf(scan.until - 1) - firstDay + 1;
      const periods: number[] = [];
      const rowOfDay = new Int32Array(days);
      for (let i = 0; i < days; i++) {
        const period = periodOfDay(firstDay + i, groupBy === 'MONTH');
        if (periods.at(-1) !== period) periods.push(period);
        rowOfDay[i] = periods.length - 1;
      }
      const products = productsById();
      // Every split and measure as the same arithmetic, so one loop serves all (it runs per line of
      // the fleet): column = columnOf[by[line]]; value = amount × amountWeight + units × unitWeight[product].
      const productKeys = sales.productTop + 1;
      const categories: string[] = [];
      const columnOf = new Int32Array(splitBy === 'DEVICE' ? scan.devices.length : productKeys);
      if (splitBy === 'DEVICE' || splitBy === 'PRODUCT') columnOf.forEach((_, i) => (columnOf[i] = i));
      if (splitBy === 'CATEGORY') {
        const numbers = new Map<string, number>();
        for (let idx = 0; idx < productKeys; idx++) {
          const name = products.get(idx)?.category || NO_CATEGORY;
          if (!numbers.has(name)) numbers.set(name, categories.push(name) - 1);
          columnOf[idx] = numbers.get(name)!;
        }
      }
      const amountWeight = measure === 'count' ? 0 : 1;
      const unitWeight = new Float64Array(productKeys).fill(measure === 'count' ? 1 : 0);
      if (measure === 'profit') for (const [idx, p] of products) if (idx < productKeys) unitWeight[idx] = -p.cost;
      const l = sales.lines;
      const by = splitBy === 'DEVICE' ? l.device : l.product;
      const cols = { TOTAL: 1, PRODUCT: productKeys, CATEGORY: Math.max(1, categories.length), DEVICE: scan.devices.length }[splitBy];
      const sums = new CellSums(periods.length, cols);
      const { amount, units, product, at } = l;
      // The day within the window by a multiplication (a division per line cost a fifth of the loop):
      // whole seconds plus half a second never land within rounding error of a midnight.
      const start = firstDay * DAY_SECONDS;
      sales.eachLine(scan, (key) => {
        const day = ((at[key]! - start + 0.5) * PER_DAY) | 0;
        sums.add(rowOfDay[day]!, columnOf[by[key]!]!, amount[key]! * amountWeight + units[key]! * unitWeight[product[key]!]!);
      });
      const cells: ReportCell[] = [];
      sums.each((row, col, value) => cells.push({ period: periods[row]!, key: col, name: '', value }));
      let unnamed: Map<number, string> | undefined;
      const deviceNames =
        splitBy === 'DEVICE'
          ? new Map(
              db
                .prepare(`SELECT v.deviceIdx, d.divisionName || ' ' || v.deviceName FROM devices v JOIN divisions d ON d.divisionIdx = v.divisionIdx
                  WHERE v.deviceIdx IN (SELECT value FROM json_each(?))`)
                .raw()
                .all(JSON.stringify([...new Set(cells.map((c) => c.key))])) as [number, string][],
            )
          : null;
      for (const cell of cells) {
        const col = cell.key as number;
        if (splitBy === 'TOTAL') cell.key = '';
        else if (splitBy === 'CATEGORY') cell.key = cell.name = categories[col]!;
        else if (splitBy === 'DEVICE') cell.name = deviceNames!.get(col)!;
        else cell.name = products.get(col)?.productName ?? (unnamed ??= namesOfLines(scan, products)).get(col)!;
      }
      return cells;
    },

    /** Units and net amount by hour of approval (KST), all 24 hours. */
    byHour(q: DeviceFilter, scope: ScopeFilter): HourSales[] {
      const hours = Array.from({ length: 24 }, (_, hour) => ({ hour, count: 0, amount: 0 }));
      const l = sales.lines;
      sales.eachLine(sales.lineScan(q, scope), (key) => {
        const hour = hours[hourOf(l.at[key]!)]!;
        hour.count += l.units[key]!;
        hour.amount += l.amount[key]!;
      });
      return hours;
    },

    /** Units and net amount per product sold in the window (products in key order). */
    productTotals(q: DeviceFilter, scope: ScopeFilter): ProductTotals[] {
      const sums = new CellSums(1, sales.productTop + 1);
      const l = sales.lines;
      const scan = sales.lineScan(q, scope);
      sales.eachLine(scan, (key) => sums.add(0, l.product[key]!, l.units[key]!, l.amount[key]!));
      const products = productsById();
      let unnamed: Map<number, string> | undefined;
      const totals: ProductTotals[] = [];
      sums.each((_, productIdx, count, amount) => {
        const p = products.get(productIdx);
        totals.push({ productIdx, productName: p?.productName ?? (unnamed ??= namesOfLines(scan, products)).get(productIdx)!, category: p?.category ?? '', count, amount });
      });
      return totals;
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
      const rows = db
        .prepare(`SELECT m.deviceIdx, v.deviceName, m.productIdx, pr.productName, SUM(m.stock) AS stock, 0 AS sold
          ${ON_DISPLAY} ${where} GROUP BY m.deviceIdx, m.productIdx`)
        .all(...where.params) as DeviceStock[];
      // Whole seconds: (since, until] is [since + 1 s, until + 1 s).
      const window = { from: wallSeconds(since) + 1, until: wallSeconds(until) + 1 };
      const sold = new Map<number, number>();
      const l = sales.lines;
      const width = sales.productTop + 1;
      sales.eachLine(sales.lineScan({}, scope, window), (key) => {
        const cell = l.device[key]! * width + l.product[key]!;
        sold.set(cell, (sold.get(cell) ?? 0) + l.units[key]!);
      });
      for (const row of rows) row.sold = row.productIdx < width ? (sold.get(row.deviceIdx * width + row.productIdx) ?? 0) : 0;
      return rows;
    },
  };
}
export type StatisticsRepository = ReturnType<typeof statisticsRepository>;
