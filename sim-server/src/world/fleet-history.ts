// The fleet's recent past, so screens are not empty before the fleet engine runs: stock on every
// tray and in every warehouse, a week of door sessions, payments and stock movements, faults,
// nightly self-checks, the last day of temperatures and each device's last heartbeat.
import type { Tray } from '../../../contract/index';
import type { DeviceRow } from '../db/repositories/devices';
import type { DoorOpenRow } from '../db/repositories/door-opens';
import type { FaultNoticeRow } from '../db/repositories/faults';
import type { PaymentLineRow, PaymentRow } from '../db/repositories/payments';
import type { ProductRow } from '../db/repositories/products';
import type { SelfCheckRow } from '../db/repositories/self-checks';
import type { ProductMappingRow, ProductTransactionRow } from '../db/repositories/stock';
import type { TemperatureSampleRow } from '../db/repositories/temperatures';
import { kstDayStart } from '../fleet/kst';
import { hasIncident, profilesOf, type DeviceProfile } from './device-profile';
import { generateFaults } from './fault-history';
import type { DivisionRow } from './generate';
import { placeOnTrays, stockWarehouses } from './placement';
import { DAY, WORLD_REF_DATE_MS, wireToMs, type Random } from './random';
import { generateSales, scheduleRestocks } from './sales-history';
import { generateSelfChecks } from './self-checks';
import { StockBook } from './stock-book';
import { generateTemperatures } from './temperatures';

/** Whole KST days of history before the reference date's own morning. */
export const HISTORY_DAYS = 7;

export interface FleetHistory {
  /** The devices with their last heartbeat's signal and connection. */
  devices: DeviceRow[];
  productMappings: ProductMappingRow[];
  productTransactions: ProductTransactionRow[];
  doorOpens: DoorOpenRow[];
  payments: PaymentRow[];
  paymentLines: PaymentLineRow[];
  faultNotices: FaultNoticeRow[];
  selfChecks: SelfCheckRow[];
  temperatureSamples: TemperatureSampleRow[];
}

export function generateFleetHistory(r: Random, devices: DeviceRow[], trays: Tray[], divisions: DivisionRow[], products: ProductRow[]): FleetHistory {
  const historyStart = kstDayStart(WORLD_REF_DATE_MS - HISTORY_DAYS * DAY);
  const book = new StockBook();
  const shelves = placeOnTrays(r, book, devices, trays, products, historyStart);
  stockWarehouses(r, book, divisions, products);
  const profiles = profilesOf(devices, trays);
  for (const p of profiles) {
    const first = shelves.get(p.device.deviceIdx)?.[0];
    scheduleRestocks(r, p, first ? wireToMs(first.mapping.createdDate) : WORLD_REF_DATE_MS, historyStart);
  }
  const faultNotices = generateFaults(r, profiles, historyStart);
  const sales = generateSales(r, book, profiles, shelves, historyStart);
  const selfChecks = generateSelfChecks(r, profiles, historyStart);
  const temperatureSamples = generateTemperatures(r, profiles);
  return {
    devices: profiles.map((p) => lastHeartbeat(r, p)),
    productMappings: book.mappings,
    productTransactions: book.transactions,
    ...sales,
    faultNotices,
    selfChecks,
    temperatureSamples,
  };
}

/** Signal of the last heartbeat; connected unless silent or cut off by an open outage. */
function lastHeartbeat(r: Random, p: DeviceProfile): DeviceRow {
  const cutOff = p.silentSince < WORLD_REF_DATE_MS || hasIncident(p, ['NETWORK_OFFLINE', 'POWER_LOSS'], WORLD_REF_DATE_MS - 1);
  return { ...p.device, signalDbm: p.device.reportAt ? r.int(-85, -60) : null, online: cutOff ? 0 : 1 };
}
