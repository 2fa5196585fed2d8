// Writes one batch of engine events into the database, one writer per event type. The caller runs
// it inside a transaction. Rows of one door session (door, payment, stock) arrive together and are
// linked by their sessionId; only each kiosk's newest heartbeat is written. Stock changes go through
// the stock book, which computes the new stock from the database: the truth for stock. Should the
// engine count units the database no longer holds (a write it was not told of), a sale and its
// payment take only what is there, so amount = Σ lines = −Σ SALE always holds.
import { fromWireDateTime, toWireDateTime } from '../clock';
import { placeName } from '../db/repositories/stock';
import { scheduleOf } from '../db/repositories/restock-routes';
import { kstDate } from '../fleet/kst';
import { deliveryPlan, lastDueVisit, stocksOnly, usableAt, vanShare } from '../fleet/replenishment';
import { purchaseMemo } from '../db/repositories/employee-uids';
import { saleBook } from '../db/repositories/payments';
import type { Repositories } from '../db/repositories/index';
import { priceLine, type EventOf, type FleetEvent, type FleetEventType } from '../fleet/index';
import type { FaultLedger } from './fault-ledger';
import { recordText, resetMemo } from '../record-text';

export interface BatchOutcome {
  /** Devices whose connection or notices changed (their status is derived again). */
  touched: Set<number>;
  /** Product mappings (→ their device) whose engine stock disagreed with the database; the engine is told the truth. */
  drifted: Map<number, number>;
  /** A card's points disagreed with the database; the engine is told the truth. */
  cardsDrifted: boolean;
  /**
   * A card's points differ only because a sale was trimmed after a warehouse restock of this batch
   * (the engine could not know): the engine is told the truth, and nothing is reported.
   */
  cardsResync: boolean;
  /** Product mappings stocked from a warehouse, which decided their stock and expiry (the engine follows). */
  fromWarehouse: Map<number, { stock: number; expiredDate: string | null }>;
}

interface BatchState extends BatchOutcome {
  repos: Repositories;
  ledger: FaultLedger;
  latestHeartbeat: Map<number, FleetEvent>;
  /** Per door session: its door row and who opened it. */
  doors: Map<string, { doorOpenIdx: number; employeeUidIdx: number | null }>;
  /** Per door session: its payment and who paid with points. */
  payments: Map<string, { paymentIdx: number; employeeUidIdx: number | null }>;
  /** Per door session: units its approved payment took, by product mapping. */
  sold: Map<string, Map<number, number>>;
  /** Payments trimmed only because a warehouse restock of this batch gave less than the engine expected. */
  trimmedByWarehouse: Set<number>;
}

type Writer<T extends FleetEventType> = (e: EventOf<T>, s: BatchState) => void;
const wire = toWireDateTime;

