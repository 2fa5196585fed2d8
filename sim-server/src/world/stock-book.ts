// The seeder's ledger of stock: mappings and their transactions with keys, where every change
// goes through `change`, so each mapping's stock is the sum of its transactions and never negative
// (the same rule the stock repository keeps for live writes).
import { batchExpiry, type PlacedProduct, type ProductMappingRow, type ProductTransactionRow, type TransactionCode } from '../db/repositories/stock';

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

  /** A batch in (ADD), the mapping's expiry merged as the stock repository merges it. */
  addBatch(mapping: ProductMappingRow, count: number, at: string, memo: string, batchExpiredDate: string | null): void {
    mapping.expiredDate = batchExpiry(mapping.stock, mapping.expiredDate, batchExpiredDate);
    this.change(mapping, 'ADD', count, at, memo);
  }
}
