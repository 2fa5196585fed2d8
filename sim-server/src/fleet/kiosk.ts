// One kiosk: its starting state and what happens to it in one engine tick, in a fixed order.
import { evaluateAlarms } from './alarms';
import { coolingEfficiency, hasFault, hasFeature, networkUp, powerOn } from './condition';
import { checkDoorLeftOpen, closeDoor, doorOpenMinutes, openDoor, planCustomer, planStaff } from './door';
import type { FleetEvent } from './events';
import type { ZoneReading } from './model';
import { FAULTS, FAULT_CODES } from './faults';
import { openFault, resolveFault } from './fault-ops';
import { DAY_MS, MINUTE_MS, nextKstTime } from './kst';
import type { FleetOptions, Kiosk, KioskSpec, ProductState } from './model';
import { runHeartbeats } from './network';
import { kioskRandom } from './random';
import { coverDaysOf, dailyUnitsOf, MISSED_VISIT_RATE, nextVisitAt, parLevelOf } from './replenishment';
import { settleRefunds } from './sale';
import type { TickContext } from './tick';
import { runSelfCheck } from './self-check';
import { alarmsHeld, goodsC, initZone, isDefrosting, probeC, stepZone } from './thermal';
import { telemetryRulesOf } from './telemetry-rules';

export function createKiosk(spec: KioskSpec, seed: number, now: number, opts: FleetOptions): Kiosk {
  const life = kioskRandom(seed, spec.deviceIdx, 'life');
  const sessionsPerDay = spec.sessionsPerDay ?? life.between(30, 120);
  const products = new Map<number, ProductState>();
  const productCount = spec.trays.reduce((n, t) => n + t.products.length, 0);
  // Without a stored par level (a product placed since), the replenishment rule on the kiosk's pace.
  const dailyUnits = dailyUnitsOf(sessionsPerDay, productCount);
  const coverDays = coverDaysOf(spec.restock ?? { weekdaysOnly: false });
  for (const tray of spec.trays) {
    for (const p of tray.products) {
      const shelfLifeDays = p.shelfLifeDays ?? 7;
      const parLevel = p.parLevel ?? Math.max(p.stock, parLevelOf({ dailyUnits, coverDays, shelfLifeDays, capacity: Infinity }));
      products.set(p.productMappingIdx, { ...p, trayIdx: tray.trayIdx, parLevel, shelfLifeDays });
    }
  }
  const signalBase = Math.round(life.between(-85, -60));
  const nextHeartbeatAt = now + life.int(1, opts.heartbeatMs);
  const selfCheckMinute = life.between(180, 240); // 03:00–04:00 KST
  const restockMinute = life.between(420, 600); // 07:00–10:00 KST, without a route
  return {
    spec,
    life,
    cmd: kioskRandom(seed, spec.deviceIdx, 'cmd'),
    state: {
      online: !spec.startOffline,
      // As if the previous heartbeat came on schedule (or long enough ago to count as offline).
      lastHeartbeatAt: spec.startOffline ? now - opts.offlineAfterMissed * opts.heartbeatMs : nextHeartbeatAt - opts.heartbeatMs,
      nextHeartbeatAt,
      signalDbm: signalBase,
      signalBase,
      forcedOffline: !!spec.startOffline,
      networkDownUntil: 0,
      zones: spec.zones.map((z) => initZone(z, telemetryRulesOf(spec.deviceType, z.setpoint), life, now)),
      products,
      door: null,
      refunds: [...(spec.pendingRefunds ?? [])].sort((a, b) => a.at - b.at),
      faults: [],
      lastSelfCheckAt: null,
      selfCheckMinute,
      nextSelfCheckAt: nextKstTime(now, selfCheckMinute),
      restockMinute,
      nextRestockAt: spec.restock ? nextVisitAt(now, spec.restock) : nextKstTime(now, restockMinute),
      // Aligned to the epoch so the whole fleet samples at the same moments.
      nextSampleAt: (Math.floor(now / opts.temperatureSampleMs) + 1) * opts.temperatureSampleMs,
      reported: [],
      sessionsPerDay,
      sessionSeq: 0,
      faultSeq: 0,
    },
  };
}

/** Everything that happens to one kiosk in (t0, t1]; events are pushed in no particular time order. */
export function tickKiosk(k: Kiosk, t0: number, t1: number, ctx: TickContext, out: FleetEvent[]): void {
  const s = k.state;
  const dtMs = t1 - t0;
  for (const fault of s.faults.filter((f) => f.resolveAt !== null && f.resolveAt <= t1)) resolveFault(k, fault, fault.resolveAt!, 'auto', out);
  spontaneousFault(k, t0, dtMs, ctx.opts, out);
  shutLeftOpenDoor(k, t0, dtMs, ctx, out);
  if (!s.door) startVisit(k, t0, dtMs, ctx);

  const doorOpenMin = doorOpenMinutes(k, t0, t1);
  const efficiency = coolingEfficiency(k);
  for (const z of s.zones) stepZone(z, { t0, dtMs, doorOpenMin, efficiency, powered: powerOn(k), rng: k.life });

  checkDoorLeftOpen(k, t1, out);
  if (s.door?.closeAt != null && s.door.closeAt <= t1) closeDoor(k, s.door.closeAt, 'auto', ctx, out);
  // After the close, so a sale never counts units a later refund puts back.
  settleRefunds(k, t1, ctx, out);

  // The controller reads its product probe, judges the reading and sends it while it is connected
  // (an offline kiosk sends nothing; the server has no way to ask for what it missed).
  for (; s.nextSampleAt <= t1; s.nextSampleAt += ctx.opts.temperatureSampleMs) {
    if (s.zones.length === 0 || !powerOn(k)) continue;
    const at = s.nextSampleAt;
    const zones = readTelemetry(k, at);
    evaluateAlarms(k, at, zones, out);
    if (s.online && networkUp(k, at)) {
      s.reported = zones;
      out.push({ type: 'TEMPERATURE_SAMPLE', at, deviceIdx: k.spec.deviceIdx, zones });
    }
  }
  runHeartbeats(k, t1, ctx.opts, out);
  if (s.nextSelfCheckAt <= t1) {
    if (powerOn(k)) runSelfCheck(k, s.nextSelfCheckAt, out);
    s.nextSelfCheckAt = nextKstTime(s.nextSelfCheckAt, s.selfCheckMinute);
  }
}

