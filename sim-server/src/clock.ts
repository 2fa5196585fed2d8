// Time source of the simulator. Everything that stamps a record or checks a session asks the
// clock, so tests (and later the fleet engine) can move time without waiting for it.
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** Korea has no daylight saving time: KST is always UTC+9. */
const KST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** 'YYYY-MM-DD HH:mm:ss' in KST, the wire format of contract/wire.ts. */
export function toWireDateTime(ms: number): string {
  return new Date(ms + KST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** Epoch ms of a wire date-time ('YYYY-MM-DD HH:mm:ss', KST). */
export function fromWireDateTime(text: string): number {
  return Date.parse(`${text.replace(' ', 'T')}Z`) - KST_OFFSET_MS;
}

/** 'YYYY-MM-DD' in KST. */
export function toWireDate(ms: number): string {
  return toWireDateTime(ms).slice(0, 10);
}
