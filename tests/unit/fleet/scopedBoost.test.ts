// @vitest-environment node
// A traffic boost on a set of kiosks (a lunch rush aimed at one trainee's kiosks): those kiosks get
// the crowd, every other kiosk draws exactly what it draws without the boost, event for event.
import { describe, expect, it } from 'vitest';
import { createFleetEngine, runScenario, type FleetEvent, type ScenarioOptions } from '../../../sim-server/src/fleet/index';
import { HOUR, MONDAY, advanceBy, fridgeSpec, ofType } from './support';

const KIOSKS = [1, 2, 3, 4, 5, 6];
const AIMED = [2, 5];
const RUSH_ENDS = MONDAY + 16.5 * HOUR;

/** Three hours from 15:30 on a Monday (off-peak), with or without an hour's rush, and every event of each kiosk. */
function run(rush?: ScenarioOptions): { events: FleetEvent[]; result?: ReturnType<typeof runScenario> } {
  const engine = createFleetEngine({ seed: 31, kiosks: KIOSKS.map((i) => fridgeSpec(i, { sessionsPerDay: 60 })), startAt: MONDAY + 15 * HOUR, options: { faultsPerKioskDay: 1 } });
  advanceBy(engine, HOUR / 2, 37_000);
  const result = rush ? runScenario(engine, 'lunch-rush', rush) : undefined;
  return { events: advanceBy(engine, 3 * HOUR, 37_000), result };
}

const ofKiosks = (events: FleetEvent[], idxs: readonly number[]) => JSON.stringify(events.filter((e) => 'deviceIdx' in e && idxs.includes(e.deviceIdx as number)));
/** Customers at these kiosks during the rush's hour. */
const customers = (events: FleetEvent[], idxs: readonly number[]) =>
  ofType(events, 'DOOR_SESSION').filter((d) => d.openType !== 'EMPLOYEE' && idxs.includes(d.deviceIdx) && d.openAt < RUSH_ENDS).length;

describe('a traffic boost on a set of kiosks', () => {
  const others = KIOSKS.filter((i) => !AIMED.includes(i));
  const calm = run();

  it('leaves every kiosk outside the set exactly as it is without the boost', () => {
    const scoped = run({ deviceIdxs: AIMED });
    expect(ofKiosks(calm.events, others).length).toBeGreaterThan(1000);
    expect(ofKiosks(scoped.events, others)).toBe(ofKiosks(calm.events, others));
    // The same holds when the set is what a caller may choose from (a PARTNER's or a trainee's kiosks).
    expect(ofKiosks(run({ within: AIMED }).events, others)).toBe(ofKiosks(calm.events, others));
  });

  it('brings the crowd to the kiosks of the set, and says how many it reached', () => {
    const scoped = run({ deviceIdxs: AIMED });
    expect(scoped.result?.deviceIdxs).toEqual(AIMED);
    expect(scoped.result?.description.en).toContain('at 2 devices');
    expect(customers(scoped.events, AIMED)).toBeGreaterThan(3 * customers(calm.events, AIMED));
    // Unaimed, it still reaches every kiosk, and those of the set draw as they do under a fleet-wide rush.
    const everywhere = run({});
    expect(everywhere.result?.deviceIdxs).toEqual(KIOSKS);
    expect(customers(everywhere.events, others)).toBeGreaterThan(3 * customers(calm.events, others));
    expect(ofKiosks(scoped.events, AIMED)).toBe(ofKiosks(everywhere.events, AIMED));
  });

  it('refuses an empty set, changing nothing', () => {
    const engine = createFleetEngine({ seed: 31, kiosks: [fridgeSpec(1)], startAt: MONDAY });
    expect(engine.boostTraffic(2, HOUR, 1, [])).toEqual({ ok: false, reason: 'BAD_INPUT' });
    expect(runScenario(engine, 'lunch-rush', { within: [] }).deviceIdxs).toEqual([]);
  });
});
