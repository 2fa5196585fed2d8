// Physics of one refrigerated zone. The cabinet and its goods ("mass") leak heat towards the room
// (Newton's law) and are cooled by the compressor, which a thermostat switches at setpoint ±1 °C.
// Door openings warm the air, which mixes back within minutes. The band, the defrost schedule and the
// alarm hold come from the telemetry rules of the device's type and class (telemetry-rules.ts).
import { HOUR_MS, MINUTE_MS } from './kst';
import type { Random } from './random';
import type { ZoneSpec, ZoneState } from './model';
import type { TelemetryRules } from './telemetry-rules';

export const THERMAL = {
  roomC: 24,
  /** Heat leak per minute per °C of difference to the room: +0.05 °C/min at 4 °C. */
  leakK: 0.0025,
  /** Compressor cooling in °C/min: net about −0.15 °C/min at 4 °C. */
  coolPerMin: 0.2,
  /** Warm air let in when the door opens; while it stays open the air approaches a ceiling. */
  doorOpenBumpC: 1,
  doorOpenCeilingC: 5.5,
  doorOpenTauMin: 2.5,
  /** Extra heat reaching the goods per minute of open door. */
  doorOpenMassPerMinC: 0.05,
  /** Warm air mixes back with a time constant of a few minutes; a little of it warms the goods. */
  airTauMin: 2.5,
  airToMassShare: 0.08,
} as const;

export function initZone(zone: ZoneSpec, rules: TelemetryRules, rng: Random, now: number): ZoneState {
  return {
    zoneNo: zone.zoneNo,
    rules,
    setpoint: zone.setpoint,
    mass: near(zone, rng.between(-0.8, 0.8)),
    airBump: 0,
    compressorOn: rng.chance(0.25),
    coolRate: THERMAL.coolPerMin * rng.between(0.9, 1.1),
    leakK: THERMAL.leakK * rng.between(0.9, 1.1),
    defrostUntil: null,
    defrostRate: 0,
    // Spread the first defrost so a fleet does not defrost in lockstep.
    nextDefrostAt: now + rng.between(0.25, rules.defrost.everyH[1]) * HOUR_MS,
    alarmHoldUntil: zone.startHeld ? now + rules.defrost.holdAfterMin * MINUTE_MS : now,
    warmSince: null,
    coldSince: null,
  };
}

/** The starting goods temperature: the last reading when it is known, else near the setpoint. */
function near(zone: ZoneSpec, offset: number): number {
  return zone.startC ?? zone.setpoint + offset;
}

/** What the air probe reads (before noise and rounding): the thermostat and the live view use it. */
export function probeC(z: ZoneState): number {
  return z.mass + z.airBump;
}

/** Temperature of the goods (the product probe), which the telemetry reports and the alarms read. */
export function goodsC(z: ZoneState): number {
  return z.mass;
}

export function isDefrosting(z: ZoneState): boolean {
  return z.defrostUntil !== null;
}

/** In a defrost or its pull-down: the controller holds its temperature alarms. */
export function alarmsHeld(z: ZoneState, at: number): boolean {
  return isDefrosting(z) || at < z.alarmHoldUntil;
}

/** The door just opened: room air rushes in. */
export function doorOpened(z: ZoneState): void {
  z.airBump = Math.max(z.airBump, Math.min(z.airBump + THERMAL.doorOpenBumpC, THERMAL.doorOpenCeilingC));
}

export interface ZoneStepInput {
  /** Start of the step (epoch ms) and its length. */
  t0: number;
  dtMs: number;
  /** Minutes of the step the door stood open. */
  doorOpenMin: number;
  /** 0..1 share of cooling power available (faults, power). */
  efficiency: number;
  /** The controller runs (no power: no thermostat, no defrost). */
  powered: boolean;
  rng: Random;
}

export function stepZone(z: ZoneState, input: ZoneStepInput): void {
  const dtMin = input.dtMs / MINUTE_MS;
  const t1 = input.t0 + input.dtMs;
  if (!input.powered) z.nextDefrostAt = Math.max(z.nextDefrostAt, t1 + z.rules.defrost.everyH[0] * HOUR_MS); // timer restarts at power-up
  else if (z.defrostUntil === null && input.t0 >= z.nextDefrostAt) startDefrost(z, input.t0, input.rng);

  const leak = z.leakK * (THERMAL.roomC - z.mass);
  if (z.defrostUntil !== null) {
    z.compressorOn = false;
    z.mass += z.defrostRate * dtMin; // the heater dominates the leak
    if (t1 >= z.defrostUntil) z.defrostUntil = null;
  } else {
    const probe = probeC(z);
    if (!input.powered || input.efficiency === 0) z.compressorOn = false; // a dead compressor does not run
    else if (probe > z.setpoint + z.rules.bandC) z.compressorOn = true;
    else if (probe < z.setpoint - z.rules.bandC) z.compressorOn = false;
    const cooling = z.compressorOn ? z.coolRate * input.efficiency : 0;
    z.mass += (leak - cooling) * dtMin;
  }

  // Door air: builds towards a ceiling while open, mixes back while closed (part of it into the goods).
  const openMin = input.doorOpenMin;
  const closedMin = Math.max(0, dtMin - openMin);
  const before = Math.max(z.airBump, THERMAL.doorOpenCeilingC - (THERMAL.doorOpenCeilingC - z.airBump) * Math.exp(-openMin / THERMAL.doorOpenTauMin));
  z.airBump = before * Math.exp(-closedMin / THERMAL.airTauMin);
  z.mass += (before - z.airBump) * THERMAL.airToMassShare + openMin * THERMAL.doorOpenMassPerMinC;
}

function startDefrost(z: ZoneState, at: number, rng: Random): void {
  const d = z.rules.defrost;
  const minutes = rng.between(d.minutes[0], d.minutes[1]);
  const peak = rng.between(d.peakC[0], d.peakC[1]);
  z.defrostUntil = at + minutes * MINUTE_MS;
  z.defrostRate = Math.max(0, (peak - z.mass) / minutes);
  z.nextDefrostAt = at + rng.between(d.everyH[0], d.everyH[1]) * HOUR_MS;
  z.alarmHoldUntil = z.defrostUntil + d.holdAfterMin * MINUTE_MS;
}
