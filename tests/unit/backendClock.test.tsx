// The back end's clock behind the screens' default dates (core/backendClock): in Simulator mode the
// simulated clock read from GET /sim/clock (run on at its speed, standing still when paused), in
// Live mode the browser's; "today" is the KST calendar day. Payment history, sales and a new
// promotion default to that day; a period picked in the URL never moves.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import type { ClockState } from '@contract/sim-control';
import { backendNow, backendToday, kstDay, useBackendClock } from '../../web/src/core/backendClock';
import { FALLBACK_CONFIG, parseRuntimeConfig, useRuntimeConfig } from '../../web/src/api/runtimeConfig';
import { emptyPromotionForm, moveDefaultDates } from '../../web/src/features/promotion/promotionForm';
import { usePaymentStore } from '../../web/src/features/payment/store';
import { usePromotionStore } from '../../web/src/features/promotion/store';
import { useSalesStore } from '../../web/src/features/sales/store';
import { sampleTree } from './support/orgSamples';
import { renderApp } from './support/renderApp';
import { useScreenTests } from './support/screenTests';
import { backend, info, listOf, on, sentBodies, FIRST_PAGE } from './support/scriptedBackend';


useScreenTests({
  screens: [
    () => import('../../web/src/features/payment/PaymentHistoryPage'),
    () => import('../../web/src/features/sales/SalesPage'),
    () => import('../../web/src/features/promotion/PromotionDetailPage'),
  ],
  stores: [usePaymentStore, useSalesStore, usePromotionStore, useBackendClock],
});

const DAY_MS = 24 * 3600_000;
const MINUTE_MS = 60_000;
const PAYMENTS = '/payment/list';
const MONTHLY = '/statistics/revenue-report/list';
const DAILY = '/statistics/revenue-report/list/daily';
const PRODUCTS = '/payment/product/list';

const simulatorMode = () => useRuntimeConfig.setState({ config: { ...FALLBACK_CONFIG, backend: 'simulator' } });
afterEach(() => useRuntimeConfig.setState({ config: FALLBACK_CONFIG }));

const day = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');
/** The browser's day, KST. */
const browserDay = () => kstDay(Date.now());
/** A simulated clock at noon KST `days` days after the browser's day. */
function clockAhead(days: number, change: Partial<ClockState> = {}): ClockState {
  const simDay = day(dayjs(browserDay()).add(days, 'day'));
  return { now: Date.parse(`${simDay}T12:00:00+09:00`), nowText: `${simDay} 12:00:00`, speed: 1, paused: false, ...change };
}
const answer = (data: unknown) => ({ data: { result: 0, message: '', data } });
const simClock = (clock: ClockState) => on('/sim/clock', answer(clock));
/** Payment history's default: the 7 days up to `today`. */
const week = (today: string) => ({ startDate: day(dayjs(today).subtract(6, 'day')), endDate: today });
const periodInput = () => screen.getByLabelText('Period') as HTMLInputElement;
const dotted = (d: string) => d.replace(/-/g, '.');

describe("the back end's clock", () => {
  it('today is the KST calendar day of the instant, not the browser’s local day', () => {
    expect(kstDay(Date.parse('2026-11-21T14:59:59Z'))).toBe('2026-11-21');
    expect(kstDay(Date.parse('2026-11-21T15:00:00Z'))).toBe('2026-11-22');
  });

  it('Simulator: the simulated clock, run on at its speed between reads', () => {
    simulatorMode();
    const clock = clockAhead(10, { speed: 60 });
    const asked = Date.now();
    useBackendClock.getState().heard(clock, asked);
    const { readAt, today } = useBackendClock.getState();
    expect(today).toBe(day(dayjs(browserDay()).add(10, 'day')));
    // 13 real minutes at ×60 are 13 simulated hours: past midnight KST.
    expect(backendNow(readAt + 13 * MINUTE_MS)).toBe(clock.now + 13 * 60 * MINUTE_MS);
    useBackendClock.getState().tick(readAt + 13 * MINUTE_MS);
    expect(useBackendClock.getState().today).toBe(day(dayjs(browserDay()).add(11, 'day')));
  });

  it('Simulator: a paused clock stays on its day however long the browser waits', () => {
    simulatorMode();
    const clock = clockAhead(10, { paused: true, speed: 0 });
    useBackendClock.getState().heard(clock, Date.now());
    const simDay = day(dayjs(browserDay()).add(10, 'day'));
    useBackendClock.getState().tick(Date.now() + 3 * DAY_MS);
    expect(useBackendClock.getState().today).toBe(simDay);
    expect(backendNow(Date.now() + 3 * DAY_MS)).toBe(clock.now);
    expect(day(backendToday())).toBe(simDay);
  });

  it('an answer to a request older than the last one heard is dropped', () => {
    simulatorMode();
    const asked = Date.now();
    useBackendClock.getState().heard(clockAhead(3), asked);
    useBackendClock.getState().heard(clockAhead(1), asked - 1000);
    expect(useBackendClock.getState().today).toBe(day(dayjs(browserDay()).add(3, 'day')));
  });

  it("Live: the browser's instant, whatever clock was heard", () => {
    useBackendClock.getState().heard(clockAhead(10), Date.now());
    expect(useBackendClock.getState().today).toBe(browserDay());
    expect(day(backendToday())).toBe(browserDay());
    expect(Math.abs(backendNow() - Date.now())).toBeLessThan(1000);
  });
});

