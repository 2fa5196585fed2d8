// The demo tour's bar: on every screen while a tour runs, its keys (→ PageDown Space next, ← PageUp
// back, Home restart, Esc end) send the step to the simulator and open the screen it names, wherever
// focus is (a tab list too), but what typing needs in a field and anything in an open dialog; back
// and restart ask first when they sign anyone out; End gives the clock back.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { sessionsResponse } from '@contract/sim-control';
import { tourEndResponse, tourGoResponse } from '@contract/tours';
import { useBackendClock } from '../../web/src/core/backendClock';
import { FALLBACK_CONFIG, useRuntimeConfig } from '../../web/src/api/runtimeConfig';
import { installSession } from '../../web/src/core/session';
import { useTourState } from '../../web/src/state/tour';
import { setLanguage } from '../../web/src/i18n';
import { useCommonStore } from '../../web/src/state/common';
import { restoreBackend, sampleUser, type Reply } from './support/mockBackend';
import { renderApp } from './support/renderApp';
import { backend } from './support/scriptedBackend';
import { sampleDashboard } from './support/deviceSamples';
import { simAnswer } from './support/simAnswer';

const clock = { now: Date.UTC(2026, 10, 21, 0, 0, 0), nowText: '2026-11-21 09:00:00', speed: 0, paused: true };
const SHOWS = ['/dashboard', '/management/failNotice', '/management/device/7/temperature'];
const view = (step: number) => ({
  tourId: 'demo', step, stepCount: SHOWS.length, id: `s${step}`,
  title: { ko: `단계 ${step}`, en: `Step ${step}` }, say: { ko: `말 ${step}`, en: `Say ${step}` }, show: SHOWS[step - 1]!, expect: [],
});

/**
 * The simulator answers every go with the step asked (or `refuse` for a world replacement), GET
 * /sim/sessions with `others`, an end with the clock running again; other calls an empty list.
 */
function tourBackend({ others = 0, refuse = null as Reply | null, endRefused = false } = {}) {
  return backend((config: InternalAxiosRequestConfig): Reply => {
    if (config.url === '/sim/tours/demo/go') {
      const { step, restart } = JSON.parse(config.data as string) as { step: number; restart?: boolean };
      if (refuse && restart) return refuse;
      return simAnswer(tourGoResponse, { ...view(step), clock });
    }
    if (config.url === '/sim/sessions') return simAnswer(sessionsResponse, { others });
    if (config.url === '/sim/tours/demo/end') {
      return endRefused ? { data: { result: 1, message: 'The simulator is busy' } } : simAnswer(tourEndResponse, { clock: { ...clock, speed: 60, paused: false } });
    }
    if (config.url === '/sim/clock') return { data: { result: 0, message: 'ok', data: clock } };
    if (config.url === '/dashboard/info') return { data: { result: 0, message: 'ok', data: sampleDashboard() } };
    return { data: { result: 0, message: 'ok', data: { list: [], totalCount: 0 } } };
  });
}
const goes = (calls: InternalAxiosRequestConfig[]) => calls.filter((c) => c.url === '/sim/tours/demo/go').map((c) => JSON.parse(c.data as string));

beforeAll(async () => {
  installSession();
  await setLanguage('en');
});
beforeEach(() => {
  useCommonStore.getState().setSession({ token: 'Bearer t', user: { ...sampleUser, authType: 'ADMIN' } });
  useRuntimeConfig.setState({ config: { ...FALLBACK_CONFIG, backend: 'simulator' } });
});
afterEach(() => {
  cleanup();
  restoreBackend();
  vi.restoreAllMocks();
  useTourState.getState().end();
  useRuntimeConfig.setState({ config: FALLBACK_CONFIG });
});

