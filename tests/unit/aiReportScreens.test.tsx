// AI reports: /aireport/popular (best sellers and slow movers), /aireport/display (one device's
// trays: units sold, best sellers kept, slow movers with a suggested replacement from the
// company's best sellers it lacks), /aireport/supplementary (days of stock left with a restock
// threshold, sales by hour). Each shows a table and a chart from the answers, sends the scope and
// period, and says 'Information lookup failed' with the report's name when a report fails.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { backendToday } from '../../web/src/core/backendClock';
import { missingBestSellers, planDisplay, trayClass } from '../../web/src/features/statistics/aireport/displayPlan';
import { busiestDevice } from '../../web/src/features/statistics/aireport/busiestDevice';
import { fewestDaysLeft, needsRestock, peakHours, quietHours, restockSummary } from '../../web/src/features/statistics/aireport/replenishment';
import { useStatisticsStore } from '../../web/src/features/statistics/store';
import { choose } from './support/choose';
import { sampleTree } from './support/orgSamples';
import { renderApp } from './support/renderApp';
import { useScreenTests } from './support/screenTests';
import { backend, info, listOf, on, refused, type Body, FIRST_PAGE } from './support/scriptedBackend';
import { sampleDays, sampleDisplayed, sampleHour, sampleRank } from './support/statisticsSamples';


useScreenTests({
  screens: [() => import('../../web/src/features/statistics/aireport/PopularReportPage'), () => import('../../web/src/features/statistics/aireport/DisplayReportPage'), () => import('../../web/src/features/statistics/aireport/SupplementaryReportPage')],
  stores: [useStatisticsStore],
});

const TOP = '/statistics/ai-report/top-products';
const WORST = '/statistics/ai-report/worst-products';
const HOURS = '/statistics/ai-report/hour';
const DAYS = '/statistics/ai-report/inventory-days';
const DISPLAY = '/statistics/ai-report/display';
const REVENUE = '/statistics/revenue-report/list';
/** A revenue row of one device and month. */
const revenue = (deviceIdx: number, deviceName: string, paymentCount: number, netAmount = paymentCount * 1000, period = '2024-05') => ({
  salesIdx: 202405, period, deviceIdx, deviceName, divisionName: null, paymentCount, totalAmount: netAmount, refundAmount: 0, netAmount,
});
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
const chartOf = (el: HTMLElement) => JSON.parse(within(el).getByTestId('chart').getAttribute('data-chart')!);
const bodies = (calls: { url?: string; data?: unknown }[], url: string) => calls.filter((c) => c.url === url).map((c) => JSON.parse(String(c.data)) as Body);
/** The default period: the last 30 days up to the back end's day (KST). */
const last30 = () => ({ startDate: backendToday().subtract(29, 'day').format('YYYY-MM-DD'), endDate: backendToday().format('YYYY-MM-DD') });
/** An inventory answer (its success code is the string '0'). */

