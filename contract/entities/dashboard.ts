// The organisation tree for navigation, and the dashboard.
import { z } from 'zod';
import { wireDateTime, won } from '../wire';
import { DEVICE_STATUSES, doorOpen, faultNotice } from './devices';
import { hourSales } from './statistics';

export const treeDevice = z.object({
  deviceIdx: z.number().int(),
  deviceName: z.string(),
  serialNumber: z.string(),
  status: z.enum(DEVICE_STATUSES),
});
export const treeDivision = z.object({
  divisionIdx: z.number().int(),
  divisionName: z.string(),
  deviceList: z.array(treeDevice),
});
export const treeCompany = z.object({
  companyIdx: z.number().int(),
  companyName: z.string(),
  divisionList: z.array(treeDivision),
});
export type TreeCompany = z.infer<typeof treeCompany>;

export const dashboardInfo = z.object({
  companyCount: z.number().int(),
  divisionCount: z.number().int(),
  deviceCount: z.number().int(),
  /** Devices by status (ONLINE, OFFLINE, FAULT, MAINTENANCE). */
  onlineDeviceCount: z.number().int(),
  offlineDeviceCount: z.number().int(),
  faultDeviceCount: z.number().int(),
  maintenanceDeviceCount: z.number().int(),
  /** Devices whose heartbeats arrive (device.online), whatever their status. */
  connectedDeviceCount: z.number().int(),
  /** Fault notices not yet resolved, in all and by severity. */
  openFaultCount: z.number().int(),
  openFaultsBySeverity: z.object({ INFO: z.number().int(), WARNING: z.number().int(), CRITICAL: z.number().int() }),
  /** Approved payments of today (KST) and their amount net of refunds (as revenue counts it). */
  todayPaymentCount: z.number().int(),
  todaySalesAmount: won,
  /** Products on device trays with stock at or below DASHBOARD_LIMITS.lowStock. */
  lowStockCount: z.number().int(),
  /** Devices whose latest temperature is above DASHBOARD_LIMITS.temperatureAlertC. */
  temperatureAlertCount: z.number().int(),
  /**
   * Products in stock on devices (on a tray or off display) expiring from today to
   * DASHBOARD_LIMITS.expiringWithinDays days on: the inventory list with those dates. A warehouse's
   * are on the warehouse list.
   */
  expiringSoonCount: z.number().int(),
  /** Today's approved payments by KST hour, 24 entries (hour 0–23); amounts net of refunds. */
  salesByHour: z.array(hourSales).length(24),
  /** Newest fault notices, for the dashboard's list. */
  recentFaults: z.array(faultNotice.pick({ noticeIdx: true, deviceName: true, divisionName: true, component: true, severity: true, state: true, reportAt: true })),
  /** Newest door-open sessions. */
  recentDoorOpens: z.array(doorOpen.pick({ doorOpenIdx: true, deviceIdx: true, deviceName: true, divisionName: true, openType: true, openAt: true, closeAt: true, paymentIdx: true })),
  generatedAt: wireDateTime,
});
export type DashboardInfo = z.infer<typeof dashboardInfo>;
