// The living fleet: the engine, its simulated clock and the database, kept in step. Every batch
// of engine events is written in one transaction, together with the simulated time it brings the
// database to, so a restart resumes where the database stands. Commands (the cockpit's) first
// bring the engine up to the clock, then act, then write what they caused.
import type { z } from 'zod';
import type { Bilingual, ClockState, ScenarioName, fleetKiosk } from '../../../contract/index';
import { fromWireDateTime, toWireDateTime, type Clock } from '../clock';
import { UNSCOPED } from '../db/sql';
import type { Repositories } from '../db/repositories/index';
import {
  DAY_MS,
  SimClock,
  createFleetEngine,
  deriveSeed,
  kstDate,
  runScenario,
  type CommandResult,
  type CustomerRequest,
  type FaultCode,
  type FaultSeverity,
  type FleetEngine,
  type FleetEvent,
  type FleetOptions,
  type KioskSnapshot,
  type Refusal,
  type ScenarioOptions,
  type ScenarioResult,
  type StaffRequest,
} from '../fleet/index';
import { WORLD_REF_DATE_MS } from '../world/random';
import { liveKiosks, worldInfo } from '../world/seed';
import { deliverDue, writeBatch } from './batch-writer';
import { carryFaults, type CarriedFaults } from './carry-faults';
import { EventFeed } from './event-feed';
import { FaultLedger } from './fault-ledger';
import { loadCardSpecs, loadEmployees, loadKioskSpecs, loadPromotionSpecs, specKey } from './kiosk-specs';
import { describeEvents, faultName, learntText, line } from './sentences';
import { planStart } from './start-plan';

/** Temperature samples are kept this long (the charts show a day; a week is there to compare). */
export const TEMPERATURE_RETENTION_MS = 8 * DAY_MS;
/** Devices whose old samples one batch prunes (each a range of the samples' key). */
const PRUNE_DEVICES = 50;
/** Longest stretch written in one transaction while catching up or stepping… */
const CHUNK_MS = DAY_MS;
/** …for a fleet of up to this many kiosks; a larger fleet writes shorter stretches, so one batch of events stays as big. */
const CHUNK_KIOSKS = 100;
export const TIMER_MS = 1000;
/** A running fleet of more kiosks than CHUNK_KIOSKS catches up while the server answers: this much simulated time a step… */
const CATCH_UP_STEP_MS = 60_000;
/** …and steps until this much real time has passed, before other work gets its turn (on two busy cores a slice's wall time is several times its CPU time). */
const CATCH_UP_SLICE_MS = 10;
/** How long a catch-up waits before it looks again whether it may go on (catchUpWaits). */
const CATCH_UP_WAIT_MS = 10;

export interface FleetRuntimeConfig {
  repos: Repositories;
  /** Real time: what a running product catches up with at start. */
  wallClock: Clock;
  /** Catch up at start and move on a 1 s timer (false: time moves only when stepped). */
  autoRun: boolean;
  /** A new world's simulated start (default: the seed's reference date, the end of its history). */
  startAt?: number;
  /** Simulated ms per real ms at start; 0 = paused. */
  speed: number;
  engine?: Partial<FleetOptions>;
  maxCatchUpMs: number;
  /** A catch-up in the background waits while this answers true (the WAL's checkpoint is behind: db/checkpointer.ts). */
  catchUpWaits?: () => boolean;
  logError: (message: string, error: unknown) => void;
}

/** What an API write changed, told to the fleet after its transaction committed. */
export interface FleetChange {
  /** Devices whose register or trays changed, or that were deleted. */
  deviceIdxs?: readonly number[];
  /** Product mappings whose stock, price or expiry changed. */
  productMappingIdxs?: readonly number[];
  /** Employee cards, their divisions' time slots or reset policies changed. */
  cards?: boolean;
  /** Promotions changed. */
  promotions?: boolean;
}

export interface StartupReport {
  runId: number;
  newWorld: boolean;
  /** Simulated time the run started at, after catching up. */
  simNow: number;
  caughtUpMs: number;
  skippedMs: number;
  /** The catch-up goes on after start, a step at a time between other work (a fleet of hundreds of kiosks). */
  inBackground?: boolean;
}