describe('payment history in Simulator mode', () => {
  beforeEach(simulatorMode);

  it('with the simulated clock 10 days ahead, the default week ends on the simulated day', async () => {
    const clock = clockAhead(10);
    const simDay = day(dayjs(browserDay()).add(10, 'day'));
    const calls = backend(on('/tree/list', info(sampleTree())), simClock(clock), on(PAYMENTS, listOf()));
    renderApp('/management/payment/history');
    await waitFor(() => expect(sentBodies(calls, PAYMENTS).at(-1)).toEqual({ ...week(simDay), page: 1, size: 20 }));
    expect(calls.some((c) => c.url === '/sim/clock' && c.method === 'get' && c.baseURL === '')).toBe(true);
    expect(periodInput().value).toBe(`${dotted(week(simDay).startDate)} - ${dotted(simDay)}`);
    // Before the clock was known the browser's day stood in; nothing else was asked.
    expect(sentBodies(calls, PAYMENTS).every((b) => b.endDate === simDay || b.endDate === browserDay())).toBe(true);
  });

  it('a paused clock keeps the list on its day; a running one moves it on', async () => {
    const paused = clockAhead(10, { paused: true, speed: 0 });
    const simDay = day(dayjs(browserDay()).add(10, 'day'));
    const calls = backend(on('/tree/list', info(sampleTree())), simClock(paused), on(PAYMENTS, listOf()));
    renderApp('/management/payment/history');
    await waitFor(() => expect(sentBodies(calls, PAYMENTS).at(-1)).toMatchObject(week(simDay)));
    const asked = sentBodies(calls, PAYMENTS).length;
    act(() => useBackendClock.getState().tick(Date.now() + 2 * DAY_MS));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sentBodies(calls, PAYMENTS)).toHaveLength(asked);
    expect(periodInput().value).toBe(`${dotted(week(simDay).startDate)} - ${dotted(simDay)}`);

    // The cockpit resumes it at ×1: two real days later the list asks for the week up to then.
    act(() => useBackendClock.getState().heard({ ...paused, paused: false, speed: 1 }, Date.now()));
    act(() => useBackendClock.getState().tick(Date.now() + 2 * DAY_MS));
    const later = day(dayjs(simDay).add(2, 'day'));
    await waitFor(() => expect(sentBodies(calls, PAYMENTS).at(-1)).toMatchObject(week(later)));
  });

  it('a period picked in the URL stays when the simulated clock arrives', async () => {
    const calls = backend(on('/tree/list', info(sampleTree())), simClock(clockAhead(10)), on(PAYMENTS, listOf()));
    renderApp('/management/payment/history?startDate=2024-05-01&endDate=2024-05-31');
    await waitFor(() => expect(useBackendClock.getState().clock).not.toBeNull());
    await waitFor(() => expect(sentBodies(calls, PAYMENTS).length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sentBodies(calls, PAYMENTS).map((b) => [b.startDate, b.endDate])).toEqual([['2024-05-01', '2024-05-31']]);
  });
});

