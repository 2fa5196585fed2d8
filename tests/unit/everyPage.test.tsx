// A list call answers one page of at most MAX_PAGE_SIZE rows (and the totalCount of all). Where the
// console needs every row — a list it pages, sorts and filters in the browser, one device's
// inventory edited together, a report read whole — it gathers the pages one bounded request after
// another (callEveryPage over fetchEveryPage), never asking for everything at once; a screen that
// names its page (or a ranking its size) asks for that page only.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { MAX_PAGE_SIZE } from '@contract/constants';
import { api } from '@contract/api-routes';
import { callEveryPage } from '../../web/src/api';
import { useCompanyStore } from '../../web/src/features/company/store';
import { useDeviceStore } from '../../web/src/features/device/store';
import { useDivisionStore } from '../../web/src/features/division/store';
import { useProductStore } from '../../web/src/features/product/store';
import { useStatisticsStore } from '../../web/src/features/statistics/store';
import { useTrayStore } from '../../web/src/features/device/trayStore';
import { useAutoRefreshSwitch } from '../../web/src/ui/useAutoRefresh';
import { sampleFault, sampleTray } from './support/deviceSamples';
import { sampleCompany } from './support/mockBackend';
import { sampleDivision, sampleTree } from './support/orgSamples';
import { sampleMapping } from './support/productSamples';
import { renderApp } from './support/renderApp';
import { useScreenTests } from './support/screenTests';
import { backend, info, listOf, on, pagedList, refused, sentBodies, type Body } from './support/scriptedBackend';
import { sampleDays, sampleHour } from './support/statisticsSamples';


useScreenTests({
  screens: [
    () => import('../../web/src/features/company/CompanyListPage'),
    () => import('../../web/src/features/product/inventory/InventoryStatusPage'),
    () => import('../../web/src/features/device/failNotice/FailNoticeListPage'),
    () => import('../../web/src/features/statistics/aireport/SupplementaryReportPage'),
    () => import('../../web/src/features/product/warehouse/WarehouseListPage'),
  ],
  stores: [useCompanyStore, useDeviceStore, useDivisionStore, useProductStore, useStatisticsStore, useTrayStore],
});

// No refresh on its own while a test counts the requests (a slow machine reaches the interval).
beforeEach(() => useAutoRefreshSwitch.setState({ enabled: false }));

/** More rows than one page holds. */
const TOTAL = MAX_PAGE_SIZE + 500;

/** The page and size of each request, and the query they share (everything else in the body). */
function paging(bodies: Body[]): { pages: [unknown, unknown][]; queries: Body[] } {
  return {
    pages: bodies.map((b) => [b.page, b.size]),
    queries: bodies.map(({ page: _page, size: _size, ...query }) => query),
  };
}

describe('callEveryPage', () => {
  it('asks page after page of MAX_PAGE_SIZE rows until the totalCount, answering one outcome with every row', async () => {
    const calls = backend(on('/company/list', pagedList(TOTAL, (i) => sampleCompany(i + 1))));
    const outcome = await callEveryPage(api.company.list, { body: { keyword: 'a' } });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.response.data.list.map((c) => c.companyIdx)).toEqual(Array.from({ length: TOTAL }, (_, i) => i + 1));
    expect(outcome.response.data.totalCount).toBe(TOTAL);
    expect(sentBodies(calls, '/company/list')).toEqual([
      { keyword: 'a', page: 1, size: MAX_PAGE_SIZE },
      { keyword: 'a', page: 2, size: MAX_PAGE_SIZE },
    ]);
  });

  it('answers the first failure, and reads a server that ignores paging in one request', async () => {
    backend(on('/company/list', (body) => (body.page === 1 ? pagedList(TOTAL, (i) => sampleCompany(i + 1))(body) : refused(1, 'busy'))));
    expect(await callEveryPage(api.company.list)).toMatchObject({ ok: false, kind: 'rejected', message: 'busy' });
    const everyRow = listOf(...Array.from({ length: TOTAL }, (_, i) => sampleCompany(i + 1)));
    const calls = backend(on('/company/list', { ...everyRow, offContract: 'a server that ignores paging answers more rows than a page holds' }));
    const outcome = await callEveryPage(api.company.list);
    expect(outcome.ok && outcome.response.data.list.length).toBe(TOTAL);
    expect(sentBodies(calls, '/company/list')).toHaveLength(1);
  });
});

