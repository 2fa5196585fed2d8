// Sales: revenue by month and by day (optionally per device) with a chart beside each table
// (net amount as bars, payment count as a line), the period and org filter in the body, the
// products sold with promotion type labels (server-paged; 'Product list lookup failed'), and one
// period's screen by salesIdx (YYYYMM ⇒ its days, YYYYMMDD ⇒ its devices).
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { backendToday } from '../../web/src/core/backendClock';
import { periodOfSalesIdx, revenueChartData, salesPeriod } from '../../web/src/features/sales/salesPeriod';
import { useSalesStore } from '../../web/src/features/sales/store';
import { chooseInPanel } from './support/chooseInPanel';
import { sampleRevenue, sampleSale } from './support/commerceSamples';
import { sampleTree } from './support/orgSamples';
import { renderApp } from './support/renderApp';
import { useScreenTests } from './support/screenTests';
import { backend, info, listOf, on, refused, sentBody, type Body, FIRST_PAGE } from './support/scriptedBackend';


useScreenTests({
  screens: [() => import('../../web/src/features/sales/SalesPage'), () => import('../../web/src/features/sales/SalesDetailPage')],
  stores: [useSalesStore],
});

const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
const chartOf = (section: string) => JSON.parse(within(screen.getByTestId(section)).getByTestId('chart').getAttribute('data-chart')!);
const bodies = (calls: { url?: string; data?: unknown }[], url: string) => calls.filter((c) => c.url === url).map((c) => JSON.parse(String(c.data)) as Body);
const MONTHLY = '/statistics/revenue-report/list';
const DAILY = '/statistics/revenue-report/list/daily';
const PRODUCTS = '/payment/product/list';

describe('sales periods', () => {
  it('salesIdx names a month (YYYYMM) or a day (YYYYMMDD)', () => {
    expect(periodOfSalesIdx(202402)).toEqual({ kind: 'month', label: '2024-02', startDate: '2024-02-01', endDate: '2024-02-29' });
    expect(periodOfSalesIdx('20240506')).toEqual({ kind: 'day', label: '2024-05-06', startDate: '2024-05-06', endDate: '2024-05-06' });
    expect(periodOfSalesIdx('202413')).toBeNull();
    expect(periodOfSalesIdx('20240230')).toBeNull();
    expect(periodOfSalesIdx('2024')).toBeNull();
  });

  it('by default: the last 6 months from the 1st, or the last 30 days', () => {
    const today = dayjs('2024-05-10');
    expect(salesPeriod('month', {}, today)).toEqual({ startDate: '2023-12-01', endDate: '2024-05-10' });
    expect(salesPeriod('day', {}, today)).toEqual({ startDate: '2024-04-11', endDate: '2024-05-10' });
    expect(salesPeriod('day', { startDate: '2024-01-01', endDate: '2024-01-02' }, today)).toEqual({ startDate: '2024-01-01', endDate: '2024-01-02' });
  });

  it('the chart sums the devices of a period: net amount as bars, payment count as a line, in period order', () => {
    const rows = [
      sampleRevenue(202405, { deviceIdx: 1, deviceName: 'A', netAmount: 100, paymentCount: 1 }),
      sampleRevenue(202404, { deviceIdx: 1, deviceName: 'A', netAmount: 50, paymentCount: 2 }),
      sampleRevenue(202405, { deviceIdx: 2, deviceName: 'B', netAmount: 30, paymentCount: 3 }),
    ];
    const data = revenueChartData(rows, (r) => r.period, { amount: 'Net', count: 'Payments' });
    expect(data.labels).toEqual(['2024-04', '2024-05']);
    expect(data.datasets.map((d) => [d.type, d.label, d.data])).toEqual([
      ['bar', 'Net', [50, 130]],
      ['line', 'Payments', [2, 4]],
    ]);
  });
});

