// Issue 29: each dashboard figure is a link to the list behind it, and each list reads the filter
// from the URL and sends the list call the figure counts with (tests/api/dashboard-drilldown holds
// the server to the same counts).
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { DASHBOARD_LIMITS } from '@contract';
import { useDashboardStore } from '../../web/src/features/dashboard/store';
import { useDeviceStore } from '../../web/src/features/device/store';
import { addDays, todayKst } from '../../web/src/features/product/inventory/expiry';
import { useProductStore } from '../../web/src/features/product/store';
import { sampleDashboard, sampleDevice, sampleFault } from './support/deviceSamples';
import { sampleTree } from './support/orgSamples';
import { renderApp } from './support/renderApp';
import { useScreenTests } from './support/screenTests';
import { backend, FIRST_PAGE, info, listOf, on, sentBody, stringList } from './support/scriptedBackend';

useScreenTests({
  screens: [
    () => import('../../web/src/features/dashboard/DashboardPage'),
    () => import('../../web/src/features/device/DeviceListPage'),
    () => import('../../web/src/features/device/failNotice/FailNoticeListPage'),
    () => import('../../web/src/features/product/inventory/InventoryStatusPage'),
  ],
  stores: [useDashboardStore, useDeviceStore, useProductStore],
});

const href = (testId: string) => screen.getByTestId(`${testId}-link`).getAttribute('href');

describe('dashboard drill-down', () => {
  it('links each figure with a list behind it to that list, filtered as it counts', async () => {
    backend(on('/dashboard/info', info(sampleDashboard())));
    renderApp('/dashboard');
    await screen.findByTestId('figure-devices');
    expect(href('figure-devices')).toBe('/management/device');
    expect(href('figure-temperature-alerts')).toBe('/management/device?temperature=alert');
    expect(href('figure-open-faults')).toBe('/management/failNotice?state=UNRESOLVED');
    expect(href('figure-expiring-soon')).toBe('/management/product/inventoryStatus?expiring=upcoming');
    expect(href('figure-low-stock')).toBe('/management/product/inventoryStatus?stock=low');
    expect(screen.queryByTestId('figure-today-sales-link')).toBeNull();
    // The recent faults lead to all of them.
    expect((await screen.findByTestId('all-open-faults')).getAttribute('href')).toBe('/management/failNotice?state=UNRESOLVED');
  });

  it('temperature alerts open the device list asking for the devices too warm', async () => {
    const calls = backend(on('/dashboard/info', info(sampleDashboard())), on('/device/list', listOf(sampleDevice(2, { temperature: 7.5 }))));
    renderApp('/dashboard');
    fireEvent.click(await screen.findByTestId('figure-temperature-alerts'));
    await waitFor(() => expect(sentBody(calls, '/device/list')).toEqual({ temperatureAlert: true, page: 1, size: 20 }));
    expect((await screen.findAllByText('Temperature alerts only')).length).toBeGreaterThan(0);
  });

  it('the fault list offers "not resolved" and asks for it with unresolved', async () => {
    const calls = backend(on('/device/fault-check', listOf(sampleFault(8))));
    renderApp('/management/failNotice?state=UNRESOLVED');
    expect((await screen.findAllByText('Not resolved (open or acknowledged)')).length).toBeGreaterThan(0);
    expect(sentBody(calls, '/device/fault-check')).toEqual({ unresolved: true, ...FIRST_PAGE });
  });

  it('the inventory asks for stock expiring from today, and for low stock on trays', async () => {
    const today = todayKst();
    let calls = backend(on('/tree/list', info(sampleTree())), on('/product/inventory/list', stringList()));
    renderApp('/management/product/inventoryStatus?expiring=upcoming');
    await screen.findByText('No stock.');
    expect(sentBody(calls, '/product/inventory/list')).toEqual({ expiresFrom: today, expiresBy: addDays(today, DASHBOARD_LIMITS.expiringWithinDays), page: 1, size: 20 });
    calls = backend(on('/tree/list', info(sampleTree())), on('/product/inventory/list', stringList()));
    renderApp('/management/product/inventoryStatus?stock=low');
    await waitFor(() => expect(sentBody(calls, '/product/inventory/list')).toEqual({ placement: 'TRAY', stockAtMost: DASHBOARD_LIMITS.lowStock, page: 1, size: 20 }));
    expect(screen.getAllByText('Low stock only (on a tray, 2 or fewer)').length).toBeGreaterThan(0);
  });
});
