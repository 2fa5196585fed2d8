// Stock as the screens read it: placed products with their product, company, division, device and
// tray (product.list, inventory), and transactions with where they happened (movements). Scoped
// like every division-owned record; removed placements are left out of the stock lists but their
// transactions stay among the movements. Writes go through the stock repository.
import type { z } from 'zod';
import type { PLACEMENTS, STOCK_SORT_FIELDS, TRANSACTION_CODES, productMapping, stockMovement } from '../../../../contract/index';
import type { Db } from '../open';
import { Where, divisionScope, keyedPage, listPage, orderBy, type KeyedList, type OrderTerm, type ScopeFilter } from '../sql';
import type { DeviceFilter } from './device-scope';

export type ProductMappingView = z.infer<typeof productMapping>;
export type StockMovement = z.infer<typeof stockMovement>;
export type Placement = (typeof PLACEMENTS)[number];

/** The organisation filters of every list (contract listQuery), a product and where it is. */
interface OrganisationFilter extends DeviceFilter {
  productIdx?: number;
  placement?: Placement;
}

export type StockSortField = (typeof STOCK_SORT_FIELDS)[number];

export interface StockQuery extends OrganisationFilter {
  trayIdx?: number;
  /** Stock expiring on or before this date (YYYY-MM-DD). */
  expiresBy?: string;
  /** Stock expiring on or after this date (YYYY-MM-DD). */
  expiresFrom?: string;
  /** Placements holding at most this many units. */
  stockAtMost?: number;
  sortField?: StockSortField;
  sortOrder?: 'asc' | 'desc';
}

export interface MovementQuery extends OrganisationFilter {
  transactionCode?: (typeof TRANSACTION_CODES)[number];
}

const PLACEMENT = `CASE WHEN m.deviceIdx IS NULL THEN 'WAREHOUSE' WHEN m.trayIdx IS NULL THEN 'OFF_TRAY' ELSE 'TRAY' END`;
const JOINS = `JOIN products p ON p.productIdx = m.productIdx JOIN divisions d ON d.divisionIdx = m.divisionIdx
  JOIN companies c ON c.companyIdx = d.companyIdx LEFT JOIN devices v ON v.deviceIdx = m.deviceIdx LEFT JOIN trays t ON t.trayIdx = m.trayIdx`;
const MAPPINGS = `SELECT m.productMappingIdx, m.productIdx, p.productName, p.category, p.barcode, d.companyIdx, c.companyName,
  m.deviceIdx, v.deviceName, m.divisionIdx, d.divisionName, ${PLACEMENT} AS placement, m.trayIdx, t.trayNo, t.trayName,
  m.price, m.stock, m.expiredDate, p.imgFullPath, m.createdDate, m.updatedDate
  FROM product_mappings m ${JOINS}`;
/** Warehouse by warehouse, device by device, tray by tray (off display last), then by name. */
const MAPPING_ORDER: OrderTerm[] = ['m.divisionIdx', 'm.deviceIdx IS NULL', 'm.deviceIdx', 't.trayNo IS NULL', 't.trayNo', 'p.productName', 'm.productMappingIdx'].map((by) => ({ by }));
const ORDER_BY = orderBy(MAPPING_ORDER);
const MOVEMENTS = `SELECT x.transactionIdx, x.productMappingIdx, x.transactionCode, x.count, x.stockAfter, x.memo, x.paymentIdx, x.createdDate,
  m.productIdx, p.productName, m.divisionIdx, d.divisionName, m.deviceIdx, v.deviceName
  FROM product_transactions x JOIN product_mappings m ON m.productMappingIdx = x.productMappingIdx ${JOINS}`;

/**
 * The stock list's filters as conditions on `product_mappings m` alone (scope and company become
 * the set of their division keys, the keyword the set of matching product keys), so counting needs
 * no join.
 */
