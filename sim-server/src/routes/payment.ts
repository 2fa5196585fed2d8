// Payments of kiosk sessions and the sales read from them, in the caller's scope: the payment list
// (filters, sort and paging in SQL), revenue per month or day (approved payments minus their
// refunds, by approval date in KST, per device on request) and the product lines sold. All three
// read the same rows, so their sums agree for the same window and scope.
import { api } from '../../../contract/index';
import type { Period } from '../db/repositories/payments';
import { fail } from '../http/failure';
import { defineHandlers, reply, type Handler } from '../http/handler';

/** A date window must not end before it starts. */
export function checkWindow(body: { startDate?: string; endDate?: string }): void {
  if (body.startDate && body.endDate && body.endDate < body.startDate) fail.badInput('endDate', 'notBeforeStart');
}

export const paymentHandlers = defineHandlers(api.payment, {
  list: ({ body }, ctx) => {
    checkWindow(body);
    const { list, totalCount } = ctx.repos.payments.list(body, ctx.scope.filter);
    return reply.list(ctx, list, totalCount);
  },
});

const revenue =
  (period: Period): Handler<typeof api.sales.revenueList> =>
  ({ body }, ctx) => {
    checkWindow(body);
    const { list, totalCount } = ctx.repos.payments.revenue(body, ctx.scope.filter, period);
    return reply.list(ctx, list, totalCount);
  };

export const salesHandlers = defineHandlers(api.sales, {
  revenueList: revenue('month'),
  revenueDaily: revenue('day'),
  productList: ({ body }, ctx) => {
    checkWindow(body);
    const { list, totalCount } = ctx.repos.payments.productSales(body, ctx.scope.filter);
    return reply.list(ctx, list, totalCount);
  },
});
