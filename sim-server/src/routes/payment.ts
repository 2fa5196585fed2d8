// Payments of kiosk sessions and the sales read from them, in the caller's scope: the payment list
// (filters, sort and paging in SQL), revenue per month or day (approved payments minus their
// refunds, by approval date in KST, per device on request) and the product lines sold. All three
// read the same rows, so their sums agree for the same window and scope.
import { api } from '../../../contract/index';
import type { Period } from '../db/repositories/payments';
import { fail } from '../failure';
import { defineHandlers, reply, withAsyncStep, type Handler } from '../http/handler';

/** A date window must not end before it starts. */
export function checkWindow(body: { startDate?: string; endDate?: string }): void {
  if (body.startDate && body.endDate && body.endDate < body.startDate) fail.badInput('endDate', 'notBeforeStart');
}

// Each asks the report thread (db/report-thread.ts) in its asynchronous step, so a search or sum
// over a million payments never holds the server; the handler then answers with what it found.
export const paymentHandlers = defineHandlers(api.payment, {
  list: withAsyncStep(
    ({ body }, ctx) => {
      checkWindow(body);
      return ctx.reports.paymentList(body, ctx.scope.filter);
    },
    (_input, ctx, { list, totalCount }) => reply.list(ctx, list, totalCount),
  ),
});

const revenue = (period: Period): Handler<typeof api.sales.revenueList> =>
  withAsyncStep(
    ({ body }, ctx) => {
      checkWindow(body);
      return ctx.reports.revenue(body, ctx.scope.filter, period);
    },
    (_input, ctx, { list, totalCount }) => reply.list(ctx, list, totalCount),
  );

export const salesHandlers = defineHandlers(api.sales, {
  revenueList: revenue('month'),
  revenueDaily: revenue('day'),
  productList: withAsyncStep(
    ({ body }, ctx) => {
      checkWindow(body);
      return ctx.reports.productSales(body, ctx.scope.filter);
    },
    (_input, ctx, { list, totalCount }) => reply.list(ctx, list, totalCount),
  ),
});
