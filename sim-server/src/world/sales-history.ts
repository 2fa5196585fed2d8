// A week of door sessions, payments and stock movements per device, in time order: customers
// come by the fleet engine's traffic profile and take what the shelves hold; staff visits on the
// device's route schedule follow the replenishment rule (fleet/replenishment.ts). Door, payment and SALE rows of one session
// share its close time, and a payment's amount is the sum of its lines and of its SALE counts.
import { toWireDateTime } from '../clock';
import type { DoorOpenRow } from '../db/repositories/door-opens';
import { refundState, saleBook, type PaymentLineRow, type PaymentRow } from '../db/repositories/payments';
import type { PayMode } from '../../../contract/index';
import { modeWeights } from '../fleet/payment-modes';
import { priceLine, unitsPicked, type PromotionTerms } from '../fleet/pricing';
import { kstDate, kstDayStart } from '../fleet/kst';
import { MISSED_VISIT_RATE, nextVisitAt, restockPlan, stocksOnly, usableAt, vanShare, type VisitSchedule } from '../fleet/replenishment';
import type { ProductMappingRow } from '../db/repositories/stock';
import { trafficWeight } from '../fleet/traffic';
import { hasIncident, type DeviceProfile } from './device-profile';
import type { Shelf } from './placement';
import { DAY, MINUTE, WORLD_REF_DATE_MS, wireToMs, type Random } from './random';
import type { StockBook } from './stock-book';
import { recordText } from '../record-text';

export interface SalesHistory {
  doorOpens: DoorOpenRow[];
  payments: PaymentRow[];
  paymentLines: PaymentLineRow[];
  /** Refunds made before the reference date (later ones are left planned on their payment). */
  refunds: SeedRefund[];
}

/** A refund made in the seeded history: the money of one line back at `at`. */
export interface SeedRefund {
  at: number;
  paymentIdx: number;
  amount: number;
}

/** What the seeded sales need of promotions, employee cards and refunds (each on its own random stream). */
export interface SalesCommerce {
  /** The promotion terms running for a product in a division at a moment. */
  termsFor(divisionIdx: number, productIdx: number, at: number): PromotionTerms | null;
  /** Employee cards that open a division's kiosks at a moment. */
  cardsAt(divisionIdx: number, at: number): number[];
  cards: Random;
  refunds: Random;
}

const REFUND_RATE = 0.01;
const REFUND_AFTER_HOURS = [1, 8] as const;

/** A refund still to make on a device: the line's units go back on its shelf. */
interface PendingSeedRefund {
  at: number;
  payment: PaymentRow;
  line: PaymentLineRow;
  shelf: Shelf;
}

type CustomerMode = PayMode;
/** Spec §9 payment modes. */
const PAYMENT_MODE: Record<CustomerMode, number> = { APP: 1, CARD: 2, POINT: 99 };
const PROVIDER_CODE = { TC: 'tc', ZELOTEK: 'zelotek' } as const;
const DECLINE_RATE = 0.025;
const NOBODY_PAYS = [{ value: null, weight: 1 }];
const SLOT = 15 * MINUTE;

/** Staff visits on the device's route schedule, the odd one missed, while the device reports. */
export function scheduleRestocks(r: Random, p: DeviceProfile, schedule: VisitSchedule, placedAt: number, historyStartMs: number): void {
  for (let at = nextVisitAt(historyStartMs, schedule); at < Math.min(WORLD_REF_DATE_MS, p.silentSince); at = nextVisitAt(at, schedule)) {
    if (at > placedAt && !r.f.datatype.boolean(MISSED_VISIT_RATE)) p.restocks.push(at);
  }
}

/**
 * Where a staff visit's units come from: the warehouse feeding the device as far as it holds the
 * product, the supplier for the rest, unless the warehouse stocks the product (stocksOnly).
 */
export interface Van {
  /** The warehouse's row of a product, when the device's route is fed by one that carries it. */
  sourceOf(p: DeviceProfile, productIdx: number, at: string): ProductMappingRow | undefined;
  /** Shelves on devices the warehouse feeds that hold the product of its row. */
  shelvesFed(held: ProductMappingRow): number;
  /** Makes the warehouses' supplier deliveries due by `at`. */
  deliverDue(at: number): void;
  /** How stock movement memos name the warehouse and the device. */
  places(p: DeviceProfile): { warehouse: string; device: string };
}

