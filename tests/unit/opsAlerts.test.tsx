import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { installSession } from '../../web/src/core/session';
import { alertsStorageKey, useAlertSwitches } from '../../web/src/features/alerts/alertSettings';
import { look, NO_BASELINE } from '../../web/src/features/alerts/alertWatch';
import { COOL_DOWN_C, newAlarms, newSince } from '../../web/src/features/alerts/newSince';
import { setLanguage } from '../../web/src/i18n';
import { useCommonStore } from '../../web/src/state/common';
import { useUserStore } from '../../web/src/features/user/store';
import { sampleDevice, sampleFault } from './support/deviceSamples';
import { restoreBackend } from './support/mockBackend';
import { sampleOrgUser } from './support/orgSamples';
import { renderApp } from './support/renderApp';
import { backend, info, listOf, on, sentBody } from './support/scriptedBackend';

describe('new since the baseline', () => {
  it('the first look is the baseline and says nothing; later looks name only ids never seen, in order', () => {
    const first = newSince(null, [5, 4, 3]);
    expect(first.fresh).toEqual([]);
    expect([...first.seen]).toEqual([5, 4, 3]);
    const second = newSince(first.seen, [7, 6, 5, 4]);
    expect(second.fresh).toEqual([7, 6]);
    // Nothing new: nothing said, even when a seen id leaves the list and comes back.
    expect(newSince(second.seen, [6, 5]).fresh).toEqual([]);
    expect(newSince(newSince(second.seen, [6]).seen, [7, 6]).fresh).toEqual([]);
    // An id twice in one answer is said once.
    expect(newSince(second.seen, [9, 9]).fresh).toEqual([9]);
  });

  it('remembers at most the newest `limit` ids', () => {
    const { seen } = newSince(newSince(null, [1, 2, 3]).seen, [4, 5], 4);
    expect([...seen]).toEqual([2, 3, 4, 5]);
  });

  it('a device alerts when it goes above the limit, once, until it has cooled COOL_DOWN_C below it', () => {
    const limit = 5;
    const at = (temperature: number | null) => [{ deviceIdx: 1, temperature }, { deviceIdx: 2, temperature: 3 }];
    // Warm already at the baseline: no alert.
    const baseline = newAlarms(null, at(7), limit);
    expect(baseline.fresh).toEqual([]);
    expect([...baseline.warm]).toEqual([1]);
    expect(newAlarms(baseline.warm, at(7.5), limit).fresh).toEqual([]);
    // Wavering around the limit stays one alarm.
    const dipped = newAlarms(baseline.warm, at(limit - COOL_DOWN_C / 2), limit);
    expect([...dipped.warm]).toEqual([1]);
    expect(newAlarms(dipped.warm, at(5.4), limit).fresh).toEqual([]);
    // Cooled well below, then warm again: a new alarm.
    const cooled = newAlarms(dipped.warm, at(limit - COOL_DOWN_C - 0.5), limit);
    expect(cooled.warm.size).toBe(0);
    expect(newAlarms(cooled.warm, at(6), limit).fresh).toEqual([1]);
    // No reading is no alarm.
    expect(newAlarms(cooled.warm, at(null), limit).warm.size).toBe(0);
  });
});

