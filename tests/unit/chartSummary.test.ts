import { describe, expect, it } from 'vitest';
import { chartSummary } from '../../web/src/ui/chartSummary';

describe('chartSummary (a chart canvas text alternative)', () => {
  it('reads the title, then each series with its values by label', () => {
    const text = chartSummary('Sales by hour', {
      labels: ['9h', '10h'],
      datasets: [
        { label: 'Amount', data: [12000, 3400] },
        { label: 'Payments', data: [4, null] },
      ],
    });
    expect(text).toBe(`Sales by hour. Amount: 9h ${(12000).toLocaleString()}, 10h ${(3400).toLocaleString()}. Payments: 9h 4, 10h -`);
  });

  it('reads a long series at evenly spaced points, at most 24', () => {
    const labels = Array.from({ length: 288 }, (_, i) => `t${i}`);
    const text = chartSummary('Temperature', { labels, datasets: [{ label: 'C', data: labels.map((_, i) => i) }] });
    const points = text.split(': ')[1]!.split(', ');
    expect(points).toHaveLength(24);
    expect(points[0]).toBe('t0 0');
    expect(points[1]).toBe('t12 12');
  });
});
