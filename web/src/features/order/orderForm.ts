// Purchase order figures and the order form (pure). Spec §3: the order count is the sum of the
// line counts, the product count the number of lines. A line's cost is the product's unit cost.
import { LIMITS } from '@contract/constants';
import type { OrderLine, OrderStoreBody, ProductOrder } from '../../state/order';
import type { ProductMaster } from '../../state/product';
import { paths } from '../../app/paths';

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

export type OrderFormProblem = 'division' | 'lines' | 'count';

/** What keeps the form from being sent: no division, no product picked, or a count that is not a positive whole number. */
export function orderFormProblem(values: OrderFormValues): OrderFormProblem | null {
  if (values.divisionIdx === null) return 'division';
  const picked = values.lines.filter((line) => line.productIdx !== null);
  if (!picked.length) return 'lines';
  return picked.some((line) => lineCount(line.count) === null) ? 'count' : null;
}

/** Null when the form has a problem. Lines without a product are left out. */
export function orderFormToBody(values: OrderFormValues, productOrderIdx: number | null): OrderStoreBody | null {
  if (orderFormProblem(values) || values.divisionIdx === null) return null;
  return {
    ...(productOrderIdx !== null ? { productOrderIdx } : {}),
    divisionIdx: values.divisionIdx,
    memo: values.memo.trim(),
    productList: values.lines.flatMap((line) => (line.productIdx === null ? [] : [{ productIdx: line.productIdx, count: lineCount(line.count) ?? 0 }])),
  };
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