describe('a look at the back end', () => {
  afterEach(() => restoreBackend());

  it('asks for open critical faults and the warmest devices; alerts new ones with the screen to open', async () => {
    const hot = sampleDevice(3, { deviceName: '강남 1호기', divisionName: '강남점', temperature: 9.2 });
    let faults = [sampleFault(10, { severity: 'CRITICAL' })];
    let devices = [{ ...hot, temperature: 4 }, sampleDevice(4, { temperature: 2 })];
    const calls = backend(
      on('/device/fault-check', () => listOf(...faults)),
      on('/device/list', () => listOf(...devices)),
    );
    const baseline = await look(NO_BASELINE);
    expect(baseline.alerts).toEqual([]);
    expect(sentBody(calls, '/device/fault-check')).toMatchObject({ severity: 'CRITICAL', state: 'OPEN', page: 1 });
    expect(sentBody(calls, '/device/list')).toMatchObject({ sortField: 'temperature', sortOrder: 'desc', page: 1 });

    faults = [sampleFault(11, { severity: 'CRITICAL', deviceIdx: 3, deviceName: '강남 1호기' }), ...faults];
    devices = [hot, sampleDevice(4, { temperature: 2 })];
    const next = await look(baseline.state);
    expect(next.alerts.map((a) => [a.kind, a.deviceName, a.path])).toEqual([
      ['fault', '강남 1호기', '/management/failNotice/11'],
      ['temperature', '강남 1호기', '/management/device/3/temperature'],
    ]);
    expect((await look(next.state)).alerts).toEqual([]);
  });

  it('a failed call keeps its part as it was: no alert, and no baseline lost', async () => {
    let failing = true;
    backend(
      on('/device/fault-check', () => (failing ? { fail: 'network' } : listOf(sampleFault(12, { severity: 'CRITICAL' })))),
      on('/device/list', listOf(sampleDevice(4, { temperature: 2 }))),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const first = await look(NO_BASELINE);
    expect(first.state.faults).toBeNull();
    failing = false;
    // The first answer that comes is still the baseline.
    expect((await look(first.state)).alerts).toEqual([]);
  });
});

describe('the alerts switch on My info', () => {
  const me = sampleOrgUser(4, { userId: 'park', userName: 'Park', authType: 'PARTNER', userType: 'CORP', divisionIdxList: [] });
  const requestPermission = vi.fn(async () => 'granted' as NotificationPermission);
  const shown: { title: string; body?: string }[] = [];

  beforeAll(async () => {
    installSession();
    await setLanguage('en');
  });
  beforeEach(() => {
    shown.length = 0;
    localStorage.removeItem(alertsStorageKey('park'));
    useAlertSwitches.setState({ byUser: {} });
    vi.stubGlobal(
      'Notification',
      Object.assign(
        class {
          onclick: (() => void) | null = null;
          constructor(title: string, options?: { body?: string }) {
            shown.push({ title, body: options?.body });
          }
          close() {}
        },
        { permission: 'default' as NotificationPermission, requestPermission },
      ),
    );
    useCommonStore.getState().setSession({ token: 'Bearer t', user: me });
    useUserStore.getState().reset();
  });
  afterEach(() => {
    cleanup();
    restoreBackend();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('is off by default; turning it on asks the browser and is remembered for this user', async () => {
    const calls = backend(on('/user/info', info({ ...me, attachmentList: [] })));
    renderApp('/mypage/my-info');
    const toggle = await screen.findByRole('switch', { name: 'Alert me of critical faults and temperature alarms' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    // Off: nothing is watched.
    expect(calls.some((c) => c.url === '/device/fault-check')).toBe(false);
    fireEvent.click(toggle);
    await waitFor(() => expect(requestPermission).toHaveBeenCalled());
    expect(localStorage.getItem(alertsStorageKey('park'))).toBe('on');
    expect(localStorage.getItem(alertsStorageKey('someone-else'))).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: 'Alert me of critical faults and temperature alarms' }));
    expect(localStorage.getItem(alertsStorageKey('park'))).toBeNull();
  });

  it('on: the first look is the baseline; a new critical fault at a later look shows one notification naming its device', async () => {
    (window.Notification as unknown as { permission: string }).permission = 'granted';
    localStorage.setItem(alertsStorageKey('park'), 'on');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let faults = [sampleFault(20, { severity: 'CRITICAL', deviceName: '역삼 2호기' })];
    backend(
      on('/user/info', info({ ...me, attachmentList: [] })),
      on('/device/fault-check', () => listOf(...faults)),
      on('/device/list', listOf(sampleDevice(4, { temperature: 2 }))),
    );
    renderApp('/mypage/my-info');
    await screen.findByRole('switch', { name: 'Alert me of critical faults and temperature alarms' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(shown).toEqual([]);
    faults = [sampleFault(21, { severity: 'CRITICAL', deviceName: '역삼 2호기', divisionName: '역삼점' }), ...faults];
    await vi.advanceTimersByTimeAsync(10_000);
    await waitFor(() => expect(shown).toHaveLength(1));
    expect(shown[0]!.title).toBe('Critical fault: 역삼 2호기');
    expect(shown[0]!.body).toContain('역삼점');
  });
});
