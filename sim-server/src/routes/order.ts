// Purchase orders of a division, for whoever may see the division. An order starts REQUESTED and
// only then changes: its lines and memo, or its status. RECEIVED adds every line to the division's
// own stock (its warehouse) as an ADD expiring after the product's shelf life; CANCELED is final.
import { api } from '../../../contract/index';
import type { OrderLine } from '../db/repositories/orders';
import { fail } from '../failure';
import { defineHandlers, reply, type HandlerInput, type RequestContext } from '../http/handler';
import { addStock, assertUsableBy, freshExpiry } from './product-rules';
import { divisionStock } from './stock';
import { visibleDivision, visibleOrder, visibleProduct } from './visible';
import { recordText } from '../record-text';

type StoreBody = HandlerInput<typeof api.order.store>['body'];

export const orderHandlers = defineHandlers(api.order, {
  list: ({ body }, ctx) => {
    const { list, totalCount } = ctx.repos.orders.list(body, ctx.scope.filter);
    return reply.list(ctx, list, totalCount);
  },

  info: ({ params }, ctx) => reply.info(ctx, visibleOrder(ctx, params.productOrderIdx)),

  store: ({ body }, ctx) => {
    const current = body.productOrderIdx === undefined ? undefined : visibleOrder(ctx, body.productOrderIdx);
    const division = visibleDivision(ctx, body.divisionIdx);
    if (current && current.status !== 'REQUESTED') fail.rejected('orderClosed', { status: current.status });
    if (current && current.divisionIdx !== division.divisionIdx) fail.rejected('orderDivisionFixed');
    if (!current && body.status !== 'REQUESTED') fail.badInput('status', 'newOrderRequested');
    // Lines already ordered keep the name and cost of the day they were ordered.
    const lines = linesOf(ctx, body, division.companyIdx, new Map(current?.productList.map((l) => [l.productIdx, l])));
    const key =
      current?.productOrderIdx ??
      ctx.repos.orders.insert({ divisionIdx: division.divisionIdx, status: 'REQUESTED', memo: body.memo, orderedBy: ctx.user.userName, orderedByUserIdx: ctx.user.userIdx, receivedAt: null }, ctx.now);
    ctx.repos.orders.update(key, { memo: body.memo }, ctx.now);
    ctx.repos.orders.setLines(key, lines);
    if (body.status === 'RECEIVED') {
      for (const line of lines) {
        const product = ctx.repos.products.get(line.productIdx)!;
        const memo = recordText('order', { order: key });
        const productMappingIdx = divisionStock(ctx, division.divisionIdx, product, memo);
        addStock(ctx, { productMappingIdx, transactionCode: 'ADD', count: line.count, at: ctx.now, memo, batchExpiredDate: freshExpiry(ctx, product) });
      }
      ctx.repos.orders.update(key, { status: 'RECEIVED', receivedAt: ctx.now }, ctx.now);
    } else if (body.status === 'CANCELED') {
      ctx.repos.orders.update(key, { status: 'CANCELED' }, ctx.now);
    }
    return reply.saved(ctx, ctx.repos.orders.get(key)!, 'orderSaved');
  },
});

/** Each line names a product the division's company may use, once (BAD_INPUT names the line). */
function linesOf(ctx: RequestContext, body: StoreBody, companyIdx: number, ordered: Map<number, OrderLine>): OrderLine[] {
  const seen = new Set<number>();
  return body.productList.map(({ productIdx, count }, i) => {
    const field = `productList.${i}.productIdx`;
    if (seen.has(productIdx)) fail.badInput(field, 'appearsTwice', { value: productIdx });
    seen.add(productIdx);
    if (!ctx.repos.products.get(productIdx)) fail.badInput(field, 'noSuchProduct', { value: productIdx });
    const product = visibleProduct(ctx, productIdx);
    assertUsableBy(product, companyIdx);
    const before = ordered.get(productIdx);
    return { productIdx, productName: before?.productName ?? product.productName, count, cost: before?.cost ?? product.cost };
  });
}