describe('screens that keep every row gather the pages', () => {
  it('the company list (paged, sorted and filtered in the browser)', async () => {
    const calls = backend(on('/company/list', pagedList(TOTAL, (i) => sampleCompany(i + 1))));
    renderApp('/management/company');
    await waitFor(() => expect(useCompanyStore.getState().list).toHaveLength(TOTAL));
    expect(paging(sentBodies(calls, '/company/list'))).toEqual({ pages: [[1, MAX_PAGE_SIZE], [2, MAX_PAGE_SIZE]], queries: [{}, {}] });
  });

  it('one device’s inventory, grouped by tray and edited in the browser; the whole fleet’s a page of 20', async () => {
    const calls = backend(
      on('/tree/list', info(sampleTree())),
      on('/tray/list', listOf(sampleTray(1, 1, { deviceIdx: 101 }))),
      on('/product/inventory/list', pagedList(TOTAL, (i) => sampleMapping(i + 1, { productName: `Item ${i + 1}`, trayIdx: 1, trayNo: 1 }), '0')),
    );
    renderApp('/management/product/inventoryStatus?companyIdx=1&divisionIdx=11&deviceIdx=101');
    await waitFor(() => expect(useProductStore.getState().inventory).toHaveLength(TOTAL));
    const device = { companyIdx: 1, divisionIdx: 11, deviceIdx: 101 };
    expect(paging(sentBodies(calls, '/product/inventory/list'))).toEqual({ pages: [[1, MAX_PAGE_SIZE], [2, MAX_PAGE_SIZE]], queries: [device, device] });
  });

  it('the fault notices (refreshed on their own)', async () => {
    const calls = backend(on('/tree/list', info(sampleTree())), on('/device/fault-check', pagedList(TOTAL, (i) => sampleFault(i + 1))));
    renderApp('/management/failNotice');
    await waitFor(() => expect(useDeviceStore.getState().faults).toHaveLength(TOTAL));
    expect(paging(sentBodies(calls, '/device/fault-check')).pages).toEqual([[1, MAX_PAGE_SIZE], [2, MAX_PAGE_SIZE]]);
  });

  it('the days of stock left (restock counts every row); the sales by hour is one page', async () => {
    const calls = backend(
      on('/tree/list', info(sampleTree())),
      on('/statistics/ai-report/inventory-days', pagedList(TOTAL, (i) => sampleDays(i + 1, { deviceIdx: 101 }))),
      on('/statistics/ai-report/hour', listOf(...Array.from({ length: 24 }, (_, hour) => sampleHour(hour, 1)))),
    );
    renderApp('/aireport/supplementary');
    await waitFor(() => expect(useStatisticsStore.getState().inventoryDays).toHaveLength(TOTAL));
    expect(paging(sentBodies(calls, '/statistics/ai-report/inventory-days')).pages).toEqual([[1, MAX_PAGE_SIZE], [2, MAX_PAGE_SIZE]]);
    expect(paging(sentBodies(calls, '/statistics/ai-report/hour')).pages).toEqual([[1, MAX_PAGE_SIZE]]);
  });

  it('the warehouses and their stock', async () => {
    const calls = backend(
      on('/tree/list', info(sampleTree())),
      on('/division/list', pagedList(TOTAL, (i) => sampleDivision(i + 1, { divisionType: 'WAREHOUSE' }))),
      on('/product/list', pagedList(TOTAL, (i) => sampleMapping(i + 1, { placement: 'WAREHOUSE', deviceIdx: null, trayIdx: null, trayNo: null, trayName: null }))),
    );
    renderApp('/management/warehouseManagement');
    await waitFor(() => expect(useProductStore.getState().warehouses).toHaveLength(TOTAL));
    await waitFor(() => expect(useProductStore.getState().list).toHaveLength(TOTAL));
    expect(paging(sentBodies(calls, '/division/list')).pages).toEqual([[1, MAX_PAGE_SIZE], [2, MAX_PAGE_SIZE]]);
    expect(paging(sentBodies(calls, '/product/list')).pages).toEqual([[1, MAX_PAGE_SIZE], [2, MAX_PAGE_SIZE]]);
    expect(screen.queryByText(/Information lookup failed/)).toBeNull();
  });
});
