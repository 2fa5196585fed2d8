// Purchase orders of divisions and their lines, with the division's company and address on read.
import type { z } from 'zod';
import type { ORDER_STATUSES, orderLine, productOrder } from '../../../../contract/index';
import type { Db } from '../open';
import { Where, divisionScope, insertRow, listPage, updateRow, type ScopeFilter } from '../sql';
import type { DeviceFilter } from './device-scope';

export type ProductOrder = z.infer<typeof productOrder>;
export type OrderLine = z.infer<typeof orderLine>;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** A product_orders row as stored. */
export interface OrderRow {
  productOrderIdx: number;
  divisionIdx: number;
  status: OrderStatus;
  memo: string;
  /** The orderer's name on the day (the user may go; the order stays). */
  orderedBy: string;
  orderedByUserIdx: number | null;
  receivedAt: string | null;
  createdDate: string;
  updatedDate: string;
}
/** A product_order_lines row as stored. */
export type OrderLineRow = OrderLine & { productOrderLineIdx: number; productOrderIdx: number };

/** The list filters; deviceIdx means the orders of that device's division. */
export interface OrderQuery extends DeviceFilter {
  status?: OrderStatus;
}

type OrderHead = Omit<ProductOrder, 'productList'>;
/** The product names of an order's lines, as one text the keyword can match. */
const LINE_NAMES = `(SELECT group_concat(l.productName, ' ') FROM product_order_lines l WHERE l.productOrderIdx = o.productOrderIdx)`;

const SELECT = `SELECT o.productOrderIdx, d.companyIdx, c.companyName, o.divisionIdx, d.divisionName, o.status, d.address, d.addressDetail,
  o.memo, o.orderedBy, o.receivedAt, o.createdDate, o.updatedDate
  FROM product_orders o JOIN divisions d ON d.divisionIdx = o.divisionIdx JOIN companies c ON c.companyIdx = d.companyIdx`;

export function orderRepository(db: Db) {
  /** The heads with their lines, in the heads' order. */
  const withLines = (heads: OrderHead[]): ProductOrder[] => {
    const where = new Where().in('productOrderIdx', heads.map((h) => h.productOrderIdx));
    const lines = db
      .prepare(`SELECT productOrderIdx, productIdx, productName, count, cost FROM product_order_lines ${where} ORDER BY productOrderLineIdx`)
      .all(...where.params) as (OrderLine & { productOrderIdx: number })[];
    const byOrder = new Map<number, OrderLine[]>();
    for (const { productOrderIdx, ...line } of lines) byOrder.set(productOrderIdx, [...(byOrder.get(productOrderIdx) ?? []), line]);
    return heads.map((h) => ({ ...h, productList: byOrder.get(h.productOrderIdx) ?? [] }));
  };
  return {
    /** Newest first; the keyword matches division, memo, orderer and product names. */
    list(q: OrderQuery, scope: ScopeFilter) {
      const where = divisionScope(scope).keyword(['d.divisionName', 'o.memo', 'o.orderedBy', LINE_NAMES], q.keyword);
      if (q.companyIdx !== undefined) where.add('d.companyIdx = ?', q.companyIdx);
      if (q.divisionIdx !== undefined) where.add('o.divisionIdx = ?', q.divisionIdx);
      if (q.deviceIdx !== undefined) where.add('o.divisionIdx = (SELECT divisionIdx FROM devices WHERE deviceIdx = ?)', q.deviceIdx);
      if (q.status) where.add('o.status = ?', q.status);
      where.dateRange('o.createdDate', q.startDate, q.endDate);
      const page = listPage<OrderHead>(db, SELECT, where, 'o.createdDate DESC, o.productOrderIdx DESC', q);
      return { list: withLines(page.list), totalCount: page.totalCount };
    },
    get(productOrderIdx: number): ProductOrder | undefined {
      const head = db.prepare(`${SELECT} WHERE o.productOrderIdx = ?`).get(productOrderIdx) as OrderHead | undefined;
      return head && withLines([head])[0];
    },
    /** REQUESTED orders of a division: still to receive or cancel. */
    countOpen(divisionIdx: number): number {
      return db.prepare(`SELECT COUNT(*) FROM product_orders WHERE divisionIdx = ? AND status = 'REQUESTED'`).pluck().get(divisionIdx) as number;
    },
    insert(order: Omit<OrderRow, 'productOrderIdx' | 'createdDate' | 'updatedDate'>, now: string): number {
      return insertRow(db, 'product_orders', { ...order, createdDate: now, updatedDate: now });
    },
    update(productOrderIdx: number, patch: Partial<Pick<OrderRow, 'status' | 'memo' | 'receivedAt'>>, now: string): void {
      updateRow(db, 'product_orders', 'productOrderIdx', productOrderIdx, { ...patch, updatedDate: now });
    },
    /** The order's lines become these (in this order). */
    setLines(productOrderIdx: number, lines: readonly OrderLine[]): void {
      db.prepare('DELETE FROM product_order_lines WHERE productOrderIdx = ?').run(productOrderIdx);
      for (const line of lines) insertRow(db, 'product_order_lines', { productOrderIdx, ...line });
    },
  };
}
export type OrderRepository = ReturnType<typeof orderRepository>;