export type FleetKiosk = z.infer<typeof fleetKiosk>;
export type Outcome<T> = { ok: true; value: T } | { ok: false; reason: Refusal };

export class FleetRuntime {
  readonly feed = new EventFeed((deviceIdx) => this.names.get(deviceIdx)?.companyIdx ?? null);
  private clockNow!: SimClock;
  private engine!: FleetEngine;
  private ledger!: FaultLedger;
  private cutOff = new Set<number>();
  private specKeys = new Map<number, string>();
  private names = new Map<number, { label: string; companyIdx: number }>();
  /** Whether the engine drives a device: every device, except in a bulk world (see liveKiosks). */
  private isLive: (deviceIdx: number) => boolean = () => true;
  /** The devices the engine drives when that is not all of them (undefined: all). */
  private liveSet: number[] | undefined;
  private prunedDay: string | null = null;
  /** The day's prune under way, a few devices a batch: samples older than `before` of the devices keyed above `after`. */
  private pruning: { before: string; after: number } | null = null;
  private report!: StartupReport;
  private timer: NodeJS.Timeout | null = null;
  /** Simulated time a catch-up in the background still has to reach (null: none under way). */
  private catchingUpTo: number | null = null;

  constructor(private readonly config: FleetRuntimeConfig) {
    this.init();
    if (config.autoRun) {
      this.timer = setInterval(() => this.tick(), TIMER_MS);
      this.timer.unref();
    }
  }

  get clock(): SimClock {
    return this.clockNow;
  }

  get startup(): StartupReport {
    return this.report;
  }

  /** Simulated time now (what new rows are stamped with). */
  now(): number {
    return this.clockNow.now();
  }

  clockState(): ClockState {
    const now = this.clockNow.now();
    return { now, nowText: toWireDateTime(now), speed: this.clockNow.speed, paused: this.clockNow.paused };
  }

  /** Speed, pause and resume, then a step (written before this returns). */
  changeClock(change: { speed?: number; paused?: boolean; stepMs?: number }): ClockState {
    const clock = this.clockNow;
    const lines: Bilingual[] = [];
    if (change.speed !== undefined) {
      if (change.speed === 0) clock.pause();
      else clock.setSpeed(change.speed);
    }
    if (change.paused === true) clock.pause();
    if (change.paused === false) clock.resume();
    if (change.speed !== undefined || change.paused !== undefined) {
      lines.push(clock.paused ? { ko: '시계 일시 정지', en: 'clock paused' } : { ko: `시계 ×${clock.speed} 배속`, en: `clock running at ×${clock.speed}` });
    }
    if (change.stepMs !== undefined) {
      const span = duration(change.stepMs);
      lines.push({ ko: `시계 ${span.ko} 앞으로 이동`, en: `clock stepped ${span.en} ahead` });
    }
    this.feed.push(lines.map((text) => line('CLOCK', clock.now(), null, this.nameOf, text)));
    if (change.stepMs !== undefined) {
      clock.step(change.stepMs);
      this.advance();
    }
    return this.clockState();
  }

  /** Bring the database up to the clock. */
  advance(): void {
    const target = this.clockNow.now();
    const tickMs = this.engine.options.tickMs;
    const chunkMs = Math.max(tickMs, Math.round(CHUNK_MS * Math.min(1, CHUNK_KIOSKS / Math.max(1, this.engine.deviceIdxs().length))));
    while (this.engine.now() + tickMs <= target) {
      this.apply(this.engine.advanceTo(Math.min(target, this.engine.now() + chunkMs)));
    }
  }

  hasDevice(deviceIdx: number): boolean {
    return this.engine.deviceIdxs().includes(deviceIdx);
  }

  /** Product mappings on a device's trays, as the engine knows them. */
  productsOf(deviceIdx: number): number[] {
    return this.engine.products(deviceIdx).map((p) => p.productMappingIdx);
  }

  /** Opens a door by hand; the feed says so at once (the session's own line comes when it closes). */
  openDoor(deviceIdx: number, request: CustomerRequest): CommandResult<{ sessionId: string; closeAt: number | null }> {
    const result = this.command((engine) => engine.openDoorSession(deviceIdx, request));
    if (result.ok) {
      this.feed.push([
        line('DOOR_OPENED', this.engine.now(), deviceIdx, this.nameOf, {
          ko: '문 열림 — 진행 중 (문이 닫히면 결제가 기록됩니다)',
          en: 'door opened — under way (the payment is written when it closes)',
        }),
      ]);
    }
    return result;
  }