const WRITERS: { [T in FleetEventType]: Writer<T> } = {
  HEARTBEAT(e, s) {
    if (s.latestHeartbeat.get(e.deviceIdx) !== e) return;
    s.repos.devices.recordHeartbeat(e.deviceIdx, { at: wire(e.at), signalDbm: e.signalDbm, firmwareVersion: e.firmwareVersion });
    // The device reports, so a connection-lost notice no engine fault tracks (seeded history) ends.
    s.repos.faults.resolveUntracked(e.deviceIdx, 'NETWORK_OFFLINE', wire(e.at));
    s.touched.add(e.deviceIdx);
  },
  TEMPERATURE_SAMPLE(e, s) {
    s.repos.temperatures.insert(e.deviceIdx, wire(e.at), e.zones.map((z) => ({ zoneNo: z.zoneNo, celsius: z.temperature, defrost: z.defrost })));
  },
  DOOR_SESSION(e, s) {
    const doorOpenIdx = s.repos.doorOpens.insert({
      deviceIdx: e.deviceIdx, openType: e.openType, openAt: wire(e.openAt), closeAt: wire(e.closeAt), employeeUidIdx: e.employeeUidIdx,
    });
    s.doors.set(e.sessionId, { doorOpenIdx, employeeUidIdx: e.employeeUidIdx });
  },
  PAYMENT(e, s) {
    // The database is the truth for stock: an approved sale takes at most what it holds (the engine
    // is told whenever a write changes stock, so this trims only after a write it was not told of).
    const taken = new Map<number, number>();
    let trimmed = false;
    let trimmedElsewhere = false; // a line trimmed that no warehouse restock of this batch explains
    const lines = e.productList.flatMap((l) => {
      const stock = s.repos.stock.get(l.productMappingIdx)?.stock;
      const count = stock === undefined ? 0 : e.approved ? Math.min(l.count, stock - (taken.get(l.productMappingIdx) ?? 0)) : l.count;
      if (count !== l.count) {
        trimmed = true;
        trimmedElsewhere ||= !s.fromWarehouse.has(l.productMappingIdx);
        drifted(s, l.productMappingIdx, e.deviceIdx);
      }
      if (count <= 0) return [];
      taken.set(l.productMappingIdx, (taken.get(l.productMappingIdx) ?? 0) + count);
      return [{ productMappingIdx: l.productMappingIdx, productIdx: l.productIdx, productName: l.productName, count, ...priceLine(l.listPrice, count, l.terms) }];
    });
    s.sold.set(e.sessionId, taken);
    if (lines.length === 0) return; // nothing was there to take: a door session without a payment
    const { amount, approveResult, state } = saleBook(e.provider, e.approved, lines);
    const paymentIdx = s.repos.payments.insert(
      { deviceIdx: e.deviceIdx, provider: e.provider, approveResult, state, paymentMode: e.paymentMode, amount, approveNo: e.approveNo, approveAt: wire(e.at), employeeUidIdx: e.employeeUidIdx },
      lines,
    );
    s.payments.set(e.sessionId, { paymentIdx, employeeUidIdx: e.employeeUidIdx });
    if (trimmed && !trimmedElsewhere) s.trimmedByWarehouse.add(paymentIdx);
    const door = s.doors.get(e.sessionId);
    if (door) s.repos.doorOpens.linkPayment(door.doorOpenIdx, paymentIdx);
    if (!e.approved) return;
    if (e.employeeUidIdx !== null) {
      const balance = spendPoints(s, e.employeeUidIdx, -amount, 'PURCHASE', purchaseMemo(lines), wire(e.at), paymentIdx);
      if (balance !== e.pointBalance) pointsOff(s, paymentIdx);
    }
    if (e.refund && taken.has(e.refund.productMappingIdx)) s.repos.payments.planRefund(paymentIdx, wire(e.refund.at), e.refund.productMappingIdx);
  },
  REFUND(e, s) {
    const paymentIdx = s.repos.payments.atMoment(e.deviceIdx, wire(e.paymentAt));
    const refund = paymentIdx === undefined ? undefined : s.repos.payments.refundLine(paymentIdx, e.productMappingIdx, wire(e.at));
    if (!refund) {
      if (e.stockAfter !== null) drifted(s, e.productMappingIdx, e.deviceIdx);
      return;
    }
    // The units go back where they were taken from, if the product is still there.
    const mapping = s.repos.stock.get(e.productMappingIdx);
    if (mapping && !mapping.removedDate) {
      const { stockAfter } = s.repos.stock.applyTransaction({
        productMappingIdx: e.productMappingIdx, transactionCode: 'REFUND', count: refund.count, at: wire(e.at),
        memo: recordText('refund', { payment: refund.paymentIdx }), paymentIdx: refund.paymentIdx,
      });
      if (stockAfter !== e.stockAfter) drifted(s, e.productMappingIdx, e.deviceIdx);
    } else if (e.stockAfter !== null) drifted(s, e.productMappingIdx, e.deviceIdx);
    if (refund.employeeUidIdx !== null) {
      const balance = spendPoints(s, refund.employeeUidIdx, refund.amount, 'REFUND', recordText('refund', { payment: refund.paymentIdx }), wire(e.at), refund.paymentIdx);
      if (balance !== e.pointBalance || refund.amount !== e.amount) pointsOff(s, refund.paymentIdx);
    }
  },
  CARD_RESET(e, s) {
    s.repos.employeeUids.resetTo(e.employeeUidIdx, e.balance, resetMemo(e.cycle), wire(e.at));
  },
  STOCK_TRANSACTION(e, s) {
    const payment = s.payments.get(e.sessionId);
    const door = s.doors.get(e.sessionId);
    const stock = s.repos.stock.get(e.productMappingIdx)?.stock;
    // What the database can take: a sale what its payment took, a discard at most what is there.
    const count = e.transactionCode === 'SALE' ? -(s.sold.get(e.sessionId)?.get(e.productMappingIdx) ?? 0) : e.count < 0 ? -Math.min(-e.count, stock ?? 0) : e.count;
    if (stock === undefined || count === 0) {
      drifted(s, e.productMappingIdx, e.deviceIdx);
      return;
    }
    const employeeUidIdx = (e.transactionCode === 'SALE' ? payment?.employeeUidIdx : door?.employeeUidIdx) ?? null;
    // From the warehouse as far as it holds the product, the rest from the supplier (unless the warehouse stocks it).
    const { moved, onlyWarehouse } = e.transactionCode === 'ADD' && e.sourceDivisionIdx !== undefined
      ? fromWarehouse(s, e, e.sourceDivisionIdx, count, employeeUidIdx)
      : { moved: 0, onlyWarehouse: false };
    let stockAfter = stock + moved;
    if (!onlyWarehouse && count !== moved) {
      const change = {
        productMappingIdx: e.productMappingIdx, transactionCode: e.transactionCode, count: count - moved, at: wire(e.at), memo: e.memo,
        paymentIdx: payment?.paymentIdx ?? null, employeeUidIdx,
      };
      // After a transfer the supplier's fresh units merge with the warehouse's (the earlier date shows).
      ({ stockAfter } = moved > 0 && e.expiredDate !== undefined
        ? s.repos.stock.addBatch({ ...change, batchExpiredDate: e.expiredDate })
        : s.repos.stock.applyTransaction({ ...change, ...(e.expiredDate === undefined ? {} : { expiredDate: e.expiredDate }) }));
    }
    if (!onlyWarehouse && stockAfter !== e.stockAfter) drifted(s, e.productMappingIdx, e.deviceIdx);
  },
  FAULT_RAISED(e, s) {
    s.repos.faults.insert({
      deviceIdx: e.deviceIdx, component: e.component, faultCode: e.code, severity: e.severity, description: e.description,
      reportAt: wire(e.at), sourceId: s.ledger.raised(e.deviceIdx, e.faultId, e.source),
    });
    s.touched.add(e.deviceIdx);
  },
  FAULT_RESOLVED(e, s) {
    const sourceId = s.ledger.resolved(e.deviceIdx, e.faultId);
    const noticeIdx = sourceId === undefined ? undefined : s.repos.faults.unresolvedBySource(e.deviceIdx, sourceId);
    if (noticeIdx !== undefined) s.repos.faults.resolve(noticeIdx, wire(e.at));
    s.touched.add(e.deviceIdx);
  },
  SELF_CHECK(e, s) {
    s.repos.selfChecks.insert({ deviceIdx: e.deviceIdx, passed: e.passed, results: e.results, reportAt: wire(e.at) });
  },
  DEVICE_OFFLINE(e, s) {
    s.repos.devices.setOnline(e.deviceIdx, false);
    s.touched.add(e.deviceIdx);
  },
  DEVICE_ONLINE(e, s) {
    s.repos.devices.setOnline(e.deviceIdx, true);
    s.touched.add(e.deviceIdx);
  },
  SCENARIO() {
    // The feed tells it; what the scenario did arrives as other events.
  },
};

