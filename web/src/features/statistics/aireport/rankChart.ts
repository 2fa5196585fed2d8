// Chart data of product rankings (pure): one horizontal bar per product, units sold, in the
// ranking's order; a bar's colour may say something about the product (best seller, slow mover).
import { paletteColour } from '../reportChart';

export interface BarChartData {
  labels: string[];
  datasets: Array<{ type: 'bar'; label: string; data: number[]; backgroundColor: string | string[]; borderColor: string | string[] }>;
}

/** Bars in the given order; `colourOf` picks a bar's colour (default: the palette's first). */
export function barChartData<T>(rows: readonly T[], labelOf: (row: T) => string, valueOf: (row: T) => number, label: string, colourOf?: (row: T) => string): BarChartData {
  const colours = rows.map((row) => colourOf?.(row) ?? paletteColour(0));
  return { labels: rows.map(labelOf), datasets: [{ type: 'bar', label, data: rows.map(valueOf), backgroundColor: colours, borderColor: colours }] };
}

export const barChartOptions = {
  indexAxis: 'y',
  maintainAspectRatio: false,
  animation: false,
  scales: { x: { beginAtZero: true, ticks: { precision: 0 } } },
  plugins: { legend: { display: false } },
} as const;

/** Colours that mean something on the display report. */
export const ADVICE_COLOURS = { top: '#16a34a', slow: '#dc2626', keep: '#2563eb' } as const;
