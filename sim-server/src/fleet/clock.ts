// The simulated clock. It satisfies the simulator's `Clock` (../clock.ts), so one instance can be
// the time of the whole simulator: HTTP stamps, sessions and the fleet engine all read it.
import type { Clock } from '../clock';

export class SimClock implements Clock {
  // Kept as a float so many small elapse() calls at odd speeds do not lose time to rounding.
  private time: number;
  private currentSpeed: number;
  private speedBeforePause = 1;

  constructor(startAt: number, speed = 1) {
    this.time = startAt;
    this.currentSpeed = checkSpeed(speed);
  }

  /** Epoch ms of simulated time. */
  now(): number {
    return Math.floor(this.time);
  }

  /** Simulated ms per real ms; 0 means paused. */
  get speed(): number {
    return this.currentSpeed;
  }

  get paused(): boolean {
    return this.currentSpeed === 0;
  }

  setSpeed(speed: number): void {
    this.currentSpeed = checkSpeed(speed);
  }

  pause(): void {
    if (this.currentSpeed > 0) this.speedBeforePause = this.currentSpeed;
    this.currentSpeed = 0;
  }

  /** Back to the speed before pause() (1 if it was never running). */
  resume(): void {
    if (this.currentSpeed === 0) this.currentSpeed = this.speedBeforePause;
  }

  /** Move simulated time by a duration, whatever the speed (tests, the cockpit's "skip ahead"). */
  step(ms: number): void {
    if (!(ms >= 0)) throw new RangeError('step needs a non-negative duration');
    this.time += ms;
  }

  /** Called from a real timer: realMs of wall time passed, so simulated time moves realMs × speed. */
  elapse(realMs: number): void {
    if (realMs > 0) this.time += realMs * this.currentSpeed;
  }
}

function checkSpeed(speed: number): number {
  if (!Number.isFinite(speed) || speed < 0) throw new RangeError('speed must be a finite number ≥ 0');
  return speed;
}