  /** A staff visit by hand: the door opens for a restock, written when it closes. */
  staffRestock(deviceIdx: number, request: StaffRequest): CommandResult<{ sessionId: string; closeAt: number | null }> {
    return this.command((engine) => engine.staffRestock(deviceIdx, request));
  }

  raiseFault(deviceIdx: number, code: FaultCode, severity?: FaultSeverity): Outcome<{ noticeIdx: number | null }> {
    const result = this.command((engine) => engine.raiseFault(deviceIdx, code, severity));
    if (!result.ok) return result;
    const sourceId = this.ledger.sourceIdOf(deviceIdx, result.faultId);
    const noticeIdx = sourceId === undefined ? undefined : this.config.repos.faults.unresolvedBySource(deviceIdx, sourceId);
    return { ok: true, value: { noticeIdx: noticeIdx ?? null } };
  }

  /**
   * Ends every open notice of a code on a device: the engine's (undoing what the fault did) and any
   * the engine does not track (seeded history). Refused when there is none.
   */
  clearFault(deviceIdx: number, code: FaultCode): Outcome<{ resolved: number }> {
    this.advance();
    const result = this.engine.clearFault(deviceIdx, code);
    if (!result.ok && result.reason !== 'NOT_OPEN') return result;
    let untracked = 0;
    this.apply(result.ok ? result.events : [], () => {
      untracked = this.config.repos.faults.resolveUntracked(deviceIdx, code, this.stamp());
      return [deviceIdx];
    });
    if (untracked > 0) {
      const name = faultName(code);
      this.feed.push([line('FAULT_RESOLVED', this.engine.now(), deviceIdx, this.nameOf, { ko: `고장 해제 — ${name.ko} (수동 해제)`, en: `fault resolved — ${name.en} (cleared by hand)` })]);
    }
    const resolved = (result.ok ? result.resolved : 0) + untracked;
    return resolved > 0 ? { ok: true, value: { resolved } } : { ok: false, reason: 'NOT_OPEN' };
  }

  selfCheck(deviceIdx: number): Outcome<{ passed: boolean; results: { component: string; passed: boolean; detail: string }[] }> {
    const result = this.command((engine) => engine.runSelfCheck(deviceIdx));
    if (!result.ok) return result;
    const check = result.events.find((e) => e.type === 'SELF_CHECK');
    return { ok: true, value: { passed: check?.passed ?? false, results: check?.results ?? [] } };
  }

  /** Cut a device's link until restored (kept across restarts), or restore it. */
  setOffline(deviceIdx: number, offline: boolean): Outcome<{ offline: boolean }> {
    const result = this.command((engine) => {
      const r = engine.setOffline(deviceIdx, offline);
      if (r.ok) {
        if (offline) this.cutOff.add(deviceIdx);
        else this.cutOff.delete(deviceIdx);
      }
      return r;
    });
    if (!result.ok) return result;
    const text = offline
      ? { ko: '통신 차단 (수동) — 하트비트 3회 누락 후 오프라인', en: 'link cut by hand — offline after 3 missed heartbeats' }
      : { ko: '통신 복구 (수동)', en: 'link restored by hand' };
    this.feed.push([line('DEVICE_LINK', this.engine.now(), deviceIdx, this.nameOf, text)]);
    return { ok: true, value: { offline } };
  }

  /** Runs a scenario; refused (nothing changes) when it finds nothing to act on. */
  scenario(name: ScenarioName, aim: ScenarioOptions = {}): { ok: true; value: ScenarioResult } | { ok: false; description: Bilingual } {
    this.advance();
    const result = runScenario(this.engine, name, aim);
    if (result.deviceIdxs.length === 0) return { ok: false, description: result.description };
    this.apply(result.events, () => {
      for (const e of result.expiring ?? []) this.config.repos.stock.setExpiredDate(e.productMappingIdx, e.expiredDate, this.stamp());
    });
    return { ok: true, value: result };
  }

