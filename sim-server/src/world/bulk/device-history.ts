// The history of a bulk world, one device at a time, written row by row as it is drawn (nothing is
// kept but the device's own shelves). A device's customers come at times drawn from the fleet's
// traffic profile (busy devices more), each takes 1–3 items of what is on the shelves and pays at
// the close; declined payments take nothing; one in a hundred gets a line refunded 1–8 h later. A
// staff visit in the morning refills every product to its par level once the shelves are half
// empty. Door, payment and SALE rows of a session share its close time, so amount = Σ lines = −Σ
// SALE counts and stock = Σ transactions hold as in the demo world. The device's faults, its last
// week of self-checks, its last six hours of temperatures and (AI fridges) its vision model follow.
import { FAULTS, FAULT_CODES, CHECK_ITEMS, type FaultCode } from '../../fleet/faults';
import { kstDayStart } from '../../fleet/kst';
import { priceLine, unitsPicked } from '../../fleet/pricing';
import { createRandom, deriveSeed, type Random as FastRandom } from '../../fleet/random';
import { trainingMsOf } from '../../fleet/training';
import { START_AFTER_PLACEMENT_MIN, replayedTraining } from '../training';
import { refundState, saleBook } from '../../db/repositories/payments';
import type { DeviceRow } from '../../db/repositories/devices';
import type { Feature } from '../../fleet/faults';
import { WARMING_PER_HOUR, normalTemperature } from '../cabinet';
import { telemetryRulesOf } from '../../fleet/telemetry-rules';
import { ITEM_NEEDS } from '../self-checks';
import { DAY, HOUR, MINUTE, WORLD_REF_DATE_MS, wireToMs } from '../random';
import type { Pricing } from './commerce';
import type { BulkOrganisation } from './organisation';
import type { Shelves } from './shelves';
import type { RowWriter } from './row-writer';
import type { WireTimes } from './wire-time';
import { recordText } from '../../record-text';

export const SLOT = 15 * MINUTE;
/** Share of customer sessions in which nothing is taken (a look, a change of mind). */
export const EMPTY_SESSION_SHARE = 0.08;
const DECLINE_RATE = 0.025;
const REFUND_RATE = 0.01;
/** A staff visit refills the shelves once they hold less than this share of their par levels. */
const RESTOCK_BELOW = 0.5;
const SELF_CHECK_NIGHTS = 7;
const TEMPERATURE_HOURS = 6;
/** Customers stop this long before a device's history ends, so a late session never runs past it. */
const QUIET_TAIL = 2 * HOUR;
const BLOCKING: readonly FaultCode[] = ['CABINET_LOCK_ACTUATOR', 'NETWORK_OFFLINE', 'POWER_LOSS'];
/** Parts whose failure makes a device's status FAULT; cooling failures (which warm the cabinet) are left to the demo world. */
const STATUS_FAULTS = FAULT_CODES.filter((c) => FAULTS[c].kind === 'part' && FAULTS[c].component !== 'POWER' && WARMING_PER_HOUR[c] === undefined);
const RANDOM_FAULTS = FAULT_CODES.filter((c) => FAULTS[c].randomWeight > 0 && WARMING_PER_HOUR[c] === undefined);
/** App and credit card at TC kiosks; others take credit cards only (payModesOf). */
const MODES = {
  TC: [{ value: 1, weight: 55 }, { value: 2, weight: 45 }],
  ZELOTEK: [{ value: 2, weight: 100 }],
} as const;
const OPEN_TYPE: Record<number, 'APP' | 'CARD'> = { 1: 'APP', 2: 'CARD' };
const PROVIDER_CODE = { TC: 'tc', ZELOTEK: 'zelotek' } as const;

export interface Writers {
  productMappings: RowWriter;
  productTransactions: RowWriter;
  payments: RowWriter;
  paymentLines: RowWriter;
  doorOpens: RowWriter;
  faultNotices: RowWriter;
  selfChecks: RowWriter;
  temperatureSamples: RowWriter;
  productTrainings: RowWriter;
  deviceModels: RowWriter;
  deviceModelProducts: RowWriter;
}

