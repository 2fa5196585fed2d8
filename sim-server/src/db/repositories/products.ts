// Product master records: the shared catalog (companyIdx NULL) and companies' own records, with
// the owner's name on read. imgFullPath is stored as given: an http(s) link elsewhere, or a path of
// the simulator's own (/media/…) that the routes make absolute for the caller's host.
import type { ProductMaster } from '../../../../contract/index';
import type { Db } from '../open';
import { IN_USE, Where, inKeys, insertRow, listPage, updateRow } from '../sql';
import type { DeviceFilter } from './device-scope';

/** A products row as stored (the owner's name is read from companies). */
export type ProductRow = Omit<ProductMaster, 'companyName'>;
/** What a caller writes. */
export type ProductFields = Omit<ProductRow, 'productIdx' | 'createdDate' | 'updatedDate'>;

/**
 * The list filters: companyIdx means the records that company may use (the shared catalog and its
 * own), divisionIdx / deviceIdx the products that division or device holds.
 */
export interface ProductQuery extends DeviceFilter {
  category?: string;
}

const SELECT = 'SELECT p.*, c.companyName FROM products p LEFT JOIN companies c ON c.companyIdx = p.companyIdx';

/** The shared catalog plus the records of these companies; null: every record. */
export function catalogScope(where: Where, companyIdxs: readonly number[] | null): Where {
  if (companyIdxs === null) return where;
  if (companyIdxs.length === 0) return where.add('p.companyIdx IS NULL');
  const [sql, keys] = inKeys('p.companyIdx', companyIdxs);
  return where.add(`(p.companyIdx IS NULL OR ${sql})`, keys);
}

export function productRepository(db: Db) {
  const heldBy = (column: 'divisionIdx' | 'deviceIdx') =>
    `EXISTS (SELECT 1 FROM product_mappings m WHERE m.productIdx = p.productIdx AND m.removedDate IS NULL AND m.${column} = ?)`;
  return {
    /**
     * Newest first; the keyword matches name, barcode, manufacturer and category. The records of an
     * archived company leave the list (and the selectors fed by it); its sales keep naming them.
     */
    list(q: ProductQuery, companyIdxs: readonly number[] | null) {
      const inUse = new Where().add(`(p.companyIdx IS NULL OR ${IN_USE.company})`);
      const where = catalogScope(inUse, companyIdxs).keyword(['p.productName', 'p.barcode', 'p.manufacturer', 'p.category'], q.keyword);
      if (q.category) where.add('p.category = ?', q.category);
      if (q.companyIdx !== undefined) catalogScope(where, [q.companyIdx]);
      if (q.divisionIdx !== undefined) where.add(heldBy('divisionIdx'), q.divisionIdx);
      if (q.deviceIdx !== undefined) where.add(heldBy('deviceIdx'), q.deviceIdx);
      where.dateRange('p.createdDate', q.startDate, q.endDate);
      return listPage<ProductMaster>(db, SELECT, where, 'p.createdDate DESC, p.productIdx DESC', q);
    },
    get(productIdx: number): ProductMaster | undefined {
      return db.prepare(`${SELECT} WHERE p.productIdx = ?`).get(productIdx) as ProductMaster | undefined;
    },
    /** Every product master record, by key. */
    all(): ProductMaster[] {
      return db.prepare(`${SELECT} ORDER BY p.productIdx`).all() as ProductMaster[];
    },
    count(): number {
      return db.prepare('SELECT COUNT(*) FROM products').pluck().get() as number;
    },
    /**
     * A record other than `except` whose barcode a record of `companyIdx` would clash with: the same
     * barcode among the records one company sees together (the shared catalog and its own).
     */
    barcodeHolder(barcode: string, companyIdx: number | null, except?: number): ProductMaster | undefined {
      const where = new Where().add('p.barcode = ?', barcode).add('p.productIdx <> ?', except ?? 0);
      if (companyIdx !== null) catalogScope(where, [companyIdx]);
      return db.prepare(`${SELECT} ${where} ORDER BY p.productIdx LIMIT 1`).get(...where.params) as ProductMaster | undefined;
    },
    insert(fields: ProductFields, now: string): number {
      return insertRow(db, 'products', { ...fields, createdDate: now, updatedDate: now });
    },
    update(productIdx: number, fields: Partial<ProductFields>, now: string): void {
      updateRow(db, 'products', 'productIdx', productIdx, { ...fields, updatedDate: now });
    },
    /** Devices that carry the product (on display or not): the kiosks to tell when it changes. */
    deviceIdxsCarrying(productIdx: number): number[] {
      return db
        .prepare('SELECT DISTINCT deviceIdx FROM product_mappings WHERE productIdx = ? AND deviceIdx IS NOT NULL AND removedDate IS NULL ORDER BY deviceIdx')
        .pluck()
        .all(productIdx) as number[];
    },
  };
}
export type ProductRepository = ReturnType<typeof productRepository>;
