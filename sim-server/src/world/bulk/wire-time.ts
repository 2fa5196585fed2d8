// Wire date-times ('YYYY-MM-DD HH:mm:ss', KST) for millions of rows: the date part is worked out
// once per day and the time of day from a table of two-digit numbers. Equal to clock.ts's
// toWireDateTime for whole seconds, which is all the bulk world writes.
import { toWireDateTime } from '../../clock';

const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const TWO = Array.from({ length: 60 }, (_, n) => String(n).padStart(2, '0'));

export class WireTimes {
  private readonly days = new Map<number, string>();

  /** Epoch ms (whole seconds) → wire date-time. */
  at(ms: number): string {
    const local = ms + KST_OFFSET_MS;
    const day = Math.floor(local / DAY_MS);
    let prefix = this.days.get(day);
    if (prefix === undefined) {
      prefix = toWireDateTime(day * DAY_MS - KST_OFFSET_MS).slice(0, 11);
      this.days.set(day, prefix);
    }
    const seconds = Math.floor((local - day * DAY_MS) / 1000);
    return `${prefix}${TWO[Math.floor(seconds / 3600)]}:${TWO[Math.floor(seconds / 60) % 60]}:${TWO[seconds % 60]}`;
  }

  /** Epoch ms → 'YYYY-MM-DD' (KST). */
  date(ms: number): string {
    return this.at(Math.floor(ms / 1000) * 1000).slice(0, 10);
  }
}
