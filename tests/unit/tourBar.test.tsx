// The demo tour's bar: on every screen while a tour runs, its keys (→ PageDown Space next, ← PageUp
// back, Home restart, Esc end) send the step to the simulator and open the screen it names; keys
// typed into a field are the field's.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { FALLBACK_CONFIG, useRuntimeConfig } from '../../web/src/app/runtimeConfig';
import { installSession } from '../../web/src/app/session';
import { useTourState } from '../../web/src/features/simulator/tour/tourState';
import { setLanguage } from '../../web/src/i18n';
import { useCommonStore } from '../../web/src/state/common';
import { restoreBackend, sampleUser, type Reply } from './support/mockBackend';
import { renderApp } from './support/renderApp';
import { backend } from './support/scriptedBackend';
import { sampleDashboard } from './support/deviceSamples';

const clock = { now: Date.UTC(2026, 10, 21, 0, 0, 0), nowText: '2026-11-21 09:00:00', speed: 0, paused: true };
const SHOWS = ['/dashboard', '/management/failNotice', '/management/device/7/temperature'];
const view = (step: number) => ({
  tourId: 'demo', step, stepCount: SHOWS.length, id: `s${step}`,
  title: { ko: `단계 ${step}`, en: `Step ${step}` }, say: { ko: `말 ${step}`, en: `Say ${step}` }, show: SHOWS[step - 1]!, expect: [],
});

/** The simulator answers every go with the step asked, the clock and the dashboard; other calls answer an empty list. */
function tourBackend() {
  return backend((config: InternalAxiosRequestConfig): Reply => {
    if (config.url === '/sim/tours/demo/go') {
      const { step } = JSON.parse(config.data as string) as { step: number };
      return { data: { result: 0, message: 'ok', data: { ...view(step), clock } } };
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
  });

  it('leaves keys typed into a field, and Space on a focused button, to them', async () => {
    const calls = tourBackend();
    useTourState.getState().show(view(1));
    renderApp('/dashboard');
    await screen.findByTestId('tour-bar');
    const field = document.createElement('input');
    document.body.append(field);
    fireEvent.keyDown(field, { key: 'ArrowRight' });
    fireEvent.keyDown(field, { key: ' ' });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Restart' }), { key: ' ' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(goes(calls)).toEqual([]);
    field.remove();
  });

  it('ends with the session', async () => {
    tourBackend();
    useTourState.getState().show(view(2));
    renderApp('/dashboard');
    await screen.findByTestId('tour-bar');
    vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { logout } = await import('../../web/src/app/session');
    logout(false);
    expect(useTourState.getState().step).toBeNull();
  });
});
