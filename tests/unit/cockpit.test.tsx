// The simulator cockpit: absent in Live mode (no menu entry, route refused, no /sim request), and in
// simulator mode every control calling its /sim path, with the result in a toast.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AuthType } from '@contract';
import type { InternalAxiosRequestConfig } from 'axios';
import {
  clockResponse,
  doorSessionResponse,
  eventsResponse,
  expireSessionsResponse,
  faultClearResponse,
  faultRaiseResponse,
  fleetResponse,
  offlineResponse,
  resetResponse,
  scenarioResponse,
  selfCheckResponse,
  sessionsResponse,
  type ScenarioName,
} from '@contract/sim-control';
import { faultsClearedResponse, injectedFaultsResponse } from '@contract/sim-faults';
import { toursResponse } from '@contract/tours';
import { simControl, type Fleet } from '../../web/src/api/simControl';
import { FALLBACK_CONFIG, useRuntimeConfig } from '../../web/src/api/runtimeConfig';
import { installSession } from '../../web/src/core/session';
import { mergeEvents, nextFeed } from '../../web/src/features/simulator/eventFeed';
import { EMPTY_FAULT_FORM, faultBody } from '../../web/src/features/simulator/FaultInjectionPanel';
import { formatKst, simulatedNow } from '../../web/src/features/simulator/simClock';
import { setLanguage } from '../../web/src/i18n';
import { useCommonStore } from '../../web/src/state/common';
import { useUiStore } from '../../web/src/state/ui';
import { restoreBackend, sampleUser, type Reply } from './support/mockBackend';
import { expectConsoleError } from './support/problems';
import { renderApp } from './support/renderApp';
import { backend, type Body, FIRST_PAGE } from './support/scriptedBackend';
import { choose } from './support/choose';
import { sampleEmployeeUid } from './support/commerceSamples';
import { sampleDevice } from './support/deviceSamples';
import { sampleMapping } from './support/productSamples';
import { simAnswer } from './support/simAnswer';

const NOW = Date.UTC(2026, 10, 21, 0, 0, 0); // 2026-11-21 09:00 KST
const clock = { now: NOW, nowText: '2026-11-21 09:00:00', speed: 1, paused: false };
const kiosks: Fleet['kiosks'] = [
  { deviceIdx: 7, deviceName: 'Fridge 7', provider: 'TC', online: true, status: 'ONLINE', temperature: 3.4, doorOpen: false, door: null, openFaults: ['PAYMENT_BILL_JAM'] },
  { deviceIdx: 8, deviceName: 'Kiosk 8', provider: 'ZELOTEK', online: false, status: 'OFFLINE', temperature: null, doorOpen: true, door: { openType: 'CARD', openAt: '2026-11-21 08:59:30', closeAt: '2026-11-21 09:00:40' }, openFaults: [] },
];
const ok = (data: unknown = {}, message = 'Normally processed'): Reply => ({ data: { result: 0, message, data } });
const feedEvent = (seq: number, en: string, type = 'DOOR') => ({
  seq,
  at: NOW + seq * 1000,
  atText: `2026-11-21 09:00:${String(seq % 60).padStart(2, '0')}`,
  type,
  deviceIdx: 7,
  deviceName: 'Fridge 7',
  text: { ko: `한 ${seq}`, en },
});

const tours = [{ id: 'overview', title: { ko: '10분 둘러보기', en: 'A 10-minute overview' }, summary: { ko: '하루', en: 'A day' }, minutes: 10, stepCount: 12 }];

/**
 * The simulator's control API, scripted: fleet, events (a world reset starts the feed over at seq 4),
 * the tours, `others` other sessions, and every action answering ok (or `refuse`).
 */