export function generateSales(r: Random, book: StockBook, profiles: DeviceProfile[], shelves: Map<number, Shelf[]>, historyStartMs: number, commerce: SalesCommerce, van: Van): SalesHistory {
  const out: SalesHistory = { doorOpens: [], payments: [], paymentLines: [], refunds: [] };
  const days = dayProfiles(historyStartMs);
  const visits: { at: number; staff: boolean; sale: Sale }[] = [];
  const sales: Sale[] = [];
  for (const p of profiles) {
    const list = shelves.get(p.device.deviceIdx) ?? [];
    if (list.length === 0) continue;
    const placedAt = wireToMs(list[0]!.mapping.createdDate);
    const sale: Sale = { r, book, p, list, out, commerce, pending: [], doorFreeAt: 0 };
    sales.push(sale);
    visits.push(...p.restocks.map((at) => ({ at, staff: true, sale })), ...customerTimes(r, days, p.sessionsPerDay, placedAt, p.silentSince).map((at) => ({ at, staff: false, sale })));
  }
  // The whole fleet in time order, so vans draw on a warehouse in the order its deliveries and visits happen.
  for (const { at, staff, sale } of visits.sort((a, b) => a.at - b.at)) {
    refundUntil(sale, at);
    if (at < sale.doorFreeAt || hasIncident(sale.p, ['POWER_LOSS'], at)) continue;
    sale.doorFreeAt = staff ? restock(sale, van, at) : customer(sale, at);
  }
  van.deliverDue(WORLD_REF_DATE_MS);
  for (const sale of sales) {
    refundUntil(sale, sale.p.silentSince);
    // Refunds due after the history are the fleet's to make (kiosk-specs.ts reads the plan).
    for (const due of sale.pending) {
      due.payment.refundDueAt = toWireDateTime(due.at);
      due.payment.refundMappingIdx = due.shelf.mapping.productMappingIdx;
    }
  }
  return out;
}

/** One device's selling: the world's stream, its shelves and the refunds it still owes. */
interface Sale {
  r: Random;
  book: StockBook;
  p: DeviceProfile;
  list: Shelf[];
  out: SalesHistory;
  commerce: SalesCommerce;
  pending: PendingSeedRefund[];
  /** The door is busy until then. */
  doorFreeAt: number;
}

/** Makes the refunds due before `until`, oldest first: money back on the line and payment, units back on the shelf. */
function refundUntil(sale: Sale, until: number): void {
  sale.pending.sort((a, b) => a.at - b.at);
  while (sale.pending.length > 0 && sale.pending[0]!.at < until) {
    const { at, payment, line, shelf } = sale.pending.shift()!;
    const wire = toWireDateTime(at);
    line.refundCount = line.count;
    line.refundAmount = line.amount;
    payment.refundAmount += line.amount;
    payment.refundedAt = wire;
    payment.state = refundState(payment.amount, payment.refundAmount);
    sale.book.change(shelf.mapping, 'REFUND', line.count, wire, recordText('refund', { payment: payment.paymentIdx }), payment.paymentIdx);
    sale.out.refunds.push({ at, paymentIdx: payment.paymentIdx, amount: line.amount });
  }
}

/**
 * A staff visit by the replenishment rule: expired units out, then every product filled up to par,
 * from the feeding warehouse as far as it holds the product, the rest from the supplier (replenishment.ts stocksOnly). Answers the close.
 */