  /** The clock and every kiosk as the cockpit shows them. */
  fleet(): { clock: ClockState; kiosks: FleetKiosk[] } {
    const statuses = this.config.repos.devices.statuses(this.engine.deviceIdxs());
    const faults = this.config.repos.faults.unresolvedCodes();
    const kiosks = this.engine.snapshot().kiosks.map((k): FleetKiosk => {
      const readings = k.zones.map((z) => z.temperature).filter((t): t is number => t !== null);
      return {
        deviceIdx: k.deviceIdx,
        deviceName: this.nameOf(k.deviceIdx) ?? k.serialNumber,
        provider: k.provider,
        online: k.online,
        status: statuses.get(k.deviceIdx) ?? k.status,
        temperature: readings.length > 0 ? Math.max(...readings) : null,
        doorOpen: k.door !== null,
        door: k.door && { openType: k.door.openType, openAt: toWireDateTime(k.door.openAt), closeAt: k.door.closeAt === null ? null : toWireDateTime(k.door.closeAt) },
        openFaults: faults.get(k.deviceIdx) ?? [],
      };
    });
    return { clock: this.clockState(), kiosks };
  }

  /** The engine's own view of its kiosks (the world's fidelity checks compare the database with it). */
  kioskSnapshots(): KioskSnapshot[] {
    return this.engine.snapshot().kiosks;
  }

  /** The feed after `since`: every line (null), or those of these companies' kiosks. */
  events(since: number, companyIdxs: readonly number[] | null = null): ReturnType<EventFeed['since']> {
    return this.feed.since(since, companyIdxs);
  }

  /**
   * An API write committed: a device that is gone leaves the fleet, a device whose register or trays
   * changed is built again (its hand-raised faults carried over), stock is taken from the database.
   */
  notify(change: FleetChange): void {
    const rebuilt = new Set<number>();
    for (const deviceIdx of new Set(change.deviceIdxs ?? [])) {
      if (this.syncKiosk(deviceIdx)) rebuilt.add(deviceIdx);
    }
    for (const productMappingIdx of new Set(change.productMappingIdxs ?? [])) {
      const row = this.config.repos.stock.get(productMappingIdx);
      if (row?.deviceIdx == null || rebuilt.has(row.deviceIdx)) continue;
      this.engine.updateProduct(productMappingIdx, { stock: row.stock, price: row.price, expiredDate: row.expiredDate });
    }
    if (change.deviceIdxs?.length) this.loadNames();
    if (change.cards) this.loadCards();
    if (change.promotions) this.engine.setPromotions(loadPromotionSpecs(this.config.repos));
  }

  /**
   * Devices deleted and made in bulk beside the API (a classroom's sandboxes, classroom/sandbox.ts):
   * the gone ones leave the fleet and the new ones join, built from one load of their specs (not one
   * per kiosk, as notify does). A copy of a kiosk that is cut off (`twinOf`) starts cut off; open
   * faults copied with the devices are carried over as on a restart.
   */
  replaceKiosks(gone: readonly number[], added: readonly { deviceIdx: number; twinOf: number }[]): void {
    const { repos } = this.config;
    for (const deviceIdx of gone) {
      this.engine.removeKiosk(deviceIdx);
      this.specKeys.delete(deviceIdx);
      this.cutOff.delete(deviceIdx);
    }
    const live = added.filter((a) => this.isLive(a.deviceIdx));
    for (const a of live) if (this.cutOff.has(a.twinOf)) this.cutOff.add(a.deviceIdx);
    const deviceIdxs = live.map((a) => a.deviceIdx);
    for (const spec of deviceIdxs.length > 0 ? loadKioskSpecs(repos, this.cutOff, this.engine.now(), deviceIdxs) : []) {
      this.engine.addKiosk(spec);
      this.specKeys.set(spec.deviceIdx, specKey(spec));
      this.ledger.rebuilt(spec.deviceIdx);
    }
    const carried = repos.db.transaction(() => {
      const result = carryFaults(this.engine, repos, this.ledger, deviceIdxs);
      this.refreshStatuses(deviceIdxs);
      this.saveState();
      return result;
    })();
    this.feedCarried(carried, { ko: '실습 회사 준비', en: 'sandbox made' });
    this.loadNames();
    this.loadCards();
    this.engine.setPromotions(loadPromotionSpecs(repos));
  }

