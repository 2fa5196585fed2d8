// One self-check per device per night (03:00–04:00 KST, as the fleet engine runs them) while the
// device reports: each check item the device has passes unless a fault on it is open at the time.
import { toWireDateTime } from '../clock';
import type { SelfCheckRow } from '../db/repositories/self-checks';
import { CHECK_ITEMS, FAULTS, FAULT_CODES, type CheckItem, type Feature } from '../fleet/faults';
import { kstDayStart } from '../fleet/kst';
import { hasIncident, hasPart, type DeviceProfile } from './device-profile';
import { DAY, MINUTE, WORLD_REF_DATE_MS, wireToMs, type Random } from './random';

/** An item needs the hardware every fault it detects needs (a vending machine has no camera to test). */
function needs(item: CheckItem): Feature | undefined {
  const required = new Set(FAULT_CODES.filter((code) => FAULTS[code].check === item).map((code) => FAULTS[code].requires));
  return required.size === 1 ? [...required][0] : undefined;
}
export const ITEM_NEEDS = new Map(CHECK_ITEMS.map((item) => [item, needs(item)]));

export function generateSelfChecks(r: Random, profiles: DeviceProfile[], historyStartMs: number): SelfCheckRow[] {
  const rows: SelfCheckRow[] = [];
  for (const p of profiles) {
    const minute = r.int(180, 239);
    const items = CHECK_ITEMS.filter((item) => hasPart(p, ITEM_NEEDS.get(item)));
    const created = wireToMs(p.device.createdDate);
    for (let day = kstDayStart(historyStartMs); day < WORLD_REF_DATE_MS; day += DAY) {
      const at = day + minute * MINUTE + r.int(0, 59) * 1000;
      if (at < created || at >= p.silentSince || hasIncident(p, ['POWER_LOSS'], at)) continue;
      const results = items.map((component) => {
        const failing = p.incidents.filter((i) => FAULTS[i.code].check === component && i.from <= at && at < i.until).map((i) => i.code);
        const codes = [...new Set(failing)];
        return { component, passed: codes.length === 0, detail: codes.length === 0 ? 'OK' : codes.join(', ') };
      });
      const reportAt = toWireDateTime(at);
      rows.push({
        selfCheckIdx: rows.length + 1, deviceIdx: p.device.deviceIdx, passed: results.every((x) => x.passed) ? 1 : 0,
        results: JSON.stringify(results), reportAt, createdDate: reportAt, updatedDate: reportAt,
      });
    }
  }
  return rows;
}
