// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Clock } from '../../../sim-server/src/clock';
import { toWireDateTime } from '../../../sim-server/src/clock';
import { SimClock } from '../../../sim-server/src/fleet/index';
import { MONDAY } from './support';

describe('SimClock', () => {
  it('starts at the given epoch and serves as the simulator Clock', () => {
    const clock: Clock = new SimClock(MONDAY);
    expect(clock.now()).toBe(MONDAY);
    expect(toWireDateTime(clock.now())).toBe('2026-11-16 00:00:00');
  });

  it('elapses real time multiplied by the speed', () => {
    const clock = new SimClock(MONDAY, 60);
    clock.elapse(1000);
    expect(clock.now()).toBe(MONDAY + 60_000);
    clock.setSpeed(10);
    clock.elapse(500);
    expect(clock.now()).toBe(MONDAY + 65_000);
  });

  it('keeps fractional progress across many small ticks', () => {
    const clock = new SimClock(MONDAY, 1.5);
    for (let i = 0; i < 1000; i++) clock.elapse(1);
    expect(clock.now()).toBe(MONDAY + 1500);
  });

  it('stands still while paused and resumes at the earlier speed', () => {
    const clock = new SimClock(MONDAY, 10);
    clock.pause();
    expect(clock.paused).toBe(true);
    expect(clock.speed).toBe(0);
    clock.elapse(5000);
    expect(clock.now()).toBe(MONDAY);
    clock.resume();
    expect(clock.speed).toBe(10);
    clock.elapse(100);
    expect(clock.now()).toBe(MONDAY + 1000);
  });

  it('steps by a simulated duration even when paused', () => {
    const clock = new SimClock(MONDAY, 0);
    clock.step(90_000);
    expect(clock.now()).toBe(MONDAY + 90_000);
    expect(() => clock.step(-1)).toThrow(RangeError);
  });

  it('refuses negative or non-finite speeds', () => {
    const clock = new SimClock(MONDAY);
    expect(() => clock.setSpeed(-1)).toThrow(RangeError);
    expect(() => clock.setSpeed(Number.NaN)).toThrow(RangeError);
    expect(clock.speed).toBe(1);
  });
});