describe('the clock the runtime config brings with the page', () => {
  it('is kept when whole, dropped when not, and never read in Live mode', () => {
    const clock = clockAhead(10);
    expect(parseRuntimeConfig({ backend: 'simulator', clock }).clock).toEqual(clock);
    expect(parseRuntimeConfig({ backend: 'simulator', clock: { ...clock, now: 'soon' } }).clock).toBeNull();
    expect(parseRuntimeConfig({ backend: 'simulator', clock: { ...clock, speed: -1 } }).clock).toBeNull();
    expect(parseRuntimeConfig({ backend: 'simulator' }).clock).toBeNull();
    expect(parseRuntimeConfig({ backend: 'live', clock }).clock).toBeNull();
  });

  it('is heard as of when the config was asked for, and run on from then', () => {
    const clock = clockAhead(10, { speed: 60 });
    const askedAt = Date.now() - 2 * MINUTE_MS;
    useRuntimeConfig.setState({ config: { ...FALLBACK_CONFIG, backend: 'simulator', clock }, loaded: true, askedAt });
    expect(useBackendClock.getState()).toMatchObject({ clock, readAt: askedAt, askedAt });
    // Two real minutes at ×60 since the config was asked for: two simulated hours on.
    expect(backendNow(askedAt + 2 * MINUTE_MS)).toBe(clock.now + 2 * 60 * MINUTE_MS);
  });

  it('the first screen takes its default week from it, with no /sim call of its own', async () => {
    const clock = clockAhead(10);
    const simDay = day(dayjs(browserDay()).add(10, 'day'));
    useRuntimeConfig.setState({ config: { ...FALLBACK_CONFIG, backend: 'simulator', clock }, loaded: true, askedAt: Date.now() });
    const calls = backend(on('/tree/list', info(sampleTree())), simClock(clockAhead(3)), on(PAYMENTS, listOf()));
    renderApp('/management/payment/history');
    await waitFor(() => expect(sentBodies(calls, PAYMENTS).at(-1)).toEqual({ ...week(simDay), page: 1, size: 20 }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sentBodies(calls, PAYMENTS)).toHaveLength(1);
    console.log('SIMCALLS', JSON.stringify(calls.filter((c) => (c.url ?? '').startsWith('/sim'))));
  });

  it('a clock heard over a minute ago is read again when the shell comes up', async () => {
    const askedAt = Date.now() - 2 * MINUTE_MS;
    useRuntimeConfig.setState({ config: { ...FALLBACK_CONFIG, backend: 'simulator', clock: clockAhead(10, { paused: true, speed: 0 }) }, loaded: true, askedAt });
    const simDay = day(dayjs(browserDay()).add(3, 'day'));
    const calls = backend(on('/tree/list', info(sampleTree())), simClock(clockAhead(3)), on(PAYMENTS, listOf()));
    renderApp('/management/payment/history');
    await waitFor(() => expect(sentBodies(calls, PAYMENTS).at(-1)).toMatchObject(week(simDay)));
    expect(calls.some((c) => c.url === '/sim/clock')).toBe(true);
  });
});

describe('sales in Simulator mode', () => {
  beforeEach(simulatorMode);

  it('the last 6 months and the last 30 days end on the simulated day', async () => {
    const simDay = day(dayjs(browserDay()).add(10, 'day'));
    const calls = backend(on('/tree/list', info(sampleTree())), simClock(clockAhead(10)), on(MONTHLY, listOf()), on(DAILY, listOf()), on(PRODUCTS, listOf()));
    renderApp('/management/sales');
    const months = { startDate: day(dayjs(simDay).subtract(5, 'month').startOf('month')), endDate: simDay };
    await waitFor(() => expect(sentBodies(calls, MONTHLY).at(-1)).toEqual({ ...months, ...FIRST_PAGE }));
    await waitFor(() => expect(sentBodies(calls, PRODUCTS).at(-1)).toEqual({ ...months, page: 1, size: 20 }));
    act(() => screen.getByRole('button', { name: 'By day' }).click());
    await waitFor(() => expect(sentBodies(calls, DAILY).at(-1)).toEqual({ startDate: day(dayjs(simDay).subtract(29, 'day')), endDate: simDay, ...FIRST_PAGE }));
  });
});

describe('Live mode', () => {
  it("defaults to the browser's day (KST) and asks /sim nothing", async () => {
    const calls = backend(on('/tree/list', info(sampleTree())), simClock(clockAhead(10)), on(PAYMENTS, listOf()), on(MONTHLY, listOf()), on(PRODUCTS, listOf()));
    renderApp('/management/payment/history');
    await waitFor(() => expect(sentBodies(calls, PAYMENTS).at(-1)).toEqual({ ...week(browserDay()), page: 1, size: 20 }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sentBodies(calls, PAYMENTS)).toHaveLength(1);
    expect(calls.filter((c) => (c.url ?? '').startsWith('/sim'))).toHaveLength(0);
  });
});

describe('a new promotion', () => {
  it('starts tomorrow on the simulated clock', async () => {
    simulatorMode();
    const simDay = dayjs(browserDay()).add(10, 'day');
    backend(on('/tree/list', info(sampleTree())), simClock(clockAhead(10)), on('/product/master/list', { data: { result: '0', message: '', data: { list: [], totalCount: 0 } } }));
    renderApp('/management/promotion/new');
    // Shown YYYY.MM.DD, like days elsewhere.
    await waitFor(() => expect((document.getElementById('start-date') as HTMLInputElement | null)?.value).toBe(simDay.add(1, 'day').format('YYYY.MM.DD')));
    expect((document.getElementById('end-date') as HTMLInputElement).value).toBe(simDay.add(8, 'day').format('YYYY.MM.DD'));
  });

  it('default dates follow a new today; dates the operator changed stay', () => {
    const from = dayjs('2026-11-23');
    const to = dayjs('2026-12-03');
    const untouched = { ...emptyPromotionForm(1, from), promotionName: 'Kimbap week' };
    expect(moveDefaultDates(untouched, from, to)).toEqual({ ...untouched, start: { date: '2026-12-04', hour: 0, minute: 0 }, end: { date: '2026-12-11', hour: 0, minute: 0 } });
    const edited = { ...untouched, end: { date: '2026-11-30', hour: 18, minute: 30 } };
    expect(moveDefaultDates(edited, from, to)).toBe(edited);
  });
});