  /**
   * The world was reseeded: start over from its database, as on a first start. `catchUp: false`
   * starts the clock at the world's own start even in a running product (a tour's fresh world).
   */
  reset({ catchUp = this.config.autoRun }: { catchUp?: boolean } = {}): void {
    this.feed.startOver(); // the old world's lines would read as this one's, some of them later than its clock
    this.init(catchUp);
    this.feed.push([line('RESET', this.clockNow.now(), null, this.nameOf, { ko: '월드를 다시 만들었습니다', en: 'world reset' })]);
  }

  close(): void {
    this.catchingUpTo = null;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    if (this.config.repos.db.open) this.saveState();
  }

  // ── internals ───────────────────────────────────────────────────────────

  private init(catchUp = this.config.autoRun): void {
    const { repos } = this.config;
    const saved = repos.simState.get();
    const plan = planStart({
      saved: saved?.simNow, fresh: this.config.startAt ?? WORLD_REF_DATE_MS, wall: this.config.wallClock.now(),
      catchUp, maxCatchUpMs: this.config.maxCatchUpMs,
    });
    const runId = (saved?.runId ?? 0) + 1;
    // A bulk world drives a bounded fleet (its first kiosks and any registered later); the rest keep their seeded history.
    const bound = liveKiosks(repos.db);
    this.isLive = bound ? (deviceIdx) => deviceIdx <= bound.liveKiosks || deviceIdx > bound.seededDevices : () => true;
    this.liveSet = bound ? repos.devices.keysUpToOrAfter(bound.liveKiosks, bound.seededDevices) : undefined;
    const devices = this.liveSet ? repos.devices.many(this.liveSet) : repos.devices.all(UNSCOPED);
    // A world's first run cuts off the devices seeded as OFFLINE; later runs keep the saved set.
    this.cutOff = new Set(saved ? saved.cutOff : devices.filter((d) => d.status === 'OFFLINE').map((d) => d.deviceIdx));
    this.clockNow = new SimClock(plan.startAt, this.config.speed);
    const specs = loadKioskSpecs(repos, this.cutOff, plan.startAt, this.liveSet);
    this.specKeys = new Map(specs.map((s) => [s.deviceIdx, specKey(s)]));
    const worldSeed = worldInfo(repos.db)?.seed ?? 0;
    this.engine = createFleetEngine({
      seed: deriveSeed(worldSeed, 'run', runId), kiosks: specs, cards: loadCardSpecs(repos), promotions: loadPromotionSpecs(repos), startAt: plan.startAt,
      ...(this.config.engine ? { options: this.config.engine } : {}),
    });
    this.ledger = new FaultLedger(runId);
    this.prunedDay = null;
    this.pruning = null;
    this.loadNames();
    let carried: CarriedFaults | undefined;
    repos.db.transaction(() => {
      carried = carryFaults(this.engine, repos, this.ledger, this.engine.deviceIdxs());
      this.refreshStatuses(carried.resolved.map((r) => r.deviceIdx));
      this.saveState();
    })();
    this.feedCarried(carried!, { ko: '시뮬레이터 재시작', en: 'simulator restarted' });
    // Hundreds of kiosks take tens of seconds to live through a week: they do it a step at a time
    // after start, the clock moving with them, while requests are answered between the steps.
    const inBackground = this.config.autoRun && this.engine.deviceIdxs().length > CHUNK_KIOSKS && plan.catchUpTo > plan.startAt;
    this.catchingUpTo = inBackground ? plan.catchUpTo : null;
    if (inBackground) setImmediate(() => this.catchUpStep(this.engine));
    else if (plan.catchUpTo > plan.startAt) {
      this.clockNow.step(plan.catchUpTo - plan.startAt);
      this.advance();
    }
    this.report = {
      runId, newWorld: saved === undefined, simNow: this.clockNow.now(), caughtUpMs: plan.catchUpTo - plan.startAt, skippedMs: plan.skippedMs,
      ...(inBackground ? { inBackground } : {}),
    };
  }

