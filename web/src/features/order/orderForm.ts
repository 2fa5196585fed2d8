// Purchase order figures and the order form (pure). Spec §3: the order count is the sum of the
// line counts, the product count the number of lines. A line's cost is the product's unit cost.
import { LIMITS } from '@contract/constants';
import type { OrderLine, OrderStoreBody, ProductOrder } from './store';
import type { ProductMaster } from '../product/store';
import { paths } from '../../core/paths';

export const ORDER_PATH = paths.order();

type Line = Pick<OrderLine, 'count' | 'cost'>;

export function orderCount(lines: readonly Pick<OrderLine, 'count'>[]): number {
  return lines.reduce((sum, line) => sum + line.count, 0);
}

export function productCount(lines: readonly unknown[]): number {
  return lines.length;
}

/** Σ unit cost × count, in won. */
export function orderAmount(lines: readonly Line[]): number {
  return lines.reduce((sum, line) => sum + line.cost * line.count, 0);
}

export interface OrderLineDraft {
  /** Stable React key. */
  key: string;
  productIdx: number | null;
  count: string;
}

export interface OrderFormValues {
  divisionIdx: number | null;
  memo: string;
  lines: OrderLineDraft[];
}

let keys = 0;
const nextKey = () => `line-${(keys += 1)}`;

export function newLine(): OrderLineDraft {
  return { key: nextKey(), productIdx: null, count: '1' };
}

export function emptyOrderForm(): OrderFormValues {
  return { divisionIdx: null, memo: '', lines: [newLine()] };
}

export function orderToForm(order: ProductOrder): OrderFormValues {
  return {
    divisionIdx: order.divisionIdx,
    memo: order.memo,
    lines: order.productList.map((line) => ({ key: nextKey(), productIdx: line.productIdx, count: String(line.count) })),
  };
}

/** A line's count: a whole number from 1 to LIMITS.stockUnits, else null. */
export function lineCount(text: string): number | null {
  const trimmed = text.replace(/,/g, '').trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const count = Number(trimmed);
  return count >= 1 && count <= LIMITS.stockUnits ? count : null;
}

/** A typed count as sent: NaN (refused as "required") when empty, else the number typed. */
function typedCount(text: string): number {
  const trimmed = text.replace(/,/g, '').trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

/**
 * The body (checked with the server's schema before it is sent: ui/form). Lines without a product
 * are left out, so a form line's place in `productList` is its place among the picked lines.
 */
export function orderFormToBody(values: OrderFormValues, productOrderIdx: number | null): OrderStoreBody {
  return {
    ...(productOrderIdx !== null ? { productOrderIdx } : {}),
    divisionIdx: values.divisionIdx as number,
    memo: values.memo.trim(),
    productList: values.lines.flatMap((line) => (line.productIdx === null ? [] : [{ productIdx: line.productIdx, count: typedCount(line.count) }])),
  };
}

/** Each form line's path in the body (`productList.0`), null for a line without a product. */
export function linePaths(lines: readonly Pick<OrderLineDraft, 'productIdx'>[]): (string | null)[] {
  let picked = 0;
  return lines.map((line) => (line.productIdx === null ? null : `productList.${picked++}`));
}

export interface PricedLine {
  key: string;
  productIdx: number | null;
  productName: string;
  /** The count as typed. */
  countText: string;
  /** Its value (0 while it is not a number). */
  count: number;
  /** Unit cost in won: the saved order's for its own lines, else the product master's. */
  cost: number;
}

/** The form's lines with names and unit costs, for the amounts and totals shown while editing. */
export function pricedLines(values: OrderFormValues, masters: readonly ProductMaster[], saved: readonly OrderLine[] = []): PricedLine[] {
  const master = new Map(masters.map((p) => [p.productIdx, p]));
  const before = new Map(saved.map((line) => [line.productIdx, line]));
  return values.lines.map((line) => {
    const known = line.productIdx === null ? undefined : (before.get(line.productIdx) ?? master.get(line.productIdx));
    return { key: line.key, productIdx: line.productIdx, productName: known?.productName ?? '', countText: line.count, count: lineCount(line.count) ?? 0, cost: known?.cost ?? 0 };
  });
}
