// The fleet engine: kiosks on a shared simulated timeline, advanced in fixed ticks. Pure and
// deterministic — no timers, no I/O. The same seed and the same calls give the same events.
import * as cmd from './commands';
import type { CommandResult } from './commands';
import type { CustomerRequest, StaffRequest } from './door';
import { byTime, type FleetEvent } from './events';
import { isFaultCode, type FaultSeverity } from './faults';
import { CardBook, type CardSpec } from './cards';
import { createKiosk, tickKiosk } from './kiosk';
import type { TickContext } from './tick';
import { DEFAULT_OPTIONS, type EmployeeSpec, type FleetOptions, type Kiosk, type KioskSpec } from './model';
import { activePromotion, byProduct, type PromotionSpec } from './pricing';
import { createRandom, deriveSeed, type Random } from './random';
import { snapshotOf, stockOf, type KioskSnapshot } from './snapshot';
import { trafficWeight } from './traffic';

export interface FleetConfig {
  seed: number;
  kiosks: KioskSpec[];
  /** Employee cards with their points (see cards.ts). */
  cards?: CardSpec[];
  /** Price promotions of the kiosks' companies (see pricing.ts). */
  promotions?: PromotionSpec[];
  /** Epoch ms where simulated time starts. */
  startAt: number;
  options?: Partial<FleetOptions>;
}

export interface FleetEngine {
  readonly seed: number;
  readonly options: Readonly<FleetOptions>;
  /** Simulated time the engine has processed up to (a tick boundary); commands act at this time. */
  now(): number;
  /** Process every whole tick up to t; returns the events produced, in time order. */
  advanceTo(t: number): FleetEvent[];
  openDoorSession(deviceIdx: number, request?: CustomerRequest): CommandResult<{ sessionId: string; closeAt: number | null }>;
  staffRestock(deviceIdx: number, request?: StaffRequest): CommandResult<{ sessionId: string; closeAt: number | null }>;
  raiseFault(deviceIdx: number, code: string, severity?: FaultSeverity): CommandResult<{ faultId: string }>;
  clearFault(deviceIdx: number, code: string): CommandResult<{ resolved: number }>;
  /** Re-open a part that broke on its own before this kiosk was built (see commands.ts). */
  restorePartFault(deviceIdx: number, code: string, severity: FaultSeverity, raisedAt: number): CommandResult<{ faultId: string }>;
  runSelfCheck(deviceIdx: number): CommandResult;
  setOffline(deviceIdx: number, offline: boolean, options?: { forMs?: number }): CommandResult;
  /**
   * Change customer traffic for the next durationMs, fleet-wide or at the kiosks `deviceIdxs` only:
   * the traffic weight (1 = weekday average) is raised to at least `floor`, then multiplied by
   * `factor`. A kiosk outside the set draws exactly what it would without the boost.
   */
  boostTraffic(factor: number, durationMs: number, floor?: number, deviceIdxs?: readonly number[]): CommandResult;
  addKiosk(spec: KioskSpec): CommandResult;
  removeKiosk(deviceIdx: number): CommandResult;
  /** The database changed a product's stock (the database is the source of truth). */
  updateStock(productMappingIdx: number, stock: number): CommandResult;
  updateProduct(productMappingIdx: number, patch: ProductPatch): CommandResult;
  /** The cards become these, balances as given (the database is the truth). */
  setCards(cards: CardSpec[]): CommandResult;
  /** The cards that may open a kiosk (its division's). */
  setEmployees(deviceIdx: number, employees: EmployeeSpec[]): CommandResult;
  /** The promotions become these; sales price by them from now on. */
  setPromotions(promotions: PromotionSpec[]): CommandResult;
  deviceIdxs(): number[];
  /** Read-only view of one kiosk's products (for scenarios and the cockpit). */
  products(deviceIdx: number): KioskSnapshot['stock'];
  /** A deterministic random stream for fleet-level choices (scenarios): same calls, same draws. */
  random(label: string): Random;
  snapshot(): { at: number; kiosks: KioskSnapshot[] };
}

export type ProductPatch = { stock?: number; expiredDate?: string | null; price?: number; productName?: string };

