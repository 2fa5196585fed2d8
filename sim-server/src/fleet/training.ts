// How an AI fridge's vision model learns a product, as pure functions of simulated time: each
// (device, product) takes a fixed 2–6 hours of training, a pause keeps what was learnt, and the
// model's version grows by one build per product learnt. No clock or database here.
import { MINUTE_MS } from './kst';
import { createRandom, deriveSeed } from './random';

export const TRAINING_HOURS = [2, 6] as const;

/** How long learning a product takes on a device, in ms (whole minutes, the same on every run). */
export function trainingMsOf(deviceIdx: number, productIdx: number): number {
  const [min, max] = TRAINING_HOURS;
  return createRandom(deriveSeed('product-training', deviceIdx, productIdx)).int(min * 60, max * 60) * MINUTE_MS;
}

/** Share learnt (0–100, whole) at `now` of a run started at `startedAt` after `learntMs` learnt before. */
export function trainingProgress(trainingMs: number, learntMs: number, startedAt: number | null, now: number): number {
  const learnt = learntMs + (startedAt === null ? 0 : Math.max(0, now - startedAt));
  return Math.min(100, Math.max(0, Math.floor((100 * learnt) / trainingMs)));
}

/** What a pause at `now` keeps: never the whole training (the row would be done, not paused). */
export function learntAtPause(trainingMs: number, learntMs: number, startedAt: number, now: number): number {
  return Math.min(trainingMs - 1000, learntMs + Math.max(0, now - startedAt));
}

/** When a run started at `startedAt` ends. */
export function trainingDueAt(trainingMs: number, learntMs: number, startedAt: number): number {
  return startedAt + (trainingMs - learntMs);
}

/** The version a model shows after `build` products learnt (and retrainings). */
export function modelVersion(build: number): string {
  return `1.${build}`;
}