function restock(sale: Sale, van: Van, at: number): number {
  const { r, book, p, list, out } = sale;
  const closeAt = at + r.int(3, 8) * MINUTE;
  if (closeAt >= p.silentSince) return at; // history ends with every door closed
  const closed = addDoor(out, p, 'EMPLOYEE', at, closeAt, null);
  const today = kstDate(closeAt);
  van.deliverDue(closeAt);
  for (const { mapping, shelfLifeDays } of list) {
    const step = restockPlan({ ...mapping, shelfLifeDays }, today);
    if (step.discard > 0) book.change(mapping, 'DISCARD', -step.discard, closed, recordText('expired', { date: mapping.expiredDate! }));
    const source = step.add > 0 ? van.sourceOf(p, mapping.productIdx, closed) : undefined;
    const moved = source && usableAt(source, today) ? Math.min(step.add, vanShare(source, van.shelvesFed(source))) : 0;
    if (moved > 0) {
      const { warehouse, device } = van.places(p);
      book.transfer(source!, mapping, moved, closed, { out: recordText('movedTo', { place: device }), in: recordText('movedFrom', { place: warehouse }) });
    }
    if (!stocksOnly(source) && step.add > moved) book.addBatch(mapping, step.add - moved, closed, recordText('restock'), step.batchExpiredDate);
  }
  return closeAt;
}

/**
 * A customer: picks 0–3 items of what is on the shelves and pays at the close. Answers the close (or
 * `at` when the door stays shut). The modes are the kiosk's (payment-modes.ts): points only at a TC
 * kiosk, by an employee's card of the division inside its time slots (employee-cards.ts checks the
 * points and pays by credit card what a balance cannot cover).
 */
function customer(sale: Sale, at: number): number {
  const { r, p, list, out, commerce } = sale;
  // The unlock is authorised by the server; a jammed lock opens for nobody.
  if (hasIncident(p, ['CABINET_LOCK_ACTUATOR', 'NETWORK_OFFLINE'], at)) return at;
  const cards = commerce.cardsAt(p.device.divisionIdx, at);
  const weights = modeWeights(p.device.provider, { cardHours: cards.length > 0, cardReaderDown: hasIncident(p, ['PAYMENT_CARD_READER'], at) });
  // A card-only kiosk with a broken reader: nobody can pay, so the customer tries for a while and
  // leaves, and no door opens. The visit's draws are made all the same (and it keeps the kiosk as
  // long), so every row drawn after it stays put.
  const mode = r.f.helpers.weightedArrayElement(weights.length > 0 ? weights : NOBODY_PAYS);
  const payer = mode === 'POINT' ? commerce.cards.pick(cards) : null;
  const closeAt = at + r.int(20, 90) * 1000;
  if (closeAt >= p.silentSince) return at;
  const lines = basket(r, list, (shelf) => unitsPicked(commerce.termsFor(p.device.divisionIdx, shelf.mapping.productIdx, closeAt)));
  if (mode === null) {
    if (lines.length > 0) approval(r);
    return closeAt;
  }
  const paymentIdx = lines.length === 0 ? null : out.payments.length + 1;
  addDoor(out, p, mode, at, closeAt, paymentIdx, payer);
  if (paymentIdx !== null) pay(sale, mode, lines, paymentIdx, closeAt, payer);
  return closeAt;
}

/** The payment of a session with its lines priced at the close and, when approved, a SALE transaction per line. */
function pay(sale: Sale, mode: CustomerMode, lines: Line[], paymentIdx: number, closeAt: number, payer: number | null): void {
  const { r, p, out, commerce } = sale;
  const closed = toWireDateTime(closeAt);
  const provider = p.device.provider;
  const { approved, approveNo } = approval(r);
  const code = PROVIDER_CODE[provider];
  const priced = lines.map((l) => {
    const { mapping } = l.shelf;
    const row: PaymentLineRow = {
      paymentLineIdx: out.paymentLines.length + 1, paymentIdx, productMappingIdx: mapping.productMappingIdx, productIdx: mapping.productIdx,
      productName: l.shelf.productName, count: l.count, ...priceLine(mapping.price, l.count, commerce.termsFor(p.device.divisionIdx, mapping.productIdx, closeAt)),
      refundCount: 0, refundAmount: 0,
    };
    out.paymentLines.push(row);
    return { ...l, row };
  });
  const book = saleBook(code, approved, priced.map((l) => ({ ...l, amount: l.row.amount })));
  const payment: PaymentRow = {
    paymentIdx,
    deviceIdx: p.device.deviceIdx,
    provider: code,
    approveResult: book.approveResult,
    state: book.state,
    paymentMode: PAYMENT_MODE[mode],
    amount: book.amount,
    approveNo,
    approveAt: closed,
    employeeUidIdx: payer,
    refundAmount: 0,
    refundedAt: null,
    refundDueAt: null,
    refundMappingIdx: null,
  };
  out.payments.push(payment);
  // A declined payment reverses the unlock: nothing leaves the shelves.
  if (!approved) return;
  for (const { line, count } of book.sales) sale.book.change(line.shelf.mapping, 'SALE', count, closed, recordText('sale'), paymentIdx);
  if (commerce.refunds.f.datatype.boolean(REFUND_RATE)) {
    const { shelf, row } = commerce.refunds.pick(priced);
    const after = commerce.refunds.int(REFUND_AFTER_HOURS[0] * 60, REFUND_AFTER_HOURS[1] * 60) * MINUTE;
    sale.pending.push({ at: closeAt + after, payment, line: row, shelf });
  }
}

