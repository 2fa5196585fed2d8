// Stock: products placed on device trays or held by a warehouse division (product_mappings) and
// every change to them (product_transactions). The only way stock changes is applyTransaction,
// which writes the transaction and the new stock together, so stock = Σ transactions, never < 0.
import type { TRANSACTION_CODES } from '../../../../contract/index';
import { batchExpiry } from '../../fleet/replenishment';
import type { Db } from '../open';
import { Where, divisionJoinIfNamed, divisionScope, insertRow, listPage, updateRow, type ScopeFilter } from '../sql';

export type TransactionCode = (typeof TRANSACTION_CODES)[number];

/** A product_mappings row as stored. */
export interface ProductMappingRow {
  productMappingIdx: number;
  productIdx: number;
  /** The device's division, or the warehouse holding the stock. */
  divisionIdx: number;
  deviceIdx: number | null;
  /** null on a device: not on display (its tray was removed); always null in a warehouse. */
  trayIdx: number | null;
  price: number;
  stock: number;
  /** YYYY-MM-DD. */
  expiredDate: string | null;
  createdDate: string;
  updatedDate: string;
  /** Set when the product was taken off the device or out of the warehouse; its history stays. */
  removedDate?: string | null;
  /** Stock a staff visit (a warehouse: its supplier's delivery) fills up to; null: not set yet. */
  parLevel?: number | null;
}

/** A product_transactions row as stored. */
export interface ProductTransactionRow {
  transactionIdx: number;
  productMappingIdx: number;
  transactionCode: TransactionCode;
  /** Signed change in stock. */
  count: number;
  stockAfter: number;
  memo: string;
  createdDate: string;
  paymentIdx: number | null;
  employeeUidIdx: number | null;
}

export type PlacedProduct = Omit<ProductMappingRow, 'productMappingIdx' | 'stock' | 'createdDate' | 'updatedDate' | 'removedDate'>;
/** What an inventory save may change besides stock. */
export type PlacementPatch = Partial<Pick<ProductMappingRow, 'trayIdx' | 'price' | 'expiredDate'>>;

/** How stock movement memos name a place: the division, and the device when the stock is on one. */
export function placeName(divisionName: string, deviceName: string | null): string {
  return deviceName === null ? divisionName : `${divisionName} ${deviceName}`;
}

export interface StockChange {
  productMappingIdx: number;
  transactionCode: TransactionCode;
  count: number;
  /** Wire date-time of the change. */
  at: string;
  memo?: string;
  paymentIdx?: number | null;
  employeeUidIdx?: number | null;
  /** A fresh batch's expiry date (YYYY-MM-DD); undefined leaves the mapping's date as it is. */
  expiredDate?: string | null;
}

/** A batch coming in (ADD): the expiry follows batchExpiry. */
export type IncomingBatch = Omit<StockChange, 'expiredDate'> & { batchExpiredDate: string | null };

/** A change the stock cannot take: the mapping does not exist, or stock would fall below 0. */
export class StockError extends Error {
  constructor(
    readonly productMappingIdx: number,
    /** Current stock (null: no such mapping). */
    readonly stock: number | null,
    readonly count: number,
  ) {
    super(stock === null ? `no product mapping ${productMappingIdx}` : `stock of mapping ${productMappingIdx} is ${stock}, cannot apply ${count}`);
  }
}

/** Units in a set of mappings, as `SELECT COALESCE(SUM(stock), 0) FROM product_mappings WHERE …`. */
function sumStock(db: Db, where: Where): number {
  return db.prepare(`SELECT COALESCE(SUM(stock), 0) FROM product_mappings ${where}`).pluck().get(...where.params) as number;
}

/** Told of every product put on a device's tray (placed, or put back on display), whoever put it there. */
export type OnShelved = (deviceIdx: number, productIdx: number, at: string) => void;

