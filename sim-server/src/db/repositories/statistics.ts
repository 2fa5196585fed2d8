// Statistics read from the same rows as the sales screens: the lines of approved payments, net of
// their refunds, by approval date (KST), in the caller's scope with the sales filters — summed over
// the sales ledger's copy of them (sales-ledger.ts), not in SQL. Units are line counts, amounts
// won, profit the amount less the units at the master cost.
import type { z } from 'zod';
import type { REPORT_GROUP_BY, REPORT_SPLIT_BY, inventoryDays } from '../../../../contract/index';
import type { Db } from '../open';
import { orderedPage, type Paging, type ScopeFilter } from '../sql';
import type { DeviceFilter } from './device-scope';
import type { HourSales } from './payments';
import { CellSums, dayOf, hourOf, nameRanks, namesInOrder, periodOfDay, wallSeconds, type SalesLedger, type SalesScan } from './sales-ledger';

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

/** A product on display on one device: its units, its sales rate and the days they last at it. */
export type InventoryDays = z.infer<typeof inventoryDays>;

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

/** Products on display per device (in no order), with the units of all their trays. */
interface Shelf {
  device: number[];
  product: number[];
  stock: number[];
  /** The row of a device and product, or -1. */
  rowOf(deviceIdx: number, productIdx: number): number;
}

/** Cells a shelf's device × product table of rows holds densely (4 bytes each); a map beyond. */
const DENSE_SHELF = 1 << 22;

