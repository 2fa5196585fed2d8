// The fleet's recent past, so screens are not empty before the fleet engine runs: stock on every
// tray and in every warehouse, a week of door sessions, payments and stock movements, faults,
// nightly self-checks, the last day of temperatures and each device's last heartbeat.
import type { Tray } from '../../../contract/index';
import type { DeviceRow } from '../db/repositories/devices';
import type { DoorOpenRow } from '../db/repositories/door-opens';
import type { FaultNoticeRow } from '../db/repositories/faults';
import type { PaymentLineRow, PaymentRow } from '../db/repositories/payments';
import type { EmployeePointLogRow, EmployeeUidRow } from '../db/repositories/employee-uids';
import type { ProductRow } from '../db/repositories/products';
import type { PromotionRow } from '../db/repositories/promotions';
import type { ResetPolicy } from '../db/repositories/reset-policies';
import type { SelfCheckRow } from '../db/repositories/self-checks';
import type { ProductMappingRow, ProductTransactionRow } from '../db/repositories/stock';
import type { TemperatureSampleRow } from '../db/repositories/temperatures';
import type { UidTime } from '../db/repositories/uid-times';
import { deriveSeed } from '../fleet/random';
import { kstDayStart } from '../fleet/kst';
import { hasIncident, profilesOf, type DeviceProfile } from './device-profile';
import { generateFaults } from './fault-history';
import type { DivisionRow } from '../db/repositories/divisions';
import { placeOnTrays, stockWarehouses } from './placement';
import { DAY, WORLD_REF_DATE_MS, seededRandom, wireToMs, type Random } from './random';
import { cardOpener, generateCards, settleCards } from './employee-cards';
import { generatePromotions, seededPricing } from './promotions';
import { generateSales, scheduleRestocks, type SalesCommerce, type Van } from './sales-history';
import { generateSelfChecks } from './self-checks';
import { StockBook } from './stock-book';
import { generateTemperatures } from './temperatures';
import { drawRoutes } from './restock-routes';
import { scheduleOf, type RestockRouteRow } from '../db/repositories/restock-routes';
import { coverDaysOf, dailyUnitsOf, deliveryPlan, lastDueVisit } from '../fleet/replenishment';
import { warehousePars } from './warehouse-pars';
import { recordText } from '../record-text';
import { placeName } from '../db/repositories/stock';
import { toWireDateTime } from '../clock';

/** Whole KST days of history before the reference date's own morning. */
export const HISTORY_DAYS = 7;

export interface FleetHistory {
  /** The devices with their last heartbeat's signal and connection. */
  devices: DeviceRow[];
  promotions: PromotionRow[];
  employeeUids: EmployeeUidRow[];
  employeePointLogs: EmployeePointLogRow[];
  productMappings: ProductMappingRow[];
  productTransactions: ProductTransactionRow[];
  doorOpens: DoorOpenRow[];
  payments: PaymentRow[];
  paymentLines: PaymentLineRow[];
  faultNotices: FaultNoticeRow[];
  selfChecks: SelfCheckRow[];
  temperatureSamples: TemperatureSampleRow[];
  restockRoutes: RestockRouteRow[];
}

/** Employee settings of the divisions and the seed, for the commerce of the history (its own random streams). */
export interface PeopleSettings {
  seed: number;
  resetPolicies: ResetPolicy[];
  uidTimes: UidTime[];
  /** Tell the demo's story (a supplier short of one product in the demo company). */
  story: boolean;
}

