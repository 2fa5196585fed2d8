// The sales report (/statistics/sales-report): the three report strings, one tab each, with rows
// per day or month, columns total or per product / category / device (top N and Others), the org
// filter and period in the body; a table with CSV export and a chart beside it; 'Information lookup
// failed' with the report's name on failure, and a clear message for a string that is no table.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { backendToday } from '../../web/src/core/backendClock';
import { useCommonStore } from '../../web/src/state/common';
import { useStatisticsStore } from '../../web/src/features/statistics/store';
import * as saveFileModule from '../../web/src/ui/saveFile';
import { choose } from './support/choose';
import { sampleUser } from './support/mockBackend';
import { sampleTree } from './support/orgSamples';
import { renderApp } from './support/renderApp';
import { useScreenTests } from './support/screenTests';
import { backend, info, on, refused, sentBody, type Body } from './support/scriptedBackend';
import { reportReply, reportString } from './support/statisticsSamples';


useScreenTests({
  screens: [() => import('../../web/src/features/statistics/SalesReportPage')],
  stores: [useStatisticsStore],
});

const COUNT = '/statistics/sale-count-report-string/list';
const AMOUNT = '/statistics/sale-amount-report-string/list';
const PROFIT = '/statistics/sale-profit-report-string/list';
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
const section = (measure: string) => screen.findByTestId(`report-${measure}`);
const chartIn = (el: HTMLElement) => {
  const chart = within(el).getByTestId('chart');
  return { type: chart.getAttribute('data-type'), data: JSON.parse(chart.getAttribute('data-chart')!) };
};
const bodies = (calls: { url?: string; data?: unknown }[], url: string) => calls.filter((c) => c.url === url).map((c) => JSON.parse(String(c.data)) as Body);
const blobText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

const TOTAL_BY_DAY = reportString(['period', 'total'], [20261120, 12], [20261121, 30]);
const PER_PRODUCT_BY_MONTH = reportString(['period', 'Cola', 'Cider', 'others'], [202610, 10000, 5000, 2500], [202611, 20000, 1500, 0]);