interface Incident {
  code: FaultCode;
  from: number;
  until: number;
}

/** The traffic profile over the whole history in 15-minute slots, as a running sum. */
export class TrafficCurve {
  readonly cumulative: Float64Array;

  constructor(
    readonly start: number,
    end: number,
    weight: (at: number) => number,
  ) {
    const slots = Math.ceil((end - start) / SLOT);
    this.cumulative = new Float64Array(slots + 1);
    for (let i = 0; i < slots; i++) this.cumulative[i + 1] = this.cumulative[i]! + weight(start + i * SLOT + SLOT / 2);
  }

  slotOf(at: number): number {
    return Math.max(0, Math.min(this.cumulative.length - 1, Math.floor((at - this.start) / SLOT)));
  }

  /** Customers expected in [from, to) relative to one another. */
  mass(from: number, to: number): number {
    return Math.max(0, this.cumulative[this.slotOf(to)]! - this.cumulative[this.slotOf(from)]!);
  }

  /** A moment in [from, to) drawn by the profile (whole seconds). */
  draw(f: FastRandom, from: number, to: number): number {
    const lo = this.cumulative[this.slotOf(from)]!;
    const hi = this.cumulative[this.slotOf(to)]!;
    const roll = lo + f.float() * (hi - lo);
    let a = this.slotOf(from);
    let b = this.slotOf(to);
    while (a < b) {
      const mid = (a + b) >>> 1;
      if (this.cumulative[mid + 1]! <= roll) a = mid + 1;
      else b = mid;
    }
    return this.start + a * SLOT + f.int(0, SLOT / 1000 - 1) * 1000;
  }
}

/** Where a device's customers may come: from the history's start until shortly before it falls silent. */
export function salesWindow(device: DeviceRow, historyStart: number): { from: number; to: number; end: number } {
  const end = device.status === 'OFFLINE' || device.status === 'MAINTENANCE' ? wireToMs(device.reportAt!) : WORLD_REF_DATE_MS;
  return { from: historyStart, to: end - QUIET_TAIL, end };
}

export interface Counters {
  transaction: number;
  payment: number;
  paymentLine: number;
  doorOpen: number;
  notice: number;
  selfCheck: number;
  productTraining: number;
}

export interface DeviceHistoryInput {
  seed: number;
  org: BulkOrganisation;
  shelves: Shelves;
  pricing: Pricing;
  traffic: TrafficCurve;
  historyStart: number;
  w: Writers;
  t: WireTimes;
  n: Counters;
}

interface Pending {
  at: number;
  local: number;
  count: number;
  paymentIdx: number;
}