describe('sales screen', () => {
  it('says the totals are being read until the revenue answers: never "0 payments" before the figures', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const monthly = on(MONTHLY, listOf(sampleRevenue(202405, { paymentCount: 12, totalAmount: 30000, refundAmount: 1500, netAmount: 28500 })));
    backend(
      on('/tree/list', info(sampleTree())),
      async (config, body) => (config.url === MONTHLY ? answered.then(() => monthly(config, body)) : undefined),
      on(PRODUCTS, listOf()),
    );
    renderApp('/management/sales?companyIdx=1');
    const totals = await screen.findByTestId('revenue-totals');
    expect(totals.textContent).toBe('Loading...');
    expect(totals.getAttribute('aria-busy')).toBe('true');
    answer();
    await waitFor(() => expect(totals.textContent).toBe('12 payments · sales ₩30,000 · refunds ₩1,500 · net ₩28,500'));
  });

  it('shows revenue by month for the last 6 months with totals and a chart beside it, and the products sold', async () => {
    const calls = backend(
      on('/tree/list', info(sampleTree())),
      on(MONTHLY, listOf(sampleRevenue(202405, { paymentCount: 12, totalAmount: 30000, refundAmount: 1500, netAmount: 28500 }), sampleRevenue(202404))),
      on(PRODUCTS, { data: { result: 0, message: '', data: { list: [sampleSale(9, { promotionType: 'COUNT' }), sampleSale(8)], totalCount: 2 } } }),
    );
    renderApp('/management/sales?companyIdx=1');
    const may = (await within(await screen.findByTestId('revenue')).findByText('2024.05')).closest('tr')!;
    expect(cells(may)).toEqual(['2', '2024.05', '12', '₩30,000', '₩1,500', '₩28,500']);
    expect(screen.getByTestId('revenue-totals').textContent).toBe('22 payments · sales ₩50,000 · refunds ₩2,500 · net ₩47,500');
    // The back end's day (KST; Live mode: the browser's instant).
    const today = backendToday();
    const period = { startDate: today.subtract(5, 'month').startOf('month').format('YYYY-MM-DD'), endDate: today.format('YYYY-MM-DD') };
    expect(sentBody(calls, MONTHLY)).toEqual({ companyIdx: 1, ...period, ...FIRST_PAGE });
    const chart = chartOf('revenue');
    expect(chart.labels).toEqual(['2024.04', '2024.05']);
    expect(chart.datasets.map((d: { type: string; label: string; data: number[] }) => [d.type, d.label, d.data])).toEqual([
      ['bar', 'Net sales', [19000, 28500]],
      ['line', 'Payments', [10, 12]],
    ]);
    const products = await screen.findByTestId('product-sales');
    const line = (await within(products).findByText('9')).closest('tr')!;
    expect(cells(line)).toEqual(['2', '2024.05.06 12:34', 'Cola', 'Drinks', 'Gangnam · Fridge A', 'Free gift', '2', '₩3,000', '9']);
    expect(cells(within(products).getByText('8').closest('tr')!)[5]).toBe('-');
    expect(sentBody(calls, PRODUCTS)).toEqual({ companyIdx: 1, ...period, page: 1, size: 20 });
  });

  it('turns to revenue by day (last 30 days), per device on request, and filters products by promotion type', async () => {
    const calls = backend(
      on('/tree/list', info(sampleTree())),
      on(MONTHLY, listOf()),
      on(DAILY, listOf(sampleRevenue(20240506, { deviceIdx: 101, deviceName: 'Fridge A' }), sampleRevenue(20240506, { deviceIdx: 102, deviceName: 'Fridge B', divisionName: 'Pangyo', netAmount: 1000, paymentCount: 1 }))),
      on(PRODUCTS, listOf()),
    );
    const { router } = renderApp('/management/sales');
    await waitFor(() => expect(bodies(calls, MONTHLY)).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'By day' }));
    await waitFor(() => expect(bodies(calls, DAILY)).toHaveLength(1));
    // The back end's day (KST; Live mode: the browser's instant).
    const today = backendToday();
    expect(bodies(calls, DAILY)[0]).toEqual({ startDate: today.subtract(29, 'day').format('YYYY-MM-DD'), endDate: today.format('YYYY-MM-DD'), ...FIRST_PAGE });
    fireEvent.click(screen.getByLabelText('Per device'));
    await waitFor(() => expect(bodies(calls, DAILY).at(-1)).toMatchObject({ groupByDevice: true }));
    const revenue = screen.getByTestId('revenue');
    expect(cells((await within(revenue).findByText('Pangyo · Fridge B')).closest('tr')!)).toEqual(['1', '2024.05.06', 'Pangyo · Fridge B', '1', '₩20,000', '₩1,000', '₩1,000']);
    // One chart point per day, the devices summed.
    expect(chartOf('revenue').datasets[0].data).toEqual([20000]);
    // The product list does not take groupByDevice.
    expect(bodies(calls, PRODUCTS).at(-1)).not.toHaveProperty('groupByDevice');
    expect(router.state.location.search).toContain('view=day');
    expect(router.state.location.search).toContain('byDevice=1');
    await chooseInPanel('Promotion type', 'Discounted price');
    await waitFor(() => expect(bodies(calls, PRODUCTS).at(-1)).toMatchObject({ promotionType: 'AMOUNT', page: 1, size: 20 }));
    expect(router.state.location.search).toContain('promotionType=AMOUNT');
  });

  it("a failed product list says 'Product list lookup failed' while the revenue stays", async () => {
    backend(on('/tree/list', info(sampleTree())), on(MONTHLY, listOf(sampleRevenue(202405))), on(PRODUCTS, refused(9, 'not simulated yet')));
    renderApp('/management/sales');
    expect(await within(await screen.findByTestId('product-sales')).findByText('Product list lookup failed')).toBeTruthy();
    expect(await within(screen.getByTestId('revenue')).findByText('2024.05')).toBeTruthy();
  });

  it('a month row opens that month, keeping the org selection; a per-device row keeps its device', async () => {
    backend(
      on('/tree/list', info(sampleTree())),
      on(MONTHLY, (body) => listOf(body.groupByDevice ? sampleRevenue(202405, { deviceIdx: 101, deviceName: 'Fridge A' }) : sampleRevenue(202405))),
      on(DAILY, listOf()),
      on(PRODUCTS, listOf()),
    );
    const { router } = renderApp('/management/sales?companyIdx=1&divisionIdx=11');
    fireEvent.click(await within(await screen.findByTestId('revenue')).findByText('2024.05'));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/management/sales/202405?companyIdx=1&divisionIdx=11'));
    await router.navigate('/management/sales?byDevice=1');
    fireEvent.click(await within(await screen.findByTestId('revenue')).findByText('Fridge A'));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/management/sales/202405?deviceIdx=101'));
  });
});