describe('the tour bar', () => {
  it('shows nothing without a tour', async () => {
    tourBackend();
    renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('tour-bar')).toBeNull();
  });

  it('goes on, back, restarts and ends by key, opening each step’s screen, in the console’s language with the other beside it', async () => {
    const calls = tourBackend();
    useTourState.getState().show(view(1));
    const { router } = renderApp('/dashboard');
    const bar = await screen.findByTestId('tour-bar');
    expect(screen.getByTestId('tour-say').textContent).toBe('Say 1');
    expect(screen.getByTestId('tour-say-other').textContent).toBe('말 1');
    expect(screen.getByTestId('tour-say-other').getAttribute('lang')).toBe('ko');

    // A key pressed while a step is on its way is dropped: the presenter waits for the screen.
    const settled = (step: number) =>
      waitFor(
        () => {
          expect(bar.getAttribute('data-step')).toBe(String(step));
          expect(screen.queryByTestId('tour-busy')).toBeNull();
        },
        { timeout: 10_000 },
      );
    fireEvent.keyDown(window, { key: 'PageDown' });
    await settled(2);
    expect(router.state.location.pathname).toBe('/management/failNotice');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    await settled(3);
    expect(router.state.location.pathname).toBe('/management/device/7/temperature');
    fireEvent.keyDown(window, { key: ' ' }); // past the last step: nothing is sent
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    await settled(2);
    fireEvent.keyDown(window, { key: 'Home' });
    await settled(1);
    expect(goes(calls)).toEqual([{ step: 2 }, { step: 3 }, { step: 2 }, { step: 1, restart: true }]);
    expect(JSON.parse(sessionStorage.getItem('kiosk-console.tour')!).step).toBe(1); // a reload keeps the tour

    fireEvent.keyDown(window, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('tour-bar')).toBeNull());
    expect(sessionStorage.getItem('kiosk-console.tour')).toBeNull();
    expect(calls.filter((c) => c.url === '/sim/tours/demo/end' && c.method === 'post')).toHaveLength(1);
  });

  it('ends by giving the clock back its pace from before the tour, and says so when the simulator refuses', async () => {
    let calls = tourBackend();
    useTourState.getState().show(view(2));
    renderApp('/dashboard');
    fireEvent.click(within(await screen.findByTestId('tour-bar')).getByRole('button', { name: 'End' }));
    await waitFor(() => expect(screen.queryByTestId('tour-bar')).toBeNull());
    expect(calls.some((c) => c.url === '/sim/tours/demo/end' && c.method === 'post')).toBe(true);
    expect(useBackendClock.getState().clock).toMatchObject({ speed: 60, paused: false }); // every screen's "today" runs on
    cleanup();
    restoreBackend();

    calls = tourBackend({ endRefused: true });
    useTourState.getState().show(view(2));
    renderApp('/dashboard');
    fireEvent.keyDown(await screen.findByTestId('tour-bar'), { key: 'Escape' });
    expect((await screen.findByTestId('tour-error')).textContent).toBe('The tour did not end: The simulator is busy');
    expect(screen.getByTestId('tour-bar')).toBeTruthy(); // still under way: the presenter can try again
  });

  it('takes its keys in a tab list, before the tab list does; leaves a field what typing needs and an open dialog every key', async () => {
    const calls = tourBackend();
    useTourState.getState().show(view(1));
    renderApp('/dashboard');
    const bar = await screen.findByTestId('tour-bar');
    const settled = (step: number) => waitFor(() => expect([bar.getAttribute('data-step'), screen.queryByTestId('tour-busy')]).toEqual([String(step), null]), { timeout: 10_000 });
    // A tab list handles arrows, Home, PageDown and Space itself (PrimeReact's TabView prevents their default).
    const tabs = document.createElement('div');
    tabs.setAttribute('role', 'tablist');
    tabs.innerHTML = '<button role="tab" type="button">Units</button><button role="tab" type="button">Revenue</button>';
    const tabSaw: string[] = [];
    tabs.addEventListener('keydown', (event) => {
      tabSaw.push(event.key);
      event.preventDefault();
    });
    document.body.append(tabs);
    const tab = tabs.querySelector('button')!;
    tab.focus();
    fireEvent.keyDown(tab, { key: 'PageDown' });
    await settled(2);
    fireEvent.keyDown(tab, { key: 'ArrowRight' });
    await settled(3);
    fireEvent.keyDown(tab, { key: 'PageUp' });
    await settled(2);
    fireEvent.keyDown(tab, { key: ' ' });
    expect(fireEvent.keyUp(tab, { key: ' ' })).toBe(false); // its key-up kept too: a focused button is not pressed as well
    await settled(3);
    fireEvent.keyDown(tab, { key: 'Home' });
    await settled(1);
    expect(goes(calls)).toEqual([{ step: 2 }, { step: 3 }, { step: 2 }, { step: 3 }, { step: 1, restart: true }]);
    expect(tabSaw).toEqual([]);
    fireEvent.keyDown(tab, { key: 'End' }); // not a tour key: the tab list's
    expect(tabSaw).toEqual(['End']);
    tabs.remove();

    // A field keeps → Space Home Esc for typing; a clicker's PageDown is still the tour's.
    const field = document.createElement('input');
    document.body.append(field);
    for (const key of ['ArrowRight', ' ', 'Home', 'Escape']) fireEvent.keyDown(field, { key });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(goes(calls)).toHaveLength(5);
    fireEvent.keyDown(field, { key: 'PageDown' });
    await settled(2);
    field.remove();

    // An open dialog keeps every key (Esc closes it, not the tour).
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    document.body.append(dialog);
    for (const key of ['PageDown', 'ArrowRight', 'Escape']) fireEvent.keyDown(dialog, { key });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(goes(calls)).toHaveLength(6);
    expect(screen.getByTestId('tour-bar')).toBeTruthy();
    dialog.remove();
  });

  it('goes back and restarts at once when nobody else is signed in, and asks first when others would be signed out', async () => {
    const calls = tourBackend({ others: 2 });
    useTourState.getState().show(view(2));
    renderApp('/dashboard');
    await screen.findByTestId('tour-bar');
    fireEvent.keyDown(window, { key: 'Home' });
    const ask = await screen.findByRole('dialog', { name: 'Restart' });
    expect(ask.textContent).toContain('Restart the tour on a fresh copy of the world? Every other signed-in console is signed out (2 now); you stay signed in.');
    expect(goes(calls)).toEqual([]);
    fireEvent.keyDown(ask, { key: 'PageDown' }); // the dialog's, not the tour's
    fireEvent.click(within(ask).getByRole('button', { name: 'Restart' }));
    await waitFor(() => expect(goes(calls)).toEqual([{ step: 1, restart: true }]));
    cleanup();
    restoreBackend();

    const alone = tourBackend({ others: 0 });
    useTourState.getState().show(view(3));
    renderApp('/dashboard');
    await screen.findByTestId('tour-bar');
    fireEvent.keyDown(window, { key: 'PageUp' });
    await waitFor(() => expect(goes(alone)).toEqual([{ step: 2 }]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the simulator's refusal of a restart it asked about", async () => {
    tourBackend({ others: 1, refuse: { data: { result: 1, message: 'A class is running: no tour now' } } });
    useTourState.getState().show(view(2));
    renderApp('/dashboard');
    fireEvent.click(within(await screen.findByTestId('tour-bar')).getByRole('button', { name: 'Restart' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Restart' })).getByRole('button', { name: 'Restart' }));
    expect((await screen.findByTestId('tour-error')).textContent).toBe('The tour step did not run: A class is running: no tour now');
  });

  it('ends with the session', async () => {
    tourBackend();
    useTourState.getState().show(view(2));
    renderApp('/dashboard');
    await screen.findByTestId('tour-bar');
    vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { logout } = await import('../../web/src/core/session');
    logout(false);
    expect(useTourState.getState().step).toBeNull();
  });
});
