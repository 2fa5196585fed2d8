// Employee cards (UIDs) of a division with their welfare points, and the point log. Anyone manages
// the cards of the divisions in their scope (a MANAGER its own stores). A UID is unique in a company
// regardless of case; a new card starts with the division's resetPoint and a RESET entry (without a
// policy: 0 P and no entry). A card may move to another division of its company and keeps its points until the
// next reset. Deleting keeps the card's history (payments and point log keep the name). Every change
// is told to the fleet, which lets cards open their division's kiosks and pay with points.
import { api } from '../../../contract/index';
import type { EmployeeUidFields } from '../db/repositories/employee-uids';
import { fail } from '../failure';
import { defineHandlers, reply, type RequestContext } from '../http/handler';
import { visibleCard, visibleDivision } from './visible';
import { recordText } from '../record-text';

export const employeeUidHandlers = defineHandlers(api.employeeUid, {
  list: ({ body }, ctx) => {
    const { list, totalCount } = ctx.repos.employeeUids.list(body, ctx.scope.filter);
    return reply.list(ctx, list, totalCount);
  },

  info: ({ params }, ctx) => reply.info(ctx, visibleCard(ctx, params.employeeUidIdx)),

  store: ({ body }, ctx) => {
    const division = visibleDivision(ctx, body.divisionIdx);
    const fields = cardFields(ctx, body, division.companyIdx);
    const key = ctx.repos.employeeUids.insert({ ...fields, companyIdx: division.companyIdx }, ctx.now);
    // Points exist only where the division has a policy; without one the card has no log yet.
    const policy = ctx.repos.resetPolicies.ofDivision(division.divisionIdx);
    if (policy) ctx.repos.employeeUids.resetTo(key, policy.resetPoint, recordText('newCard'), ctx.now);
    ctx.fleetChanged({ cards: true });
    return reply.saved(ctx, ctx.repos.employeeUids.get(key)!, 'registered');
  },

  update: ({ body }, ctx) => {
    const { employeeUidIdx, ...given } = body;
    const card = visibleCard(ctx, employeeUidIdx);
    const division = visibleDivision(ctx, given.divisionIdx);
    if (division.companyIdx !== card.companyIdx) fail.rejected('employeeUidOtherCompany');
    ctx.repos.employeeUids.update(card.employeeUidIdx, cardFields(ctx, given, card.companyIdx, card.employeeUidIdx), ctx.now);
    ctx.fleetChanged({ cards: true });
    return reply.saved(ctx, ctx.repos.employeeUids.get(card.employeeUidIdx)!, 'modified');
  },

  delete: ({ params }, ctx) => {
    const card = visibleCard(ctx, params.employeeUidIdx);
    ctx.repos.employeeUids.softDelete(card.employeeUidIdx, ctx.now);
    ctx.fleetChanged({ cards: true });
    return reply.saved(ctx, undefined, 'deleted');
  },
});

export const employeePointLogHandlers = defineHandlers(api.employeePointLog, {
  list: ({ body }, ctx) => {
    const { list, totalCount } = ctx.repos.employeeUids.logs(body, ctx.scope.filter);
    return reply.list(ctx, list, totalCount);
  },

  paymentProducts: ({ params }, ctx) => {
    const payment = ctx.repos.payments.get(params.referenceIdx) ?? fail.notFound('payment');
    ctx.scope.assertDivision(payment.divisionIdx);
    const { list, totalCount } = ctx.repos.payments.linePage(payment.paymentIdx);
    return reply.list(ctx, list, totalCount);
  },
});

/** The stored fields: the UID in capitals (card readers differ in case), unique in the company. */
function cardFields(ctx: RequestContext, body: EmployeeUidFields, companyIdx: number, except?: number): EmployeeUidFields {
  const uid = body.uid.toUpperCase();
  const holder = ctx.repos.employeeUids.uidHolder(companyIdx, uid, except);
  if (holder) fail.rejected('employeeUidTaken', { uid, employeeName: holder.employeeName });
  return { divisionIdx: body.divisionIdx, uid, employeeName: body.employeeName, employeeNo: body.employeeNo, enabled: body.enabled };
}
