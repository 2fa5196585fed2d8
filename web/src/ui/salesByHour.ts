// The dashboard's sales-by-hour chart (pure): today's approved payments per KST hour, amount as
// bars on the left axis and payment count as a line on the right. Hours still to come are left
// empty rather than drawn as zero.
import type { DashboardInfo } from '@contract/entities';

type Hour = DashboardInfo['salesByHour'][number];

export interface HourChartData {
  labels: string[];
  datasets: Array<{
    type: 'bar' | 'line';
    label: string;
    data: Array<number | null>;
    yAxisID: 'amount' | 'count';
    backgroundColor: string;
    borderColor: string;
    borderWidth?: number;
    pointRadius?: number;
    tension?: number;
    order: number;
  }>;
}

/**
 * All 24 hours in order, whatever the answer holds (a missing hour counts as nothing sold); hours
 * after `currentHour` (the hour the figures were made in) have no value yet.
 */
export function salesByHourChartData(
  hours: readonly Hour[],
  words: { hour: (hour: number) => string; amount: string; count: string },
  currentHour = 23,
): HourChartData {
  const byHour = new Map(hours.map((h) => [h.hour, h]));
  const all = Array.from({ length: 24 }, (_, hour) => byHour.get(hour) ?? { hour, count: 0, amount: 0 });
  const value = (h: Hour, pick: (h: Hour) => number) => (h.hour > currentHour ? null : pick(h));
  return {
    labels: all.map((h) => words.hour(h.hour)),
    datasets: [
      { type: 'bar', label: words.amount, data: all.map((h) => value(h, (x) => x.amount)), yAxisID: 'amount', backgroundColor: 'rgba(37, 99, 235, 0.7)', borderColor: '#2563eb', order: 2 },
      {
        type: 'line',
        label: words.count,
        data: all.map((h) => value(h, (x) => x.count)),
        yAxisID: 'count',
        backgroundColor: '#ea580c',
        borderColor: '#ea580c',
        borderWidth: 2,
        pointRadius: 2,
        tension: 0.3,
        order: 1,
      },
    ],
  };
}

export const salesByHourOptions = {
  maintainAspectRatio: false,
  animation: false,
  interaction: { mode: 'index', intersect: false },
  scales: {
    amount: { type: 'linear', position: 'left', beginAtZero: true },
    count: { type: 'linear', position: 'right', beginAtZero: true, grid: { drawOnChartArea: false }, ticks: { precision: 0 } },
  },
  plugins: { legend: { position: 'bottom' } },
} as const;
