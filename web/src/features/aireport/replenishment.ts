// The replenishment report's figures (pure): which products run out before the threshold, the
// products with the fewest days left for the chart, and the busiest and quietest hours.
import type { HourSales, InventoryDays } from '../../state/statistics';

export const THRESHOLDS = ['2', '3', '5', '7'] as const;
export const DEFAULT_THRESHOLD = 3;
/** Bars on the days-left chart. */
export const DAYS_CHART_ROWS = 15;
/** Staff restock between these hours (KST, the last one excluded). */
export const RESTOCK_HOURS = { from: 7, to: 22 } as const;

/** Runs out in fewer than `threshold` days at the recent rate (nothing sold recently never does). */
export function needsRestock(row: Pick<InventoryDays, 'days'>, threshold: number): boolean {
  return row.days !== null && row.days < threshold;
}

/** Days left with one decimal: 2.46 ⇒ '2.5'. */
export function formatDays(days: number): string {
  return (Math.round(days * 10) / 10).toFixed(1).replace(/\.0$/, '');
}

/** The rows with the fewest days left (those that sell), fewest first. */
export function fewestDaysLeft(rows: readonly InventoryDays[], limit = DAYS_CHART_ROWS): InventoryDays[] {
  return rows
    .filter((row) => row.days !== null)
    .sort((a, b) => a.days! - b.days!)
    .slice(0, limit);
}

/** The `n` hours with the most payments, busiest first (hours with none are left out). */
export function peakHours(hours: readonly HourSales[], n = 3): number[] {
  return [...hours]
    .filter((h) => h.count > 0)
    .sort((a, b) => b.count - a.count || a.hour - b.hour)
    .slice(0, n)
    .map((h) => h.hour);
}

/** The `n` quietest hours staff work in (RESTOCK_HOURS), in the order of the day. */
export function quietHours(hours: readonly HourSales[], n = 3): number[] {
  const byHour = new Map(hours.map((h) => [h.hour, h.count]));
  const working = Array.from({ length: RESTOCK_HOURS.to - RESTOCK_HOURS.from }, (_, i) => RESTOCK_HOURS.from + i);
  return working
    .map((hour) => ({ hour, count: byHour.get(hour) ?? 0 }))
    .sort((a, b) => a.count - b.count || a.hour - b.hour)
    .slice(0, n)
    .map((h) => h.hour)
    .sort((a, b) => a - b);
}