function mappingWhere(q: StockQuery, scope: ScopeFilter, devicesOnly: boolean): Where {
  const divisions = divisionScope(scope);
  if (q.companyIdx !== undefined) divisions.add('d.companyIdx = ?', q.companyIdx);
  const where = new Where();
  if (!divisions.empty) where.add(`m.divisionIdx IN (SELECT d.divisionIdx FROM divisions d ${divisions})`, ...divisions.params);
  const keyword = q.keyword?.trim();
  if (keyword) where.add('m.productIdx IN (SELECT p.productIdx FROM products p WHERE instr(lower(p.productName), lower(?)) > 0 OR instr(lower(p.barcode), lower(?)) > 0)', keyword, keyword);
  if (q.divisionIdx !== undefined) where.add('m.divisionIdx = ?', q.divisionIdx);
  if (q.deviceIdx !== undefined) where.add('m.deviceIdx = ?', q.deviceIdx);
  if (q.productIdx !== undefined) where.add('m.productIdx = ?', q.productIdx);
  if (q.placement) where.add(`${PLACEMENT} = ?`, q.placement);
  where.add('m.removedDate IS NULL');
  if (devicesOnly) where.add('m.deviceIdx IS NOT NULL');
  if (q.trayIdx !== undefined) where.add('m.trayIdx = ?', q.trayIdx);
  if (q.expiresBy) where.add('m.stock > 0').add('m.expiredDate <= ?', q.expiresBy);
  if (q.expiresFrom) where.add('m.stock > 0').add('m.expiredDate >= ?', q.expiresFrom);
  if (q.stockAtMost !== undefined) where.add('m.stock <= ?', q.stockAtMost);
  return where.dateRange('m.createdDate', q.startDate, q.endDate);
}

/**
 * Device stock only: no warehouse rows, so the order starts with the division and device keys and a
 * page is read along the active-placement index (sorting each device's few rows), not by sorting
 * every row.
 */
const DEVICE_MAPPING_ORDER = MAPPING_ORDER.filter((term) => term.by !== 'm.deviceIdx IS NULL');

/** A walk of the sort's own table in its order, each row's placements joined to it (see STOCK_SORTS). */
interface StockWalk {
  /** `FROM <the sort's table> CROSS JOIN product_mappings m …`: CROSS JOIN keeps that table the outer loop. */
  from: string;
  /** The order in the walk's terms (the same order: the join makes the keys equal). */
  by: string[];
  nullable?: boolean;
  /**
   * The placements the walk cannot reach (a warehouse's have no device, one off its tray no tray):
   * they come last, by key (their sort columns are all empty), read as a segment after the walk's.
   */
  tail?: string;
  /** Device stock has tail rows too (placements off their tray); else only warehouses do. */
  tailInDeviceStock?: true;
}

/**
 * What each sort field orders by, and the join it needs beside `product_mappings m` to find a page's
 * keys (the columns come from code, never from a request). `nullable` ones (and empty texts, made
 * NULL) stay last either way. One device's (division's, product's) rows stay together when sorted by
 * a device (division, product) column: ties by its key, then by the placement's key.
 * A `walk` finds a page of a list over the whole fleet without sorting every row: it reads the sort
 * table's index (migration 12) in order and each of its rows' placements, sorting only the
 * placements of one row by key (SQLite's "temp b-tree for last term"): a few thousand rows at most.
 * The placement columns are read along their own partial indexes (migration 12) by the planner.
 */
const PRODUCT_WALK = 'FROM products p CROSS JOIN product_mappings m ON m.productIdx = p.productIdx';
const STOCK_SORTS: Record<StockSortField, { by: string[]; join?: string; nullable?: boolean; walk?: StockWalk }> = {
  divisionName: {
    by: ['d.divisionName', 'm.divisionIdx'],
    join: 'JOIN divisions d ON d.divisionIdx = m.divisionIdx',
    walk: { from: 'FROM divisions d CROSS JOIN product_mappings m ON m.divisionIdx = d.divisionIdx', by: ['d.divisionName', 'd.divisionIdx'] },
  },
  deviceName: {
    by: ['v.deviceName', 'm.deviceIdx'],
    join: 'LEFT JOIN devices v ON v.deviceIdx = m.deviceIdx',
    nullable: true,
    walk: { from: 'FROM devices v CROSS JOIN product_mappings m ON m.deviceIdx = v.deviceIdx', by: ['v.deviceName', 'v.deviceIdx'], tail: 'm.deviceIdx IS NULL' },
  },
  trayNo: {
    by: ['t.trayNo', 'm.trayIdx'],
    join: 'LEFT JOIN trays t ON t.trayIdx = m.trayIdx',
    nullable: true,
    walk: { from: 'FROM trays t CROSS JOIN product_mappings m ON m.trayIdx = t.trayIdx', by: ['t.trayNo', 't.trayIdx'], tail: 'm.trayIdx IS NULL', tailInDeviceStock: true },
  },
  productName: { by: ['p.productName', 'm.productIdx'], join: 'JOIN products p ON p.productIdx = m.productIdx', walk: { from: PRODUCT_WALK, by: ['p.productName', 'p.productIdx'] } },
  barcode: {
    by: [`NULLIF(p.barcode, '')`, 'm.productIdx'],
    join: 'JOIN products p ON p.productIdx = m.productIdx',
    nullable: true,
    walk: { from: PRODUCT_WALK, by: [`NULLIF(p.barcode, '')`, 'p.productIdx'], nullable: true },
  },
  category: {
    by: [`NULLIF(p.category, '')`, 'm.productIdx'],
    join: 'JOIN products p ON p.productIdx = m.productIdx',
    nullable: true,
    walk: { from: PRODUCT_WALK, by: [`NULLIF(p.category, '')`, 'p.productIdx'], nullable: true },
  },
  price: { by: ['m.price'] },
  stock: { by: ['m.stock'] },
  expiredDate: { by: ['m.expiredDate'], nullable: true },
  createdDate: { by: ['m.createdDate'] },
  updatedDate: { by: ['m.updatedDate'] },
};