/**
 * The engine's stock of this product disagreed with the database. Not for a product a warehouse
 * stocked earlier in this batch: the engine did not know how much the warehouse could give, and is
 * told its stock once the batch is written (fromWarehouse); a sale trimmed meanwhile is expected.
 */
function drifted(s: BatchState, productMappingIdx: number, deviceIdx: number): void {
  if (!s.fromWarehouse.has(productMappingIdx)) s.drifted.set(productMappingIdx, deviceIdx);
}

/** A card's points disagreed with the engine's over this payment: expected after a warehouse trim, else a drift. */
function pointsOff(s: BatchState, paymentIdx: number): void {
  if (s.trimmedByWarehouse.has(paymentIdx)) s.cardsResync = true;
  else s.cardsDrifted = true;
}

export function writeBatch(repos: Repositories, ledger: FaultLedger, events: readonly FleetEvent[]): BatchOutcome {
  const latestHeartbeat = new Map<number, FleetEvent>();
  for (const e of events) if (e.type === 'HEARTBEAT') latestHeartbeat.set(e.deviceIdx, e);
  const s: BatchState = {
    repos, ledger, latestHeartbeat, doors: new Map(), payments: new Map(), sold: new Map(), touched: new Set(), drifted: new Map(), cardsDrifted: false, cardsResync: false, trimmedByWarehouse: new Set(),
    fromWarehouse: new Map(),
  };
  for (const e of events) (WRITERS[e.type] as (e: FleetEvent, s: BatchState) => void)(e, s);
  for (const productMappingIdx of s.fromWarehouse.keys()) {
    const { stock, expiredDate } = repos.stock.get(productMappingIdx)!;
    s.fromWarehouse.set(productMappingIdx, { stock, expiredDate });
  }
  return { touched: s.touched, drifted: s.drifted, cardsDrifted: s.cardsDrifted, cardsResync: s.cardsResync, fromWarehouse: s.fromWarehouse };
}

