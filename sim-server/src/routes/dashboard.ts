// Dashboard figures, every one counted from the tables in the caller's scope: devices by status
// and connection, unresolved faults, today's approved payments by KST hour, stock that is low or
// expiring soon, fridges that are too warm, and the newest faults and door sessions. A payment no
// door session could make (written before the catalog's bounds) is left out of today's sums, logged
// and noted, so the sums stay exact.
import { DASHBOARD_LIMITS, api } from '../../../contract/index';
import { toWireDate } from '../clock';
import { withNote } from '../http/answer-check';
import { defineHandlers, reply, withAsyncStep } from '../http/handler';

const RECENT = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

// The figures are read on the report thread (db/report-thread.ts); the handler lays them out.
export const dashboardHandlers = defineHandlers(api.dashboard, {
  info: withAsyncStep(
    (_input, ctx) =>
      ctx.reports.dashboard(ctx.scope.filter, {
        today: toWireDate(ctx.nowMs), expiringBy: toWireDate(ctx.nowMs + DASHBOARD_LIMITS.expiringWithinDays * DAY_MS),
        lowStock: DASHBOARD_LIMITS.lowStock, temperatureAlertC: DASHBOARD_LIMITS.temperatureAlertC, recent: RECENT, lang: ctx.lang,
      }),
    (_input, ctx, f) => {
      const { devices, faults, payments, uncountable } = f;
      const answer = reply.info(ctx, {
        companyCount: f.companyCount,
        divisionCount: f.divisionCount,
        deviceCount: devices.ONLINE + devices.OFFLINE + devices.FAULT + devices.MAINTENANCE,
        onlineDeviceCount: devices.ONLINE,
        offlineDeviceCount: devices.OFFLINE,
        faultDeviceCount: devices.FAULT,
        maintenanceDeviceCount: devices.MAINTENANCE,
        connectedDeviceCount: f.connectedDeviceCount,
        openFaultCount: faults.INFO + faults.WARNING + faults.CRITICAL,
        openFaultsBySeverity: faults,
        todayPaymentCount: payments.count,
        todaySalesAmount: payments.amount,
        lowStockCount: f.lowStockCount,
        temperatureAlertCount: f.temperatureAlertCount,
        expiringSoonCount: f.expiringSoonCount,
        salesByHour: f.salesByHour,
        recentFaults: f.recentFaults.map(({ noticeIdx, deviceName, divisionName, component, severity, state, reportAt }) => ({
          noticeIdx, deviceName, divisionName, component, severity, state, reportAt,
        })),
        recentDoorOpens: f.recentDoorOpens.map(({ doorOpenIdx, deviceIdx, deviceName, divisionName, openType, openAt, closeAt, paymentIdx }) => ({
          doorOpenIdx, deviceIdx, deviceName, divisionName, openType, openAt, closeAt, paymentIdx,
        })),
        generatedAt: ctx.now,
      });
      if (uncountable.length === 0) return answer;
      for (const paymentIdx of uncountable) ctx.options.logError(`dashboard.info: left paymentIdx ${paymentIdx} out of today's sums (beyond the price limits)`, null);
      const one = uncountable.length === 1;
      return withNote(ctx.lang, answer, 'paymentsNotCounted', { count: uncountable.length, payments: { ko: '', en: one ? 'payment' : 'payments' }, were: { ko: '', en: one ? 'was' : 'were' } });
    },
  ),
});
