// One-click periods on every period picker (ui/periodPresets, ui/DateRangeFilter): weeks from Monday,
// days from the back end's KST day; and date inputs that show and take YYYY.MM.DD (ui/DayInput).
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useBackendClock } from '../../web/src/core/backendClock';
import { setLanguage } from '../../web/src/i18n';
import { DateRangeFilter } from '../../web/src/ui/DateRangeFilter';
import { DayInput } from '../../web/src/ui/DayInput';
import { PERIOD_PRESETS, presetPeriod } from '../../web/src/ui/periodPresets';

beforeAll(() => setLanguage('en'));
afterEach(() => useBackendClock.getState().reset());

const period = (startDate: string, endDate: string) => ({ startDate, endDate });

describe('period presets', () => {
  it('counts weeks from Monday and ends a begun period today', () => {
    // 2026-11-26 is a Thursday.
    const thursday = '2026-11-26';
    expect(Object.fromEntries(PERIOD_PRESETS.map((p) => [p, presetPeriod(p, thursday)]))).toEqual({
      today: period(thursday, thursday),
      yesterday: period('2026-11-25', '2026-11-25'),
      thisWeek: period('2026-11-23', thursday),
      lastWeek: period('2026-11-16', '2026-11-22'),
      thisMonth: period('2026-11-01', thursday),
      last7Days: period('2026-11-20', thursday),
    });
  });

  it('takes a Sunday as the last day of its week, and a Monday as the first', () => {
    expect(presetPeriod('thisWeek', '2026-11-29')).toEqual(period('2026-11-23', '2026-11-29'));
    expect(presetPeriod('lastWeek', '2026-11-29')).toEqual(period('2026-11-16', '2026-11-22'));
    expect(presetPeriod('thisWeek', '2026-11-30')).toEqual(period('2026-11-30', '2026-11-30'));
    expect(presetPeriod('lastWeek', '2026-11-30')).toEqual(period('2026-11-23', '2026-11-29'));
  });

  it('crosses months and years', () => {
    expect(presetPeriod('yesterday', '2027-01-01')).toEqual(period('2026-12-31', '2026-12-31'));
    expect(presetPeriod('lastWeek', '2027-01-01')).toEqual(period('2026-12-21', '2026-12-27'));
    expect(presetPeriod('last7Days', '2026-03-03')).toEqual(period('2026-02-25', '2026-03-03'));
  });

  it("offers every preset and Clear in the picker, from the back end's day", async () => {
    useBackendClock.setState({ today: '2026-11-26' });
    const onChange = vi.fn();
    render(<DateRangeFilter onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Choose Date' }));
    const bar = await screen.findByTestId('period-presets');
    expect([...bar.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Today', 'Yesterday', 'This week', 'Last week', 'This month', 'Last 7 days', 'Clear']);
    fireEvent.click(bar.querySelector('[data-preset="lastWeek"]')!);
    expect(onChange).toHaveBeenLastCalledWith(period('2026-11-16', '2026-11-22'));
  });
});

describe('a date input', () => {
  it('shows its day as YYYY.MM.DD and takes one typed that way', async () => {
    const onValue = vi.fn();
    const { rerender } = render(<DayInput inputId="day" value="2026-11-26" onValue={onValue} />);
    const input = document.getElementById('day') as HTMLInputElement;
    expect(input.value).toBe('2026.11.26');
    expect(input.placeholder).toBe('YYYY.MM.DD');
    fireEvent.input(input, { target: { value: '2026.12.01' } });
    await waitFor(() => expect(onValue).toHaveBeenLastCalledWith('2026-12-01'));
    rerender(<DayInput inputId="day" value="2026-12-01" onValue={onValue} />);
    expect(input.value).toBe('2026.12.01');
  });
});
