// A fleet whose alarms tell the truth (issue 28): over the seeded week and a simulated week after it,
// in the demo and training worlds, no temperature without its alarm, no fault without its effect, no
// self-check passing a broken part, no expired stock after a staff visit, no jam staff walked past
// and a dashboard alert count the kiosks agree with. Counted as scripts/world-fidelity.ts counts them
// (docs/world.md).
import { describe, expect, it } from 'vitest';
import { contradictions, contradictionsOver } from '../../scripts/fidelity/contradictions';
import { sharedSim } from './support';

const WEEK_MS = 7 * 24 * 3_600_000;
const SLOW = 300_000;
const NONE = {
  hotWithoutFault: 0, cardSaleDuringReaderFault: 0, doorDuringLockFault: 0, coolingFaultNotWarming: 0,
  telemetryWhileOffline: 0, selfCheckPassingBrokenPart: 0, staffFaultLeftOpen: 0,
};

describe.each(['demo', 'training'] as const)('the %s world', (preset) => {
  const sim = sharedSim({ preset });

  it('has no contradiction in its seeded week', () => {
    const now = sim().fleet!.now();
    expect(contradictions(sim(), now - WEEK_MS, now)).toEqual(NONE);
  }, SLOW);

  it('has none over a simulated week, stepped 6 hours at a time', async () => {
    expect(await contradictionsOver(sim(), 7)).toEqual({ ...NONE, expiredAfterVisit: 0, alertCountMismatch: 0 });
  }, SLOW);
});
