// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createFleetEngine, type FleetEngine } from '../../../sim-server/src/fleet/index';
import { DAY, HOUR, MINUTE, MONDAY, advanceBy, fridgeSpec, ofType } from './support';

/** One fridge, no customers, no spontaneous faults, no staff: only the refrigeration. */
const quietFridge = (seed = 1): FleetEngine =>
  createFleetEngine({ seed, kiosks: [fridgeSpec(1)], startAt: MONDAY, options: { traffic: false, faultsPerKioskDay: 0, autoRestock: false } });

const zoneOf = (engine: FleetEngine) => engine.snapshot().kiosks[0]!.zones[0]!;

describe('refrigeration', () => {
  it('keeps the temperature within setpoint ±1 °C outside defrost, with the compressor cycling', () => {
    const samples = ofType(quietFridge().advanceTo(MONDAY + DAY), 'TEMPERATURE_SAMPLE').map((e) => ({ at: e.at, ...e.zones[0]! }));
    expect(samples.length).toBe(288);
    const lastDefrost = (at: number) => Math.max(-Infinity, ...samples.filter((s) => s.defrosting && s.at <= at).map((s) => s.at));
    // Skip defrost and the pull-down after it (the controller delays alarms for the same reason).
    const steady = samples.filter((s) => !s.defrosting && s.at - lastDefrost(s.at) > 30 * MINUTE);
    expect(steady.length).toBeGreaterThan(200);
    for (const s of steady) {
      expect(s.temperature).toBeGreaterThanOrEqual(4 - 1.2);
      expect(s.temperature).toBeLessThanOrEqual(4 + 1.2);
    }
    const switches = steady.filter((s, i) => i > 0 && s.compressorOn !== steady[i - 1]!.compressorOn).length;
    expect(switches).toBeGreaterThan(20);
    const duty = steady.filter((s) => s.compressorOn).length / steady.length;
    expect(duty).toBeGreaterThan(0.1);
    expect(duty).toBeLessThan(0.5);
  });

  it('defrosts every 6–8 hours for 20–30 minutes, warming to 6–8 °C, without alarms', () => {
    const events = quietFridge(3).advanceTo(MONDAY + 2 * DAY);
    const samples = ofType(events, 'TEMPERATURE_SAMPLE').map((e) => ({ at: e.at, ...e.zones[0]! }));
    const starts = samples.filter((s, i) => s.defrosting && i > 0 && !samples[i - 1]!.defrosting).map((s) => s.at);
    expect(starts.length).toBeGreaterThanOrEqual(5);
    for (let i = 1; i < starts.length; i++) {
      expect(starts[i]! - starts[i - 1]!).toBeGreaterThanOrEqual(6 * HOUR - 5 * MINUTE);
      expect(starts[i]! - starts[i - 1]!).toBeLessThanOrEqual(8 * HOUR + 5 * MINUTE);
    }
    for (const start of starts.slice(0, -1)) {
      const during = samples.filter((s) => s.at >= start && s.at < start + 40 * MINUTE && s.defrosting);
      expect(during.length * 5).toBeGreaterThanOrEqual(15);
      expect(during.length * 5).toBeLessThanOrEqual(30);
      const peak = Math.max(...samples.filter((s) => s.at >= start && s.at < start + 45 * MINUTE).map((s) => s.temperature!));
      expect(peak).toBeGreaterThan(5.5);
      expect(peak).toBeLessThan(8.5);
    }
    expect(ofType(events, 'FAULT_RAISED')).toEqual([]);
  });

  it('raises no temperature alarm in a busy week with defrosts, restocks and door openings', () => {
    const engine = createFleetEngine({
      seed: 8, kiosks: [1, 2, 3].map((i) => fridgeSpec(i, { sessionsPerDay: 120 })), startAt: MONDAY,
      options: { faultsPerKioskDay: 0, forgetfulRate: 0 },
    });
    const events = engine.advanceTo(MONDAY + 7 * DAY);
    expect(ofType(events, 'DOOR_SESSION').length).toBeGreaterThan(3 * 7 * 60);
    expect(ofType(events, 'FAULT_RAISED').filter((f) => f.code.startsWith('REFRIGERATION'))).toEqual([]);
  });

  it('warms by 1–3 °C when the door opens and recovers within minutes', () => {
    const engine = quietFridge(5);
    // Wait until the fridge is well clear of a defrost and its pull-down.
    let lastDefrostAt = MONDAY;
    while (engine.now() - lastDefrostAt < 45 * MINUTE) {
      advanceBy(engine, 5 * MINUTE);
      if (zoneOf(engine).defrosting) lastDefrostAt = engine.now();
    }
    const before = zoneOf(engine).temperature!;
    const opened = engine.openDoorSession(1, { items: [{ productMappingIdx: 100, count: 1 }], durationMs: 60_000 });
    expect(opened.ok).toBe(true);
    const closing = advanceBy(engine, 60_000, 30_000);
    expect(ofType(closing, 'DOOR_SESSION')).toHaveLength(1);
    const after = zoneOf(engine).temperature!;
    expect(after - before).toBeGreaterThanOrEqual(1);
    expect(after - before).toBeLessThanOrEqual(3);
    advanceBy(engine, 8 * MINUTE, 30_000);
    const recovered = zoneOf(engine).temperature!;
    expect(recovered).toBeLessThan(before + 0.8);
    expect(recovered).toBeLessThanOrEqual(5.1);
  });
});
