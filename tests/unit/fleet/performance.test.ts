// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createFleetEngine } from '../../../sim-server/src/fleet/index';
import { DAY, MONDAY, ambientKioskSpec, fridgeSpec, ofType } from './support';

describe('performance sanity', () => {
  it('advances a 50-kiosk fleet through one simulated day', () => {
    const kiosks = Array.from({ length: 50 }, (_, i) => (i % 5 === 4 ? ambientKioskSpec(i + 1) : fridgeSpec(i + 1, { sessionsPerDay: undefined })));
    const started = performance.now();
    const engine = createFleetEngine({ seed: 50, kiosks, startAt: MONDAY });
    const events = engine.advanceTo(MONDAY + DAY);
    const ms = performance.now() - started;
    console.log(`fleet: 50 kiosks × 1 simulated day in ${ms.toFixed(0)} ms, ${events.length} events`);
    const perKiosk = ofType(events, 'DOOR_SESSION').filter((d) => d.openType !== 'EMPLOYEE').length / 50;
    expect(perKiosk).toBeGreaterThan(20);
    expect(perKiosk).toBeLessThan(130);
    expect(new Set(ofType(events, 'TEMPERATURE_SAMPLE').map((s) => s.deviceIdx)).size).toBe(40);
    expect(ofType(events, 'HEARTBEAT')).toHaveLength(50); // coalesced: the newest per kiosk
  });
});
