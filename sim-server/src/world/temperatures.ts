// The last 24 hours of temperatures of every refrigerated device, every 15 minutes, up to its last
// heartbeat: the thermostat's swing, defrosts, the warming of cooling failures, nothing while the
// power is out and no reading (null) while the probe is broken.
import { toWireDateTime } from '../clock';
import type { TemperatureSampleRow } from '../db/repositories/temperatures';
import { THERMAL } from '../fleet/thermal';
import { normalTemperature, warmingAt, type Defrost } from './cabinet';
import { hasIncident, type DeviceProfile } from './device-profile';
import { DAY, HOUR, MINUTE, WORLD_REF_DATE_MS, type Random } from './random';

const EVERY = 15 * MINUTE;

export function generateTemperatures(r: Random, profiles: DeviceProfile[]): TemperatureSampleRow[] {
  const rows: TemperatureSampleRow[] = [];
  for (const p of profiles) {
    if (p.setpoint === null) continue;
    const end = Math.floor(Math.min(WORLD_REF_DATE_MS, p.silentSince) / EVERY) * EVERY;
    const start = end - DAY;
    const period = r.int(35, 50) * MINUTE;
    const phase = r.int(0, period);
    const defrosts = defrostsOf(r, start, end);
    for (let at = start; at <= end; at += EVERY) {
      if (hasIncident(p, ['POWER_LOSS'], at)) continue;
      const broken = hasIncident(p, ['REFRIGERATION_PROBE'], at);
      const celsius = normalTemperature(p.setpoint, period, phase, defrosts, at) + warmingAt(p, at) + r.int(-2, 2) / 10;
      rows.push({ deviceIdx: p.device.deviceIdx, at: toWireDateTime(at), zoneNo: 1, celsius: broken ? null : Math.round(celsius * 10) / 10 });
    }
  }
  return rows;
}

function defrostsOf(r: Random, from: number, to: number): Defrost[] {
  const [everyMin, everyMax] = THERMAL.defrostEveryH;
  const defrosts: Defrost[] = [];
  for (let start = from + r.int(0, everyMax * HOUR); start < to; start += r.int(everyMin * HOUR, everyMax * HOUR)) {
    defrosts.push({ start, end: start + r.int(THERMAL.defrostMin[0], THERMAL.defrostMin[1]) * MINUTE, peakC: r.int(THERMAL.defrostPeakC[0], THERMAL.defrostPeakC[1]) });
  }
  return defrosts;
}
