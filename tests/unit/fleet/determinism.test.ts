// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createFleetEngine, runScenario, type FleetEvent } from '../../../sim-server/src/fleet/index';
import { DAY, HOUR, MONDAY, ambientKioskSpec, fridgeSpec } from './support';

const kiosks = () => [fridgeSpec(1), fridgeSpec(2, { provider: 'ZELOTEK', deviceType: 'VENDING' }), ambientKioskSpec(3)];

/** Two days with cockpit commands in between, advanced in uneven real-timer-like steps. */
function script(seed: number, stepMs = 37_000): FleetEvent[] {
  const engine = createFleetEngine({ seed, kiosks: kiosks(), startAt: MONDAY, options: { faultsPerKioskDay: 2 } });
  const out: FleetEvent[] = [];
  const until = (t: number) => {
    while (engine.now() + engine.options.tickMs <= t) out.push(...engine.advanceTo(Math.min(t, engine.now() + stepMs)));
  };
  until(MONDAY + 11 * HOUR);
  out.push(...runScenario(engine, 'lunch-rush').events);
  const door = engine.openDoorSession(1, { mode: 'POINT' });
  if (door.ok) out.push(...door.events);
  until(MONDAY + 14 * HOUR);
  const fault = engine.raiseFault(2, 'REFRIGERATION_FAN');
  if (fault.ok) out.push(...fault.events);
  out.push(...runScenario(engine, 'network-outage', { count: 1 }).events);
  until(MONDAY + 2 * DAY);
  return out;
}

describe('determinism', () => {
  it('gives identical events for the same seed and the same calls', () => {
    const a = script(99);
    expect(a.length).toBeGreaterThan(1000);
    expect(JSON.stringify(script(99))).toBe(JSON.stringify(a));
  });

  it('gives different events for a different seed', () => {
    expect(JSON.stringify(script(100))).not.toBe(JSON.stringify(script(99)));
  });

  it('does not depend on how the timer chops time (without heartbeat coalescing)', () => {
    const run = (stepMs: number) => {
      const engine = createFleetEngine({ seed: 5, kiosks: kiosks(), startAt: MONDAY, options: { coalesceHeartbeats: false } });
      const out: FleetEvent[] = [];
      for (let t = MONDAY; t < MONDAY + DAY; t += stepMs) out.push(...engine.advanceTo(t + stepMs));
      return JSON.stringify(out);
    };
    expect(run(7_000)).toBe(run(HOUR));
  });

  it('returns events in time order', () => {
    const events = script(7);
    for (let i = 1; i < events.length; i++) expect(events[i]!.at).toBeGreaterThanOrEqual(events[i - 1]!.at);
  });

  it('leaves the other kiosks future unchanged when one is added', () => {
    const run = (extra: boolean) => {
      const engine = createFleetEngine({ seed: 8, kiosks: extra ? [...kiosks(), fridgeSpec(4)] : kiosks(), startAt: MONDAY, options: { coalesceHeartbeats: false } });
      return JSON.stringify(engine.advanceTo(MONDAY + DAY).filter((e) => e.deviceIdx !== 4));
    };
    expect(run(true)).toBe(run(false));
  });
});
