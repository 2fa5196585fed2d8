// "Now" as the back end sees it, for the screens' default dates. Live: the browser's clock.
// Simulator: the simulated clock (paused, stepped, ×60 …) as last read from GET /sim/clock — by the
// shell (useBackendClockSync) and by the cockpit's fleet reads — run on at its speed between reads.
// "Today" is the KST calendar day of that instant, like the dates on the wire. Until the simulated
// clock is known, the browser's instant stands in.
import dayjs, { type Dayjs } from 'dayjs';
import { create } from 'zustand';
import type { ClockState } from '@contract/sim-control';
import { useRuntimeConfig } from '../api/runtimeConfig';

/** How often the shell reads the simulated clock again (and moves "today" on in Live mode). */
export const BACKEND_CLOCK_REFRESH_MS = 60_000;

/** Simulated epoch ms now, `realNow - readAt` real ms after the clock was read. */
export function simulatedNow(clock: ClockState, readAt: number, realNow: number): number {
  if (clock.paused) return clock.now;
  return clock.now + Math.max(0, realNow - readAt) * clock.speed;
}

/** Korea keeps UTC+9 all year (no summer time since 1988). */
const KST_OFFSET_MS = 9 * 3600_000;

/**
 * The KST calendar day of an instant, YYYY-MM-DD. By the fixed offset rather than an
 * Intl.DateTimeFormat for Asia/Seoul: that one loads the time-zone data at start-up, about 90 ms of
 * a throttled phone's main thread before the first screen.
 */
export function kstDay(epochMs: number): string {
  return new Date(epochMs + KST_OFFSET_MS).toISOString().slice(0, 10);
}

interface ClockRead {
  /** The simulator's clock as last read; null until then. */
  clock: ClockState | null;
  /** Real time (Date.now()) it was read. */
  readAt: number;
}

interface ClockReadAsked extends ClockRead {
  /** Real time the read that gave `clock` was sent: an answer to an older request is dropped. */
  askedAt: number;
}

interface BackendClockState extends ClockReadAsked {
  /** The back end's KST day (YYYY-MM-DD) as of the last read or tick: what screens default to. */
  today: string;
  /**
   * A clock the simulator answered (GET /sim/clock, GET /sim/fleet, the runtime config) to a request
   * sent at `askedAt`, read at `readAt` (by default now: the answer has just come).
   */
  heard(clock: ClockState, askedAt: number, readAt?: number): void;
  /** Work out today again (a read failed, or time went by). */
  tick(realNow?: number): void;
  reset(): void;
}

function nowOf(read: ClockRead, realNow: number): number {
  const simulator = useRuntimeConfig.getState().config.backend === 'simulator';
  return simulator && read.clock ? simulatedNow(read.clock, read.readAt, realNow) : realNow;
}

export const useBackendClock = create<BackendClockState>((set, get) => ({
  clock: null,
  readAt: 0,
  askedAt: 0,
  today: kstDay(Date.now()),
  heard(clock, askedAt, readAt = Math.max(askedAt, Date.now())) {
    if (askedAt < get().askedAt) return;
    set({ clock, readAt, askedAt, today: kstDay(nowOf({ clock, readAt }, readAt)) });
  },
  tick(realNow = Date.now()) {
    const today = kstDay(nowOf(get(), realNow));
    if (today !== get().today) set({ today });
  },
  reset() {
    set({ clock: null, readAt: 0, askedAt: 0, today: kstDay(Date.now()) });
  },
}));

/**
 * The clock the runtime config brought with the page (Simulator mode), run on from when the config
 * was asked for: the first screen knows "today" without a /sim read of its own. The config may come
 * after this module is loaded, hence the subscription; an older answer never replaces a newer one.
 */
function hearConfigClock(): void {
  const { config, askedAt } = useRuntimeConfig.getState();
  if (config.clock) useBackendClock.getState().heard(config.clock, askedAt, askedAt);
}
hearConfigClock();
useRuntimeConfig.subscribe(hearConfigClock);

/** The back end's instant now, epoch ms. */
export function backendNow(realNow = Date.now()): number {
  return nowOf(useBackendClock.getState(), realNow);
}

/** The back end's KST day now, as a dayjs of that calendar day (for day arithmetic and formats). */
export function backendToday(): Dayjs {
  return dayjs(kstDay(backendNow()));
}

/** The back end's KST day (YYYY-MM-DD); re-renders when it moves (a read, a tick past midnight). */
export function useBackendToday(): string {
  return useBackendClock((s) => s.today);
}
