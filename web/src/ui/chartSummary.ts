// A chart's text alternative (the canvas's aria-label): its title, then each series' values by
// label, so a screen reader hears the figures the bars and lines show. A long series (a day of
// temperature samples) is read at evenly spaced points, at most MAX_POINTS of them.
import type { ChartData } from 'chart.js';
import type { ChartPassThroughOptions } from 'primereact/chart';

const MAX_POINTS = 24;

export function chartSummary(title: string, data: ChartData): string {
  const labels = (data.labels ?? []).map(String);
  const series = data.datasets.map((dataset) => {
    const step = Math.ceil(dataset.data.length / MAX_POINTS);
    const values = dataset.data.flatMap((value, i) => (i % step === 0 ? [`${labels[i] ?? i + 1} ${typeof value === 'number' ? value.toLocaleString() : '-'}`] : []));
    return [dataset.label, values.join(', ')].filter(Boolean).join(': ');
  });
  return [title, ...series].join('. ');
}

/**
 * The summary as the chart's pass-through: on the canvas itself. PrimeReact's own `ariaLabel` prop
 * labels the canvas too but also lands on the wrapper div as an unknown attribute (a React warning).
 */
export function chartLabel(title: string, data: ChartData): ChartPassThroughOptions {
  return { canvas: { 'aria-label': chartSummary(title, data) } };
}
