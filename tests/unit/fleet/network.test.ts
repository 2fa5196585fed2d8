// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createFleetEngine, runScenario } from '../../../sim-server/src/fleet/index';
import { HOUR, MINUTE, MONDAY, advanceBy, fridgeSpec, ofType } from './support';

const fleet = () =>
  createFleetEngine({
    seed: 4, kiosks: [1, 2, 3, 4, 5].map((i) => fridgeSpec(i)), startAt: MONDAY + 10 * HOUR,
    options: { traffic: false, faultsPerKioskDay: 0, autoRestock: false, coalesceHeartbeats: false },
  });
const status = (engine: ReturnType<typeof fleet>, idx: number) => engine.snapshot().kiosks.find((k) => k.deviceIdx === idx)!.status;

describe('heartbeats and connectivity', () => {
  it('beats every minute with a signal between −95 and −50 dBm', () => {
    const beats = ofType(fleet().advanceTo(MONDAY + 12 * HOUR), 'HEARTBEAT').filter((h) => h.deviceIdx === 3);
    expect(beats.length).toBeGreaterThanOrEqual(119);
    expect(beats.length).toBeLessThanOrEqual(120);
    for (let i = 1; i < beats.length; i++) expect(beats[i]!.at - beats[i - 1]!.at).toBe(MINUTE);
    expect(beats.every((b) => b.signalDbm <= -50 && b.signalDbm >= -95 && b.firmwareVersion === '2.4.11')).toBe(true);
    expect(new Set(beats.map((b) => b.signalDbm)).size).toBeGreaterThan(3); // it drifts
  });

  it('goes offline after 3 missed heartbeats in an outage and comes back', () => {
    const engine = fleet();
    const before = advanceBy(engine, 10 * MINUTE);
    const outageAt = engine.now();
    const scenario = runScenario(engine, 'network-outage', { deviceIdxs: [2, 4], durationMs: 20 * MINUTE });
    expect(scenario.deviceIdxs).toEqual([2, 4]);
    expect(scenario.events[0]).toMatchObject({ type: 'SCENARIO', name: 'network-outage', deviceIdx: null });
    const during = advanceBy(engine, 40 * MINUTE, 30_000);

    for (const idx of [2, 4]) {
      const lastBeat = ofType(before, 'HEARTBEAT').filter((h) => h.deviceIdx === idx).pop()!;
      const offline = ofType(during, 'DEVICE_OFFLINE').filter((e) => e.deviceIdx === idx);
      expect(offline).toHaveLength(1);
      expect(offline[0]!.lastHeartbeatAt).toBe(lastBeat.at);
      expect(offline[0]!.at).toBe(lastBeat.at + 3 * MINUTE);
      const silent = ofType(during, 'HEARTBEAT').filter((h) => h.deviceIdx === idx && h.at < outageAt + 20 * MINUTE);
      expect(silent).toEqual([]);
      const online = ofType(during, 'DEVICE_ONLINE').filter((e) => e.deviceIdx === idx);
      expect(online).toHaveLength(1);
      expect(online[0]!.at).toBeGreaterThanOrEqual(outageAt + 20 * MINUTE);
      expect(online[0]!.at).toBeLessThanOrEqual(outageAt + 21 * MINUTE);
      const notices = during.filter((e) => e.deviceIdx === idx && (e.type === 'FAULT_RAISED' || e.type === 'FAULT_RESOLVED'));
      expect(notices.map((e) => [e.type, 'code' in e && e.code, e.at])).toEqual([
        ['FAULT_RAISED', 'NETWORK_OFFLINE', offline[0]!.at],
        ['FAULT_RESOLVED', 'NETWORK_OFFLINE', online[0]!.at],
      ]);
    }
    expect(during.filter((e) => (e.type === 'DEVICE_OFFLINE' || e.type === 'DEVICE_ONLINE') && ![2, 4].includes(e.deviceIdx))).toEqual([]);
  });

  it('is still online two missed heartbeats in, offline at the third', () => {
    const engine = fleet();
    advanceBy(engine, 10 * MINUTE);
    engine.setOffline(1, true);
    const lastBeat = engine.snapshot().kiosks[0]!.lastHeartbeatAt;
    engine.advanceTo(lastBeat + 3 * MINUTE - 1);
    expect(status(engine, 1)).toBe('ONLINE');
    engine.advanceTo(lastBeat + 3 * MINUTE + 30_000);
    expect(status(engine, 1)).toBe('OFFLINE');
    advanceBy(engine, HOUR); // stays offline until told otherwise
    expect(status(engine, 1)).toBe('OFFLINE');
    engine.setOffline(1, false);
    const back = advanceBy(engine, 2 * MINUTE);
    expect(ofType(back, 'DEVICE_ONLINE').map((e) => e.deviceIdx)).toEqual([1]);
    expect(status(engine, 1)).toBe('ONLINE');
  });

  it('treats a power cut as silence without a network notice, and reboots when power returns', () => {
    const engine = fleet();
    const cut = engine.raiseFault(5, 'POWER_LOSS');
    expect(cut.ok).toBe(true);
    const dark = advanceBy(engine, 30 * MINUTE);
    expect(ofType(dark, 'DEVICE_OFFLINE').map((e) => e.deviceIdx)).toEqual([5]);
    expect(ofType(dark, 'FAULT_RAISED')).toEqual([]);
    expect(ofType(dark, 'TEMPERATURE_SAMPLE').some((s) => s.deviceIdx === 5)).toBe(false);
    expect(engine.openDoorSession(5)).toEqual({ ok: false, reason: 'POWER_OFF' });
    engine.clearFault(5, 'POWER_LOSS');
    const back = advanceBy(engine, 2 * MINUTE);
    expect(ofType(back, 'DEVICE_ONLINE').map((e) => e.deviceIdx)).toEqual([5]);
  });

  it('cuts the link when NETWORK_OFFLINE is raised by hand and restores it when cleared', () => {
    const engine = fleet();
    const raised = engine.raiseFault(3, 'NETWORK_OFFLINE');
    expect(raised.ok && raised.events.map((e) => e.type)).toEqual(['FAULT_RAISED']);
    const silent = advanceBy(engine, 10 * MINUTE);
    expect(ofType(silent, 'HEARTBEAT').some((h) => h.deviceIdx === 3)).toBe(false);
    expect(ofType(silent, 'FAULT_RAISED')).toEqual([]); // the notice is already open
    expect(engine.openDoorSession(3)).toEqual({ ok: false, reason: 'OFFLINE' });
    engine.clearFault(3, 'NETWORK_OFFLINE');
    expect(ofType(advanceBy(engine, 2 * MINUTE), 'DEVICE_ONLINE').map((e) => e.deviceIdx)).toEqual([3]);
  });
});
