// The temperature tab's line chart (pure): the device's readings of the last 24 hours, and the
// alert line at DASHBOARD_LIMITS.temperatureAlertC drawn dashed across the whole range.
import { DASHBOARD_LIMITS } from '@contract/constants';
import type { TemperaturePoint } from './store';
import { formatDate } from '../../ui/format';

export interface LineChartData {
  labels: string[];
  datasets: Array<{
    label: string;
    data: Array<number | null>;
    borderColor: string;
    backgroundColor: string;
    borderDash?: number[];
    borderWidth: number;
    pointRadius: number;
    tension: number;
    spanGaps: boolean;
  }>;
}

export function temperatureChartData(points: readonly TemperaturePoint[], words: { series: string; limit: string }): LineChartData {
  const limit = DASHBOARD_LIMITS.temperatureAlertC;
  return {
    labels: points.map((p) => formatDate(p.at, 'MM.DD HH:mm')),
    datasets: [
      {
        label: words.series,
        data: points.map((p) => p.temperature),
        borderColor: '#2563eb',
        backgroundColor: 'rgba(37, 99, 235, 0.15)',
        borderWidth: 2,
        pointRadius: 0,
        tension: 0.3,
        spanGaps: false,
      },
      {
        label: words.limit,
        data: points.map(() => limit),
        borderColor: '#dc2626',
        backgroundColor: '#dc2626',
        borderDash: [6, 4],
        borderWidth: 1.5,
        pointRadius: 0,
        tension: 0,
        spanGaps: true,
      },
    ],
  };
}

export const temperatureChartOptions = {
  maintainAspectRatio: false,
  animation: false,
  interaction: { mode: 'index', intersect: false },
  scales: {
    x: { ticks: { maxTicksLimit: 12, autoSkip: true } },
    y: { title: { display: true, text: '°C' } },
  },
  plugins: { legend: { position: 'bottom' } },
} as const;