export function writeDeviceHistory(input: DeviceHistoryInput, device: DeviceRow, payments: number): void {
  const { seed, org, shelves, pricing, traffic, historyStart, w, t, n } = input;
  const f = createRandom(deriveSeed(seed, 'bulk-device', device.deviceIdx));
  const d = device.deviceIdx - 1;
  const division = org.divisions[device.divisionIdx - 1]!;
  const window = salesWindow(device, historyStart);
  const setpoint = minSetpoint(org, device.deviceIdx);
  const has = (feature: Feature | undefined) =>
    feature === undefined || (feature === 'cash' ? device.deviceType !== 'AI_FRIDGE' : feature === 'fridge' ? setpoint !== null : device.deviceType === 'AI_FRIDGE');
  const incidents = drawIncidents(f, device, window, historyStart, has);
  const open = (codes: readonly FaultCode[], at: number) => incidents.some((i) => codes.includes(i.code) && i.from <= at && at < i.until);

  // The device's shelves: local stock and the moment each last changed.
  const first = shelves.first[d]!;
  const size = shelves.first[d + 1]! - first;
  const stock = Int32Array.from(shelves.stock.subarray(first, first + size));
  const par = shelves.par.subarray(first, first + size);
  const parSum = par.reduce((a, b) => a + b, 0);
  const changed = new Float64Array(size).fill(shelves.placedAt[d]!);
  const placed = t.at(shelves.placedAt[d]!);
  const tx = (local: number, code: string, count: number, at: number, memo: string, paymentIdx: number | null) => {
    stock[local]! += count;
    changed[local] = at;
    w.productTransactions.add(++n.transaction, first + local + 1, code, count, stock[local]!, memo, t.at(at), paymentIdx, null);
  };
  for (let i = 0; i < size; i++) w.productTransactions.add(++n.transaction, first + i + 1, 'NEW', stock[i]!, stock[i]!, 'placed', placed, null, null);

  // Customers: `payments` sessions that buy and a few that do not (a 1 ms mark tells them apart while sorting).
  const empty = Math.round((payments * EMPTY_SESSION_SHARE) / (1 - EMPTY_SESSION_SHARE));
  const arrivals = new Float64Array(payments + empty);
  for (let i = 0; i < arrivals.length; i++) {
    let at = traffic.draw(f, window.from, window.to);
    for (let tries = 0; tries < 50 && open(BLOCKING, at); tries++) at = traffic.draw(f, window.from, window.to);
    arrivals[i] = at + (i < payments ? 0 : 1);
  }
  arrivals.sort();
  const staffMinute = f.int(420, 600);
  let day = kstDayStart(window.from);
  let staffAt = day + (staffMinute + f.int(0, 15)) * MINUTE;
  const pending: Pending[] = [];
  let doorFree = 0;

  const refundsBefore = (at: number) => {
    while (pending.length > 0 && pending[0]!.at < at) {
      const due = pending.shift()!;
      tx(due.local, 'REFUND', due.count, due.at, recordText('refund', { payment: due.paymentIdx }), due.paymentIdx);
    }
  };
  const door = (openType: string, openAt: number, closeAt: number, paymentIdx: number | null) => {
    const closed = t.at(closeAt);
    w.doorOpens.add(++n.doorOpen, device.deviceIdx, openType, t.at(openAt), closed, paymentIdx, null, closed, closed, closed);
    doorFree = closeAt;
  };
  const restock = (at: number) => {
    refundsBefore(at);
    const closeAt = at + f.int(3, 8) * MINUTE;
    door('EMPLOYEE', at, closeAt, null);
    for (let i = 0; i < size; i++) if (stock[i]! < par[i]!) tx(i, 'ADD', par[i]! - stock[i]!, closeAt, recordText('restock'), null);
  };
  const customer = (arrival: number, buys: boolean) => {
    let at = Math.max(arrival, doorFree + 1000);
    refundsBefore(at);
    let mode: number = f.weighted(MODES[device.provider]);
    // A broken reader sends a TC customer to the app. The bulk world keeps its exact payment count, so
    // a card-only kiosk's sale still goes through: it is there for scale, not for the fault's story.
    if (mode === 2 && device.provider === 'TC' && open(['PAYMENT_CARD_READER'], at)) mode = 1;
    if (!buys) {
      door(OPEN_TYPE[mode]!, at, at + f.int(20, 90) * 1000, null);
      return;
    }
    if (stock.every((s) => s === 0)) {
      restock(at); // an empty kiosk: staff came first
      at = doorFree + 1000;
      refundsBefore(at);
    }
    const closeAt = at + f.int(20, 90) * 1000;
    // 1–3 picks of what is on the shelves, a 2+1's whole set at once as far as the shelf holds it.
    const items = f.weighted([{ value: 1, weight: 65 }, { value: 2, weight: 25 }, { value: 3, weight: 10 }]);
    const taken = new Map<number, number>();
    for (let k = 0; k < items; k++) {
      const onShelf: number[] = [];
      for (let i = 0; i < size; i++) if (stock[i]! > (taken.get(i) ?? 0)) onShelf.push(i);
      if (onShelf.length === 0) break;
      const i = f.pick(onShelf);
      const units = taken.has(i) ? 1 : unitsPicked(pricing(division.companyIdx, division.divisionIdx, shelves.product[first + i]!, closeAt));
      taken.set(i, Math.min(stock[i]!, (taken.get(i) ?? 0) + units));
    }
    const paymentIdx = ++n.payment;
    const approved = !f.chance(DECLINE_RATE);
    const provider = PROVIDER_CODE[device.provider];
    const lines = [...taken].map(([local, count]) => {
      const productIdx = shelves.product[first + local]!;
      return { local, count, productIdx, ...priceLine(shelves.price[first + local]!, count, pricing(division.companyIdx, division.divisionIdx, productIdx, closeAt)) };
    });
    const book = saleBook(provider, approved, lines);
    const { amount } = book;
    // One line in a hundred approved payments goes back 1–8 h later: made if before the history ends, else planned for the fleet.
    const refund = approved && f.chance(REFUND_RATE) ? { line: f.int(0, lines.length - 1), at: closeAt + f.int(60, 480) * MINUTE } : null;
    const made = refund !== null && refund.at < window.end;
    const refunded = made ? lines[refund.line]! : null;
    const closed = t.at(closeAt);
    w.payments.add(
      paymentIdx, device.deviceIdx, provider, book.approveResult, refunded ? refundState(amount, refunded.amount) : book.state, mode, amount,
      approved ? String(f.int(0, 99_999_999)).padStart(8, '0') : null, closed, null,
      refunded?.amount ?? 0, made ? t.at(refund.at) : null, refund && !made ? t.at(refund.at) : null,
      refund && !made ? first + lines[refund.line]!.local + 1 : null,
    );
    for (const l of lines) {
      const back = l === refunded;
      w.paymentLines.add(
        ++n.paymentLine, paymentIdx, first + l.local + 1, l.productIdx, org.products[l.productIdx - 1]!.productName, l.count, l.price,
        l.promotionType, l.listPrice, l.amount, l.promotionIdx, back ? l.count : 0, back ? l.amount : 0,
      );
    }
    door(OPEN_TYPE[mode]!, at, closeAt, paymentIdx);
    if (!approved) return;
    for (const { line, count } of book.sales) tx(line.local, 'SALE', count, closeAt, recordText('sale'), paymentIdx);
    if (refunded) {
      pending.push({ at: refund!.at, local: refunded.local, count: refunded.count, paymentIdx });
      pending.sort((a, b) => a.at - b.at);
    }
  };

  let next = 0;
  while (next < arrivals.length || staffAt < window.to) {
    const arrival = next < arrivals.length ? Math.floor(arrivals[next]! / 1000) * 1000 : Infinity;
    if (staffAt < window.to && staffAt <= arrival) {
      const total = stock.reduce((a, b) => a + b, 0);
      if (total < parSum * RESTOCK_BELOW && !open(['POWER_LOSS'], staffAt)) restock(Math.max(staffAt, doorFree + 1000));
      day += DAY;
      staffAt = day + (staffMinute + f.int(0, 15)) * MINUTE;
      continue;
    }
    customer(arrival, arrivals[next]! % 1000 === 0);
    next++;
  }
  refundsBefore(Infinity);

  for (let i = 0; i < size; i++) {
    const m = first + i;
    w.productMappings.add(
      m + 1, shelves.product[m]!, device.divisionIdx, device.deviceIdx, shelves.tray[m]!, shelves.price[m]!, stock[i]!,
      t.date(WORLD_REF_DATE_MS + shelves.expiresInDays[m]! * DAY), placed, t.at(changed[i]!), null,
    );
  }
  writeNotices(f, input, device, incidents);
  writeSelfChecks(f, input, device, window.end, incidents, has);
  if (setpoint !== null) writeTemperatures(f, input, device, setpoint, window.end, open);
  if (device.deviceType === 'AI_FRIDGE') writeVisionModel(f, input, device, shelves.placedAt[d]!);
}

