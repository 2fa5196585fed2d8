// Time slots in which employee UIDs may open a division's kiosks. Slots of one division never
// overlap (touching ends are fine). Anyone may manage them within their scope.
import { api } from '../../../contract/index';
import { fail } from '../failure';
import { defineHandlers, reply } from '../http/handler';
import { visibleDivision } from './visible';

export const uidTimeHandlers = defineHandlers(api.division, {
  uidTimeList: ({ params }, ctx) => {
    visibleDivision(ctx, params.divisionIdx);
    const { list, totalCount } = ctx.repos.uidTimes.listOfDivision(params.divisionIdx);
    return reply.list(ctx, list, totalCount);
  },

  uidTimeStore: ({ body }, ctx) => {
    const { divisionIdx, ...slot } = body;
    visibleDivision(ctx, divisionIdx);
    const clash = ctx.repos.uidTimes.overlapping(divisionIdx, slot);
    if (clash) fail.rejected('uidTimeOverlap', { startTime: clash.startTime, endTime: clash.endTime });
    const idx = ctx.repos.uidTimes.insert(divisionIdx, slot, ctx.now);
    ctx.fleetChanged({ cards: true }); // the division's cards open its kiosks in its slots
    return reply.saved(ctx, ctx.repos.uidTimes.get(idx)!, 'registered');
  },

  uidTimeDelete: ({ params }, ctx) => {
    const slot = ctx.repos.uidTimes.get(params.employeeUidTimeIdx) ?? fail.notFound('uidTime');
    ctx.scope.assertDivision(slot.divisionIdx);
    ctx.repos.uidTimes.delete(slot.employeeUidTimeIdx);
    ctx.fleetChanged({ cards: true });
    return reply.saved(ctx, undefined, 'deleted');
  },
});
