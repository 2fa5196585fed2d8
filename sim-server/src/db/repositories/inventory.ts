// Stock as the screens read it: placed products with their product, company, division, device and
// tray (product.list, inventory), and transactions with where they happened (movements). Scoped
// like every division-owned record; removed placements are left out of the stock lists but their
// transactions stay among the movements. Writes go through the stock repository.
import type { z } from 'zod';
import type { PLACEMENTS, TRANSACTION_CODES, productMapping, stockMovement } from '../../../../contract/index';
import type { Db } from '../open';
import { Where, divisionScope, keyedPage, listPage, type ScopeFilter } from '../sql';
import type { DeviceFilter } from './device-scope';

export type ProductMappingView = z.infer<typeof productMapping>;
export type StockMovement = z.infer<typeof stockMovement>;
export type Placement = (typeof PLACEMENTS)[number];

/** The organisation filters of every list (contract listQuery), a product and where it is. */
interface OrganisationFilter extends DeviceFilter {
  productIdx?: number;
  placement?: Placement;
}

export interface StockQuery extends OrganisationFilter {
  trayIdx?: number;
  /** Stock expiring on or before this date (YYYY-MM-DD). */
  expiresBy?: string;
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
const MAPPING_ORDER = 'm.divisionIdx, m.deviceIdx IS NULL, m.deviceIdx, t.trayNo IS NULL, t.trayNo, p.productName, m.productMappingIdx';
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
  return where.dateRange('m.createdDate', q.startDate, q.endDate);
}

/**
 * Device stock only: no warehouse rows, so the order starts with the division and device keys and a
 * page is read along the active-placement index (sorting each device's few rows), not by sorting
 * every row.
 */
const DEVICE_MAPPING_ORDER = 'm.divisionIdx, m.deviceIdx, t.trayNo IS NULL, t.trayNo, p.productName, m.productMappingIdx';

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
     * on the mappings alone; a page's keys are found first and only its rows are joined.
     */
    list(q: StockQuery, scope: ScopeFilter, devicesOnly: boolean): { list: ProductMappingView[]; totalCount: number } {
      const where = mappingWhere(q, scope, devicesOnly);
      const joins = 'JOIN products p ON p.productIdx = m.productIdx LEFT JOIN trays t ON t.trayIdx = m.trayIdx';
      return keyedPage<ProductMappingView>(
        db,
        {
          from: 'FROM product_mappings m', key: 'm.productMappingIdx', select: MAPPINGS, where, orderBy: MAPPING_ORDER,
          ...(devicesOnly ? { keysFrom: `FROM product_mappings m INDEXED BY product_mappings_active ${joins}`, keysOrderBy: DEVICE_MAPPING_ORDER } : { keysFrom: `FROM product_mappings m ${joins}` }),
        },
        q,
        (r) => r.productMappingIdx,
      );
    },
    /** Placed products by key, in list order (removed ones too: what a write just changed). */
    many(productMappingIdxs: readonly number[]): ProductMappingView[] {
      const where = new Where().in('m.productMappingIdx', productMappingIdxs);
      return db.prepare(`${MAPPINGS} ${where} ORDER BY ${MAPPING_ORDER}`).all(...where.params) as ProductMappingView[];
    },
    /** Everything a device holds, in list order. */
    ofDevice(deviceIdx: number): ProductMappingView[] {
      return db.prepare(`${MAPPINGS} WHERE m.deviceIdx = ? AND m.removedDate IS NULL ORDER BY ${MAPPING_ORDER}`).all(deviceIdx) as ProductMappingView[];
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