function minSetpoint(org: BulkOrganisation, deviceIdx: number): number | null {
  let min: number | null = null;
  // Trays are in device order; a device's trays are found from its first.
  for (let i = firstTray(org, deviceIdx); i < org.trays.length && org.trays[i]!.deviceIdx === deviceIdx; i++) {
    const s = org.trays[i]!.setTemperature;
    if (s !== null && (min === null || s < min)) min = s;
  }
  return min;
}

const trayIndex = new WeakMap<BulkOrganisation, Int32Array>();
function firstTray(org: BulkOrganisation, deviceIdx: number): number {
  let index = trayIndex.get(org);
  if (!index) {
    index = new Int32Array(org.devices.length + 1).fill(-1);
    for (let i = org.trays.length - 1; i >= 0; i--) index[org.trays[i]!.deviceIdx] = i;
    trayIndex.set(org, index);
  }
  return index[deviceIdx]!;
}

/** A spontaneous fault now and then (resolved within the history), the open fault of a FAULT device, the lost link of an OFFLINE one. */
function drawIncidents(f: FastRandom, device: DeviceRow, window: { end: number }, historyStart: number, has: (feature: Feature | undefined) => boolean): Incident[] {
  const incidents: Incident[] = [];
  if (f.chance(0.25)) {
    const code = f.weighted(RANDOM_FAULTS.filter((c) => has(FAULTS[c].requires)).map((c) => ({ value: c, weight: FAULTS[c].randomWeight })));
    const from = f.int(historyStart / 1000, (window.end - 2 * DAY) / 1000) * 1000;
    const def: { resolveAfterMin?: readonly [number, number]; fixedByStaff?: boolean } = FAULTS[code];
    const minutes = def.resolveAfterMin ? f.int(def.resolveAfterMin[0], def.resolveAfterMin[1]) : f.int(60, 20 * 60);
    incidents.push({ code, from, until: from + minutes * MINUTE });
  }
  if (device.status === 'FAULT') {
    incidents.push({ code: f.pick(STATUS_FAULTS.filter((c) => has(FAULTS[c].requires))), from: WORLD_REF_DATE_MS - f.int(600, 48 * 3600) * 1000, until: Infinity });
  }
  if (device.status === 'OFFLINE') incidents.push({ code: 'NETWORK_OFFLINE', from: window.end + 3 * MINUTE, until: Infinity });
  return incidents.sort((a, b) => a.from - b.from);
}

