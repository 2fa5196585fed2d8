// Chart data of a report table (pure): one period per point, one dataset per column — a line for a
// single total, stacked bars for the columns of a split (Others in grey, last).
import type { ReportTable } from './reportTable';

/** Column colours in order; Others is always grey. */
export const CHART_PALETTE = ['#2563eb', '#ea580c', '#16a34a', '#9333ea', '#dc2626', '#0891b2', '#ca8a04', '#db2777', '#4f46e5', '#65a30d', '#0d9488', '#c2410c'];
export const OTHERS_COLOUR = '#9ca3af';

export function paletteColour(index: number): string {
  return CHART_PALETTE[index % CHART_PALETTE.length]!;
}

export interface ReportChartData {
  labels: string[];
  datasets: Array<{ type: 'bar' | 'line'; label: string; data: number[]; backgroundColor: string; borderColor: string; borderWidth?: number; tension?: number; stack?: string }>;
}

/** Lines when the table has one column (the total), else stacked bars. */
export function reportChartType(table: ReportTable): 'bar' | 'line' {
  return table.kinds.length > 1 ? 'bar' : 'line';
}

export function reportChartData(table: ReportTable): ReportChartData {
  const type = reportChartType(table);
  return {
    labels: table.periods,
    datasets: table.kinds.map((kind, n) => {
      const colour = kind === 'others' ? OTHERS_COLOUR : paletteColour(n);
      const data = table.rows.map((row) => row[n + 1]!);
      return type === 'line'
        ? { type, label: table.header[n + 1]!, data, backgroundColor: colour, borderColor: colour, borderWidth: 2, tension: 0.3 }
        : { type, label: table.header[n + 1]!, data, backgroundColor: colour, borderColor: colour, stack: 'columns' };
    }),
  };
}

export const reportChartOptions = {
  maintainAspectRatio: false,
  animation: false,
  interaction: { mode: 'index', intersect: false },
  scales: { x: { stacked: true }, y: { stacked: true, beginAtZero: true } },
  plugins: { legend: { position: 'bottom' } },
} as const;
