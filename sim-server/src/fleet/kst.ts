// Korean calendar arithmetic for the engine: traffic, self-checks and restocks follow KST.
import { toWireDate } from '../clock';

/** Korea has no daylight saving time (same offset as ../clock.ts). */
const KST_OFFSET_MS = 9 * 3_600_000;
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** Minutes since KST midnight, fractional. */
export function kstMinuteOfDay(ms: number): number {
  return (((ms + KST_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS / MINUTE_MS;
}

/** 0 = Sunday … 6 = Saturday, in KST. */
export function kstWeekday(ms: number): number {
  // Day 0 of the epoch (1970-01-01) was a Thursday; plain arithmetic, as this runs every tick.
  return (((Math.floor((ms + KST_OFFSET_MS) / DAY_MS) + 4) % 7) + 7) % 7;
}

/** Epoch ms of the KST midnight that starts the day containing ms. */
export function kstDayStart(ms: number): number {
  return ms - kstMinuteOfDay(ms) * MINUTE_MS;
}

/** The first moment strictly after `afterMs` whose KST time of day is `minuteOfDay`. */
export function nextKstTime(afterMs: number, minuteOfDay: number): number {
  const candidate = kstDayStart(afterMs) + Math.round(minuteOfDay * MINUTE_MS);
  return candidate > afterMs ? candidate : candidate + DAY_MS;
}

/** 'YYYY-MM-DD' of the KST day (the wire's date, so it compares as text with expiredDate). */
export const kstDate = toWireDate;

/** 'YYYY-MM-DD' n days after a wire date. */
export function addDays(date: string, days: number): string {
  return toWireDate(Date.parse(`${date}T12:00:00+09:00`) + days * DAY_MS);
}
