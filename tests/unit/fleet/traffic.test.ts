// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { trafficWeight } from '../../../sim-server/src/fleet/index';
import { DAY, HOUR, MINUTE, MONDAY } from './support';

const SATURDAY = MONDAY + 5 * DAY;
const at = (day: number, hh: number, mm = 0) => day + hh * HOUR + mm * MINUTE;
const meanOver = (day: number) => {
  let sum = 0;
  for (let m = 0; m < 1440; m++) sum += trafficWeight(day + m * MINUTE);
  return sum / 1440;
};
const peakOver = (day: number) => Math.max(...Array.from({ length: 1440 }, (_, m) => trafficWeight(day + m * MINUTE)));

describe('traffic profile (KST)', () => {
  it('averages 1 over a weekday and less at weekends', () => {
    expect(meanOver(MONDAY)).toBeCloseTo(1, 2);
    expect(meanOver(SATURDAY)).toBeCloseTo(0.8, 2);
  });

  it('is near zero between 01:00 and 06:00', () => {
    for (let h = 1.5; h < 6; h += 0.5) expect(trafficWeight(at(MONDAY, h))).toBeLessThan(0.2);
  });

  it('peaks at lunch and again in the evening', () => {
    const lunch = trafficWeight(at(MONDAY, 12, 15));
    const evening = trafficWeight(at(MONDAY, 18, 30));
    const afternoon = trafficWeight(at(MONDAY, 15));
    const morning = trafficWeight(at(MONDAY, 10));
    expect(lunch).toBeGreaterThan(2.5);
    expect(evening).toBeGreaterThan(1.8);
    expect(lunch).toBeGreaterThan(evening);
    expect(evening).toBeGreaterThan(afternoon * 2);
    expect(lunch).toBeGreaterThan(morning * 3);
    expect(peakOver(MONDAY)).toBe(lunch);
  });

  it('reads the hour in KST, not UTC', () => {
    // 12:15 KST is 03:15 UTC, and 03:15 KST is 18:15 UTC the day before.
    expect(trafficWeight(Date.parse('2026-11-16T03:15:00Z'))).toBeGreaterThan(2.5);
    expect(trafficWeight(Date.parse('2026-11-16T18:15:00Z'))).toBeLessThan(0.2);
  });

  it('is flatter at weekends', () => {
    expect(peakOver(SATURDAY) / meanOver(SATURDAY)).toBeLessThan((peakOver(MONDAY) / meanOver(MONDAY)) * 0.75);
  });
});