export function generateFleetHistory(r: Random, devices: DeviceRow[], trays: Tray[], divisions: DivisionRow[], products: ProductRow[], people: PeopleSettings): FleetHistory {
  const historyStart = kstDayStart(WORLD_REF_DATE_MS - HISTORY_DAYS * DAY);
  const book = new StockBook();
  // Promotions, cards, refunds, paces and routes draw from streams of their own, so the rest of the world stays as it was.
  const stream = (label: string) => seededRandom(deriveSeed(people.seed, label));
  const pace = stream('pace');
  const sessionsPerDay = new Map(devices.map((d) => [d.deviceIdx, pace.int(10, 30)]));
  const restockRoutes = drawRoutes(stream('restock-routes'), divisions, (divisionIdx) => devices.filter((d) => d.divisionIdx === divisionIdx).map((d) => sessionsPerDay.get(d.deviceIdx)!), toWireDateTime(historyStart));
  const routeOf = new Map(restockRoutes.map((route) => [route.divisionIdx, route]));
  const deviceOf = new Map(devices.map((d) => [d.deviceIdx, d]));
  const scheduleOfDevice = (deviceIdx: number) => scheduleOf(routeOf.get(deviceOf.get(deviceIdx)!.divisionIdx)!);
  const shelves = placeOnTrays(r, book, devices, trays, products, historyStart, (deviceIdx) => ({
    sessionsPerDay: sessionsPerDay.get(deviceIdx)!, coverDays: coverDaysOf(scheduleOfDevice(deviceIdx)),
  }));
  const companyOf = new Map(divisions.map((d) => [d.divisionIdx, d.companyIdx]));
  const dailyUnits = (deviceIdx: number, productIdx: number) => {
    const list = shelves.get(deviceIdx) ?? [];
    return list.filter((s) => s.mapping.productIdx === productIdx).length * dailyUnitsOf(sessionsPerDay.get(deviceIdx)!, list.length);
  };
  stockWarehouses(r, book, divisions, products, warehousePars(restockRoutes, devices, (idx) => companyOf.get(idx)!, dailyUnits, products, people.story));
  const promotions = generatePromotions(stream('promotions'), divisions, shelves, devices);
  const employeeUids = generateCards(stream('employee-cards'), divisions, people.resetPolicies, people.uidTimes, historyStart);
  const termsAt = seededPricing(promotions);
  const commerce: SalesCommerce = {
    termsFor: (divisionIdx, productIdx, at) => termsAt(companyOf.get(divisionIdx)!, divisionIdx, productIdx, at),
    cardsAt: cardOpener(employeeUids, people.uidTimes),
    cards: stream('card-use'),
    refunds: stream('refunds'),
  };
  const profiles = profilesOf(devices, trays, (deviceIdx) => sessionsPerDay.get(deviceIdx)!);
  for (const p of profiles) {
    const first = shelves.get(p.device.deviceIdx)?.[0];
    scheduleRestocks(r, p, scheduleOfDevice(p.device.deviceIdx), first ? wireToMs(first.mapping.createdDate) : WORLD_REF_DATE_MS, historyStart);
  }
  const faultNotices = generateFaults(r, profiles, historyStart);
  const { refunds, ...sales } = generateSales(r, book, profiles, shelves, historyStart, commerce, van(book, divisions, routeOf, products));
  const employeePointLogs = settleCards(employeeUids, people.resetPolicies, { ...sales, refunds });
  const selfChecks = generateSelfChecks(r, profiles, historyStart);
  const temperatureSamples = generateTemperatures(r, profiles);
  return {
    devices: profiles.map((p) => lastHeartbeat(r, p)),
    restockRoutes,
    promotions,
    employeeUids,
    employeePointLogs,
    productMappings: book.mappings,
    productTransactions: book.transactions,
    ...sales,
    faultNotices,
    selfChecks,
    temperatureSamples,
  };
}

/** Staff vans: a device's units come from the warehouse its route starts at, as far as it held them when stocked. */
function van(book: StockBook, divisions: DivisionRow[], routeOf: Map<number, RestockRouteRow>, products: ProductRow[]): Van {
  const deliveries = [...routeOf.values()].filter((route) => route.stopNo === 0);
  const shelfLifeOf = new Map(products.map((p) => [p.productIdx, p.shelfLifeDays]));
  const held = new Map(book.mappings.filter((m) => m.deviceIdx === null).map((m) => [`${m.divisionIdx}:${m.productIdx}`, m]));
  const nameOf = new Map(divisions.map((d) => [d.divisionIdx, d.divisionName]));
  const sourceOf = (p: DeviceProfile) => routeOf.get(p.device.divisionIdx)?.sourceDivisionIdx ?? null;
  return {
    sourceOf: (p, productIdx, at) => {
      const row = held.get(`${sourceOf(p)}:${productIdx}`);
      return row && row.createdDate <= at ? row : undefined;
    },
    shelvesFed: (held) => book.mappings.filter((m) => m.trayIdx !== null && m.productIdx === held.productIdx && routeOf.get(m.divisionIdx)?.sourceDivisionIdx === held.divisionIdx).length,
    deliverDue: (untilMs) => {
      for (const route of deliveries) {
        const schedule = scheduleOf(route);
        const due = lastDueVisit(wireToMs(route.lastVisitAt!), untilMs, schedule);
        if (due === null) continue;
        const at = toWireDateTime(due);
        for (const row of book.mappings.filter((m) => m.divisionIdx === route.divisionIdx && m.deviceIdx === null && m.parLevel && m.createdDate <= at)) {
          const step = deliveryPlan({ ...row, parLevel: row.parLevel!, shelfLifeDays: shelfLifeOf.get(row.productIdx)! }, due, schedule);
          if (step.discard > 0) book.change(row, 'DISCARD', -step.discard, at, recordText('expired', { date: row.expiredDate! }));
          if (step.add > 0) book.addBatch(row, step.add, at, recordText('received'), step.batchExpiredDate);
        }
        route.lastVisitAt = at;
      }
    },
    places: (p) => ({ warehouse: placeName(nameOf.get(sourceOf(p)!)!, null), device: placeName(nameOf.get(p.device.divisionIdx)!, p.device.deviceName) }),
  };
}

/** Signal of the last heartbeat; connected unless silent or cut off by an open outage. */
function lastHeartbeat(r: Random, p: DeviceProfile): DeviceRow {
  const cutOff = p.silentSince < WORLD_REF_DATE_MS || hasIncident(p, ['NETWORK_OFFLINE', 'POWER_LOSS'], WORLD_REF_DATE_MS - 1);
  return { ...p.device, signalDbm: p.device.reportAt ? r.int(-85, -60) : null, online: cutOff ? 0 : 1 };
}