function writeNotices(f: FastRandom, { w, t, n }: DeviceHistoryInput, device: DeviceRow, incidents: Incident[]): void {
  for (const i of incidents) {
    const def = FAULTS[i.code];
    const resolved = i.until !== Infinity;
    const acknowledged = !resolved && i.from < WORLD_REF_DATE_MS - HOUR && f.chance(0.5);
    const updated = resolved ? i.until : acknowledged ? f.int((i.from + 10 * MINUTE) / 1000, WORLD_REF_DATE_MS / 1000) * 1000 : i.from;
    const reportAt = t.at(i.from);
    w.faultNotices.add(
      ++n.notice, device.deviceIdx, def.component, i.code, def.severity, resolved ? 'RESOLVED' : acknowledged ? 'ACKNOWLEDGED' : 'OPEN',
      def.description.ko, def.description.en, reportAt, resolved ? t.at(i.until) : null, null, reportAt, t.at(updated),
    );
  }
}

/** The last week's nightly self-checks (03:00–04:00 KST) while the device reports; an item fails while a fault on it is open. */
function writeSelfChecks(f: FastRandom, { w, t, n }: DeviceHistoryInput, device: DeviceRow, end: number, incidents: Incident[], has: (feature: Feature | undefined) => boolean): void {
  const items = CHECK_ITEMS.filter((item) => has(ITEM_NEEDS.get(item)));
  const minute = f.int(180, 239);
  const created = wireToMs(device.createdDate);
  for (let day = kstDayStart(WORLD_REF_DATE_MS) - (SELF_CHECK_NIGHTS - 1) * DAY; day < WORLD_REF_DATE_MS; day += DAY) {
    const at = day + minute * MINUTE + f.int(0, 59) * 1000;
    if (at < created || at >= end || incidents.some((i) => i.code === 'POWER_LOSS' && i.from <= at && at < i.until)) continue;
    const results = items.map((component) => {
      const codes = [...new Set(incidents.filter((i) => FAULTS[i.code].check === component && i.from <= at && at < i.until).map((i) => i.code))];
      return { component, passed: codes.length === 0, detail: codes.length === 0 ? 'OK' : codes.join(', ') };
    });
    const reportAt = t.at(at);
    w.selfChecks.add(++n.selfCheck, device.deviceIdx, results.every((r) => r.passed) ? 1 : 0, JSON.stringify(results), reportAt, reportAt, reportAt);
  }
}

