// The dashboard: every figure of dashboard.info, the sales-by-hour chart's data, the latest faults
// and door openings, and its own refresh.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installSession } from '../../web/src/core/session';
import { salesByHourChartData } from '../../web/src/ui/salesByHour';
import { setLanguage } from '../../web/src/i18n';
import { useCommonStore } from '../../web/src/state/common';
import { useDashboardStore } from '../../web/src/features/dashboard/store';
import { useUiStore } from '../../web/src/state/ui';
import { reloadAutoRefreshSwitch } from '../../web/src/ui/useAutoRefresh';
import { restoreBackend, sampleUser } from './support/mockBackend';
import { sampleDashboard } from './support/deviceSamples';
import { renderApp } from './support/renderApp';
import { backend, info, on } from './support/scriptedBackend';


beforeAll(async () => {
  await import('../../web/src/features/dashboard/DashboardPage');
  installSession();
  await setLanguage('en');
});
beforeEach(() => {
  useCommonStore.getState().setSession({ token: 'Bearer t', user: sampleUser });
  useDashboardStore.getState().reset();
  localStorage.clear();
  reloadAutoRefreshSwitch();
});
afterEach(() => {
  cleanup();
  restoreBackend();
  vi.useRealTimers();
  vi.restoreAllMocks();
  useUiStore.getState().closeMessage();
});

const figure = (testId: string) => screen.getByTestId(testId).textContent;

describe('dashboard', () => {
  it('shows sales, devices, faults by severity, temperature, expiry and stock figures', async () => {
    backend(on('/dashboard/info', info(sampleDashboard())));
    renderApp('/dashboard');
    await screen.findByTestId('figure-today-sales');
    expect(figure('figure-today-sales')).toBe("Today's sales₩2,345,6001,234 payments");
    expect(figure('figure-devices')).toBe('Devices20Online 16 · Offline 2 · Fault 1 · Maintenance 1Connected 18 · Not connected 2');
    expect(figure('figure-open-faults')).toBe('Open faults4Critical 1 · Warning 2 · Info 1');
    expect(figure('figure-temperature-alerts')).toBe('Temperature alerts2Devices above 5 °C, not in a defrost');
    expect(figure('figure-expiring-soon')).toBe('Expiring soon9On devices, today to 2 days ahead');
    expect(figure('figure-low-stock')).toBe('Low stock6Products with 2 or fewer left');
    expect(screen.getByTestId('figure-temperature-alerts').getAttribute('data-alert')).toBe('true');
    expect(screen.getByTestId('figure-open-faults').getAttribute('data-alert')).toBe('true');
  });

  it('no alarm colour when nothing is too warm or critical', async () => {
    backend(on('/dashboard/info', info(sampleDashboard({ temperatureAlertCount: 0, openFaultsBySeverity: { INFO: 1, WARNING: 0, CRITICAL: 0 } }))));
    renderApp('/dashboard');
    expect((await screen.findByTestId('figure-temperature-alerts')).getAttribute('data-alert')).toBe('false');
    expect(screen.getByTestId('figure-open-faults').getAttribute('data-alert')).toBe('false');
  });

  it('draws sales by hour: 24 hours, amount as bars and payment count as a line', async () => {
    backend(on('/dashboard/info', info(sampleDashboard({ generatedAt: '2024-05-06 13:08:09' }))));
    renderApp('/dashboard');
    const chart = within(await screen.findByTestId('sales-by-hour')).getByTestId('chart');
    expect(chart.getAttribute('data-type')).toBe('bar');
    const data = JSON.parse(chart.getAttribute('data-chart')!);
    expect(data.labels).toHaveLength(24);
    expect(data.labels[12]).toBe('12:00');
    expect(data.datasets.map((d: { type: string; label: string }) => [d.type, d.label])).toEqual([
      ['bar', 'Sales (won)'],
      ['line', 'Payments'],
    ]);
    expect(data.datasets[0].data[12]).toBe(45000);
    expect(data.datasets[1].data[12]).toBe(30);
    expect(data.datasets[0].data.reduce((a: number, b: number) => a + b, 0)).toBe(45000);
    // Made at 13:08: the hours after 13 have not happened yet.
    expect(data.datasets[0].data.slice(12, 16)).toEqual([45000, 0, null, null]);
    expect(data.datasets[1].data[23]).toBeNull();
  });

  it('fills hours an answer leaves out with zero, in hour order', () => {
    const data = salesByHourChartData([{ hour: 5, count: 2, amount: 3000 }, { hour: 1, count: 1, amount: 1000 }], {
      hour: (h) => `${h}h`,
      amount: 'a',
      count: 'c',
    });
    expect(data.labels.slice(0, 6)).toEqual(['0h', '1h', '2h', '3h', '4h', '5h']);
    expect(data.datasets[0]!.data.slice(0, 6)).toEqual([0, 1000, 0, 0, 0, 3000]);
    expect(data.datasets[1]!.data.slice(0, 6)).toEqual([0, 1, 0, 0, 0, 2]);
  });

  it('lists the latest faults and door openings; a row opens its screen', async () => {
    backend(on('/dashboard/info', info(sampleDashboard())));
    const { router } = renderApp('/dashboard');
    // Devices of many stores: each named with its store.
    const fault = (await screen.findByText('Gangnam · Fridge A')).closest('tr')!;
    expect(within(fault).getAllByRole('cell').map((c) => c.textContent)).toEqual(['1', 'Gangnam · Fridge A', 'Refrigeration', 'Critical', 'Open', '2024.05.06 06:00']);
    const door = screen.getByText('Seocho · Fridge B').closest('tr')!;
    expect(within(door).getAllByRole('cell').map((c) => c.textContent)).toEqual(['1', 'Seocho · Fridge B', 'Staff', '2024.05.06 07:30', '-']);
    fireEvent.click(door);
    await waitFor(() => expect(router.state.location.pathname).toBe('/management/doorOpen/5'));
  });

  it('refreshes itself every 10 s without the loading bar', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let sales = 1000;
    const calls = backend(on('/dashboard/info', () => info(sampleDashboard({ todaySalesAmount: sales }))));
    renderApp('/dashboard');
    await screen.findByText('₩1,000');
    sales = 5000;
    let loadingSeen = false;
    const unsubscribe = useUiStore.subscribe((s) => (loadingSeen ||= s.loadingCount > 0));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(await screen.findByText('₩5,000')).toBeTruthy();
    unsubscribe();
    expect(loadingSeen).toBe(false);
    expect(calls.filter((c) => c.url === '/dashboard/info')).toHaveLength(2);
  });
});
