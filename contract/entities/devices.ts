// Devices, trays, fault notices, self-checks and door-open sessions.
import { z } from 'zod';
import { wireDateTime } from '../wire';
import { stamps } from './stamps';
import { PROVIDERS } from './organisation';

export const DEVICE_TYPES = ['AI_FRIDGE', 'VENDING', 'KIOSK'] as const;
export const DEVICE_STATUSES = ['ONLINE', 'OFFLINE', 'FAULT', 'MAINTENANCE'] as const;
/**
 * What device.list sorts by: the device's own fields, its company and division names together
 * (`companyDivision`), and what it reports (the newest temperature, its open faults). `status`
 * sorts by severity: ONLINE, MAINTENANCE, OFFLINE, FAULT.
 */
export const DEVICE_SORT_FIELDS = ['deviceName', 'serialNumber', 'companyDivision', 'status', 'temperature', 'openFaultCount', 'reportAt', 'createdDate', 'updatedDate'] as const;
export const device = z.object({
  deviceIdx: z.number().int(),
  divisionIdx: z.number().int(),
  divisionName: z.string(),
  companyIdx: z.number().int(),
  companyName: z.string(),
  deviceName: z.string(),
  serialNumber: z.string(),
  deviceType: z.enum(DEVICE_TYPES),
  provider: z.enum(PROVIDERS),
  model: z.string(),
  firmwareVersion: z.string(),
  status: z.enum(DEVICE_STATUSES),
  /** Postal code and road address of the device's division. */
  zipCode: z.string(),
  address: z.string(),
  /** The division's address detail (building, floor); `addressDetail` is the device's own spot in it. */
  divisionAddressDetail: z.string(),
  addressDetail: z.string(),
  trayCount: z.number().int().nonnegative(),
  /** Last heartbeat the device reported. */
  reportAt: wireDateTime.nullable(),
  /** Connected: heartbeats arrive (false before the first one and after missed ones). */
  online: z.boolean(),
  /** Signal strength of the last heartbeat in dBm; null before the first one. */
  signalDbm: z.number().int().nullable(),
  /** Latest measured temperature in °C (the warmest zone of the latest sample); null without a reading. */
  temperature: z.number().nullable(),
  /** Fault notices not yet resolved (OPEN or ACKNOWLEDGED). */
  openFaultCount: z.number().int().nonnegative(),
  ...stamps,
});
export type Device = z.infer<typeof device>;

export const tray = z.object({
  trayIdx: z.number().int(),
  deviceIdx: z.number().int(),
  trayNo: z.number().int().positive(),
  trayName: z.string(),
  /** Target temperature of the tray's zone in °C (null for ambient trays). */
  setTemperature: z.number().nullable(),
  maxCapacity: z.number().int().positive(),
  ...stamps,
});
export type Tray = z.infer<typeof tray>;

export const FAULT_SEVERITIES = ['INFO', 'WARNING', 'CRITICAL'] as const;
export const FAULT_STATES = ['OPEN', 'ACKNOWLEDGED', 'RESOLVED'] as const;
/** A fault notice; the list carries the device's fields as spec §3 says. */
export const faultNotice = z.object({
  noticeIdx: z.number().int(),
  deviceIdx: z.number().int(),
  deviceName: z.string(),
  /** The device's store (device names repeat from store to store). */
  divisionName: z.string(),
  serialNumber: z.string(),
  component: z.string(),
  faultCode: z.string(),
  severity: z.enum(FAULT_SEVERITIES),
  state: z.enum(FAULT_STATES),
  description: z.string(),
  address: z.string(),
  addressDetail: z.string(),
  reportAt: wireDateTime,
  resolvedAt: wireDateTime.nullable(),
  ...stamps,
});
export const selfCheck = z.object({
  selfCheckIdx: z.number().int(),
  deviceIdx: z.number().int(),
  deviceName: z.string(),
  /** The device's store (device names repeat from store to store). */
  divisionName: z.string(),
  passed: z.boolean(),
  results: z.array(z.object({ component: z.string(), passed: z.boolean(), detail: z.string() })),
  address: z.string(),
  addressDetail: z.string(),
  reportAt: wireDateTime,
  ...stamps,
});
/** Who opened the door: a customer paying by app, card or points, or staff (restock, service). */
export const DOOR_OPEN_TYPES = ['APP', 'CARD', 'POINT', 'EMPLOYEE'] as const;
export const doorOpen = z.object({
  doorOpenIdx: z.number().int(),
  deviceIdx: z.number().int(),
  deviceName: z.string(),
  /** The device's store (device names repeat from store to store). */
  divisionName: z.string(),
  openType: z.enum(DOOR_OPEN_TYPES),
  openAt: wireDateTime,
  closeAt: wireDateTime.nullable(),
  paymentIdx: z.number().int().nullable(),
  address: z.string(),
  addressDetail: z.string(),
  reportAt: wireDateTime,
  ...stamps,
});