describe('popular products report', () => {
  it('shows the best sellers and the slow movers of the scope over the last 30 days, each with its chart', async () => {
    const calls = backend(
      on('/tree/list', info(sampleTree())),
      on(TOP, listOf(sampleRank(1, { productName: 'Cola', count: 120, amount: 180000, deviceCount: 4 }), sampleRank(2, { productName: 'Cider', count: 80 }))),
      on(WORST, listOf(sampleRank(7, { productName: 'Chips', category: 'Snacks', count: 0, amount: 0, deviceCount: 3 }))),
    );
    renderApp('/aireport/popular?companyIdx=1');
    const top = await screen.findByTestId('rank-top');
    expect(within(top).getByRole('heading', { name: 'Best sellers' })).toBeTruthy();
    expect(cells((await within(top).findByText('Cola')).closest('tr')!)).toEqual(['2', '1', 'Cola', 'Drinks', '120', '₩180,000', '4']);
    expect(chartOf(top)).toMatchObject({ labels: ['Cola', 'Cider'], datasets: [{ label: 'Units sold', data: [120, 80] }] });
    const worst = screen.getByTestId('rank-worst');
    expect(cells((await within(worst).findByText('Chips')).closest('tr')!)).toEqual(['1', '1', 'Chips', 'Snacks', '0', '₩0', '3']);
    expect(chartOf(worst).labels).toEqual(['Chips']);
    expect(bodies(calls, TOP)).toEqual([{ companyIdx: 1, ...last30(), size: 10 }]);
    expect(bodies(calls, WORST)).toEqual([{ companyIdx: 1, ...last30(), size: 10 }]);
  });

  it('asks for as many as picked', async () => {
    const calls = backend(on('/tree/list', info(sampleTree())), on(TOP, listOf()), on(WORST, listOf()));
    const { router } = renderApp('/aireport/popular');
    await waitFor(() => expect(bodies(calls, TOP)).toHaveLength(1));
    await choose('How many', '5');
    await waitFor(() => expect(bodies(calls, TOP).at(-1)).toMatchObject({ size: 5 }));
    expect(bodies(calls, WORST).at(-1)).toMatchObject({ size: 5 });
    expect(router.state.location.search).toContain('size=5');
  });

  it("a failed ranking says 'Information lookup failed' with its name, the other stays", async () => {
    backend(on('/tree/list', info(sampleTree())), on(TOP, listOf(sampleRank(1, { productName: 'Cola' }))), on(WORST, refused(9, 'not simulated yet')));
    renderApp('/aireport/popular');
    expect(await within(await screen.findByTestId('rank-worst')).findByText('Information lookup failed (Slow movers)')).toBeTruthy();
    expect(await within(screen.getByTestId('rank-top')).findByText('Cola')).toBeTruthy();
    expect(within(screen.getByTestId('rank-top')).queryByText(/Information lookup failed/)).toBeNull();
  });
});