export function createFleetEngine(config: FleetConfig): FleetEngine {
  const opts: FleetOptions = { ...DEFAULT_OPTIONS, ...config.options };
  if (!(opts.tickMs > 0)) throw new RangeError('tickMs must be positive');
  const kiosks = new Map<number, Kiosk>();
  let ordered: Kiosk[] = [];
  let now = config.startAt;
  let randomCalls = 0;
  /** Active and coming boosts, soonest to end first; `kiosks` null: every kiosk. */
  const boosts: { from: number; until: number; factor: number; floor: number; kiosks: ReadonlySet<number> | null }[] = [];

  const reorder = () => {
    ordered = [...kiosks.values()].sort((a, b) => a.spec.deviceIdx - b.spec.deviceIdx);
  };
  const add = (spec: KioskSpec) => kiosks.set(spec.deviceIdx, createKiosk(spec, config.seed, now, opts));
  for (const spec of config.kiosks) {
    if (kiosks.has(spec.deviceIdx)) throw new Error(`duplicate deviceIdx ${spec.deviceIdx}`);
    add(spec);
  }
  reorder();

  // Every kiosk asks for the same moment within a tick: remember the last answer (the weight of a
  // kiosk that no boost on a set of kiosks covers, and the boosts running then).
  let traffic: { at: number; weight: number; running: typeof boosts } = { at: Number.NaN, weight: 0, running: [] };
  const boosted = (weight: number, b: (typeof boosts)[number]) => Math.max(weight, b.floor) * b.factor;
  const cards = new CardBook();
  cards.set(config.cards ?? [], now);
  let promotions = byProduct(config.promotions ?? []);
  const ctx: TickContext = {
    opts,
    cards,
    promotionFor: (k, productIdx, at) => activePromotion(promotions.get(productIdx), { companyIdx: k.spec.companyIdx, divisionIdx: k.spec.divisionIdx, productIdx }, at),
    trafficAt(at, k) {
      if (traffic.at !== at) {
        const running = boosts.filter((b) => at >= b.from && at < b.until);
        traffic = { at, weight: running.reduce((w, b) => (b.kiosks === null ? boosted(w, b) : w), trafficWeight(at)), running };
      }
      const deviceIdx = k.spec.deviceIdx;
      if (!traffic.running.some((b) => b.kiosks?.has(deviceIdx))) return traffic.weight;
      return traffic.running.reduce((w, b) => (b.kiosks === null || b.kiosks.has(deviceIdx) ? boosted(w, b) : w), trafficWeight(at));
    },
  };
  const withKiosk = <T extends object>(deviceIdx: number, run: (k: Kiosk) => CommandResult<T>): CommandResult<T> => {
    const k = kiosks.get(deviceIdx);
    return k ? run(k) : { ok: false, reason: 'UNKNOWN_DEVICE' };
  };
  const findProduct = (productMappingIdx: number) => {
    for (const k of ordered) {
      const product = k.state.products.get(productMappingIdx);
      if (product) return product;
    }
    return undefined;
  };
  const ok = (): CommandResult => ({ ok: true, events: [] });

  return {
    seed: config.seed,
    options: opts,
    now: () => now,
    advanceTo(t) {
      const out: FleetEvent[] = [];
      while (now + opts.tickMs <= t) {
        const tick: FleetEvent[] = [];
        for (const k of ordered) tickKiosk(k, now, now + opts.tickMs, ctx, tick);
        cards.sweep(now + opts.tickMs, tick);
        out.push(...byTime(tick));
        now += opts.tickMs;
        while (boosts.length > 0 && boosts[0]!.until <= now) boosts.shift();
      }
      return opts.coalesceHeartbeats ? keepLastHeartbeats(out) : out;
    },
    openDoorSession: (deviceIdx, request = {}) => withKiosk(deviceIdx, (k) => cmd.openDoorSession(k, now, ctx, request)),
    staffRestock: (deviceIdx, request = {}) => withKiosk(deviceIdx, (k) => cmd.staffRestock(k, now, ctx, request)),
    raiseFault: (deviceIdx, code, severity) =>
      isFaultCode(code) ? withKiosk(deviceIdx, (k) => cmd.raiseFault(k, now, ctx, code, severity)) : { ok: false, reason: 'BAD_INPUT' },
    restorePartFault: (deviceIdx, code, severity, raisedAt) =>
      isFaultCode(code) ? withKiosk(deviceIdx, (k) => cmd.restorePartFault(k, now, code, severity, raisedAt)) : { ok: false, reason: 'BAD_INPUT' },
    clearFault: (deviceIdx, code) => (isFaultCode(code) ? withKiosk(deviceIdx, (k) => cmd.clearFault(k, now, ctx, code)) : { ok: false, reason: 'BAD_INPUT' }),
    runSelfCheck: (deviceIdx) => withKiosk(deviceIdx, (k) => cmd.selfCheckNow(k, now)),
    setOffline: (deviceIdx, offline, options = {}) => withKiosk(deviceIdx, (k) => cmd.setOffline(k, now, offline, options.forMs)),
    boostTraffic(factor, durationMs, floor = 0, deviceIdxs) {
      if (!(factor >= 0) || !(durationMs > 0) || !(floor >= 0) || deviceIdxs?.length === 0) return { ok: false, reason: 'BAD_INPUT' };
      boosts.push({ from: now, until: now + durationMs, factor, floor, kiosks: deviceIdxs ? new Set(deviceIdxs) : null });
      traffic = { at: Number.NaN, weight: 0, running: [] };
      boosts.sort((a, b) => a.until - b.until);
      return ok();
    },
    addKiosk(spec) {
      if (kiosks.has(spec.deviceIdx)) return { ok: false, reason: 'DUPLICATE_DEVICE' };
      add(spec);
      reorder();
      return ok();
    },
    removeKiosk(deviceIdx) {
      if (!kiosks.delete(deviceIdx)) return { ok: false, reason: 'UNKNOWN_DEVICE' };
      reorder();
      return ok();
    },
    updateStock: (productMappingIdx, stock) => updateProduct(productMappingIdx, { stock }),
    updateProduct: (productMappingIdx, patch) => updateProduct(productMappingIdx, patch),
    setCards(list) {
      cards.set(list, now);
      return ok();
    },
    setEmployees: (deviceIdx, employees) =>
      withKiosk(deviceIdx, (k) => {
        k.spec = { ...k.spec, employees };
        return ok();
      }),
    setPromotions(list) {
      promotions = byProduct(list);
      return ok();
    },
    deviceIdxs: () => ordered.map((k) => k.spec.deviceIdx),
    products: (deviceIdx) => {
      const k = kiosks.get(deviceIdx);
      return k ? stockOf(k) : [];
    },
    random: (label) => createRandom(deriveSeed(config.seed, 'fleet', label, now, ++randomCalls)),
    snapshot: () => ({ at: now, kiosks: ordered.map((k) => snapshotOf(k, now)) }),
  };

  function updateProduct(productMappingIdx: number, patch: ProductPatch): CommandResult {
    const product = findProduct(productMappingIdx);
    if (!product) return { ok: false, reason: 'UNKNOWN_PRODUCT' };
    const count = (n: number | undefined) => n === undefined || (Number.isInteger(n) && n >= 0);
    if (!count(patch.stock) || !count(patch.price)) return { ok: false, reason: 'BAD_INPUT' };
    if (patch.stock !== undefined) product.stock = patch.stock;
    if (patch.price !== undefined) product.price = patch.price;
    if (patch.expiredDate !== undefined) product.expiredDate = patch.expiredDate;
    if (patch.productName !== undefined) product.productName = patch.productName;
    return ok();
  }
}

/** The wiring only needs each kiosk's newest heartbeat (device.reportAt). */
function keepLastHeartbeats(events: FleetEvent[]): FleetEvent[] {
  const last = new Map<number, FleetEvent>();
  for (const e of events) if (e.type === 'HEARTBEAT') last.set(e.deviceIdx, e);
  return events.filter((e) => e.type !== 'HEARTBEAT' || last.get(e.deviceIdx) === e);
}