function simBackend(refuse: Record<string, Reply> = {}, api: Record<string, Reply> = {}, others = 0) {
  let reset = false;
  return backend((config: InternalAxiosRequestConfig) => {
    const url = config.url ?? '';
    if (api[url]) return api[url];
    if (!url.startsWith('/sim/')) return { data: { result: 9, message: 'not simulated' } };
    if (refuse[url]) return refuse[url];
    if (url === '/sim/fleet') return simAnswer(fleetResponse, { clock, kiosks });
    if (url === '/sim/events') {
      const since = Number((config.params as { since?: number }).since);
      const world = reset ? { list: [feedEvent(5, 'world reset', 'RESET'), feedEvent(6, 'New door')], lastSeq: 6, from: 4 } : { list: [feedEvent(1, 'First door'), feedEvent(2, 'Second door')], lastSeq: 2, from: 0 };
      return simAnswer(eventsResponse, { ...world, list: world.list.filter((e) => e.seq > since) });
    }
    if (url === '/sim/tours') return simAnswer(toursResponse, { list: tours });
    if (url === '/sim/sessions') return simAnswer(sessionsResponse, { others });
    if (url === '/sim/reset') reset = true;
    if (url.startsWith('/sim/scenarios/')) {
      return simAnswer(scenarioResponse, { name: url.slice(15) as ScenarioName, description: { ko: '점심 러시', en: `Scenario ${url.slice(15)} started` }, deviceIdxs: [7] });
    }
    const action = ACTIONS.find(([pattern]) => pattern.test(url));
    if (!action) throw new Error(`no scripted answer for ${url}`);
    return simAnswer(action[1], action[2] as never, `done ${url}`);
  });
}

/** Every other action's answer, as the simulator gives it (a stub outside its schema fails here). */
const ACTIONS: [RegExp, Parameters<typeof simAnswer>[0], unknown][] = [
  [/\/(door|restock)$/, doorSessionResponse, { sessionId: 'door-1', closeAt: NOW + 30_000, closeAtText: '2026-11-21 09:00:30' }],
  [/\/devices\/\d+\/faults$/, faultRaiseResponse, { noticeIdx: 1 }],
  [/\/devices\/\d+\/faults\/clear$/, faultClearResponse, { resolved: 1 }],
  [/\/self-check$/, selfCheckResponse, { passed: true, results: [] }],
  [/\/offline$/, offlineResponse, { offline: true }],
  [/^\/sim\/clock$/, clockResponse, clock],
  [/^\/sim\/reset$/, resetResponse, { seed: 1, preset: 'demo' }],
  [/^\/sim\/sessions\/expire$/, expireSessionsResponse, { expired: 2 }],
  [/^\/sim\/faults\/clear$/, faultsClearedResponse, { cleared: 0, list: [] }],
  [/^\/sim\/faults$/, injectedFaultsResponse, { list: [] }],
];

const simCalls = (calls: InternalAxiosRequestConfig[]) => calls.filter((c) => (c.url ?? '').startsWith('/sim'));
const posted = (calls: InternalAxiosRequestConfig[], url: string): Body | undefined => {
  const call = calls.findLast((c) => c.url === url && c.method === 'post');
  return call ? (JSON.parse((call.data as string | undefined) ?? '{}') as Body) : undefined;
};
const signIn = (authType: AuthType = 'ADMIN') => useCommonStore.getState().setSession({ token: 'Bearer t', user: { ...sampleUser, authType } });
const simulatorMode = () => useRuntimeConfig.setState({ config: { ...FALLBACK_CONFIG, backend: 'simulator' } });

beforeAll(async () => {
  await import('../../web/src/features/simulator/CockpitPage');
  installSession();
  await setLanguage('en');
});
beforeEach(() => {
  signIn();
});
afterEach(() => {
  cleanup();
  restoreBackend();
  vi.restoreAllMocks();
  useRuntimeConfig.setState({ config: FALLBACK_CONFIG });
  useUiStore.getState().closeMessage();
});

