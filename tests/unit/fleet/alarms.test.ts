// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createFleetEngine, runScenario } from '../../../sim-server/src/fleet/index';
import { HOUR, MINUTE, MONDAY, advanceBy, fridgeSpec, ofType } from './support';

const fleet = () =>
  createFleetEngine({
    seed: 21, kiosks: [fridgeSpec(1), fridgeSpec(2)], startAt: MONDAY + 9 * HOUR,
    options: { traffic: false, faultsPerKioskDay: 0, autoRestock: false },
  });

describe('fridge failure', () => {
  it('warns after 15 minutes above 5 °C, goes critical above 10 °C, and resolves once cold again', () => {
    const engine = fleet();
    advanceBy(engine, 30 * MINUTE);
    const scenario = runScenario(engine, 'fridge-failure', { deviceIdxs: [1] });
    expect(scenario.deviceIdxs).toEqual([1]);
    expect(scenario.description.ko).toContain('압축기');
    expect(scenario.events.map((e) => e.type)).toEqual(['SCENARIO', 'FAULT_RAISED']);
    expect(ofType(scenario.events, 'FAULT_RAISED')[0]).toMatchObject({ code: 'REFRIGERATION_COMPRESSOR', severity: 'CRITICAL', deviceIdx: 1 });

    // The alarms judge the kiosk's own telemetry (issue 28): the readings it sends, as the dashboard sees them.
    const failing = advanceBy(engine, 6 * HOUR, 30_000);
    const readings = ofType(failing, 'TEMPERATURE_SAMPLE').filter((e) => e.deviceIdx === 1).map((e) => ({ at: e.at, t: e.zones[0]!.temperature!, held: e.zones[0]!.defrost }));
    const raised = ofType(failing, 'FAULT_RAISED').filter((f) => f.code === 'REFRIGERATION_HIGH_TEMP');
    expect(raised.map((f) => [f.deviceIdx, f.severity])).toEqual([[1, 'WARNING'], [1, 'CRITICAL']]);
    const [warning, critical] = raised as [(typeof raised)[0], (typeof raised)[0]];
    // The run above 5 °C that the warning closes: 15 minutes of readings outside a defrost.
    const before = readings.filter((r) => r.at <= warning.at);
    const runStart = before.slice(before.findLastIndex((r) => r.t <= 5 || r.held) + 1)[0]!;
    expect(warning.at - runStart.at).toBe(15 * MINUTE);
    expect(readings.find((r) => r.at === critical.at)!.t).toBeGreaterThan(10);
    expect(readings.filter((r) => r.at < critical.at && !r.held).every((r) => r.t <= 10)).toBe(true);
    expect(engine.snapshot().kiosks[0]!.status).toBe('FAULT');
    // The healthy neighbour stays quiet.
    expect(ofType(failing, 'FAULT_RAISED').some((f) => f.deviceIdx === 2)).toBe(false);

    const cleared = engine.clearFault(1, 'REFRIGERATION_COMPRESSOR');
    expect(cleared.ok && ofType(cleared.events, 'FAULT_RESOLVED').map((f) => f.code)).toEqual(['REFRIGERATION_COMPRESSOR']);
    const recovery = advanceBy(engine, 3 * HOUR, 10 * MINUTE);
    const resolved = ofType(recovery, 'FAULT_RESOLVED');
    expect(resolved.map((f) => f.faultId).sort()).toEqual([warning.faultId, critical.faultId].sort());
    expect(resolved.every((f) => f.by === 'auto')).toBe(true);
    const atResolve = ofType(recovery, 'TEMPERATURE_SAMPLE').filter((s) => s.deviceIdx === 1 && s.at <= resolved[0]!.at).map((s) => s.zones[0]!.temperature!);
    expect(atResolve[atResolve.length - 1]!).toBeLessThan(6);
    const after = engine.snapshot().kiosks[0]!;
    expect(after.openFaults).toEqual([]);
    expect(after.status).toBe('ONLINE');
    expect(after.zones[0]!.temperature!).toBeLessThanOrEqual(5.2);
  });

  it('keeps a hand-raised alarm open until it is cleared by hand', () => {
    const engine = fleet();
    const raised = engine.raiseFault(2, 'REFRIGERATION_HIGH_TEMP');
    expect(raised.ok).toBe(true);
    expect(engine.raiseFault(2, 'REFRIGERATION_HIGH_TEMP')).toEqual({ ok: false, reason: 'ALREADY_OPEN' });
    expect(ofType(advanceBy(engine, 2 * HOUR, 30 * MINUTE), 'FAULT_RESOLVED')).toEqual([]);
    const cleared = engine.clearFault(2, 'REFRIGERATION_HIGH_TEMP');
    expect(cleared.ok && cleared.events.map((e) => e.type)).toEqual(['FAULT_RESOLVED']);
    expect(engine.clearFault(2, 'REFRIGERATION_HIGH_TEMP')).toEqual({ ok: false, reason: 'NOT_OPEN' });
  });
});