/**
 * A staff visit's units from the warehouse feeding the device, as far as it holds the product
 * unexpired (after any supplier delivery due by then): a transfer, as routes/stock.ts migrateStock
 * writes one. Answers the units moved, and whether the warehouse is the only channel (stocksOnly).
 */
function fromWarehouse(s: BatchState, e: EventOf<'STOCK_TRANSACTION'>, warehouseIdx: number, count: number, employeeUidIdx: number | null): { moved: number; onlyWarehouse: boolean } {
  deliverDue(s.repos, e.at, warehouseIdx);
  const held = s.repos.stock.inDivision(warehouseIdx, e.productIdx);
  if (!held) return { moved: 0, onlyWarehouse: false };
  const onlyWarehouse = stocksOnly(held);
  if (onlyWarehouse) s.fromWarehouse.set(e.productMappingIdx, { stock: 0, expiredDate: null }); // read once the batch is written
  if (!usableAt(held, kstDate(e.at))) return { moved: 0, onlyWarehouse };
  const moved = Math.min(count, vanShare(held, s.repos.restockRoutes.shelvesFed(warehouseIdx, e.productIdx)));
  if (moved <= 0) return { moved: 0, onlyWarehouse };
  // The warehouse's batch may expire sooner than the engine's fresh one: the engine follows the database's date, so the next visit discards it.
  s.fromWarehouse.set(e.productMappingIdx, { stock: 0, expiredDate: null });
  const device = s.repos.inventory.many([e.productMappingIdx])[0]!;
  const warehouse = s.repos.divisions.get(warehouseIdx, true)!;
  s.repos.stock.transfer({
    from: held.productMappingIdx, to: e.productMappingIdx, count: moved, at: wire(e.at), employeeUidIdx,
    memos: {
      out: recordText('movedTo', { place: placeName(device.divisionName, device.deviceName) }),
      in: recordText('movedFrom', { place: placeName(warehouse.divisionName, null) }),
    },
  });
  return { moved, onlyWarehouse };
}

/**
 * Supplier deliveries due by `untilMs` (every warehouse, or one): the last one due follows the
 * replenishment rule on the warehouse's rows (expired units out, each row filled up to its par).
 */
export function deliverDue(repos: Repositories, untilMs: number, warehouseIdx?: number): void {
  for (const route of repos.restockRoutes.deliveries(warehouseIdx)) {
    const schedule = scheduleOf(route);
    const due = lastDueVisit(route.lastVisitAt === null ? untilMs : fromWireDateTime(route.lastVisitAt), untilMs, schedule);
    if (due === null) continue;
    const at = wire(due);
    for (const row of repos.stock.heldBy(route.divisionIdx)) {
      if (row.parLevel == null) continue;
      const step = deliveryPlan({ ...row, parLevel: row.parLevel }, due, schedule);
      if (step.discard > 0) repos.stock.applyTransaction({ productMappingIdx: row.productMappingIdx, transactionCode: 'DISCARD', count: -step.discard, at, memo: recordText('expired', { date: row.expiredDate! }) });
      if (step.add > 0) repos.stock.addBatch({ productMappingIdx: row.productMappingIdx, transactionCode: 'ADD', count: step.add, at, memo: recordText('received'), batchExpiredDate: step.batchExpiredDate });
    }
    repos.restockRoutes.setLastVisit(route.divisionIdx, at);
  }
}

/** A card's points change with a log entry; null when the card no longer exists. */
function spendPoints(s: BatchState, employeeUidIdx: number, point: number, reason: 'PURCHASE' | 'REFUND', memo: string, at: string, referenceIdx: number): number | null {
  if (s.repos.employeeUids.pointOf(employeeUidIdx) === undefined) return null;
  if (reason === 'PURCHASE') s.repos.employeeUids.markUsed(employeeUidIdx, at);
  return s.repos.employeeUids.applyPoints({ employeeUidIdx, point, reason, memo, at, referenceIdx });
}

