// The last 24 hours of temperatures of every refrigerated device, every 15 minutes, up to its last
// heartbeat: the thermostat's swing, defrosts (flagged, with their pull-down, as the kiosk holds its
// alarms then), the warming of cooling failures, nothing while the power is out or the kiosk is
// offline, and no reading (null) while the probe is broken.
import { toWireDateTime } from '../clock';
import type { TemperatureSampleRow } from '../db/repositories/temperatures';
import { telemetryRulesOf, type TelemetryRules } from '../fleet/telemetry-rules';
import { READING_NOISE_C, normalTemperature, warmingAt, type Defrost } from './cabinet';
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
    const rules = telemetryRulesOf(p.spec.deviceType, p.setpoint);
    const defrosts = defrostsOf(r, rules, start, end);
    const noise = Math.round(READING_NOISE_C * 10);
    for (let at = start; at <= end; at += EVERY) {
      if (hasIncident(p, ['POWER_LOSS', 'NETWORK_OFFLINE'], at)) continue;
      const broken = hasIncident(p, ['REFRIGERATION_PROBE'], at);
      const celsius = normalTemperature(p.setpoint, rules.bandC, period, phase, defrosts, at) + warmingAt(p, at) + r.int(-noise, noise) / 10;
      const defrost = defrosts.some((d) => d.start <= at && at < d.end + rules.defrost.holdAfterMin * MINUTE) ? 1 : 0;
      rows.push({ deviceIdx: p.device.deviceIdx, at: toWireDateTime(at), zoneNo: 1, celsius: broken ? null : Math.round(celsius * 10) / 10, defrost });
    }
  }
  return rows;
}

function defrostsOf(r: Random, rules: TelemetryRules, from: number, to: number): Defrost[] {
  const { everyH: [everyMin, everyMax], minutes, peakC } = rules.defrost;
  const defrosts: Defrost[] = [];
  for (let start = from + r.int(0, everyMax * HOUR); start < to; start += r.int(everyMin * HOUR, everyMax * HOUR)) {
    defrosts.push({ start, end: start + r.int(minutes[0], minutes[1]) * MINUTE, peakC: r.int(peakC[0], peakC[1]) });
  }
  return defrosts;
}
