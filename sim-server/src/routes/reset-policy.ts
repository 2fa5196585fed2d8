// Employee point reset policy of a division: one per division, registered once, then modified.
// Anyone may read and set it within their scope (a MANAGER for its own stores). A new policy grants
// every card of the division its point at once; a changed one applies from the next reset on.
import { api } from '../../../contract/index';
import { fail } from '../failure';
import { defineHandlers, reply } from '../http/handler';
import { recordText } from '../record-text';
import { visibleDivision } from './visible';

export const resetPolicyHandlers = defineHandlers(api.division, {
  resetPolicyInfo: ({ params }, ctx) => {
    visibleDivision(ctx, params.divisionIdx);
    return reply.info(ctx, ctx.repos.resetPolicies.ofDivision(params.divisionIdx) ?? null);
  },

  resetPolicyStore: ({ body }, ctx) => {
    const { divisionIdx, ...fields } = body;
    visibleDivision(ctx, divisionIdx);
    if (ctx.repos.resetPolicies.ofDivision(divisionIdx)) fail.rejected('resetPolicyExists');
    const idx = ctx.repos.resetPolicies.insert(divisionIdx, fields, ctx.now);
    // The policy starts now: every card of the division gets its point at once, then resets by it.
    for (const card of ctx.repos.employeeUids.idxsOfDivision(divisionIdx)) ctx.repos.employeeUids.resetTo(card, fields.resetPoint, recordText('policyStarted'), ctx.now);
    ctx.fleetChanged({ cards: true });
    return reply.saved(ctx, ctx.repos.resetPolicies.get(idx)!, 'registered');
  },

  resetPolicyUpdate: ({ body }, ctx) => {
    const { employeeResetPolicyIdx, divisionIdx, ...fields } = body;
    const policy = ctx.repos.resetPolicies.get(employeeResetPolicyIdx) ?? fail.notFound('resetPolicy');
    ctx.scope.assertDivision(policy.divisionIdx);
    visibleDivision(ctx, divisionIdx);
    if (policy.divisionIdx !== divisionIdx) fail.rejected('resetPolicyOtherDivision');
    ctx.repos.resetPolicies.update(employeeResetPolicyIdx, fields, ctx.now);
    ctx.fleetChanged({ cards: true });
    return reply.saved(ctx, ctx.repos.resetPolicies.get(employeeResetPolicyIdx)!, 'modified');
  },
});
