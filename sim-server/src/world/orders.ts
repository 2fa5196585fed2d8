// Purchase orders of the seeded world. Warehouses received two or three orders after their stock
// was first counted (each line an ADD in the stock book, so stock = Σ transactions still holds),
// and have one open; stores and sites sometimes have one open (every demo store does); a few orders
// were canceled. Keys follow the order date.
import type { OrderLineRow, OrderRow, OrderStatus } from '../db/repositories/orders';
import type { ProductRow } from '../db/repositories/products';
import { toWireDate, toWireDateTime } from '../clock';
import type { DivisionRow } from '../db/repositories/divisions';
import { CANCEL_MEMOS, ORDER_MEMOS } from './korean-data';
import { DAY, HOUR, MINUTE, WORLD_REF_DATE_MS, wireToMs, type Random } from './random';
import type { StockBook } from './stock-book';
import type { UserSeed } from './users';
import { recordText } from '../record-text';

export interface OrderHistory {
  orders: OrderRow[];
  orderLines: OrderLineRow[];
}

interface Plan {
  order: Omit<OrderRow, 'productOrderIdx'>;
  lines: { product: ProductRow; count: number }[];
}

/** Goods a warehouse keeps: a week of shelf life or more (as the seeded warehouse stock). */
const STORABLE_DAYS = 7;

export function generateOrders(r: Random, book: StockBook, divisions: DivisionRow[], products: ProductRow[], users: UserSeed[]): OrderHistory {
  const plans: Plan[] = [];
  for (const division of divisions) {
    const usable = products.filter((p) => p.companyIdx === null || p.companyIdx === division.companyIdx);
    const orderer = ordererOf(users, division);
    const plan = (status: OrderStatus, createdMs: number, pool: ProductRow[], counts: () => number, receivedMs?: number, memo: string = r.pick(ORDER_MEMOS)) => {
      const created = toWireDateTime(createdMs);
      const updated = receivedMs ?? (status === 'CANCELED' ? createdMs + r.int(2 * 60, 30 * 60) * MINUTE : createdMs);
      plans.push({
        order: { divisionIdx: division.divisionIdx, status, memo, ...orderer, receivedAt: receivedMs === undefined ? null : toWireDateTime(receivedMs), createdDate: created, updatedDate: toWireDateTime(updated) },
        lines: r.f.helpers.arrayElements(pool, r.int(2, 5)).map((product) => ({ product, count: counts() })),
      });
    };
    if (division.divisionType === 'WAREHOUSE') {
      const storable = usable.filter((p) => p.shelfLifeDays >= STORABLE_DAYS);
      const boxes = () => r.int(2, 12) * 10;
      // After the stock the warehouse already holds was counted in, so each product's history runs forward.
      const counted = Math.max(WORLD_REF_DATE_MS - 20 * DAY, ...book.mappings.filter((m) => m.divisionIdx === division.divisionIdx).map((m) => wireToMs(m.createdDate)));
      const received = Array.from({ length: r.int(2, 3) }, () => r.int(counted + HOUR, WORLD_REF_DATE_MS - HOUR)).sort((a, b) => a - b);
      for (const at of received) plan('RECEIVED', at - r.int(1, 3) * DAY, storable, boxes, at);
      plan('REQUESTED', WORLD_REF_DATE_MS - r.int(2 * 60, 48 * 60) * MINUTE, storable, boxes);
      if (r.f.datatype.boolean(0.4)) plan('CANCELED', WORLD_REF_DATE_MS - r.int(4 * 24 * 60, 14 * 24 * 60) * MINUTE, storable, boxes, undefined, r.pick(CANCEL_MEMOS));
    } else {
      const trays = () => r.int(1, 4) * 6;
      if (division.companyIdx === 1 || r.f.datatype.boolean(0.4)) plan('REQUESTED', WORLD_REF_DATE_MS - r.int(2 * 60, 72 * 60) * MINUTE, usable, trays);
      if (r.f.datatype.boolean(0.15)) plan('CANCELED', WORLD_REF_DATE_MS - r.int(4 * 24 * 60, 14 * 24 * 60) * MINUTE, usable, trays, undefined, r.pick(CANCEL_MEMOS));
    }
  }
  plans.sort((a, b) => a.order.createdDate.localeCompare(b.order.createdDate) || a.order.divisionIdx - b.order.divisionIdx);
  const out: OrderHistory = { orders: [], orderLines: [] };
  plans.forEach(({ order, lines }, i) => {
    const productOrderIdx = i + 1;
    out.orders.push({ productOrderIdx, ...order });
    for (const { product, count } of lines) {
      out.orderLines.push({
        productOrderLineIdx: out.orderLines.length + 1, productOrderIdx, productIdx: product.productIdx, productName: product.productName, count, cost: product.cost,
      });
    }
  });
  receive(book, out, products);
  return out;
}

/** Every received order's lines go into its division's own stock, in the order they arrived. */
function receive(book: StockBook, history: OrderHistory, products: ProductRow[]): void {
  const received = history.orders.filter((o) => o.receivedAt !== null).sort((a, b) => a.receivedAt!.localeCompare(b.receivedAt!));
  for (const order of received) {
    const at = order.receivedAt!;
    const memo = recordText('order', { order: order.productOrderIdx });
    for (const line of history.orderLines.filter((l) => l.productOrderIdx === order.productOrderIdx)) {
      const product = products.find((p) => p.productIdx === line.productIdx)!;
      const held =
        book.mappings.find((m) => m.divisionIdx === order.divisionIdx && m.deviceIdx === null && m.productIdx === line.productIdx) ??
        book.place({ productIdx: product.productIdx, divisionIdx: order.divisionIdx, deviceIdx: null, trayIdx: null, price: product.price, expiredDate: null }, 0, at, memo);
      book.addBatch(held, line.count, at, memo, toWireDate(wireToMs(at) + product.shelfLifeDays * DAY));
    }
  }
}

/** Who placed a division's orders: its manager's account, else the company's partner, else the manager by name. */
function ordererOf(users: UserSeed[], division: DivisionRow): Pick<OrderRow, 'orderedBy' | 'orderedByUserIdx'> {
  const user =
    users.find((u) => u.row.authType === 'MANAGER' && u.divisionIdxList.includes(division.divisionIdx)) ??
    users.find((u) => u.row.authType === 'PARTNER' && u.row.companyIdx === division.companyIdx);
  return user ? { orderedBy: user.row.userName, orderedByUserIdx: user.row.userIdx } : { orderedBy: division.managerName, orderedByUserIdx: null };
}
