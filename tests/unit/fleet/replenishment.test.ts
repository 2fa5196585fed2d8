// @vitest-environment node
// The replenishment rule shared by the seeded history and the fleet: par levels, a visit's
// discard-then-fill, visit times, a van's share of a warehouse row and a supplier delivery.
import { describe, expect, it } from 'vitest';
import {
  MIN_PAR, coverDaysOf, dailyUnitsOf, deliveryPlan, lastDueVisit, nextVisitAt, parLevelOf, restockPlan, stocksOnly, usableAt, vanShare,
} from '../../../sim-server/src/fleet/replenishment';
import { toWireDateTime } from '../../../sim-server/src/clock';
import { DAY, HOUR, MINUTE, MONDAY } from './support';

describe('par levels', () => {
  it('covers the days to the next visit plus a day of safety, within the tray and the shelf life', () => {
    expect(coverDaysOf({ weekdaysOnly: false })).toBe(2);
    expect(coverDaysOf({ weekdaysOnly: true })).toBe(4); // Friday's visit lasts until Monday
    expect(dailyUnitsOf(20, 10)).toBeCloseTo(2.64);
    expect(parLevelOf({ dailyUnits: 2.64, coverDays: 2, shelfLifeDays: 30, capacity: 10 })).toBe(6);
    expect(parLevelOf({ dailyUnits: 2.64, coverDays: 2, shelfLifeDays: 1, capacity: 10 })).toBe(3); // never more than keeps
    expect(parLevelOf({ dailyUnits: 9, coverDays: 2, shelfLifeDays: 30, capacity: 7 })).toBe(7); // the tray's share caps it
    expect(parLevelOf({ dailyUnits: 0.2, coverDays: 2, shelfLifeDays: 30, capacity: 10 })).toBe(MIN_PAR);
  });
});

describe('a visit', () => {
  it('takes expired units out, then fills up to par with a fresh batch', () => {
    expect(restockPlan({ stock: 4, expiredDate: '2026-11-20', parLevel: 6, shelfLifeDays: 3 }, '2026-11-21')).toEqual({
      discard: 4, add: 6, batchExpiredDate: '2026-11-24', expiredDate: '2026-11-24',
    });
    // Units still good stay, and the earliest date keeps showing.
    expect(restockPlan({ stock: 2, expiredDate: '2026-11-22', parLevel: 6, shelfLifeDays: 3 }, '2026-11-21')).toEqual({
      discard: 0, add: 4, batchExpiredDate: '2026-11-24', expiredDate: '2026-11-22',
    });
    expect(restockPlan({ stock: 6, expiredDate: '2026-11-22', parLevel: 6, shelfLifeDays: 3 }, '2026-11-21')).toMatchObject({ discard: 0, add: 0, expiredDate: '2026-11-22' });
    expect(restockPlan({ stock: 1, expiredDate: '2026-11-22', parLevel: 6, shelfLifeDays: 3 }, '2026-11-21', 2)).toMatchObject({ discard: 0, add: 2 });
  });

  it('comes at the schedule’s times, weekends left out where asked', () => {
    const saturday = MONDAY + 5 * DAY;
    const daily = { minutes: [7 * 60, 15 * 60], weekdaysOnly: false };
    expect(nextVisitAt(MONDAY, daily)).toBe(MONDAY + 7 * HOUR);
    expect(nextVisitAt(MONDAY + 7 * HOUR, daily)).toBe(MONDAY + 15 * HOUR);
    expect(nextVisitAt(MONDAY + 16 * HOUR, daily)).toBe(MONDAY + DAY + 7 * HOUR);
    expect(nextVisitAt(saturday + 8 * HOUR, { minutes: [7 * 60 + 30], weekdaysOnly: true })).toBe(MONDAY + 7 * DAY + 7 * HOUR + 30 * MINUTE);
    expect(lastDueVisit(MONDAY, MONDAY + 2 * DAY + 10 * HOUR, { minutes: [6 * 60], weekdaysOnly: true })).toBe(MONDAY + 2 * DAY + 6 * HOUR);
    expect(lastDueVisit(MONDAY + 6 * HOUR, MONDAY + 10 * HOUR, { minutes: [6 * 60], weekdaysOnly: true })).toBeNull();
    expect(() => nextVisitAt(MONDAY, { minutes: [], weekdaysOnly: false })).toThrow();
  });
});

describe('warehouses', () => {
  it('send out only what keeps beyond today, a short row shared out among the shelves it feeds', () => {
    expect(usableAt({ stock: 5, expiredDate: '2026-11-21' }, '2026-11-21')).toBe(false);
    expect(usableAt({ stock: 5, expiredDate: '2026-11-22' }, '2026-11-21')).toBe(true);
    expect(usableAt({ stock: 0, expiredDate: null }, '2026-11-21')).toBe(false);
    expect(stocksOnly({ parLevel: 40 })).toBe(true);
    expect(stocksOnly({ parLevel: null })).toBe(false); // a one-off order: the supplier adds the rest
    expect(vanShare({ stock: 100, parLevel: 40 }, 4)).toBe(10);
    expect(vanShare({ stock: 3, parLevel: 40 }, 4)).toBe(3);
    expect(vanShare({ stock: 100, parLevel: null }, 4)).toBe(100);
  });

  it('take out at a delivery what would expire before the next one, then fill up to par', () => {
    const friday = MONDAY + 4 * DAY + 6 * HOUR;
    const weekdays = { minutes: [6 * 60], weekdaysOnly: true };
    const date = toWireDateTime(friday).slice(0, 10);
    // The next delivery is Monday: units expiring by then go.
    expect(deliveryPlan({ stock: 10, expiredDate: toWireDateTime(friday + 3 * DAY).slice(0, 10), parLevel: 40, shelfLifeDays: 14 }, friday, weekdays))
      .toMatchObject({ discard: 10, add: 40 });
    expect(deliveryPlan({ stock: 10, expiredDate: toWireDateTime(friday + 5 * DAY).slice(0, 10), parLevel: 40, shelfLifeDays: 14 }, friday, weekdays))
      .toMatchObject({ discard: 0, add: 30 });
    expect(deliveryPlan({ stock: 0, expiredDate: null, parLevel: 40, shelfLifeDays: 14 }, friday, weekdays).batchExpiredDate).toBe(
      toWireDateTime(Date.parse(`${date}T12:00:00+09:00`) + 14 * DAY).slice(0, 10),
    );
  });
});