  /** One slice of a catch-up in the background (for `engine`: a reset starts another). */
  private catchUpStep(engine: FleetEngine): void {
    if (this.catchingUpTo === null || engine !== this.engine || !this.config.repos.db.open) return;
    if (this.config.catchUpWaits?.()) return void setTimeout(() => this.catchUpStep(engine), CATCH_UP_WAIT_MS);
    try {
      const started = performance.now();
      while (this.clockNow.now() < this.catchingUpTo && performance.now() - started < CATCH_UP_SLICE_MS) {
        this.clockNow.step(Math.min(CATCH_UP_STEP_MS, this.catchingUpTo - this.clockNow.now()));
        this.advance();
      }
    } catch (error) {
      this.config.logError('fleet: catching up failed', error);
      this.catchingUpTo = null;
    }
    if (this.catchingUpTo !== null && this.clockNow.now() < this.catchingUpTo) setImmediate(() => this.catchUpStep(engine));
    else this.catchingUpTo = null;
  }

  /** Whether the fleet is still living through the time it was stopped (in the background). */
  get catchingUp(): boolean {
    return this.catchingUpTo !== null;
  }

  private tick(): void {
    try {
      // Real time passes meanwhile: a catch-up under way reaches that much further.
      if (this.catchingUpTo !== null) return void (this.catchingUpTo += TIMER_MS * this.clockNow.speed);
      this.clockNow.elapse(TIMER_MS);
      this.advance();
    } catch (error) {
      this.config.logError('fleet: advancing the simulation failed', error);
    }
  }

  /** Up to the clock, then the command, then what it caused. */
  private command<T extends object>(run: (engine: FleetEngine) => CommandResult<T>): CommandResult<T> {
    this.advance();
    const result = run(this.engine);
    if (result.ok) this.apply(result.events);
    return result;
  }

  /**
   * Writes a batch in one transaction (with `extra` writes, which answer devices whose status may
   * have changed), then feeds it and tells the engine where its stock was wrong.
   */
  private apply(events: readonly FleetEvent[], extra?: () => Iterable<number> | void): void {
    const { repos } = this.config;
    const outcome = repos.db.transaction(() => {
      const written = writeBatch(repos, this.ledger, events);
      deliverDue(repos, this.engine.now()); // warehouses get their supplier's deliveries on the same clock
      for (const deviceIdx of extra?.() ?? []) written.touched.add(deviceIdx);
      this.refreshStatuses(written.touched);
      this.pruneTemperatures();
      // Vision models finish learning on the same clock (each at its own end, whatever the batch).
      const learnt = repos.training.completeDue(this.stamp());
      this.saveState();
      return { ...written, learnt };
    })();
    if (events.length > 0 || outcome.learnt.length > 0) {
      this.loadNames(); // a division or device renamed since the last batch is named as it is now
      this.feed.push(describeEvents(events, this.nameOf));
      this.feed.push(outcome.learnt.map((l) => line('TRAINING_DONE', fromWireDateTime(l.at), l.deviceIdx, this.nameOf, learntText(l))));
    }
    if (outcome.drifted.size > 0) {
      this.config.logError(`fleet: the stock of ${outcome.drifted.size} product(s) differed from the database (a write the fleet was not told of); the fleet now follows the database`, [...outcome.drifted.keys()]);
    }
    if (outcome.cardsDrifted) {
      this.config.logError('fleet: employee card points differed from the database; the fleet now follows the database', null);
    }
    if (outcome.cardsDrifted || outcome.cardsResync) this.loadCards();
    for (const [productMappingIdx, stocked] of outcome.fromWarehouse) this.engine.updateProduct(productMappingIdx, stocked);
    for (const [productMappingIdx, deviceIdx] of outcome.drifted) {
      const row = repos.stock.get(productMappingIdx);
      if (row?.deviceIdx === deviceIdx && row.trayIdx !== null) this.engine.updateStock(productMappingIdx, row.stock);
      else this.syncKiosk(deviceIdx);
    }
  }