/** Every 15 minutes over the six hours before the device's last report: the thermostat's swing; nothing while the power is out, null while the probe is broken. */
function writeTemperatures(
  f: FastRandom, { w, t }: DeviceHistoryInput, device: DeviceRow, setpoint: number, end: number, open: (codes: readonly FaultCode[], at: number) => boolean,
): void {
  const every = 15 * MINUTE;
  const last = Math.floor(Math.min(WORLD_REF_DATE_MS, end) / every) * every;
  const period = f.int(35, 50) * MINUTE;
  const phase = f.int(0, period);
  for (let at = last - TEMPERATURE_HOURS * HOUR; at <= last; at += every) {
    if (open(['POWER_LOSS', 'NETWORK_OFFLINE'], at)) continue;
    const celsius = normalTemperature(setpoint, telemetryRulesOf(device.deviceType, setpoint).bandC, period, phase, [], at) + f.int(-2, 2) / 10;
    w.temperatureSamples.add(device.deviceIdx, t.at(at), 1, open(['REFRIGERATION_PROBE'], at) ? null : Math.round(celsius * 10) / 10);
  }
}

/**
 * What an AI fridge's vision model knows: its products, learnt after their training time as the
 * demo world replays it (training.ts), but for one waiting (one in ten) or being learnt (one in twenty).
 */
function writeVisionModel(f: FastRandom, { shelves, w, t, n }: DeviceHistoryInput, device: DeviceRow, placedAt: number): void {
  const placed = t.at(placedAt);
  const d = device.deviceIdx - 1;
  const products = [...new Set(shelves.product.subarray(shelves.first[d]!, shelves.first[d + 1]!))];
  const addRow = (productIdx: number, trainingMs: number, started: number | null) =>
    w.productTrainings.add(
      ++n.productTraining, device.deviceIdx, productIdx, started === null ? 'TRAINING_PENDING' : 'TRAINING', trainingMs, 0,
      started === null ? null : t.at(started), started === null ? null : t.at(started + trainingMs), placed, started === null ? placed : t.at(started),
    );
  const roll = f.float();
  const learning = roll < 0.1 ? 'TRAINING_PENDING' : roll < 0.15 ? 'TRAINING' : null;
  const unknown = learning && products.length > 1 ? products[f.int(0, products.length - 1)]! : null;
  if (unknown !== null) {
    const trainingMs = trainingMsOf(device.deviceIdx, unknown);
    addRow(unknown, trainingMs, learning === 'TRAINING' ? WORLD_REF_DATE_MS - Math.round((trainingMs * f.int(15, 85)) / 100 / MINUTE) * MINUTE : null);
  }
  let learnt = 0;
  let lastTrainedAt: number | null = null;
  for (const productIdx of products.filter((p) => p !== unknown)) {
    const trainingMs = trainingMsOf(device.deviceIdx, productIdx);
    const replay = replayedTraining(placedAt, trainingMs, f.int(...START_AFTER_PLACEMENT_MIN));
    if (replay.state !== 'LEARNT') {
      addRow(productIdx, trainingMs, replay.state === 'TRAINING' ? replay.startedAt : null);
      continue;
    }
    w.deviceModelProducts.add(device.deviceIdx, productIdx, t.at(replay.learntAt));
    learnt += 1;
    lastTrainedAt = Math.max(lastTrainedAt ?? 0, replay.learntAt);
  }
  const trained = lastTrainedAt === null ? null : t.at(lastTrainedAt);
  w.deviceModels.add(device.deviceIdx, learnt + f.int(0, 6), trained, trained ?? placed);
}
