// Temperature alarms, raised and resolved from the kiosk's own telemetry: each reading it sends is
// judged by the telemetry rules of its type and class (telemetry-rules.ts): above the warning line
// for its delay a WARNING, above the critical line a CRITICAL, below the low line for its delay a
// LOW_TEMP warning, all held during a defrost and its pull-down. A recovered cabinet (back within
// its band) resolves what the engine raised. The reading is the product probe (thermal.ts goodsC),
// so a restock or a busy lunch does not page anyone.
import type { FleetEvent } from './events';
import type { ZoneReading } from './model';
import { findFault, openFault, resolveAuto } from './fault-ops';
import { MINUTE_MS } from './kst';
import type { Kiosk, ZoneState } from './model';

/** Judge one set of readings taken at `at` (a broken probe reads null and judges nothing). */
export function evaluateAlarms(k: Kiosk, at: number, readings: readonly ZoneReading[], out: FleetEvent[]): void {
  const judged = k.state.zones.flatMap((z, i) => {
    const r = readings[i];
    if (!r || r.temperature === null) return [];
    track(z, r, at);
    return [{ z, t: r.temperature, held: r.defrost }];
  });
  if (judged.length === 0) return;
  if (judged.some(({ z }) => due(z.warmSince, at, z.rules.warning.forMin))) openFault(k, 'REFRIGERATION_HIGH_TEMP', at, 'auto', out, { severity: 'WARNING' });
  if (judged.some(({ z, t, held }) => !held && t > z.rules.critical.aboveC)) openFault(k, 'REFRIGERATION_HIGH_TEMP', at, 'auto', out, { severity: 'CRITICAL' });
  if (judged.some(({ z }) => due(z.coldSince, at, z.rules.low.forMin))) openFault(k, 'REFRIGERATION_LOW_TEMP', at, 'auto', out, { severity: 'WARNING' });

  if (findFault(k, 'REFRIGERATION_HIGH_TEMP') && judged.every(({ z, t }) => t < z.setpoint + z.rules.bandC)) resolveAuto(k, 'REFRIGERATION_HIGH_TEMP', at, out);
  if (findFault(k, 'REFRIGERATION_LOW_TEMP') && judged.every(({ z, t }) => t > z.setpoint - z.rules.bandC)) resolveAuto(k, 'REFRIGERATION_LOW_TEMP', at, out);
}

function due(since: number | null, at: number, forMin: number): boolean {
  return since !== null && at - since >= forMin * MINUTE_MS;
}

/** Start or stop the runs above and below the lines; a held reading ends them. */
function track(z: ZoneState, r: ZoneReading, at: number): void {
  const t = r.temperature!;
  z.warmSince = !r.defrost && t > z.rules.warning.aboveC ? (z.warmSince ?? at) : null;
  z.coldSince = !r.defrost && t < z.rules.low.belowC ? (z.coldSince ?? at) : null;
}
