// Employee point reset policy of a division: one per division, registered once, then modified.
// Anyone may read and set it within their scope (a MANAGER for its own stores).
import { api } from '../../../contract/index';
import { fail } from '../http/failure';
import { defineHandlers, reply } from '../http/handler';
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
    ctx.fleetChanged({ cards: true }); // the division's cards now reset by it
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