  /** Builds a kiosk again from the database if it changed; answers whether it did. */
  private syncKiosk(deviceIdx: number): boolean {
    if (!this.isLive(deviceIdx)) return false; // a kiosk the engine does not drive has nothing to rebuild
    const [spec] = loadKioskSpecs(this.config.repos, this.cutOff, this.engine.now(), [deviceIdx]);
    if (!spec) {
      this.engine.removeKiosk(deviceIdx);
      this.specKeys.delete(deviceIdx);
      this.cutOff.delete(deviceIdx);
      return true;
    }
    const key = specKey(spec);
    if (this.specKeys.get(deviceIdx) === key) {
      for (const tray of spec.trays) for (const p of tray.products) this.engine.updateProduct(p.productMappingIdx, { stock: p.stock, expiredDate: p.expiredDate });
      this.engine.setEmployees(deviceIdx, spec.employees ?? []);
      return false;
    }
    this.engine.removeKiosk(deviceIdx);
    this.engine.addKiosk(spec);
    this.specKeys.set(deviceIdx, key);
    this.ledger.rebuilt(deviceIdx);
    const { repos } = this.config;
    const carried = repos.db.transaction(() => {
      const result = carryFaults(this.engine, repos, this.ledger, [deviceIdx]);
      this.refreshStatuses([deviceIdx]);
      return result;
    })();
    this.feedCarried(carried, { ko: '장비 설정 변경', en: 'device settings changed' });
    return true;
  }

  /** Cards and their balances from the database, and which kiosks each one opens. */
  private loadCards(): void {
    const { repos } = this.config;
    this.engine.setCards(loadCardSpecs(repos));
    for (const [deviceIdx, employees] of loadEmployees(repos, this.engine.deviceIdxs())) this.engine.setEmployees(deviceIdx, employees);
  }

  private feedCarried(carried: CarriedFaults, why: Bilingual): void {
    this.feed.push(
      carried.resolved.map((r) => {
        const name = faultName(r.code);
        return line('FAULT_RESOLVED', this.engine.now(), r.deviceIdx, this.nameOf, { ko: `고장 해제 — ${name.ko} (${why.ko})`, en: `fault resolved — ${name.en} (${why.en})` });
      }),
    );
  }

  private refreshStatuses(deviceIdxs: Iterable<number>): void {
    const at = this.stamp();
    for (const deviceIdx of new Set(deviceIdxs)) this.config.repos.devices.refreshStatus(deviceIdx, at);
  }

  /**
   * Once per simulated day, samples older than the retention go: PRUNE_DEVICES devices a batch, so
   * no batch holds the thread for the whole table (the large world's day is millions of rows).
   */
  private pruneTemperatures(): void {
    const day = kstDate(this.engine.now());
    if (day !== this.prunedDay) {
      this.pruning = { before: toWireDateTime(this.engine.now() - TEMPERATURE_RETENTION_MS), after: 0 };
      this.prunedDay = day;
    }
    if (!this.pruning) return;
    const { last } = this.config.repos.temperatures.pruneSome(this.pruning.before, this.pruning.after, PRUNE_DEVICES);
    this.pruning = last === null ? null : { ...this.pruning, after: last };
  }

  /** The simulated time the database reflects: the clock, unless the engine is still behind it. */
  private saveState(): void {
    const clockNow = this.clockNow.now();
    const simNow = clockNow - this.engine.now() < this.engine.options.tickMs ? clockNow : this.engine.now();
    this.config.repos.simState.save({ simNow, runId: this.ledger.runId, cutOff: [...this.cutOff].sort((a, b) => a - b) });
  }

  private stamp(): string {
    return toWireDateTime(this.engine.now());
  }

  private loadNames(): void {
    this.names = this.config.repos.devices.labels(this.liveSet && this.engine.deviceIdxs());
  }

  private readonly nameOf = (deviceIdx: number): string | null => this.names.get(deviceIdx)?.label ?? null;
}

/** '1일 2시간' / '1 d 2 h' (whole minutes; seconds only below a minute). */
function duration(ms: number): Bilingual {
  if (ms < 60_000) return { ko: `${Math.round(ms / 1000)}초`, en: `${Math.round(ms / 1000)} s` };
  const minutes = Math.round(ms / 60_000);
  const parts: [number, string, string][] = [
    [Math.floor(minutes / 1440), '일', 'd'],
    [Math.floor((minutes % 1440) / 60), '시간', 'h'],
    [minutes % 60, '분', 'min'],
  ];
  const shown = parts.filter(([n]) => n > 0);
  return { ko: shown.map(([n, ko]) => `${n}${ko}`).join(' '), en: shown.map(([n, , en]) => `${n} ${en}`).join(' ') };
}
