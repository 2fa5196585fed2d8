// Temperature alarms measured by the kiosk's controller: above 5 °C for 15 minutes is a WARNING,
// above 10 °C a CRITICAL, below 0 °C for 15 minutes a LOW_TEMP warning. Defrost and its pull-down
// are ignored; a recovered cabinet (back within setpoint ±1) resolves what the engine raised.
// Like real food-safety controllers the alarms read the goods (a product-simulation probe), not the
// air, so a restock or a busy lunch does not page anyone; the air shows in the samples.
import type { FleetEvent } from './events';
import { findFault, openFault, resolveAuto } from './fault-ops';
import { hasFault, powerOn } from './condition';
import { MINUTE_MS } from './kst';
import type { Kiosk, ZoneState } from './model';
import { THERMAL, goodsC, isDefrosting } from './thermal';

export const ALARM = { highC: 5, criticalC: 10, lowC: 0, delayMin: 15 } as const;

export function evaluateAlarms(k: Kiosk, at: number, out: FleetEvent[]): void {
  const zones = k.state.zones;
  if (zones.length === 0) return;
  for (const z of zones) trackExcursions(z, at);
  // A broken probe measures nothing; a dead controller reports nothing until power returns.
  if (hasFault(k, 'REFRIGERATION_PROBE') || !powerOn(k)) return;

  if (zones.some((z) => due(z.over5Since, at))) openFault(k, 'REFRIGERATION_HIGH_TEMP', at, 'auto', out, { severity: 'WARNING' });
  if (zones.some((z) => !suppressed(z, at) && goodsC(z) > ALARM.criticalC)) {
    openFault(k, 'REFRIGERATION_HIGH_TEMP', at, 'auto', out, { severity: 'CRITICAL' });
  }
  if (zones.some((z) => due(z.under0Since, at))) openFault(k, 'REFRIGERATION_LOW_TEMP', at, 'auto', out, { severity: 'WARNING' });

  if (findFault(k, 'REFRIGERATION_HIGH_TEMP') && zones.every((z) => goodsC(z) < z.setpoint + THERMAL.hysteresisC)) {
    resolveAuto(k, 'REFRIGERATION_HIGH_TEMP', at, out);
  }
  if (findFault(k, 'REFRIGERATION_LOW_TEMP') && zones.every((z) => goodsC(z) > z.setpoint - THERMAL.hysteresisC)) {
    resolveAuto(k, 'REFRIGERATION_LOW_TEMP', at, out);
  }
}

function due(since: number | null, at: number): boolean {
  return since !== null && at - since >= ALARM.delayMin * MINUTE_MS;
}

function suppressed(z: ZoneState, at: number): boolean {
  return isDefrosting(z) || at < z.alarmGraceUntil;
}

/** Start or stop the 15-minute clocks; a defrost and its pull-down restart them. */
function trackExcursions(z: ZoneState, at: number): void {
  const t = goodsC(z);
  const quiet = suppressed(z, at);
  z.over5Since = !quiet && t > ALARM.highC ? (z.over5Since ?? at) : null;
  z.under0Since = !quiet && t < ALARM.lowC ? (z.under0Since ?? at) : null;
}