describe('one period', () => {
  it("a month (YYYYMM) shows its days with a chart and its products; a day opens that day", async () => {
    const calls = backend(
      on('/tree/list', info(sampleTree())),
      on(DAILY, listOf(sampleRevenue(20240502), sampleRevenue(20240501, { netAmount: 500, paymentCount: 1 }))),
      on(PRODUCTS, listOf(sampleSale(3))),
    );
    const { router } = renderApp('/management/sales/202405?divisionIdx=11&companyIdx=1');
    expect((await screen.findByTestId('sales-period')).textContent).toBe('Sales of 2024.05');
    await within(screen.getByTestId('revenue')).findByText('2024.05.02');
    expect(sentBody(calls, DAILY)).toEqual({ companyIdx: 1, divisionIdx: 11, startDate: '2024-05-01', endDate: '2024-05-31', ...FIRST_PAGE });
    expect(sentBody(calls, PRODUCTS)).toEqual({ companyIdx: 1, divisionIdx: 11, startDate: '2024-05-01', endDate: '2024-05-31', page: 1, size: 20 });
    expect(chartOf('revenue').labels).toEqual(['2024.05.01', '2024.05.02']);
    fireEvent.click(within(screen.getByTestId('revenue')).getByText('2024.05.01'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/management/sales/20240501'));
  });

  it("a day (YYYYMMDD) shows its devices, charted per device; a device opens its payments of that day", async () => {
    const calls = backend(
      on('/tree/list', info(sampleTree())),
      on(DAILY, listOf(sampleRevenue(20240506, { deviceIdx: 101, deviceName: 'Fridge A' }), sampleRevenue(20240506, { deviceIdx: 102, deviceName: 'Fridge B', divisionName: 'Pangyo', netAmount: 700 }))),
      on(PRODUCTS, listOf()),
    );
    const { router } = renderApp('/management/sales/20240506');
    expect((await screen.findByTestId('sales-period')).textContent).toBe('Sales of 2024.05.06');
    const row = (await within(screen.getByTestId('revenue')).findByText('Pangyo · Fridge B')).closest('tr')!;
    expect(cells(row)).toEqual(['1', 'Pangyo · Fridge B', '10', '₩20,000', '₩1,000', '₩700']);
    expect(sentBody(calls, DAILY)).toEqual({ startDate: '2024-05-06', endDate: '2024-05-06', groupByDevice: true, ...FIRST_PAGE });
    expect(chartOf('revenue').labels).toEqual(['Fridge A', 'Pangyo · Fridge B']);
    fireEvent.click(row);
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/management/payment/history/102?startDate=2024-05-06&endDate=2024-05-06'));
  });

  it('an unknown period says so', async () => {
    const calls = backend(on('/tree/list', info(sampleTree())));
    renderApp('/management/sales/2024');
    expect(await screen.findByText('Unknown period 2024: write a month as YYYYMM and a day as YYYYMMDD.')).toBeTruthy();
    expect(calls.some((c) => c.url === DAILY)).toBe(false);
  });
});
