// Stock totals per warehouse (pure): products held, units, and how many of them are expired or
// expiring soon — over the warehouse rows of product.list.
import type { Division } from '@contract/entities';
import type { ProductMapping } from '../store';
import { expiryState, todayKst } from '../inventory/expiry';
import { paths } from '../../../core/paths';

export const WAREHOUSE_PATH = paths.warehouse();

export interface StockTotals {
  productCount: number;
  stockTotal: number;
  /** Products with units left that are expired or expire soon. */
  expiringCount: number;
}
export type WarehouseRow = Division & StockTotals;

const none = (): StockTotals => ({ productCount: 0, stockTotal: 0, expiringCount: 0 });

export function stockTotalsByDivision(rows: readonly ProductMapping[], today: string = todayKst()): Map<number, StockTotals> {
  const totals = new Map<number, StockTotals>();
  for (const row of rows) {
    if (row.placement !== 'WAREHOUSE') continue;
    const sum = totals.get(row.divisionIdx) ?? none();
    sum.productCount += 1;
    sum.stockTotal += row.stock;
    const state = expiryState(row.expiredDate, today);
    if (row.stock > 0 && (state === 'expired' || state === 'soon')) sum.expiringCount += 1;
    totals.set(row.divisionIdx, sum);
  }
  return totals;
}

export function warehouseRows(warehouses: readonly Division[], stock: readonly ProductMapping[], today: string = todayKst()): WarehouseRow[] {
  const totals = stockTotalsByDivision(stock, today);
  return warehouses.map((w) => ({ ...w, ...(totals.get(w.divisionIdx) ?? none()) }));
}