describe('sales report screen', () => {
  it('asks for units sold per day over the last 30 days in the scope, and shows the table with a line chart', async () => {
    const calls = backend(on('/tree/list', info(sampleTree())), on(COUNT, reportReply(TOTAL_BY_DAY)));
    renderApp('/statistics/sales-report?companyIdx=1');
    const report = await section('saleCount');
    const row = (await within(report).findByText('2026.11.21')).closest('tr')!;
    // Newest first.
    expect(cells(row)).toEqual(['2', '2026.11.21', '30']);
    expect(within(report).getByRole('columnheader', { name: 'Period' })).toBeTruthy();
    expect(within(report).getByRole('columnheader', { name: 'Total' })).toBeTruthy();
    // The back end's day (KST; Live mode: the browser's instant).
    const today = backendToday();
    expect(sentBody(calls, COUNT)).toEqual({
      companyIdx: 1,
      startDate: today.subtract(29, 'day').format('YYYY-MM-DD'),
      endDate: today.format('YYYY-MM-DD'),
      groupBy: 'DAY',
      splitBy: 'TOTAL',
      top: 10,
    });
    const chart = chartIn(report);
    expect(chart.type).toBe('line');
    expect(chart.data.labels).toEqual(['2026.11.20', '2026.11.21']);
    expect(chart.data.datasets.map((d: { label: string; data: number[] }) => [d.label, d.data])).toEqual([['Total', [12, 30]]]);
  });

  it('turns to months, per product with the top 5, and to the sales amount tab: the body follows, money in won, stacked bars', async () => {
    const calls = backend(
      on('/tree/list', info(sampleTree())),
      on(COUNT, reportReply(TOTAL_BY_DAY)),
      on(AMOUNT, reportReply(PER_PRODUCT_BY_MONTH)),
    );
    const { router } = renderApp('/statistics/sales-report');
    await within(await section('saleCount')).findByText('2026.11.20');
    fireEvent.click(screen.getByRole('button', { name: 'By month' }));
    await waitFor(() => expect(bodies(calls, COUNT).at(-1)).toMatchObject({ groupBy: 'MONTH' }));
    await choose('Columns', 'Per product');
    await waitFor(() => expect(bodies(calls, COUNT).at(-1)).toMatchObject({ splitBy: 'PRODUCT', top: 10 }));
    await choose('Top', 'Top 5');
    await waitFor(() => expect(bodies(calls, COUNT).at(-1)).toMatchObject({ top: 5 }));
    fireEvent.click(screen.getByRole('tab', { name: 'Sales amount' }));
    await waitFor(() => expect(bodies(calls, AMOUNT)).toHaveLength(1));
    // The back end's day (KST; Live mode: the browser's instant).
    const today = backendToday();
    expect(bodies(calls, AMOUNT)[0]).toEqual({
      startDate: today.subtract(5, 'month').startOf('month').format('YYYY-MM-DD'),
      endDate: today.format('YYYY-MM-DD'),
      groupBy: 'MONTH',
      splitBy: 'PRODUCT',
      top: 5,
    });
    expect(router.state.location.search).toContain('measure=saleAmount');
    const report = await section('saleAmount');
    const row = (await within(report).findByText('2026.11')).closest('tr')!;
    // Period, Cola, Cider, Others, then the row's sum.
    expect(cells(row)).toEqual(['2', '2026.11', '₩20,000', '₩1,500', '₩0', '₩21,500']);
    expect(within(report).getByRole('columnheader', { name: 'Others' })).toBeTruthy();
    const chart = chartIn(report);
    expect(chart.type).toBe('bar');
    expect(chart.data.datasets.map((d: { label: string; stack: string }) => [d.label, d.stack])).toEqual([
      ['Cola', 'columns'],
      ['Cider', 'columns'],
      ['Others', 'columns'],
    ]);
  });

  it('exports the table as CSV: the header as shown and the numbers as sent', async () => {
    backend(on('/tree/list', info(sampleTree())), on(COUNT, reportReply(PER_PRODUCT_BY_MONTH)));
    const save = vi.spyOn(saveFileModule, 'saveFile').mockImplementation(() => undefined);
    renderApp('/statistics/sales-report?groupBy=MONTH&splitBy=PRODUCT');
    const report = await section('saleCount');
    await within(report).findByText('2026.10');
    fireEvent.click(within(report).getByRole('button', { name: 'Export CSV' }));
    expect(save).toHaveBeenCalledTimes(1);
    const [blob, fileName] = save.mock.calls[0]!;
    expect(fileName).toMatch(/^sales-report-saleCount-month-product-\d{8}\.csv$/);
    const lines = (await blobText(blob as Blob)).replace('\uFEFF', '').trim().split('\r\n');
    // A month reads as a number to Excel (2026.10 would show 2026.1): kept as text.
    expect(lines).toEqual(['No.,Period,Cola,Cider,Others,Sum', '2,"=""2026.11""",20000,1500,0,21500', '1,"=""2026.10""",10000,5000,2500,17500']);
  });

  it("a failed report says 'Information lookup failed' with the report's name", async () => {
    backend(on('/tree/list', info(sampleTree())), on(PROFIT, refused(9, 'not simulated yet')));
    renderApp('/statistics/sales-report?measure=saleProfit');
    const report = await section('saleProfit');
    expect(await within(report).findByText('Information lookup failed (Gross profit)')).toBeTruthy();
    expect(within(report).queryByTestId('chart')).toBeNull();
  });

  it('a report string that is not a table says what is wrong and where, and shows no table', async () => {
    backend(on('/tree/list', info(sampleTree())), on(COUNT, reportReply(reportString(['period', 'total'], [20261120, 'twelve']))));
    renderApp('/statistics/sales-report');
    const report = await section('saleCount');
    expect(await within(report).findByText('The Units sold report could not be read: row 2, column 2 is not a number.')).toBeTruthy();
    expect(within(report).queryByRole('table')).toBeNull();
  });

  it('a period row opens that period of the sales screen, keeping the org selection', async () => {
    backend(on('/tree/list', info(sampleTree())), on(COUNT, reportReply(TOTAL_BY_DAY)));
    const { router } = renderApp('/statistics/sales-report?companyIdx=1&divisionIdx=11');
    fireEvent.click(await within(await section('saleCount')).findByText('2026.11.20'));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/management/sales/20261120?companyIdx=1&divisionIdx=11'));
  });

  it('is in the menu of the sales group for every level', async () => {
    backend(on('/tree/list', info(sampleTree())), on(COUNT, reportReply(TOTAL_BY_DAY)));
    useCommonStore.getState().setSession({ token: 'Bearer t', user: { ...sampleUser, authType: 'MANAGER' } });
    renderApp('/statistics/sales-report');
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    const group = menu.querySelector('[data-menu-group="sales"]') as HTMLElement;
    expect(within(group).getByRole('link', { name: 'Sales report' }).getAttribute('href')).toBe('/statistics/sales-report');
  });
});
