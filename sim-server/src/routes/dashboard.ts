// Dashboard figures, every one counted from the tables in the caller's scope: devices by status
// and connection, unresolved faults, today's approved payments by KST hour, stock that is low or
// expiring soon, fridges that are too warm, and the newest faults and door sessions. A payment no
// door session could make (written before the catalog's bounds) is left out of today's sums, logged
// and noted, so the sums stay exact.
import { DASHBOARD_LIMITS, api } from '../../../contract/index';
import { toWireDate } from '../clock';
import { withNote } from '../http/answer-check';
import { defineHandlers, reply } from '../http/handler';

const RECENT = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

export const dashboardHandlers = defineHandlers(api.dashboard, {
  info: (_input, ctx) => {
    const scope = ctx.scope.filter;
    const { repos } = ctx;
    const devices = repos.devices.countByStatus(scope);
    const faults = repos.faults.countUnresolved(scope);
    const today = toWireDate(ctx.nowMs);
    const payments = repos.payments.approvedTotals(scope, today);
    const uncountable = repos.payments.uncountableOn(scope, today);
    const answer = reply.info(ctx, {
      companyCount: repos.companies.count(scope),
      divisionCount: repos.divisions.count(scope),
      deviceCount: devices.ONLINE + devices.OFFLINE + devices.FAULT + devices.MAINTENANCE,
      onlineDeviceCount: devices.ONLINE,
      offlineDeviceCount: devices.OFFLINE,
      faultDeviceCount: devices.FAULT,
      maintenanceDeviceCount: devices.MAINTENANCE,
      connectedDeviceCount: repos.devices.countConnected(scope),
      openFaultCount: faults.INFO + faults.WARNING + faults.CRITICAL,
      openFaultsBySeverity: faults,
      todayPaymentCount: payments.count,
      todaySalesAmount: payments.amount,
      lowStockCount: repos.stock.countLow(scope, DASHBOARD_LIMITS.lowStock),
      temperatureAlertCount: repos.temperatures.countAbove(scope, DASHBOARD_LIMITS.temperatureAlertC),
      expiringSoonCount: repos.stock.countExpiring(scope, today, toWireDate(ctx.nowMs + DASHBOARD_LIMITS.expiringWithinDays * DAY_MS)),
      salesByHour: repos.payments.approvedByHour(scope, today),
      recentFaults: repos.faults.recent(scope, RECENT, ctx.lang).map(({ noticeIdx, deviceName, divisionName, component, severity, state, reportAt }) => ({
        noticeIdx, deviceName, divisionName, component, severity, state, reportAt,
      })),
      recentDoorOpens: repos.doorOpens.newest(scope, RECENT).map(({ doorOpenIdx, deviceIdx, deviceName, divisionName, openType, openAt, closeAt, paymentIdx }) => ({
        doorOpenIdx, deviceIdx, deviceName, divisionName, openType, openAt, closeAt, paymentIdx,
      })),
      generatedAt: ctx.now,
    });
    if (uncountable.length === 0) return answer;
    for (const paymentIdx of uncountable) ctx.options.logError(`dashboard.info: left paymentIdx ${paymentIdx} out of today's sums (beyond the price limits)`, null);
    const one = uncountable.length === 1;
    return withNote(ctx.lang, answer, 'paymentsNotCounted', { count: uncountable.length, payments: { ko: '', en: one ? 'payment' : 'payments' }, were: { ko: '', en: one ? 'was' : 'were' } });
  },
});