/** Whether a payment is approved (about 2.5 % are declined), and its approval number. */
function approval(r: Random): { approved: boolean; approveNo: string | null } {
  const approved = !r.f.datatype.boolean(DECLINE_RATE);
  return { approved, approveNo: approved ? r.digits(8) : null };
}

interface Line {
  shelf: Shelf;
  count: number;
}

/** 0–3 picks (mostly 1) of the products in stock, each `picked` units (a 2+1's set), never more than the stock. */
function basket(r: Random, list: Shelf[], picked: (shelf: Shelf) => number): Line[] {
  const size = r.f.helpers.weightedArrayElement([{ value: 0, weight: 8 }, { value: 1, weight: 60 }, { value: 2, weight: 24 }, { value: 3, weight: 8 }]);
  const lines: Line[] = [];
  for (let n = 0; n < size; n++) {
    const onShelf = list.filter((s) => s.mapping.stock > (lines.find((l) => l.shelf === s)?.count ?? 0));
    if (onShelf.length === 0) break;
    const shelf = r.pick(onShelf);
    const line = lines.find((l) => l.shelf === shelf);
    if (line) line.count += 1;
    else lines.push({ shelf, count: Math.min(picked(shelf), shelf.mapping.stock) });
  }
  return lines;
}

/** The session's door row; answers its close as a wire date-time, the moment of everything it led to. */
function addDoor(out: SalesHistory, p: DeviceProfile, openType: DoorOpenRow['openType'], openAt: number, closeAt: number, paymentIdx: number | null, employeeUidIdx: number | null = null): string {
  const closed = toWireDateTime(closeAt);
  out.doorOpens.push({
    doorOpenIdx: out.doorOpens.length + 1, deviceIdx: p.device.deviceIdx, openType, openAt: toWireDateTime(openAt), closeAt: closed,
    paymentIdx, employeeUidIdx, reportAt: closed, createdDate: closed, updatedDate: closed,
  });
  return closed;
}

interface DayProfile {
  start: number;
  /** Customers relative to an average weekday (1; weekends less). */
  volume: number;
  /** Cumulative traffic weight of the day's 15-minute slots. */
  cumulative: number[];
}

/** The traffic profile of every day of the history, once for all devices. */
function dayProfiles(historyStartMs: number): DayProfile[] {
  const days: DayProfile[] = [];
  for (let start = kstDayStart(historyStartMs); start < WORLD_REF_DATE_MS; start += DAY) {
    let total = 0;
    const cumulative = Array.from({ length: DAY / SLOT }, (_, i) => (total += trafficWeight(start + i * SLOT + SLOT / 2)));
    days.push({ start, volume: total / (DAY / SLOT), cumulative });
  }
  return days;
}

/** Arrival times of one device's customers (its sessionsPerDay on an average weekday) between placement and silence. */
function customerTimes(r: Random, days: DayProfile[], perDay: number, from: number, until: number): number[] {
  const times: number[] = [];
  for (const day of days) {
    const count = Math.round(perDay * day.volume * (0.85 + r.int(0, 30) / 100));
    const total = day.cumulative.at(-1)!;
    for (let n = 0; n < count; n++) {
      const roll = (r.int(0, 999_999) / 1_000_000) * total;
      const slot = day.cumulative.findIndex((c) => c > roll);
      const at = day.start + slot * SLOT + r.int(0, SLOT / 1000 - 1) * 1000;
      if (at > from && at < until && at < WORLD_REF_DATE_MS) times.push(at);
    }
  }
  return times;
}
