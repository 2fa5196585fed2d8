// The replenishment report's figures (pure): which products are sold out or run out before the
// threshold, the products with the fewest days left for the chart, and the busiest and quietest hours.
import type { HourSales, InventoryDays } from '../store';

// Staff visit each store at least daily (the simulator's routes), so by default a product to restock
// is one that will not last until the next visit.
export const THRESHOLDS = ['1', '2', '3', '5', '7'] as const;
export const DEFAULT_THRESHOLD = 1;
/** Bars on the days-left chart. */
export const DAYS_CHART_ROWS = 15;
/** Staff restock between these hours (KST, the last one excluded). */
export const RESTOCK_HOURS = { from: 7, to: 22 } as const;

/** Nothing left on the device: its days are 0 whatever the rate. */
export function isSoldOut(row: Pick<InventoryDays, 'stock'>): boolean {
  return row.stock <= 0;
}

/** Sold out, or runs out in fewer than `threshold` days at the recent rate (nothing sold recently never does). */
export function needsRestock(row: Pick<InventoryDays, 'days' | 'stock'>, threshold: number): boolean {
  return isSoldOut(row) || (row.days !== null && row.days < threshold);
}

/** The headline of the days-left list: rows to restock (sold out, running out) out of all its rows. */
export function restockSummary(rows: readonly InventoryDays[], threshold: number): { count: number; soldOut: number; runningOut: number; total: number } {
  const soldOut = rows.filter(isSoldOut).length;
  const count = rows.filter((row) => needsRestock(row, threshold)).length;
  return { count, soldOut, runningOut: count - soldOut, total: rows.length };
}

/** Days left with one decimal: 2.46 ⇒ '2.5'. */
export function formatDays(days: number): string {
  return (Math.round(days * 10) / 10).toFixed(1).replace(/\.0$/, '');
}

/**
 * The rows with the fewest days left among those still stocked that sell, fewest first: a sold-out
 * row has no days to draw (the headline and the table count it).
 */
export function fewestDaysLeft(rows: readonly InventoryDays[], limit = DAYS_CHART_ROWS): InventoryDays[] {
  return rows
    .filter((row) => !isSoldOut(row) && row.days !== null)
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