/**
 * A sorted stock list's order: the field's columns, then the key, in one direction (default
 * ascending). Only the first column can be empty (the others are the keys of its row, empty with it),
 * so only it says where empty values go: an index walk keeps NULLS LAST for one column only.
 */
function stockOrder(sort: { by: string[]; nullable?: boolean }, order: 'asc' | 'desc' | undefined): OrderTerm[] {
  const desc = order === 'desc';
  return [...sort.by.map((by, i) => ({ by, desc, nullsLast: sort.nullable && i === 0 })), { by: 'm.productMappingIdx', desc }];
}

/**
 * Whether a stock query narrows the list by an indexed key (division, device, product, tray, company,
 * keyword or the caller's scope): then the planner's own way (those rows from their index, sorted)
 * beats walking the whole fleet in order.
 */
function narrowed(q: StockQuery, scope: ScopeFilter): boolean {
  return (
    [q.divisionIdx, q.deviceIdx, q.productIdx, q.trayIdx, q.companyIdx].some((k) => k !== undefined) ||
    Boolean(q.keyword?.trim()) ||
    scope.companyIdxs !== null ||
    scope.divisionIdxs !== null
  );
}

/**
 * A page of a walked list whose walk misses some placements (`tail`): the walk's rows first, the
 * tail's after them by key in the same direction, each segment read from whichever end is nearer.
 */
function walkThenTail(db: Db, walk: StockWalk, tail: string, where: Where, keys: OrderTerm[], desc: boolean) {
  const and = (condition: string) => (where.empty ? `WHERE ${condition}` : `${where} AND ${condition}`);
  const tailWhere = and(tail);
  const walkedWhere = and(`NOT (${tail})`);
  const segment = (from: string, whereSql: string, order: OrderTerm[], count: number) => (offset: number, size: number): number[] => {
    if (size <= 0 || offset >= count) return [];
    const n = Math.min(size, count - offset);
    const fromEnd = offset + n > count - offset; // past the middle: the same rows, read backwards
    const rows = db
      .prepare(`SELECT m.productMappingIdx ${from} ${whereSql} ORDER BY ${orderBy(order, fromEnd)} LIMIT ? OFFSET ?`)
      .pluck()
      .all(...where.params, ...(fromEnd ? [n, count - offset - n] : [n, offset])) as number[];
    return fromEnd ? rows.reverse() : rows;
  };
  return (offset: number, size: number, total: number): number[] => {
    const tailCount = db.prepare(`SELECT COUNT(*) FROM product_mappings m ${tailWhere}`).pluck().get(...where.params) as number;
    const walkedCount = total - tailCount;
    const walked = segment(walk.from, walkedWhere, keys, walkedCount)(offset, size);
    const rest = segment('FROM product_mappings m', tailWhere, [{ by: 'm.productMappingIdx', desc }], tailCount)(Math.max(0, offset - walkedCount), size - walked.length);
    return [...walked, ...rest];
  };
}

function organisationWhere(q: OrganisationFilter, scope: ScopeFilter, keywordColumns: readonly string[]): Where {
  const where = divisionScope(scope).keyword(keywordColumns, q.keyword);
  if (q.companyIdx !== undefined) where.add('d.companyIdx = ?', q.companyIdx);
  if (q.divisionIdx !== undefined) where.add('m.divisionIdx = ?', q.divisionIdx);
  if (q.deviceIdx !== undefined) where.add('m.deviceIdx = ?', q.deviceIdx);
  if (q.productIdx !== undefined) where.add('m.productIdx = ?', q.productIdx);
  if (q.placement) where.add(`${PLACEMENT} = ?`, q.placement);
  return where;
}

