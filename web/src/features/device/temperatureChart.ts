// The temperature tab's line chart (pure): the device's readings of the last 24 hours, the alert
// line at DASHBOARD_LIMITS.temperatureAlertC drawn dashed across the whole range, and the readings
// taken in a defrost or its pull-down (the simulator's `defrost`) shaded as such, so a defrost's
// rise over the line does not read as a failure.
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
    fill?: 'origin' | false;
  }>;
}

export function temperatureChartData(points: readonly TemperaturePoint[], words: { series: string; limit: string; defrost: string }): LineChartData {
  const limit = DASHBOARD_LIMITS.temperatureAlertC;
  // A defrost's readings, joined to the reading either side so a short defrost still shows as a band.
  const inDefrost = (i: number) => !!points[i]?.defrost;
  const defrost = points.map((p, i) => (inDefrost(i) || inDefrost(i - 1) || inDefrost(i + 1) ? p.temperature : null));
  const defrostSet: LineChartData['datasets'] = !points.some((p) => p.defrost) ? [] : [
    {
      label: words.defrost,
      data: defrost,
      borderColor: '#d97706',
      backgroundColor: 'rgba(217, 119, 6, 0.25)',
      borderWidth: 1,
      pointRadius: 0,
      tension: 0.3,
      spanGaps: false,
      fill: 'origin',
    },
  ];
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
      ...defrostSet,
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