describe('display report', () => {
  it('opens on the busiest device of the scope in the period, its whole path in the URL', async () => {
    const calls = backend(
      on('/tree/list', info(sampleTree())),
      on(REVENUE, listOf(revenue(102, 'Fridge B', 3), revenue(101, 'Fridge A', 4, 2000, '2024-04'), revenue(101, 'Fridge A', 2, 2000))),
      on(DISPLAY, listOf()),
      on(TOP, listOf()),
      on(WORST, listOf()),
    );
    const { router } = renderApp('/aireport/display?companyIdx=1');
    expect((await screen.findByTestId('display-opened-on-busiest')).textContent).toContain('most payments');
    expect(new URLSearchParams(router.state.location.search).get('deviceIdx')).toBe('101');
    expect(new URLSearchParams(router.state.location.search).get('divisionIdx')).toBe('11');
    expect(bodies(calls, REVENUE)).toEqual([{ companyIdx: 1, ...last30(), groupByDevice: true, ...FIRST_PAGE }]);
    await waitFor(() => expect(bodies(calls, DISPLAY)).toEqual([{ deviceIdx: 101, ...last30(), ...FIRST_PAGE }]));
  });

  it('asks for a device when nothing sold in the period', async () => {
    backend(on('/tree/list', info(sampleTree())), on(REVENUE, listOf()));
    renderApp('/aireport/display?companyIdx=1');
    expect((await screen.findByTestId('display-pick-device')).textContent).toContain('Pick a device');
  });

  it('busiest: most payments over the period, then net sales, then name', () => {
    expect(busiestDevice([revenue(1, 'B', 5), revenue(2, 'A', 3), revenue(2, 'A', 3)])).toBe(2);
    expect(busiestDevice([revenue(1, 'A', 5, 100), revenue(2, 'B', 5, 900)])).toBe(2);
    expect(busiestDevice([revenue(3, 'Kiosk 2', 5), revenue(4, 'Kiosk 1', 5)])).toBe(4);
    expect(busiestDevice([revenue(1, 'A', 0)])).toBeNull();
  });

  it("plans the device's trays: each tray's own units, best sellers kept, slow movers with the company's best seller of the tray's class", async () => {
    const calls = backend(
      on('/tree/list', info(sampleTree())),
      on(DISPLAY, listOf(
        sampleDisplayed(1, 1, { productName: 'Cola', stock: 8, count: 40, amount: 60000 }),
        sampleDisplayed(2, 2, { productName: 'Cider', count: 15 }),
        sampleDisplayed(3, 3, { productName: 'Chips', count: 0, amount: 0, setTemperature: null, temperatureClass: 'AMBIENT' }),
        // The same product on another tray sold less there: its own count, not the product's.
        sampleDisplayed(4, 1, { productName: 'Cola', count: 5, amount: 7500 }),
      )),
      on(TOP, (body) =>
        body.deviceIdx
          ? listOf(sampleRank(1, { productName: 'Cola', count: 45, amount: 67500 }), sampleRank(2, { productName: 'Cider', count: 15 }))
          : listOf(
              sampleRank(1, { productName: 'Cola', count: 300 }),
              sampleRank(9, { productName: 'Energy drink', count: 120, deviceCount: 4 }),
              sampleRank(8, { productName: 'Water', count: 90 }),
              sampleRank(7, { productName: 'Crackers', count: 60, temperatureClass: 'AMBIENT' }),
            ),
      ),
      on(WORST, listOf(sampleRank(3, { productName: 'Chips', count: 0, amount: 0 }))),
    );
    renderApp('/aireport/display?companyIdx=1&divisionIdx=11&deviceIdx=101');
    const plan = await screen.findByTestId('display-plan');
    const chips = (await within(plan).findByText('Chips')).closest('tr')!;
    // An ambient tray is offered the ambient best seller, never a chilled one ranked above it.
    expect(cells(chips)).toEqual(['2', '3 · Shelf 3', 'Ambient', 'Chips', '5', '0', '₩0', 'Slow mover: consider replacing', 'Crackers (60 units sold, on 2 devices)']);
    const [cola1, cola4] = within(plan).getAllByText('Cola').map((el) => cells(el.closest('tr')!));
    expect(cola1).toEqual(['4', '1 · Shelf 1', '4', 'Cola', '8', '40', '₩60,000', 'Best seller: keep', '']);
    expect(cola4).toEqual(['1', '4 · Shelf 4', '4', 'Cola', '5', '5', '₩7,500', 'Slow mover: consider replacing', 'Energy drink (120 units sold, on 4 devices)']);
    // Cider sold 15, the average: a best seller of the device that sold at least the average is kept as one.
    expect(cells(within(plan).getByText('Cider').closest('tr')!)[7]).toBe('Best seller: keep');
    expect(chartOf(plan)).toMatchObject({ labels: ['1 · Cola', '2 · Cider', '3 · Chips', '4 · Cola'], datasets: [{ data: [40, 15, 0, 5], backgroundColor: ['#16a34a', '#16a34a', '#dc2626', '#dc2626'] }] });

    // Every placement with its sales, gathered page by page; the rankings as many as picked.
    expect(bodies(calls, DISPLAY)).toEqual([{ deviceIdx: 101, ...last30(), ...FIRST_PAGE }]);
    expect(bodies(calls, TOP)).toEqual(expect.arrayContaining([{ deviceIdx: 101, ...last30(), size: 10 }, { companyIdx: 1, ...last30(), size: 100 }]));
    expect(bodies(calls, WORST)).toEqual([{ deviceIdx: 101, ...last30(), size: 10 }]);

    // The company's best sellers this device lacks, with their chart.
    const candidates = screen.getByTestId('rank-candidates');
    await within(candidates).findByText('Energy drink');
    expect(within(candidates).queryByText('Cola')).toBeNull();
    expect(chartOf(candidates).labels).toEqual(['Energy drink', 'Water', 'Crackers']);
    expect(chartOf(screen.getByTestId('rank-device-top')).labels).toEqual(['Cola', 'Cider']);
    expect(chartOf(screen.getByTestId('rank-device-worst')).labels).toEqual(['Chips']);
  });

  it("each failing report says 'Information lookup failed' with its name", async () => {
    backend(
      on('/tree/list', info(sampleTree())),
      on(DISPLAY, refused(9, 'not simulated yet')),
      on(TOP, (body) => (body.deviceIdx ? refused(9, 'no') : listOf(sampleRank(9, { productName: 'Energy drink' })))),
      on(WORST, listOf()),
    );
    renderApp('/aireport/display?companyIdx=1&divisionIdx=11&deviceIdx=101');
    expect(await within(await screen.findByTestId('display-plan')).findByText('Information lookup failed (On display now)')).toBeTruthy();
    expect(await within(screen.getByTestId('rank-device-top')).findByText('Information lookup failed (Best sellers of this device)')).toBeTruthy();
    expect(await within(screen.getByTestId('rank-candidates')).findByText('Energy drink')).toBeTruthy();
  });

  it('the plan: average-relative best sellers and slow movers per tray, replacements in order and of the tray\'s class, products on display left out of the candidates', () => {
    const displayed = [sampleDisplayed(1, 1, { count: 24 }), sampleDisplayed(2, 2, { count: 15 }), sampleDisplayed(3, 3, { count: 1 }), sampleDisplayed(4, 4, { count: 0 })];
    const missing = missingBestSellers([sampleRank(1), sampleRank(20), sampleRank(21)], displayed);
    expect(missing.map((r) => r.productIdx)).toEqual([20, 21]);
    const plan = planDisplay({ displayed, top: [sampleRank(1, { count: 24 }), sampleRank(2, { count: 15 })], slowCount: 10, missing });
    expect(plan.map((r) => [r.productMappingIdx, r.count, r.advice, r.replaceWith?.productIdx ?? null])).toEqual([
      [1, 24, 'top', null],
      [2, 15, 'top', null],
      [3, 1, 'slow', 21],
      [4, 0, 'slow', 20],
    ]);
    // Only the `slowCount` slowest can be slow movers.
    const one = planDisplay({ displayed: [...displayed, sampleDisplayed(5, 5, { count: 12 })], top: [], slowCount: 1, missing: [] });
    expect(one.map((r) => r.advice)).toEqual(['keep', 'keep', 'keep', 'slow', 'keep']);
    expect(one[3]!.replaceWith).toBeNull();
    // Temperature classes stay apart: an ambient tray gets no chilled product, a chilled tray no ambient one.
    const ambientTray = { setTemperature: null, temperatureClass: 'AMBIENT' as const };
    const mixed = [sampleDisplayed(1, 1, { count: 30 }), sampleDisplayed(2, 2, { count: 0, ...ambientTray }), sampleDisplayed(3, 3, { count: 1 })];
    const chilledOnly = planDisplay({ displayed: mixed, top: [sampleRank(1)], slowCount: 10, missing: [sampleRank(20), sampleRank(21)] });
    expect(chilledOnly.map((r) => [r.advice, r.replaceWith?.productIdx ?? null])).toEqual([['top', null], ['slow', null], ['slow', 20]]);
    const both = planDisplay({ displayed: mixed, top: [sampleRank(1)], slowCount: 10, missing: [sampleRank(20), sampleRank(22, { temperatureClass: 'AMBIENT' }), sampleRank(21)] });
    expect(both.map((r) => r.replaceWith?.productIdx ?? null)).toEqual([null, 22, 20]);
    const suggestions = [...chilledOnly, ...both].filter((r) => r.replaceWith);
    expect(suggestions.filter((r) => r.replaceWith!.temperatureClass !== trayClass(r))).toEqual([]);
  });
});