export function inventoryRepository(db: Db) {
  return {
    /**
     * Placed products in scope; `devicesOnly` leaves warehouses out (the inventory screen). Counted
     * on the mappings alone; a page's keys are found first and only its rows are joined. Ordered by
     * division, device, tray and product unless `sortField` says otherwise (`sortOrder` goes with it).
     */
    list(q: StockQuery, scope: ScopeFilter, devicesOnly: boolean): { list: ProductMappingView[]; totalCount: number } {
      const where = mappingWhere(q, scope, devicesOnly);
      const from = 'FROM product_mappings m';
      const page = (l: Omit<KeyedList, 'from' | 'key' | 'select' | 'where'>) =>
        keyedPage<ProductMappingView>(db, { from, key: 'm.productMappingIdx', select: MAPPINGS, where, ...l }, q, (r) => r.productMappingIdx);
      if (q.sortField) {
        const sort = STOCK_SORTS[q.sortField];
        const order = orderBy(stockOrder(sort, q.sortOrder));
        const walk = sort.walk && !narrowed(q, scope) ? sort.walk : undefined;
        if (walk) {
          const keys = stockOrder(walk, q.sortOrder);
          const walked = { orderBy: order, keysFrom: walk.from, keysOrderBy: orderBy(keys), keysReversed: orderBy(keys, true) };
          if (!walk.tail || (devicesOnly && !walk.tailInDeviceStock)) return page(walked);
          return page({ orderBy: order, findKeys: walkThenTail(db, walk, walk.tail, mappingWhere(q, scope, devicesOnly), keys, q.sortOrder === 'desc') });
        }
        const keys = stockOrder(sort, q.sortOrder);
        return page({ orderBy: order, keysReversed: orderBy(keys, true), ...(sort.join ? { keysFrom: `${from} ${sort.join}` } : {}) });
      }
      const joins = 'JOIN products p ON p.productIdx = m.productIdx LEFT JOIN trays t ON t.trayIdx = m.trayIdx';
      if (!devicesOnly) return page({ orderBy: ORDER_BY, keysFrom: `${from} ${joins}`, keysReversed: orderBy(MAPPING_ORDER, true) });
      return page({
        orderBy: ORDER_BY,
        keysFrom: `${from} INDEXED BY product_mappings_active ${joins}`,
        keysOrderBy: orderBy(DEVICE_MAPPING_ORDER),
        keysReversed: orderBy(DEVICE_MAPPING_ORDER, true),
      });
    },
    /** Placed products by key, in list order (removed ones too: what a write just changed). */
    many(productMappingIdxs: readonly number[]): ProductMappingView[] {
      const where = new Where().in('m.productMappingIdx', productMappingIdxs);
      return db.prepare(`${MAPPINGS} ${where} ORDER BY ${ORDER_BY}`).all(...where.params) as ProductMappingView[];
    },
    /** Everything a device holds, in list order. */
    ofDevice(deviceIdx: number): ProductMappingView[] {
      return db.prepare(`${MAPPINGS} WHERE m.deviceIdx = ? AND m.removedDate IS NULL ORDER BY ${ORDER_BY}`).all(deviceIdx) as ProductMappingView[];
    },
    /** Transactions in scope, newest first; the keyword matches product name, barcode and memo. */
    movements(q: MovementQuery, scope: ScopeFilter) {
      const where = organisationWhere(q, scope, ['p.productName', 'p.barcode', 'x.memo']);
      if (q.transactionCode) where.add('x.transactionCode = ?', q.transactionCode);
      where.dateRange('x.createdDate', q.startDate, q.endDate);
      return listPage<StockMovement>(db, MOVEMENTS, where, 'x.createdDate DESC, x.transactionIdx DESC', q);
    },
    /** Units of a product in scope and the devices in scope that carry it. */
    totals(productIdx: number, scope: ScopeFilter): { stockTotal: number; deviceCount: number } {
      const where = divisionScope(scope).add('m.productIdx = ?', productIdx).add('m.removedDate IS NULL');
      return db
        .prepare(`SELECT COALESCE(SUM(m.stock), 0) AS stockTotal, COUNT(DISTINCT m.deviceIdx) AS deviceCount
          FROM product_mappings m JOIN divisions d ON d.divisionIdx = m.divisionIdx ${where}`)
        .get(...where.params) as { stockTotal: number; deviceCount: number };
    },
  };
}
export type InventoryRepository = ReturnType<typeof inventoryRepository>;
