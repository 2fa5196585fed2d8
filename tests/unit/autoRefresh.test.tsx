// The auto-refresh of the live screens: every 10 s, off when switched off (remembered), skipped
// while the tab is hidden or an edit is open; a refresh keeps the list's page, filters and rows.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import { responseCache } from '../../web/src/api';
import { installSession } from '../../web/src/core/session';
import { setLanguage } from '../../web/src/i18n';
import { useCommonStore } from '../../web/src/state/common';
import { useDeviceStore } from '../../web/src/features/device/store';
import { useUiStore } from '../../web/src/state/ui';
import { AutoRefreshToggle } from '../../web/src/ui/AutoRefreshToggle';
import {
  AUTO_REFRESH_MS,
  AUTO_REFRESH_STORAGE_KEY,
  reloadAutoRefreshSwitch,
  useAutoRefresh,
  useAutoRefreshSwitch,
} from '../../web/src/ui/useAutoRefresh';
import { restoreBackend, sampleUser } from './support/mockBackend';
import { sampleFault } from './support/deviceSamples';
import { renderApp } from './support/renderApp';
import { backend, listOf, on, sentBody, FIRST_PAGE } from './support/scriptedBackend';
import { expectConsoleError } from './support/problems';

let visibility: DocumentVisibilityState = 'visible';
function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeAll(async () => {
  // Load the screens once up front, so the first test does not wait for their modules.
  await import('../../web/src/features/device/failNotice/FailNoticeListPage');
  installSession();
  await setLanguage('en');
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
beforeEach(() => {
  visibility = 'visible';
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

describe('useAutoRefresh', () => {
  it('is on by default and refreshes every 10 s', async () => {
    vi.useFakeTimers();
    const refresh = vi.fn(async () => ({ ok: true }));
    renderHook(() => useAutoRefresh(refresh));
    expect(AUTO_REFRESH_MS).toBe(10_000);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('stops when switched off, remembers that in local storage, and starts again when switched on', async () => {
    vi.useFakeTimers();
    const refresh = vi.fn(async () => ({ ok: true }));
    renderHook(() => useAutoRefresh(refresh));
    render(<AutoRefreshToggle />);
    const toggle = screen.getByLabelText('Auto-refresh (10 s)') as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    fireEvent.click(toggle);
    expect(localStorage.getItem(AUTO_REFRESH_STORAGE_KEY)).toBe('off');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(refresh).not.toHaveBeenCalled();
    // A new page load reads the stored choice.
    useAutoRefreshSwitch.setState({ enabled: true });
    reloadAutoRefreshSwitch();
    expect(useAutoRefreshSwitch.getState().enabled).toBe(false);
    act(() => useAutoRefreshSwitch.getState().setEnabled(true));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('skips while the tab is hidden and catches up as soon as it is visible again', async () => {
    vi.useFakeTimers();
    const refresh = vi.fn(async () => ({ ok: true }));
    renderHook(() => useAutoRefresh(refresh));
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(refresh).not.toHaveBeenCalled();
    act(() => setVisibility('visible'));
    await vi.advanceTimersByTimeAsync(0);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('waits while paused (an edit is open)', async () => {
    vi.useFakeTimers();
    const refresh = vi.fn(async () => ({ ok: true }));
    const { rerender } = renderHook(({ paused }) => useAutoRefresh(refresh, { paused }), { initialProps: { paused: true } });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(refresh).not.toHaveBeenCalled();
    rerender({ paused: false });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('never runs two refreshes at once, and reports a failed one', async () => {
    vi.useFakeTimers();
    let finish: (value: { ok: boolean }) => void = () => undefined;
    const refresh = vi.fn(() => new Promise<{ ok: boolean }>((resolve) => (finish = resolve)));
    const { result } = renderHook(() => useAutoRefresh(refresh));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    await act(async () => finish({ ok: false }));
    expect(result.current.failed).toBe(true);
  });
});

describe('a live list refreshing', () => {
  beforeEach(() => {
    useCommonStore.getState().setSession({ token: 'Bearer t', user: sampleUser });
    useDeviceStore.getState().reset();
    responseCache.clear();
  });

  const faults = (round: number) =>
    listOf(...Array.from({ length: 25 }, (_, i) => sampleFault(100 - i, { description: `round ${round} notice ${100 - i}` })));

  it('keeps the page, the filters and the rows on screen; no loading overlay; a failure shows only an inline notice', async () => {
    expectConsoleError(/\[api\] device\.faultCheck: /); // spec §8: a failed request is logged
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let round = 1;
    const calls = backend(on('/device/fault-check', () => (round === 3 ? { fail: 'network' } : faults(round))));
    const { router, container } = renderApp('/management/failNotice?severity=CRITICAL&state=OPEN');
    await screen.findByText('round 1 notice 100');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('round 1 notice 80');

    round = 2;
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(container.querySelector('.p-datatable-loading-overlay')).toBeNull();
    expect(await screen.findByText('round 2 notice 80')).toBeTruthy();
    expect(screen.queryByText('round 2 notice 100')).toBeNull();
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('true');
    // The filters and the page the operator is on stay in the address through the refresh.
    expect(router.state.location.search).toBe('?severity=CRITICAL&state=OPEN&page=2');
    expect(calls.filter((c) => c.url === '/device/fault-check')).toHaveLength(2);
    expect(sentBody(calls, '/device/fault-check')).toEqual({ severity: 'CRITICAL', state: 'OPEN', ...FIRST_PAGE });

    round = 3;
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect((await screen.findByTestId('auto-refresh-failed')).textContent).toContain('Could not refresh; showing earlier data.');
    expect(screen.getByText('round 2 notice 80')).toBeTruthy();
    expect(screen.queryByTestId('message-dialog-text')).toBeNull();
    expect(screen.queryByText('Information lookup failed')).toBeNull();
    expect(within(screen.getByRole('table')).getAllByRole('row').length).toBeGreaterThan(1);
  });

  it('a new filter starts again at the first page', async () => {
    backend(on('/device/fault-check', () => faults(1)));
    const { router } = renderApp('/management/failNotice');
    await screen.findByText('round 1 notice 100');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('round 1 notice 80');
    await act(() => router.navigate('/management/failNotice?severity=WARNING'));
    await waitFor(() => expect(screen.getByText('round 1 notice 100')).toBeTruthy());
  });
});
