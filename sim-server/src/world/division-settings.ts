// Employee settings of the world's divisions: a point reset policy for about half of them, and
// 1–3 non-overlapping UID time slots for every store.
import type { ResetPolicy } from '../db/repositories/reset-policies';
import type { UidTime } from '../db/repositories/uid-times';
import type { DivisionRow } from '../db/repositories/divisions';
import { WORLD_REF_DATE_MS, wireToMs, type Random } from './random';

/** Staff windows of a store's day; any choice of them is free of overlaps. */
const SLOT_TEMPLATES = [
  ['07:00', '09:00'],
  ['11:30', '13:30'],
  ['15:00', '16:00'],
  ['18:00', '20:00'],
  ['22:00', '23:30'],
] as const;

/** What a cycle plausibly grants: a day's meal allowance, a week's or a month's welfare points (five of each). */
const RESET_POINTS = {
  DAILY: [5000, 6000, 7000, 8000, 10000],
  WEEKLY: [20000, 25000, 25000, 30000, 30000],
  MONTHLY: [50000, 60000, 70000, 80000, 100000],
} as const;

export function generateResetPolicies(r: Random, divisions: DivisionRow[]): ResetPolicy[] {
  const policies: ResetPolicy[] = [];
  for (const division of divisions) {
    if (!r.f.datatype.boolean(0.5)) continue;
    const resetCycle = r.pick(['DAILY', 'WEEKLY', 'MONTHLY'] as const);
    policies.push({
      employeeResetPolicyIdx: policies.length + 1,
      divisionIdx: division.divisionIdx,
      resetCycle,
      resetDay: resetCycle === 'DAILY' ? 0 : resetCycle === 'WEEKLY' ? r.int(1, 7) : r.pick([1, 15, 25]),
      resetPoint: r.pick(RESET_POINTS[resetCycle]),
      ...r.stamps(wireToMs(division.createdDate), WORLD_REF_DATE_MS),
    });
  }
  return policies;
}

export function generateUidTimes(r: Random, divisions: DivisionRow[]): UidTime[] {
  const slots: UidTime[] = [];
  for (const division of divisions) {
    if (division.divisionType !== 'STORE') continue;
    const chosen = r.f.helpers.arrayElements(SLOT_TEMPLATES, r.int(1, 3)).sort((a, b) => a[0].localeCompare(b[0]));
    for (const [startTime, endTime] of chosen) {
      const { createdDate } = r.stamps(wireToMs(division.createdDate), WORLD_REF_DATE_MS);
      slots.push({ employeeUidTimeIdx: slots.length + 1, divisionIdx: division.divisionIdx, startTime, endTime, createdDate });
    }
  }
  return slots;
}
