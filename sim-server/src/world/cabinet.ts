// Temperatures of a seeded fridge: the thermostat's swing around the setpoint, a defrost every
// 6–8 hours (the telemetry rules of the device), and the warming a failed compressor or fan
// causes until the repair, after which the cabinet pulls down again.
import type { FaultCode } from '../fleet/faults';
import { THERMAL } from '../fleet/thermal';
import type { TelemetryRules } from '../fleet/telemetry-rules';
import type { DeviceProfile, Incident } from './device-profile';
import { HOUR, MINUTE } from './random';

/** How fast a cabinet warms while its cooling has failed, °C per hour. */
export const WARMING_PER_HOUR: Partial<Record<FaultCode, number>> = { REFRIGERATION_COMPRESSOR: 1.5, REFRIGERATION_FAN: 0.6 };
/** Time constant of the pull-down after a repair. */
const PULL_DOWN_MS = 40 * MINUTE;

/** °C the cabinet stands above normal at `at` because of one cooling failure. */
function warmingBy(i: Incident, setpoint: number, at: number): number {
  const rate = WARMING_PER_HOUR[i.code];
  if (rate === undefined || at < i.from) return 0;
  const peak = Math.min((rate * (Math.min(at, i.until) - i.from)) / HOUR, THERMAL.roomC - setpoint);
  return at < i.until ? peak : peak * Math.exp(-(at - i.until) / PULL_DOWN_MS);
}

/** °C above normal at `at` from every cooling failure of the device. */
export function warmingAt(p: DeviceProfile, at: number): number {
  if (p.setpoint === null) return 0;
  return Math.max(0, ...p.incidents.map((i) => warmingBy(i, p.setpoint!, at)));
}

/**
 * While a cooling failure can take a reading above the warning line: from when its warming could
 * lift the top of the thermostat's swing (plus probe noise) over the line, until the pull-down after
 * the repair has brought the warming back under that margin; null if it never does.
 */
export function warmSpan(i: Incident, setpoint: number, rules: TelemetryRules): { from: number; until: number } | null {
  const rate = WARMING_PER_HOUR[i.code];
  if (rate === undefined) return null;
  const margin = Math.max(0.05, rules.warning.aboveC - setpoint - rules.bandC - READING_NOISE_C - 0.1);
  const from = i.from + (margin / rate) * HOUR;
  if (from >= i.until) return null;
  const peak = Math.min((rate * (i.until - i.from)) / HOUR, THERMAL.roomC - setpoint);
  return { from, until: i.until === Infinity ? Infinity : i.until + PULL_DOWN_MS * Math.log(Math.max(1, peak / margin)) };
}

/** The seeded probe's noise: readings are off by at most this much. */
export const READING_NOISE_C = 0.2;

/** Defrost cycles from `from` on: start, length and peak temperature. */
export interface Defrost {
  start: number;
  end: number;
  peakC: number;
}

/** Normal temperature at `at`: the thermostat's triangle wave within ±bandC, or a defrost's rise and fall. */
export function normalTemperature(setpoint: number, bandC: number, cyclePeriodMs: number, phaseMs: number, defrosts: readonly Defrost[], at: number): number {
  const defrost = defrosts.find((d) => d.start <= at && at < d.end);
  if (defrost) return setpoint + (defrost.peakC - setpoint) * Math.sin((Math.PI * (at - defrost.start)) / (defrost.end - defrost.start));
  const phase = (((at + phaseMs) % cyclePeriodMs) + cyclePeriodMs) % cyclePeriodMs / cyclePeriodMs;
  const triangle = phase < 0.5 ? 4 * phase - 1 : 3 - 4 * phase; // −1 … 1 … −1
  return setpoint + bandC * triangle;
}