export function stockRepository(db: Db, onShelved: OnShelved) {
  const currentStock = db.prepare('SELECT stock FROM product_mappings WHERE productMappingIdx = ?').pluck();
  const mappingRow = db.prepare('SELECT * FROM product_mappings WHERE productMappingIdx = ?');
  const setStock = db.prepare(
    `UPDATE product_mappings SET stock = @stock, updatedDate = @at,
       expiredDate = CASE WHEN @setExpiry THEN @expiredDate ELSE expiredDate END WHERE productMappingIdx = @productMappingIdx`,
  );
  const addTransaction = db.prepare(
    `INSERT INTO product_transactions (productMappingIdx, transactionCode, count, stockAfter, memo, createdDate, paymentIdx, employeeUidIdx)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );

  const apply = db.transaction((c: StockChange): { transactionIdx: number; stockAfter: number } => {
    const stock = currentStock.get(c.productMappingIdx) as number | undefined;
    if (stock === undefined) throw new StockError(c.productMappingIdx, null, c.count);
    const stockAfter = stock + c.count;
    if (!Number.isInteger(c.count) || stockAfter < 0) throw new StockError(c.productMappingIdx, stock, c.count);
    setStock.run({
      stock: stockAfter, at: c.at, productMappingIdx: c.productMappingIdx,
      setExpiry: c.expiredDate === undefined ? 0 : 1, expiredDate: c.expiredDate ?? null,
    });
    const info = addTransaction.run(
      c.productMappingIdx, c.transactionCode, c.count, stockAfter, c.memo ?? '', c.at, c.paymentIdx ?? null, c.employeeUidIdx ?? null,
    );
    return { transactionIdx: Number(info.lastInsertRowid), stockAfter };
  });

  return {
    /**
     * Changes stock by a signed count and records the transaction, in one step (a savepoint inside
     * an outer transaction). Throws StockError, changing nothing, for an unknown mapping or a
     * change that would take stock below zero.
     */
    applyTransaction(change: StockChange): { transactionIdx: number; stockAfter: number } {
      return apply(change);
    },
    /** Places a product (on a tray, or in a warehouse) with a NEW transaction for its first stock. */
    place(product: PlacedProduct, stock: number, at: string, memo = ''): number {
      const productMappingIdx = insertRow(db, 'product_mappings', { ...product, stock: 0, createdDate: at, updatedDate: at });
      apply({ productMappingIdx, transactionCode: 'NEW', count: stock, at, memo });
      if (product.trayIdx !== null && product.deviceIdx !== null) onShelved(product.deviceIdx, product.productIdx, at);
      return productMappingIdx;
    },
    /** Every product on a device tray with its name (the fleet reads the shelves at start). */
    onTrays(deviceIdxs?: readonly number[]): (ProductMappingRow & { productName: string })[] {
      const where = new Where().add('m.trayIdx IS NOT NULL').in('m.deviceIdx', deviceIdxs ?? null);
      return db
        .prepare(`SELECT m.*, p.productName FROM product_mappings m JOIN products p USING (productIdx) ${where} ORDER BY m.productMappingIdx`)
        .all(...where.params) as (ProductMappingRow & { productName: string })[];
    },
    /** A new expiry date for what a mapping holds (no stock changes, so no transaction). */
    setExpiredDate(productMappingIdx: number, expiredDate: string | null, at: string): void {
      db.prepare('UPDATE product_mappings SET expiredDate = ?, updatedDate = ? WHERE productMappingIdx = ?').run(expiredDate, at, productMappingIdx);
    },
    get(productMappingIdx: number): ProductMappingRow | undefined {
      return mappingRow.get(productMappingIdx) as ProductMappingRow | undefined;
    },
    /** A mapping that has not been removed. */
    getActive(productMappingIdx: number): ProductMappingRow | undefined {
      return db.prepare('SELECT * FROM product_mappings WHERE productMappingIdx = ? AND removedDate IS NULL').get(productMappingIdx) as ProductMappingRow | undefined;
    },
    /**
     * The product's mapping on a device, if it is there: on a tray before off display (the seeded
     * world shows some products on two trays of one device; the first one answers).
     */
    onDevice(deviceIdx: number, productIdx: number): ProductMappingRow | undefined {
      return db
        .prepare('SELECT * FROM product_mappings WHERE deviceIdx = ? AND productIdx = ? AND removedDate IS NULL ORDER BY trayIdx IS NULL, productMappingIdx LIMIT 1')
        .get(deviceIdx, productIdx) as ProductMappingRow | undefined;
    },
    /** The product on one tray, if it is there (a product may stand on several trays of a device). */
    onTray(trayIdx: number, productIdx: number): ProductMappingRow | undefined {
      return db
        .prepare('SELECT * FROM product_mappings WHERE trayIdx = ? AND productIdx = ? AND removedDate IS NULL')
        .get(trayIdx, productIdx) as ProductMappingRow | undefined;
    },
    /** The product's stock held by a division itself (its warehouse or backroom), if any. */
    inDivision(divisionIdx: number, productIdx: number): ProductMappingRow | undefined {
      return db
        .prepare('SELECT * FROM product_mappings WHERE divisionIdx = ? AND deviceIdx IS NULL AND productIdx = ? AND removedDate IS NULL')
        .get(divisionIdx, productIdx) as ProductMappingRow | undefined;
    },
    /** What a division holds itself (its warehouse stock), with each product's shelf life. */
    heldBy(divisionIdx: number): (ProductMappingRow & { shelfLifeDays: number })[] {
      return db
        .prepare(`SELECT m.*, p.shelfLifeDays FROM product_mappings m JOIN products p USING (productIdx)
          WHERE m.divisionIdx = ? AND m.deviceIdx IS NULL AND m.removedDate IS NULL ORDER BY m.productMappingIdx`)
        .all(divisionIdx) as (ProductMappingRow & { shelfLifeDays: number })[];
    },
    /** A batch in (ADD), its expiry merged by batchExpiry. */
    addBatch(batch: IncomingBatch): { transactionIdx: number; stockAfter: number } {
      const { batchExpiredDate, ...change } = batch;
      const current = mappingRow.get(change.productMappingIdx) as ProductMappingRow | undefined;
      const expiredDate = current ? batchExpiry(current.stock, current.expiredDate, batchExpiredDate) : batchExpiredDate;
      return apply({ ...change, expiredDate });
    },
    /**
     * Units moved between two placements at one moment: a DISCARD out of `from` and an ADD into
     * `to`, the moved batch keeping `from`'s expiry (merged there by batchExpiry). Answers `to`'s stock.
     */
    transfer(move: { from: number; to: number; count: number; at: string; memos: { out: string; in: string }; employeeUidIdx?: number | null }): { stockAfter: number } {
      const from = mappingRow.get(move.from) as ProductMappingRow | undefined;
      const employeeUidIdx = move.employeeUidIdx ?? null;
      apply({ productMappingIdx: move.from, transactionCode: 'DISCARD', count: -move.count, at: move.at, memo: move.memos.out, employeeUidIdx });
      const batch = { productMappingIdx: move.to, transactionCode: 'ADD' as const, count: move.count, at: move.at, memo: move.memos.in, employeeUidIdx };
      return this.addBatch({ ...batch, batchExpiredDate: from?.expiredDate ?? null });
    },
    /** Tray, price or expiry of a mapping (no stock changes, so no transaction). */
    updatePlacement(productMappingIdx: number, patch: PlacementPatch, at: string): void {
      updateRow(db, 'product_mappings', 'productMappingIdx', productMappingIdx, { ...patch, updatedDate: at });
      const row = mappingRow.get(productMappingIdx) as ProductMappingRow | undefined;
      if (row && row.deviceIdx !== null && patch.trayIdx != null) onShelved(row.deviceIdx, row.productIdx, at);
    },
    /** Takes an empty mapping off its device or out of its warehouse; its transactions stay. */
    remove(productMappingIdx: number, at: string): void {
      db.prepare('UPDATE product_mappings SET removedDate = ?, trayIdx = NULL, updatedDate = ? WHERE productMappingIdx = ? AND stock = 0').run(at, at, productMappingIdx);
    },
    /** Removes, like `remove`, every empty placement of a device or a division being archived. */
    removeAllOf(of: 'deviceIdx' | 'divisionIdx', key: number, at: string): void {
      db.prepare(`UPDATE product_mappings SET removedDate = ?, trayIdx = NULL, updatedDate = ? WHERE ${of} = ? AND removedDate IS NULL AND stock = 0`).run(at, at, key);
    },
    /** The first page of a mapping's transactions, newest first, and how many it has (the list call). */
    transactionPage(productMappingIdx: number): { list: ProductTransactionRow[]; totalCount: number } {
      return listPage<ProductTransactionRow>(db, 'SELECT * FROM product_transactions', new Where().add('productMappingIdx = ?', productMappingIdx), 'createdDate DESC, transactionIdx DESC', {});
    },
    /** A mapping's transactions, oldest first. */
    transactionsOf(productMappingIdx: number): ProductTransactionRow[] {
      return db
        .prepare('SELECT * FROM product_transactions WHERE productMappingIdx = ? ORDER BY createdDate, transactionIdx')
        .all(productMappingIdx) as ProductTransactionRow[];
    },
    /** Units on each of these trays (trays without products are absent). */
    unitsOnTrays(trayIdxs: readonly number[]): Map<number, number> {
      const where = new Where().in('trayIdx', trayIdxs);
      const rows = db.prepare(`SELECT trayIdx, SUM(stock) AS units FROM product_mappings ${where} GROUP BY trayIdx`).all(...where.params) as {
        trayIdx: number;
        units: number;
      }[];
      return new Map(rows.map((r) => [r.trayIdx, r.units]));
    },
    /** Units a device holds, on display or not. */
    unitsOnDevice(deviceIdx: number): number {
      return sumStock(db, new Where().add('deviceIdx = ?', deviceIdx));
    },
    /** Units a division holds itself (its warehouse stock; device stock goes with the devices). */
    unitsInDivision(divisionIdx: number): number {
      return sumStock(db, new Where().add('divisionIdx = ?', divisionIdx).add('deviceIdx IS NULL'));
    },
    /** Products on device trays in scope with at most `limit` units. */
    countLow(scope: ScopeFilter, limit: number): number {
      const where = divisionScope(scope).add('m.trayIdx IS NOT NULL').add('m.stock <= ?', limit);
      return db.prepare(`SELECT COUNT(*) FROM product_mappings m ${divisionJoinIfNamed('m.divisionIdx', where)} ${where}`).pluck().get(...where.params) as number;
    },
    /**
     * Products in stock on devices in scope expiring between two dates (YYYY-MM-DD, inclusive): what
     * the inventory list shows with those dates (a warehouse's are on the warehouse list).
     */
    countExpiring(scope: ScopeFilter, from: string, to: string): number {
      const where = divisionScope(scope).add('m.deviceIdx IS NOT NULL').add('m.stock > 0').add('m.expiredDate BETWEEN ? AND ?', from, to);
      return db.prepare(`SELECT COUNT(*) FROM product_mappings m ${divisionJoinIfNamed('m.divisionIdx', where)} ${where}`).pluck().get(...where.params) as number;
    },
  };
}
export type StockRepository = ReturnType<typeof stockRepository>;
