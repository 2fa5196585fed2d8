// What devices reported: fault notices, self-checks and door-open sessions, newest first, in the
// caller's scope.
import { api } from '../../../contract/index';
import { defineHandlers, reply } from '../http/handler';
import { visibleDevice } from './visible';

export const deviceHistoryHandlers = defineHandlers(api.device, {
  faultCheck: ({ body }, ctx) => {
    const { list, totalCount } = ctx.repos.faults.list(body, ctx.scope.filter, ctx.lang);
    return reply.list(ctx, list, totalCount);
  },

  selfCheck: ({ body }, ctx) => {
    const { list, totalCount } = ctx.repos.selfChecks.list(body, ctx.scope.filter);
    return reply.list(ctx, list, totalCount);
  },

  openDoorList: ({ body }, ctx) => {
    const { list, totalCount } = ctx.repos.doorOpens.list(body, ctx.scope.filter);
    return reply.list(ctx, list, totalCount);
  },

  // A deleted (archived) device's door sessions are history too: its screen keeps showing them.
  openDoorInfo: ({ params }, ctx) => {
    const { list, totalCount } = ctx.repos.doorOpens.ofDevice(visibleDevice(ctx, params.deviceIdx, true).deviceIdx);
    return reply.list(ctx, list, totalCount);
  },
});