export function statisticsRepository(db: Db, sales: SalesLedger) {
  /**
   * The shelf in scope with the organisation filters and keyword (no window: stock is now); the
   * keyword matches the device's name or serial number or the product's name.
   */
  const shelfOf = (q: DeviceFilter, scope: ScopeFilter, products: ReadonlyMap<number, ProductInfo>): Shelf => {
    const devices = sales.shelfDevices(q, scope);
    const keyword = q.keyword?.trim();
    const named = new Set(keyword ? (db.prepare('SELECT productIdx FROM products WHERE instr(lower(productName), lower(?)) > 0').pluck().all(keyword) as number[]) : []);
    // One row per device and product, found through a table of device × product cells.
    const width = Math.max(sales.productTop, ...products.keys()) + 1;
    const dense = devices.length * width <= DENSE_SHELF ? new Int32Array(devices.length * width).fill(-1) : null;
    const sparse = dense ? null : new Map<number, number>();
    const rowOf = (deviceIdx: number, productIdx: number) => {
      if (deviceIdx >= devices.length || productIdx >= width) return -1;
      const cell = deviceIdx * width + productIdx;
      return dense ? dense[cell]! : (sparse!.get(cell) ?? -1);
    };
    const shelf: Shelf = { device: [], product: [], stock: [], rowOf };
    const { device, product, stock } = sales.shelf;
    sales.eachShown(devices, (key) => {
      const deviceIdx = device[key]!;
      const productIdx = product[key]!;
      if (!products.has(productIdx) || (devices[deviceIdx] !== 2 && !named.has(productIdx))) return;
      const row = rowOf(deviceIdx, productIdx);
      if (row >= 0) {
        shelf.stock[row]! += stock[key]!;
        return;
      }
      const cell = deviceIdx * width + productIdx;
      if (dense) dense[cell] = shelf.device.length;
      else sparse!.set(cell, shelf.device.length);
      shelf.device.push(deviceIdx);
      shelf.product.push(productIdx);
      shelf.stock.push(stock[key]!);
    });
    return shelf;
  };

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
     * units, net amount, or net amount less the units at the product's cost now. Only the `named`
     * biggest device columns (and those tied with the last) carry their names.
     */
    reportCells(q: DeviceFilter, scope: ScopeFilter, measure: Measure, groupBy: GroupBy, splitBy: SplitBy, named = Infinity): ReportCell[] {
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
      const sums = new CellSums(periods.length, cols, 1);
      const { amount, units, product, at } = l;
      // The day within the window by a multiplication (a division per line cost a fifth of the loop):
      // whole seconds plus half a second never land within rounding error of a midnight.
      const start = firstDay * DAY_SECONDS;
      const keys = sales.lineKeys(scan);
      for (let i = 0; i < keys.length; i++) {
        const key = keys[i]!;
        const day = ((at[key]! - start + 0.5) * PER_DAY) | 0;
        sums.add(rowOfDay[day]!, columnOf[by[key]!]!, amount[key]! * amountWeight + units[key]! * unitWeight[product[key]!]!);
      }
      const cells: ReportCell[] = [];
      sums.each((row, col, value) => cells.push({ period: periods[row]!, key: col, name: '', value }));
      let unnamed: Map<number, string> | undefined;
      // Device columns are named only where a table of the `named` biggest can show or order them:
      // those whose total reaches the named-th biggest (equal totals are ordered by name). The
      // rest only ever add up to "others"; a fleet has 10,000 of them.
      let deviceNames: Map<number, string> | null = null;
      if (splitBy === 'DEVICE') {
        const totals = new Map<number, number>();
        for (const c of cells) totals.set(c.key as number, (totals.get(c.key as number) ?? 0) + c.value);
        const cut = [...totals.values()].sort((a, b) => b - a)[Math.min(named, totals.size) - 1] ?? -Infinity;
        const shown = [...totals].filter(([, total]) => total >= cut).map(([key]) => key);
        deviceNames = new Map(
          db
            .prepare(`SELECT v.deviceIdx, d.divisionName || ' ' || v.deviceName FROM devices v JOIN divisions d ON d.divisionIdx = v.divisionIdx
              WHERE v.deviceIdx IN (SELECT value FROM json_each(?))`)
            .raw()
            .all(JSON.stringify(shown)) as [number, string][],
        );
      }
      for (const cell of cells) {
        const col = cell.key as number;
        if (splitBy === 'TOTAL') cell.key = '';
        else if (splitBy === 'CATEGORY') cell.key = cell.name = categories[col]!;
        else if (splitBy === 'DEVICE') cell.name = deviceNames!.get(col) ?? '';
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

    /** Products on display in scope and how many devices show each (products in key order). */
    displayed(q: DeviceFilter, scope: ScopeFilter): DisplayedProduct[] {
      const products = productsById();
      const shelf = shelfOf(q, scope, products);
      const devices = new Map<number, number>();
      for (const productIdx of shelf.product) devices.set(productIdx, (devices.get(productIdx) ?? 0) + 1);
      return [...devices]
        .sort(([a], [b]) => a - b)
        .map(([productIdx, deviceCount]) => ({ productIdx, productName: products.get(productIdx)!.productName, category: products.get(productIdx)!.category, deviceCount }));
    },

    /**
     * Each product on display per device (a product on two trays once, both trays' units together)
     * with its daily sales over the `rateDays` days from `since` (exclusive) to `until` (inclusive,
     * wire date-times) and the days its units last at that rate; fewest days first, unsold last,
     * then the faster sellers, device name, product name and keys. Ranked over typed arrays and
     * names' ranks: a whole fleet has 80,000 such rows.
     */
    inventoryDays(q: DeviceFilter, scope: ScopeFilter, since: string, until: string, rateDays: number, paging: Paging): { list: InventoryDays[]; totalCount: number } {
      const products = productsById();
      const shelf = shelfOf(q, scope, products);
      const n = shelf.device.length;
      // Units sold per device and product (the scope and organisation filters only: a row the
      // keyword found by its product counts every sale of it there).
      const sold = new Float64Array(n);
      const l = sales.lines;
      const window = { from: wallSeconds(since) + 1, until: wallSeconds(until) + 1 }; // whole seconds: (since, until]
      const keys = sales.lineKeys(sales.lineScan({ companyIdx: q.companyIdx, divisionIdx: q.divisionIdx, deviceIdx: q.deviceIdx }, scope, window));
      for (let i = 0; i < keys.length; i++) {
        const row = shelf.rowOf(l.device[keys[i]!]!, l.product[keys[i]!]!);
        if (row >= 0) sold[row] += l.units[keys[i]!]!;
      }
      const daily = new Float64Array(n);
      const days = new Float64Array(n);
      for (let i = 0; i < n; i++) {
        const units = sold[i]!;
        // Units a day to the hundredth, days to the tenth, each one division of whole numbers (a client repeating it gets the same figure).
        daily[i] = Math.round((units * 100) / rateDays) / 100;
        days[i] = units > 0 ? Math.round((shelf.stock[i]! * rateDays * 10) / units) / 10 : Infinity;
      }
      // Names' ranks from the name indexes, in SQL's order.
      const deviceRanks = nameRanks(namesInOrder(db, 'devices', 'deviceIdx', 'deviceName'));
      const productRanks = nameRanks(namesInOrder(db, 'products', 'productIdx', 'productName'));
      const deviceRank = new Int32Array(n);
      const productRank = new Int32Array(n);
      for (let i = 0; i < n; i++) {
        deviceRank[i] = deviceRanks.rank[shelf.device[i]!]!;
        productRank[i] = productRanks.rank[shelf.product[i]!]!;
      }
      const { device, product } = shelf;
      const page = orderedPage(
        n,
        (a, b) =>
          days[a]! - days[b]! || daily[b]! - daily[a]! || deviceRank[a]! - deviceRank[b]! || productRank[a]! - productRank[b]! ||
          device[a]! - device[b]! || product[a]! - product[b]!,
        paging,
      );
      // The page's stores: device names repeat from store to store.
      const stores = new Map(
        db
          .prepare('SELECT v.deviceIdx, d.divisionName FROM devices v JOIN divisions d USING (divisionIdx) WHERE v.deviceIdx IN (SELECT value FROM json_each(?))')
          .raw()
          .all(JSON.stringify([...new Set(page.map((i) => shelf.device[i]!))])) as [number, string][],
      );
      const list = page.map((i) => ({
        deviceIdx: shelf.device[i]!,
        deviceName: deviceRanks.name[shelf.device[i]!]!,
        divisionName: stores.get(shelf.device[i]!) ?? '',
        productIdx: shelf.product[i]!,
        productName: products.get(shelf.product[i]!)!.productName,
        stock: shelf.stock[i]!,
        dailySales: daily[i]!,
        days: days[i] === Infinity ? null : days[i]!,
      }));
      return { list, totalCount: n };
    },
  };
}
export type StatisticsRepository = ReturnType<typeof statisticsRepository>;
