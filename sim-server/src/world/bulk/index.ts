// A bulk world (preset 'large'): exact counts of devices, payments and product mappings, drawn
// deterministically from the seed and written straight into the database. The organisation,
// shelves, promotions and orders are planned first (small); the history is then drawn device by
// device and streamed into batched inserts with the secondary indexes dropped, all in the caller's
// transaction. What it keeps of the demo world's rules, and what it leaves out, is in
// docs/decisions.md (“Presets and the large world”).
import type { Db } from '../../db/open';
import { insertRows } from '../../db/sql';
import { kstDayStart } from '../../fleet/kst';
import { createRandom, deriveSeed } from '../../fleet/random';
import { trafficWeight } from '../../fleet/traffic';
import { DAY, WORLD_REF_DATE_MS, seededRandom } from '../random';
import type { PromotionRow } from '../../db/repositories/promotions';
import type { OrderLineRow, OrderRow } from '../../db/repositories/orders';
import { generateBulkOrders, generateBulkPromotions, type Pricing } from './commerce';
import { TrafficCurve, salesWindow, writeDeviceHistory, type Counters, type Writers } from './device-history';
import { apportion, generateBulkOrganisation, type BulkOrganisation, type BulkSize } from './organisation';
import { RowWriter, withoutIndexes } from './row-writer';
import { placeShelves, warehouseSizes, type Shelves } from './shelves';
import { WireTimes } from './wire-time';

export type { BulkSize } from './organisation';

/** Everything of a bulk world but its history, which is drawn while it is written. */
export interface BulkPlan {
  seed: number;
  size: BulkSize;
  historyStart: number;
  org: BulkOrganisation;
  shelves: Shelves;
  promotions: PromotionRow[];
  pricing: Pricing;
  orders: OrderRow[];
  orderLines: OrderLineRow[];
  /** Payments of each device (index deviceIdx − 1), adding up to size.payments. */
  paymentsPerDevice: number[];
}

export function planBulkWorld(seed: number, size: BulkSize): BulkPlan {
  const r = seededRandom(deriveSeed(seed, 'bulk', 'names'));
  const historyStart = kstDayStart(WORLD_REF_DATE_MS - size.historyDays * DAY);
  let warehouseCounts: number[] = [];
  const org = generateBulkOrganisation(r, seed, size, (warehouses) => {
    warehouseCounts = warehouseSizes(seed, warehouses);
    return warehouseCounts.reduce((a, b) => a + b, 0);
  });
  const shelves = placeShelves(seed, org, historyStart, warehouseCounts);
  const { promotions, pricing } = generateBulkPromotions(r, org, shelves);
  const { orders, orderLines } = generateBulkOrders(seed, org);
  // Some kiosks stand where many pass by: each sells 0.4–1.6 times the average over its window.
  const busy = createRandom(deriveSeed(seed, 'bulk', 'busyness'));
  const traffic = new TrafficCurve(historyStart, WORLD_REF_DATE_MS, trafficWeight);
  const weights = org.devices.map((d) => {
    const w = salesWindow(d, historyStart);
    return busy.between(0.4, 1.6) * traffic.mass(w.from, w.to);
  });
  return { seed, size, historyStart, org, shelves, promotions, pricing, orders, orderLines, paymentsPerDevice: apportion(size.payments, weights) };
}

/** Writes a planned world into empty tables (inside the caller's transaction). */
export function writeBulkWorld(db: Db, plan: BulkPlan, passwordHashes: readonly string[]): void {
  const { org, shelves } = plan;
  withoutIndexes(db, () => {
    insertRows(db, 'companies', org.companies);
    insertRows(db, 'divisions', org.divisions);
    insertRows(db, 'devices', org.devices);
    insertRows(db, 'trays', org.trays);
    insertRows(db, 'products', org.products);
    insertRows(db, 'users', org.users.map((user, i) => ({ ...user.row, passwordHash: passwordHashes[i]! })));
    insertRows(db, 'user_divisions', org.users.flatMap((user) => user.divisionIdxList.map((divisionIdx) => ({ userIdx: user.row.userIdx, divisionIdx }))));
    insertRows(db, 'user_attachments', org.attachments);
    insertRows(db, 'employee_reset_policies', org.resetPolicies);
    insertRows(db, 'employee_uid_times', org.uidTimes);
    insertRows(db, 'promotions', plan.promotions);
    insertRows(db, 'product_orders', plan.orders);
    insertRows(db, 'product_order_lines', plan.orderLines);

    const w = writers(db);
    const t = new WireTimes();
    const n: Counters = { transaction: 0, payment: 0, paymentLine: 0, doorOpen: 0, notice: 0, selfCheck: 0, productTraining: 0 };
    const traffic = new TrafficCurve(plan.historyStart, WORLD_REF_DATE_MS, trafficWeight);
    const input = { seed: plan.seed, org, shelves, pricing: plan.pricing, traffic, historyStart: plan.historyStart, w, t, n };
    for (const device of org.devices) writeDeviceHistory(input, device, plan.paymentsPerDevice[device.deviceIdx - 1]!);
    // Warehouse stock: counted in on its day (a NEW transaction each).
    for (const m of shelves.warehouse) {
      const at = t.at(m.receivedAt);
      w.productMappings.add(m.productMappingIdx, m.productIdx, m.divisionIdx, null, null, m.price, m.stock, t.date(m.expiredDate), at, at, null);
      w.productTransactions.add(++n.transaction, m.productMappingIdx, 'NEW', m.stock, m.stock, 'received', at, null, null);
    }
    for (const writer of Object.values(w)) writer.flush();
  });
}

function writers(db: Db): Writers {
  const table = (name: string, columns: string) => new RowWriter(db, name, columns.split(/,\s*/));
  return {
    productMappings: table('product_mappings', 'productMappingIdx, productIdx, divisionIdx, deviceIdx, trayIdx, price, stock, expiredDate, createdDate, updatedDate, removedDate'),
    productTransactions: table('product_transactions', 'transactionIdx, productMappingIdx, transactionCode, count, stockAfter, memo, createdDate, paymentIdx, employeeUidIdx'),
    payments: table(
      'payments',
      'paymentIdx, deviceIdx, provider, approveResult, state, paymentMode, amount, approveNo, approveAt, employeeUidIdx, refundAmount, refundedAt, refundDueAt, refundMappingIdx',
    ),
    paymentLines: table(
      'payment_lines',
      'paymentLineIdx, paymentIdx, productMappingIdx, productIdx, productName, count, price, promotionType, listPrice, amount, promotionIdx, refundCount, refundAmount',
    ),
    doorOpens: table('door_opens', 'doorOpenIdx, deviceIdx, openType, openAt, closeAt, paymentIdx, employeeUidIdx, reportAt, createdDate, updatedDate'),
    faultNotices: table(
      'fault_notices',
      'noticeIdx, deviceIdx, component, faultCode, severity, state, description, descriptionEn, reportAt, resolvedAt, sourceId, createdDate, updatedDate',
    ),
    selfChecks: table('self_checks', 'selfCheckIdx, deviceIdx, passed, results, reportAt, createdDate, updatedDate'),
    temperatureSamples: table('temperature_samples', 'deviceIdx, at, zoneNo, celsius'),
    productTrainings: table('product_trainings', 'productTrainingIdx, deviceIdx, productIdx, trainingStatusCode, trainingMs, learntMs, startedAt, dueAt, createdDate, updatedDate'),
    deviceModels: table('device_models', 'deviceIdx, build, lastTrainedAt, updatedDate'),
    deviceModelProducts: table('device_model_products', 'deviceIdx, productIdx, learntAt'),
  };
}
