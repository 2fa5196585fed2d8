// Where the simulated clock starts. A world resumes from the simulated time it was saved at (a new
// world: the end of its seeded history). A running product then catches up with the real time, at
// most `maxCatchUpMs` of it; an older gap is skipped (no events are made up for it). A clock that
// ran ahead of real time (a fast demo) resumes where it was.
export interface StartInput {
  /** Simulated time saved by the previous run (undefined: a new world). */
  saved: number | undefined;
  /** Start of a new world's clock (the seed's reference date, or a test's choice). */
  fresh: number;
  /** Real time now. */
  wall: number;
  catchUp: boolean;
  maxCatchUpMs: number;
}

export interface StartPlan {
  /** Where the engine and the clock start. */
  startAt: number;
  /** Simulated time to reach before answering anything (startAt: no catch-up). */
  catchUpTo: number;
  /** Simulated time left out because the gap was longer than maxCatchUpMs. */
  skippedMs: number;
}

export function planStart({ saved, fresh, wall, catchUp, maxCatchUpMs }: StartInput): StartPlan {
  const from = saved ?? fresh;
  if (!catchUp || wall <= from) return { startAt: from, catchUpTo: from, skippedMs: 0 };
  const gap = wall - from;
  if (gap <= maxCatchUpMs) return { startAt: from, catchUpTo: wall, skippedMs: 0 };
  return { startAt: wall - maxCatchUpMs, catchUpTo: wall, skippedMs: gap - maxCatchUpMs };
}
