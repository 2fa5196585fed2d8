// The seeder's ledger of stock: mappings and their transactions with keys, where every change
// goes through `change`, so each mapping's stock is the sum of its transactions and never negative
// (the same rule the stock repository keeps for live writes).
import { batchExpiry } from '../fleet/replenishment';
import type { PlacedProduct, ProductMappingRow, ProductTransactionRow, TransactionCode } from '../db/repositories/stock';

export class StockBook {
  /** A new book, or one that goes on from rows already written (keys continue from theirs). */
  constructor(
    readonly mappings: ProductMappingRow[] = [],
    readonly transactions: ProductTransactionRow[] = [],
  ) {}

  /** Places a product with a NEW transaction for its first stock (`at`: wire date-time). */
  place(product: PlacedProduct, stock: number, at: string, memo: string): ProductMappingRow {
    const mapping: ProductMappingRow = { productMappingIdx: this.mappings.length + 1, ...product, stock: 0, createdDate: at, updatedDate: at };
    this.mappings.push(mapping);
    this.change(mapping, 'NEW', stock, at, memo);
    return mapping;
  }

  change(mapping: ProductMappingRow, transactionCode: TransactionCode, count: number, at: string, memo: string, paymentIdx: number | null = null): void {
    const stockAfter = mapping.stock + count;
    if (stockAfter < 0) throw new Error(`seed bug: mapping ${mapping.productMappingIdx} would hold ${stockAfter}`);
    mapping.stock = stockAfter;
    mapping.updatedDate = at;
    this.transactions.push({
      transactionIdx: this.transactions.length + 1,
      productMappingIdx: mapping.productMappingIdx,
      transactionCode,
      count,
      stockAfter,
      memo,
      createdDate: at,
      paymentIdx,
      employeeUidIdx: null,
    });
  }

  /**
   * Units moved from one mapping to another, as the stock repository's transfer writes them: a
   * DISCARD out of the source and an ADD into the target, its expiry merged.
   */
  transfer(from: ProductMappingRow, to: ProductMappingRow, count: number, at: string, memos: { out: string; in: string }): void {
    this.change(from, 'DISCARD', -count, at, memos.out);
    this.addBatch(to, count, at, memos.in, from.expiredDate);
  }

  /**
   * Puts the transactions in time order (ties as written) and numbers them again. The seeder writes
   * one device's week at a time, so a warehouse feeding several devices is drawn on out of order;
   * every draw took only what the warehouse held before any later delivery, so no running total
   * falls below zero in time order either.
   */
  inTimeOrder(): void {
    const ordered = this.transactions.map((t, i) => ({ t, i })).sort((a, b) => a.t.createdDate.localeCompare(b.t.createdDate) || a.i - b.i);
    const running = new Map<number, number>();
    ordered.forEach(({ t }, i) => {
      const stockAfter = (running.get(t.productMappingIdx) ?? 0) + t.count;
      if (stockAfter < 0) throw new Error(`seed bug: mapping ${t.productMappingIdx} would hold ${stockAfter} at ${t.createdDate}`);
      running.set(t.productMappingIdx, stockAfter);
      this.transactions[i] = { ...t, transactionIdx: i + 1, stockAfter };
      this.mappings[t.productMappingIdx - 1]!.updatedDate = t.createdDate;
    });
  }

  /** A batch in (ADD), the mapping's expiry merged as the stock repository merges it. */
  addBatch(mapping: ProductMappingRow, count: number, at: string, memo: string, batchExpiredDate: string | null): void {
    mapping.expiredDate = batchExpiry(mapping.stock, mapping.expiredDate, batchExpiredDate);
    this.change(mapping, 'ADD', count, at, memo);
  }
}