describe('replenishment report', () => {
  it('shows days of stock left with the rows below the threshold marked, and sales by hour, each with its chart', async () => {
    const calls = backend(
      on('/tree/list', info(sampleTree())),
      on(DAYS, listOf(sampleDays(4, { productName: 'Water', days: 0, stock: 0, dailySales: 3, divisionName: 'Jongno' }), sampleDays(1, { productName: 'Cola', days: 0.62, stock: 1, dailySales: 1.6 }), sampleDays(2, { productName: 'Cider', days: 5 }), sampleDays(3, { productName: 'Chips', days: null, dailySales: 0 }))),
      on(HOURS, listOf(...Array.from({ length: 24 }, (_, hour) => sampleHour(hour, hour === 12 ? 30 : hour === 18 ? 20 : hour === 8 ? 10 : 1)))),
    );
    const { router } = renderApp('/aireport/supplementary?companyIdx=1');
    const days = await screen.findByTestId('inventory-days');
    const cola = (await within(days).findByText('Cola')).closest('tr')!;
    expect(cells(cola)).toEqual(['3', 'Cola', 'Gangnam · Fridge A', '1', '1.6', 'Restock0.6 days']);
    expect(cells(within(days).getByText('Water').closest('tr')!)).toEqual(['4', 'Water', 'Jongno · Fridge A', '0', '3', 'RestockSold out']);
    expect(cola.className).toContain('bg-red-50');
    expect(cells(within(days).getByText('Cider').closest('tr')!)[5]).toBe('5 days');
    expect(cells(within(days).getByText('Chips').closest('tr')!)[5]).toBe('No recent sales');
    expect(within(days).getByTestId('restock-count').textContent).toBe('To restock: 2 (1 sold out · 1 run out in less than 1 day) of 4 products on devices');
    expect(chartOf(days)).toMatchObject({ labels: ['Cola · Gangnam · Fridge A', 'Cider · Gangnam · Fridge A'], datasets: [{ data: [0.6, 5], backgroundColor: ['#dc2626', '#2563eb'] }] });
    expect(bodies(calls, DAYS)).toEqual([{ companyIdx: 1, ...FIRST_PAGE }]);

    const hours = screen.getByTestId('sales-hours');
    expect(cells((await within(hours).findByText('12:00')).closest('tr')!)).toEqual(['12', '12:00', '30', '₩45,000']);
    expect(chartOf(hours).labels).toHaveLength(24);
    expect(within(hours).getByTestId('hour-advice').textContent).toBe('Busiest hours: 12:00, 18:00, 8:00 · Good hours to restock (quietest between 07 and 22): 7:00, 9:00, 10:00');
    expect(bodies(calls, HOURS)).toEqual([{ companyIdx: 1, ...last30(), ...FIRST_PAGE }]);

    await choose('Restock below (days)', 'Below 7 days');
    await waitFor(() => expect(within(days).getByTestId('restock-count').textContent).toBe('To restock: 3 (1 sold out · 2 run out in less than 7 days) of 4 products on devices'));
    expect(router.state.location.search).toContain('below=7');
  });

  it("each failing report says 'Information lookup failed' with its name", async () => {
    backend(on('/tree/list', info(sampleTree())), on(DAYS, refused(9, 'not simulated yet')), on(HOURS, listOf(sampleHour(12, 3))));
    renderApp('/aireport/supplementary');
    expect(await within(await screen.findByTestId('inventory-days')).findByText('Information lookup failed (Days of stock left)')).toBeTruthy();
    expect(await within(screen.getByTestId('sales-hours')).findByText('12:00')).toBeTruthy();
  });

  it('figures: restock below the threshold, fewest days first, busiest and quiet working hours', () => {
    expect(needsRestock({ days: 2.9, stock: 1 }, 3)).toBe(true);
    expect(needsRestock({ days: 3, stock: 1 }, 3)).toBe(false);
    expect(needsRestock({ days: null, stock: 1 }, 3)).toBe(false);
    expect(needsRestock({ days: null, stock: 0 }, 3)).toBe(true);
    // Sold-out rows have no bar to draw: the chart shows the stocked rows that run out first.
    const rows = [sampleDays(1, { days: 4 }), sampleDays(2, { days: null }), sampleDays(3, { days: 0, stock: 0 }), sampleDays(4, { days: 0.5, stock: 1 })];
    expect(fewestDaysLeft(rows).map((r) => r.productIdx)).toEqual([4, 1]);
    expect(restockSummary(rows, 3)).toEqual({ count: 2, soldOut: 1, runningOut: 1, total: 4 });
    const hours = [sampleHour(3, 0), sampleHour(12, 9), sampleHour(13, 9), sampleHour(18, 4)];
    expect(peakHours(hours, 2)).toEqual([12, 13]);
    expect(quietHours(hours, 2)).toEqual([7, 8]);
  });
});
