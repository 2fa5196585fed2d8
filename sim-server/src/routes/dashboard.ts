// Dashboard figures counted from the tables, in the caller's scope. Faults, payments and stock
// have no tables yet: their figures stay 0 until those areas are simulated (no invented numbers).
import { api } from '../../../contract/index';
import { defineHandlers, reply } from '../http/handler';

export const dashboardHandlers = defineHandlers(api.dashboard, {
  info: (_input, ctx) => {
    const scope = ctx.scope.filter;
    const devices = ctx.repos.devices.countByStatus(scope);
    return reply.info(ctx, {
      companyCount: ctx.repos.companies.count(scope),
      divisionCount: ctx.repos.divisions.count(scope),
      deviceCount: devices.ONLINE + devices.OFFLINE + devices.FAULT + devices.MAINTENANCE,
      onlineDeviceCount: devices.ONLINE,
      offlineDeviceCount: devices.OFFLINE,
      faultDeviceCount: devices.FAULT,
      openFaultCount: 0,
      todayPaymentCount: 0,
      todaySalesAmount: 0,
      lowStockCount: 0,
      recentFaults: [],
      generatedAt: ctx.now,
    });
  },
});