describe('in Live mode', () => {
  it('has no cockpit menu entry and refuses the route without asking /sim anything', async () => {
    const calls = simBackend();
    const { router } = renderApp('/simulator');
    const refusal = await screen.findByTestId('not-permitted');
    expect(refusal.textContent).toContain('available only when the console is connected to the simulator');
    expect(refusal.getAttribute('data-reason')).toBe('simulatorOnly');
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).queryByRole('link', { name: 'Simulator cockpit' })).toBeNull();
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/simulator');
    expect(simCalls(calls)).toHaveLength(0);
  });

  it('the control client sends nothing at all', async () => {
    const calls = simBackend();
    const outcome = await simControl.reset();
    expect(outcome.ok).toBe(false);
    expect(calls).toHaveLength(0);
  });
});

describe('in simulator mode', () => {
  beforeEach(simulatorMode);

  it('gives the menu entry to the levels that may steer the simulator (ADMIN, PARTNER), not to a store owner', async () => {
    simBackend();
    for (const [level, shown] of [['ADMIN', true], ['PARTNER', true], ['MANAGER', false]] as const) {
      signIn(level);
      renderApp('/dashboard');
      const menu = await screen.findByRole('navigation', { name: 'Main menu' });
      const entry = within(menu).queryByRole('link', { name: 'Simulator cockpit' });
      expect({ level, shown: entry?.getAttribute('href') === '/simulator' }).toEqual({ level, shown });
      cleanup();
    }
  });

  it('shows a PARTNER only what it may do: no clock pace, no reset, no faults for everyone; scenarios on its own kiosks', async () => {
    const calls = simBackend();
    signIn('PARTNER');
    renderApp('/simulator');
    expect(await screen.findByTestId('sim-clock-admin-only')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Speed' })).toBeNull();
    const scenarios = screen.getByTestId('sim-scenarios');
    expect(within(scenarios).getByRole('button', { name: /^Lunch rush/ })).toBeTruthy(); // the server keeps it to the PARTNER's kiosks
    expect(within(scenarios).queryByRole('button', { name: /^Reset world/ })).toBeNull();
    expect(within(scenarios).getByRole('button', { name: /^Fridge failure/ })).toBeTruthy();
    const panel = screen.getByTestId('sim-faults');
    expect(within(panel).queryByRole('button', { name: 'End every session now' })).toBeNull();
    const mine = within(panel).getByLabelText('Only my session (other trainees are spared)') as HTMLInputElement;
    expect([mine.checked, mine.disabled]).toEqual([true, true]);
    fireEvent.click(within(panel).getByRole('button', { name: 'Inject fault' }));
    await waitFor(() => expect(posted(calls, '/sim/faults')).toMatchObject({ sessionOnly: true }));
  });

  it('reads the fleet and the events from /sim, outside /api/v1, and shows the feed newest first', async () => {
    const calls = simBackend();
    renderApp('/simulator');
    const picker = await screen.findByTestId('kiosk-picker');
    expect(await within(picker).findByText('Fridge 7')).toBeTruthy();
    expect(within(picker).getByText('Bill jam')).toBeTruthy();
    const fleet = calls.find((c) => c.url === '/sim/fleet')!;
    expect([fleet.method, fleet.baseURL]).toEqual(['get', '']);
    expect(calls.find((c) => c.url === '/sim/events')!.params).toEqual({ since: 0 });
    const feed = await screen.findByTestId('sim-feed');
    await waitFor(() => expect(within(feed).getAllByRole('listitem').map((li) => li.getAttribute('data-seq'))).toEqual(['2', '1']));
    const newest = within(feed).getAllByRole('listitem')[0]!;
    expect(newest.textContent).toBe('11.21 09:00:02Fridge 7Second door');
    expect(screen.getByTestId('sim-time').textContent).toMatch(/^2026\.11\.21 09:00:\d\d$/);
  });

  it('shows the door session under way on the picked kiosk until the fleet says the door is shut', async () => {
    simBackend();
    renderApp('/simulator');
    const picker = await screen.findByTestId('kiosk-picker');
    fireEvent.click(await within(picker).findByText('Fridge 7'));
    await screen.findByTestId('kiosk-actions');
    expect(screen.queryByTestId('door-under-way')).toBeNull();
    fireEvent.click(within(picker).getByText('Kiosk 8'));
    expect((await screen.findByTestId('door-under-way')).textContent).toBe(
      'Door open — under way: Card, opened at 2026.11.21 08:59:30. The payment is written when it closes (closes at 2026.11.21 09:00:40).',
    );
  });

  it('offers only the payment modes the picked kiosk takes: a kiosk of another provider than TC, credit card only', async () => {
    simBackend();
    renderApp('/simulator');
    const picker = await screen.findByTestId('kiosk-picker');
    const modes = async () => {
      fireEvent.click((await screen.findByTestId('kiosk-actions')).querySelector('#sim-door-mode')!.closest('.p-dropdown')!);
      const options = (await screen.findAllByRole('option', { hidden: true })).filter((el) => el.matches('li.p-dropdown-item')).map((el) => el.textContent);
      fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
      return options;
    };
    fireEvent.click(await within(picker).findByText('Fridge 7'));
    expect(await modes()).toEqual(['App', 'Card', 'Points']);
    cleanup();
    simBackend();
    renderApp('/simulator');
    fireEvent.click(await within(await screen.findByTestId('kiosk-picker')).findByText('Kiosk 8'));
    expect(await modes()).toEqual(['Card']);
  });

  it('each kiosk action posts to its /sim path and says how it went', async () => {
    const calls = simBackend();
    renderApp('/simulator');
    fireEvent.click(await within(await screen.findByTestId('kiosk-picker')).findByText('Fridge 7'));
    const actions = await screen.findByTestId('kiosk-actions');
    const click = async (name: string) => {
      fireEvent.click(within(actions).getByRole('button', { name }));
      await screen.findByText(`${name} · Fridge 7`);
    };
    await click('Open door (customer)');
    expect(posted(calls, '/sim/devices/7/door')).toEqual({});
    expect(screen.getByText('done /sim/devices/7/door')).toBeTruthy();
    await click('Raise fault');
    expect(posted(calls, '/sim/devices/7/faults')).toEqual({ code: 'REFRIGERATION_COMPRESSOR' });
    await click('Clear fault');
    expect(posted(calls, '/sim/devices/7/faults/clear')).toEqual({ code: 'PAYMENT_BILL_JAM' });
    await click('Run self-check');
    expect(calls.some((c) => c.url === '/sim/devices/7/self-check' && c.method === 'post')).toBe(true);
    await click('Take offline');
    expect(posted(calls, '/sim/devices/7/offline')).toEqual({ offline: true });
  });

  it("sells the products picked from the kiosk's display, one of each", async () => {
    const product = (productMappingIdx: number, productName: string, stock: number) => sampleMapping(productMappingIdx, { productName, trayName: 'Shelf 1', stock });
    const inventory = { data: { result: '0', message: '', data: { list: [product(31, 'Kimbap', 4), product(32, 'Sold-out salad', 0), product(33, 'Milk', 2)], totalCount: 3 } } };
    const calls = simBackend({}, { '/product/inventory/list': inventory });
    renderApp('/simulator');
    fireEvent.click(await within(await screen.findByTestId('kiosk-picker')).findByText('Fridge 7'));
    await waitFor(() => expect(calls.some((c) => c.url === '/product/inventory/list')).toBe(true));
    expect(JSON.parse(calls.find((c) => c.url === '/product/inventory/list')!.data as string)).toEqual({ deviceIdx: 7, placement: 'TRAY', ...FIRST_PAGE });
    fireEvent.click(screen.getByText('The customer’s own choice'));
    expect(await screen.findByText('Milk · Shelf 1 (2)')).toBeTruthy();
    expect(screen.queryByText(/Sold-out salad/)).toBeNull(); // nothing left to take
    fireEvent.click(screen.getByText('Kimbap · Shelf 1 (4)'));
    fireEvent.click(within(screen.getByTestId('kiosk-actions')).getByRole('button', { name: 'Open door (customer)' }));
    await screen.findByText('Open door (customer) · Fridge 7');
    expect(posted(calls, '/sim/devices/7/door')).toEqual({ items: [{ productMappingIdx: 31, count: 1 }] });
  });

  it("a card session: picks an employee card of the kiosk's division and sends it with the door call", async () => {
    const product = sampleMapping(31, { productName: 'Kimbap', trayName: 'Shelf 1', stock: 4 });
    const card = (employeeUidIdx: number, employeeName: string, uid: string, point: number, enabled = true) =>
      sampleEmployeeUid(employeeUidIdx, { companyIdx: 1, divisionIdx: 5, divisionName: 'Gangnam', uid, employeeName, employeeNo: '', point, enabled });
    const calls = simBackend({}, {
      '/product/inventory/list': { data: { result: '0', message: '', data: { list: [product], totalCount: 1 } } },
      '/device/info/7': ok({ ...sampleDevice(7, { divisionIdx: 5 }), trayList: [] }),
      '/employee-uid/list': ok({ list: [card(3, 'Kim Minji', '04A1B2C3', 12000), card(4, 'Lee Off', '0BADCAFE', 9000, false), card(6, 'Park Jun', 'A1B2C3D4E5', 500)], totalCount: 3 }),
    });
    renderApp('/simulator');
    fireEvent.click(await within(await screen.findByTestId('kiosk-picker')).findByText('Fridge 7'));
    const actions = await screen.findByTestId('kiosk-actions');
    // No card choice (and no call for cards) until the payment mode is points.
    expect(within(actions).queryByLabelText('Employee card (pays with points)')).toBeNull();
    expect(calls.some((c) => c.url === '/employee-uid/list' || c.url === '/device/info/7')).toBe(false);
    await choose('Payment mode', 'Points', actions);
    await waitFor(() => expect(within(actions).getByLabelText('Employee card (pays with points)').closest('.p-dropdown')!.textContent).toContain('A card the kiosk picks'));
    // The division comes from the device, the cards from the employee UID list filtered by it.
    expect(calls.some((c) => c.url === '/device/info/7' && c.method === 'get')).toBe(true);
    expect(posted(calls, '/employee-uid/list')).toEqual({ divisionIdx: 5, ...FIRST_PAGE });

    // Without a card the fleet still picks one: the door call names none.
    fireEvent.click(within(actions).getByRole('button', { name: 'Open door (customer)' }));
    await screen.findByText('Open door (customer) · Fridge 7');
    expect(posted(calls, '/sim/devices/7/door')).toEqual({ mode: 'POINT' });

    fireEvent.click(screen.getByText('The customer’s own choice'));
    fireEvent.click(await screen.findByText('Kimbap · Shelf 1 (4)'));
    // The enabled cards of the division with name, UID and points; a disabled card opens nothing.
    fireEvent.click(within(actions).getByLabelText('Employee card (pays with points)').closest('.p-dropdown')!);
    const cardOptions = (await screen.findAllByRole('option', { hidden: true })).filter((el) => el.matches('li.p-dropdown-item'));
    expect(cardOptions.map((el) => el.textContent)).toEqual(['Kim Minji · 04A1B2C3 (12,000 P)', 'Park Jun · A1B2C3D4E5 (500 P)']);
    fireEvent.click(cardOptions[0]!);
    fireEvent.click(within(actions).getByRole('button', { name: 'Open door (customer)' }));
    await waitFor(() =>
      expect(posted(calls, '/sim/devices/7/door')).toEqual({ mode: 'POINT', items: [{ productMappingIdx: 31, count: 1 }], employeeUidIdx: 3 }),
    );

    // Another mode never sends the card.
    await choose('Payment mode', 'App', actions);
    fireEvent.click(within(actions).getByRole('button', { name: 'Open door (customer)' }));
    await waitFor(() => expect(posted(calls, '/sim/devices/7/door')).toEqual({ mode: 'APP', items: [{ productMappingIdx: 31, count: 1 }] }));
  });

  it('injects a fault for this session, lists it with its hits (and whose session another fault is on) and clears it', async () => {
    let active: unknown[] = [];
    const fault = { faultId: 4, kind: 'latency', path: '/company/list', method: null, rate: 1, remaining: null, hits: 3, sessionOnly: true, mine: true, userId: null, aimedAtYou: false, setBy: 'admin', delayMs: 1500, delayMaxMs: null, result: null, message: null, status: null, createdAt: NOW };
    const calls = backend((config: InternalAxiosRequestConfig) => {
      const url = config.url ?? '';
      // ADMIN also sees a trainee's own session fault, named by who set it.
      if (url === '/sim/faults' && config.method === 'post') active = [fault, { ...fault, faultId: 5, mine: false, setBy: 'trainee03' }];
      if (url === '/sim/faults/clear') {
        active = [];
        return simAnswer(faultsClearedResponse, { cleared: 1, list: [] });
      }
      if (url === '/sim/faults') return simAnswer(injectedFaultsResponse, { list: active as never });
      if (url === '/sim/fleet') return simAnswer(fleetResponse, { clock, kiosks });
      if (url === '/sim/events') return simAnswer(eventsResponse, { list: [], lastSeq: 0, from: 0 });
      return { data: { result: 9, message: 'not simulated' } };
    });
    renderApp('/simulator');
    const panel = await screen.findByTestId('sim-faults');
    expect(await within(panel).findByTestId('sim-faults-none')).toBeTruthy();
    await choose('Fault', 'Slow answers', panel);
    fireEvent.change(within(panel).getByLabelText('API path (* = any)'), { target: { value: '/company/list' } });
    fireEvent.change(within(panel).getByLabelText('Delay (ms)'), { target: { value: '1500' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Inject fault' }));
    expect(await within(panel).findAllByText('Any method · /company/list · 1500 ms · hits: 3')).toHaveLength(2);
    expect(posted(calls, '/sim/faults')).toEqual({ kind: 'latency', path: '/company/list', rate: 1, sessionOnly: true, delayMs: 1500 });
    expect(within(panel).getByText('My session')).toBeTruthy();
    expect(within(panel).getByText('Session of trainee03')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Clear #4' }));
    expect(await within(panel).findByTestId('sim-faults-none')).toBeTruthy();
    expect(posted(calls, '/sim/faults/clear')).toEqual({ faultId: 4 });
  });

  it('ends every session only after asking', async () => {
    const calls = simBackend();
    renderApp('/simulator');
    const panel = await screen.findByTestId('sim-faults');
    fireEvent.click(within(panel).getByRole('button', { name: 'End every session now' }));
    const ask = await screen.findByRole('dialog', { name: 'End every session now' });
    expect(ask.textContent).toContain('will say the session expired');
    expect(calls.some((c) => c.url === '/sim/sessions/expire')).toBe(false);
    fireEvent.click(within(ask).getByRole('button', { name: 'End every session now' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/sim/sessions/expire' && c.method === 'post')).toBe(true));
  });

  it('sends only the fields a fault kind takes', () => {
    expect(faultBody({ ...EMPTY_FAULT_FORM, kind: 'http', status: 503, message: 'ignored', delayMs: '5', method: 'POST', ratePercent: '25', count: '3', sessionOnly: false })).toEqual({
      kind: 'http', path: '*', method: 'POST', rate: 0.25, count: 3, sessionOnly: false, status: 503,
    });
    expect(faultBody({ ...EMPTY_FAULT_FORM, kind: 'error', message: '  Rebuilding  ', path: ' ' })).toEqual({ kind: 'error', path: '*', rate: 1, sessionOnly: true, message: 'Rebuilding' });
  });

  it("a refused action shows the simulator's message", async () => {
    simBackend({ '/sim/devices/7/faults': { status: 400, data: { result: 2, message: 'code: not a fault this kiosk can have' } } });
    expectConsoleError(/^\[api\] sim\.control\.faultRaise: /); // a failed request is logged (spec §8), as the API's are
    renderApp('/simulator');
    fireEvent.click(await within(await screen.findByTestId('kiosk-picker')).findByText('Fridge 7'));
    fireEvent.click(within(await screen.findByTestId('kiosk-actions')).getByRole('button', { name: 'Raise fault' }));
    expect(await screen.findByText('Raise fault · Fridge 7: Failed')).toBeTruthy();
    expect(screen.getByText('code: not a fault this kiosk can have')).toBeTruthy();
  });

  it('the clock: speed, pause and steps', async () => {
    const calls = simBackend();
    renderApp('/simulator');
    const panel = await screen.findByTestId('sim-clock');
    await within(panel).findByTestId('sim-speed');
    fireEvent.click(within(panel).getByRole('button', { name: '×10' }));
    await waitFor(() => expect(posted(calls, '/sim/clock')).toEqual({ speed: 10, paused: false }));
    fireEvent.click(within(panel).getByRole('button', { name: '+1 h' }));
    await waitFor(() => expect(posted(calls, '/sim/clock')).toEqual({ stepMs: 3_600_000 }));
    fireEvent.click(within(panel).getByRole('button', { name: '+1 day' }));
    await waitFor(() => expect(posted(calls, '/sim/clock')).toEqual({ stepMs: 86_400_000 }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(posted(calls, '/sim/clock')).toEqual({ paused: true }));
  });

  it('scenarios run on the fleet, or on the picked kiosk; the reset asks first', async () => {
    const calls = simBackend();
    renderApp('/simulator');
    const scenarios = await screen.findByTestId('sim-scenarios');
    fireEvent.click(within(scenarios).getByRole('button', { name: /^Lunch rush/ }));
    await waitFor(() => expect(posted(calls, '/sim/scenarios/lunch-rush')).toEqual({}));
    expect(await screen.findByText('Scenario lunch-rush started')).toBeTruthy();
    fireEvent.click(await within(await screen.findByTestId('kiosk-picker')).findByText('Fridge 7'));
    fireEvent.click(within(scenarios).getByLabelText('Only on the picked kiosk'));
    fireEvent.click(within(scenarios).getByRole('button', { name: /^Fridge failure/ }));
    await waitFor(() => expect(posted(calls, '/sim/scenarios/fridge-failure')).toEqual({ deviceIdxs: [7] }));
    fireEvent.click(within(scenarios).getByRole('button', { name: /^Lunch rush/ }));
    await waitFor(() => expect(posted(calls, '/sim/scenarios/lunch-rush')).toEqual({ deviceIdxs: [7] }));

    fireEvent.click(within(scenarios).getByRole('button', { name: /^Reset world/ }));
    const confirm = await screen.findByRole('dialog', { name: /^Reset world/ });
    expect(calls.some((c) => c.url === '/sim/reset')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: /^Reset world/ }));
    await waitFor(() => expect(calls.some((c) => c.url === '/sim/reset' && c.method === 'post')).toBe(true));
  });

  it('asks before a world reset, saying who is signed out, and starts the feed over with the new world', async () => {
    const calls = simBackend({}, {}, 3);
    renderApp('/simulator');
    const feed = await screen.findByTestId('sim-feed');
    await waitFor(() => expect(within(feed).getAllByRole('listitem').map((li) => li.getAttribute('data-seq'))).toEqual(['2', '1']));
    fireEvent.click(within(screen.getByTestId('sim-scenarios')).getByRole('button', { name: /^Reset world/ }));
    const confirm = await screen.findByRole('dialog', { name: /^Reset world/ });
    expect(confirm.textContent).toContain('Every other signed-in console is signed out (3 now); you stay signed in.');
    fireEvent.click(within(confirm).getByRole('button', { name: /^Reset world/ }));
    await waitFor(() => expect(within(feed).getAllByRole('listitem').map((li) => li.getAttribute('data-seq'))).toEqual(['6', '5']));
    expect(within(feed).queryByText('First door')).toBeNull();
    expect(calls.some((c) => c.url === '/sim/events' && (c.params as { since: number }).since === 2)).toBe(true);
  });

  it("shows the simulator's refusal of a world reset it asked about", async () => {
    simBackend({ '/sim/reset': { data: { result: 1, message: 'A class is running: no reset now' } } });
    renderApp('/simulator');
    fireEvent.click(within(await screen.findByTestId('sim-scenarios')).getByRole('button', { name: /^Reset world/ }));
    const confirm = await screen.findByRole('dialog', { name: /^Reset world/ });
    expect(confirm.textContent).toContain('No other console is signed in now; you stay signed in.');
    fireEvent.click(within(confirm).getByRole('button', { name: /^Reset world/ }));
    expect(await screen.findByText('A class is running: no reset now')).toBeTruthy();
  });

  it('shows the tours to ADMIN only, and asks before a tour starts on a fresh world', async () => {
    // The tour is not started here: the simulator refuses it (a class is running).
    const calls = simBackend({ '/sim/tours/overview/go': { data: { result: 1, message: 'A class is running' } } }, {}, 1);
    renderApp('/simulator');
    const panel = await screen.findByTestId('sim-tours');
    fireEvent.click(await within(panel).findByRole('button', { name: 'Start tour: A 10-minute overview' }));
    const confirm = await screen.findByRole('dialog', { name: 'Start tour' });
    expect(confirm.textContent).toContain('Start “A 10-minute overview”? It begins on a fresh copy of the world. Every other signed-in console is signed out (1 now); you stay signed in.');
    expect(calls.some((c) => c.url === '/sim/tours/overview/go')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Start tour' }));
    await waitFor(() => expect(posted(calls, '/sim/tours/overview/go')).toEqual({ step: 1, restart: true }));
    cleanup();

    // A PARTNER may not start one (the simulator would refuse): no tour panel at all.
    const partnerCalls = simBackend();
    signIn('PARTNER');
    renderApp('/simulator');
    await screen.findByTestId('sim-scenarios');
    expect(screen.queryByTestId('sim-tours')).toBeNull();
    expect(partnerCalls.some((c) => c.url === '/sim/tours')).toBe(false);
  });
});

describe('cockpit helpers', () => {
  it('runs the clock on at its speed between reads, and stands still when paused', () => {
    expect(simulatedNow({ ...clock, speed: 60 }, 1000, 3000)).toBe(NOW + 120_000);
    expect(simulatedNow({ ...clock, speed: 60, paused: true }, 1000, 3000)).toBe(NOW);
    expect(formatKst(NOW + 120_000)).toBe('2026.11.21 09:02:00');
  });

  it('keeps the feed newest first, each event once, at most 200 lines', () => {
    const many = Array.from({ length: 250 }, (_, i) => feedEvent(i + 1, `e${i + 1}`));
    const merged = mergeEvents([feedEvent(3, 'old')], many);
    expect(merged).toHaveLength(200);
    expect(merged[0]!.seq).toBe(250);
    expect(merged.at(-1)!.seq).toBe(51);
    expect(mergeEvents([feedEvent(1, 'a')], [feedEvent(1, 'a'), feedEvent(2, 'b')]).map((e) => e.seq)).toEqual([2, 1]);
  });

  it('keeps only the world the simulator runs now: a reset drops the lines up to `from`, a restarted simulator all of them', () => {
    const seen = [feedEvent(3, 'c'), feedEvent(2, 'b'), feedEvent(1, 'a')];
    expect(nextFeed(seen, 3, { list: [feedEvent(4, 'd')], lastSeq: 4, from: 0 }).map((e) => e.seq)).toEqual([4, 3, 2, 1]);
    expect(nextFeed(seen, 3, { list: [feedEvent(5, 'reset')], lastSeq: 5, from: 3 }).map((e) => e.seq)).toEqual([5]);
    expect(nextFeed(seen, 3, { list: [feedEvent(1, 'again')], lastSeq: 1, from: 0 }).map((e) => e.text.en)).toEqual(['again']);
  });
});