/** The live air readings of the zones (the cockpit's view: door openings show at once). */
export function readZones(k: Kiosk, at: number): ZoneReading[] {
  return zoneReadings(k, at, probeC);
}

/** The telemetry: the product probe of every zone, with probe noise from the kiosk's own stream. */
function readTelemetry(k: Kiosk, at: number): ZoneReading[] {
  return zoneReadings(k, at, (z) => goodsC(z) + k.life.normal(0, 0.05));
}

function zoneReadings(k: Kiosk, at: number, celsius: (z: Kiosk['state']['zones'][number]) => number): ZoneReading[] {
  const probeBroken = hasFault(k, 'REFRIGERATION_PROBE');
  return k.state.zones.map((z) => ({
    zoneNo: z.zoneNo,
    setpoint: z.setpoint,
    temperature: probeBroken ? null : Math.round(celsius(z) * 10) / 10,
    compressorOn: z.compressorOn,
    defrosting: isDefrosting(z),
    defrost: alarmsHeld(z, at),
  }));
}

/** Staff arriving for their visit shut a door left open before they restock. */
function shutLeftOpenDoor(k: Kiosk, t0: number, dtMs: number, ctx: TickContext, out: FleetEvent[]): void {
  const s = k.state;
  if (!ctx.opts.autoRestock || s.door?.kind !== 'customer' || s.door.closeAt !== null || s.nextRestockAt > t0 + dtMs) return;
  const at = Math.max(s.nextRestockAt, s.door.openAt);
  closeDoor(k, at, 'auto', ctx, out); // its alarm ends with it
}

/** A staff visit of the kiosk's schedule when it is due (the odd one missed), otherwise maybe a customer. */
function startVisit(k: Kiosk, t0: number, dtMs: number, ctx: TickContext): void {
  const s = k.state;
  const nextVisit = (after: number) => (k.spec.restock ? nextVisitAt(after, k.spec.restock) : nextKstTime(after, s.restockMinute));
  if (ctx.opts.autoRestock && s.nextRestockAt <= t0 + dtMs) {
    if (k.spec.restock && k.life.chance(MISSED_VISIT_RATE)) {
      s.nextRestockAt = nextVisit(s.nextRestockAt);
      return;
    }
    const session = planStaff(k, s.nextRestockAt, k.life);
    if (typeof session === 'string') s.nextRestockAt += 15 * MINUTE_MS; // try again a little later
    else {
      openDoor(k, session);
      s.nextRestockAt = nextVisit(session.openAt);
    }
    return;
  }
  if (!ctx.opts.traffic) return;
  const expected = (s.sessionsPerDay * ctx.trafficAt(t0 + dtMs / 2, k) * dtMs) / DAY_MS;
  if (!k.life.chance(1 - Math.exp(-expected))) return;
  const at = t0 + k.life.int(1, dtMs);
  // Nobody opens a fridge they can see is empty.
  if (![...s.products.values()].some((p) => p.stock > 0)) return;
  const session = planCustomer(k, at, k.life, ctx);
  if (typeof session !== 'string') openDoor(k, session);
}

/** A rare fault of a part this device has; a network blip cuts the link instead of filing a notice. */
function spontaneousFault(k: Kiosk, t0: number, dtMs: number, opts: FleetOptions, out: FleetEvent[]): void {
  if (!k.life.chance((opts.faultsPerKioskDay * dtMs) / DAY_MS) || k.state.door) return;
  const at = t0 + k.life.int(1, dtMs);
  const candidates = FAULT_CODES.filter((code) => FAULTS[code].randomWeight > 0 && hasFeature(k.spec, FAULTS[code].requires))
    .filter((code) => !k.state.faults.some((f) => f.code === code));
  if (candidates.length === 0) return;
  const code = k.life.weighted(candidates.map((c) => ({ value: c, weight: FAULTS[c].randomWeight })));
  const range = FAULTS[code].resolveAfterMin;
  const lastsMs = range ? k.life.between(range[0], range[1]) * MINUTE_MS : null;
  if (code === 'NETWORK_OFFLINE') {
    if (networkUp(k, at)) k.state.networkDownUntil = at + (lastsMs ?? 30 * MINUTE_MS);
    return;
  }
  openFault(k, code, at, 'random', out, { resolveAt: lastsMs === null ? null : at + Math.round(lastsMs) });
}
