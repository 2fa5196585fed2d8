import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AUTO_LOGIN_STORAGE_KEY, SESSION_STORAGE_KEY } from '@contract';
import { FALLBACK_CONFIG, refreshRuntimeConfig, useRuntimeConfig } from '../../web/src/api/runtimeConfig';
import { installSession } from '../../web/src/core/session';
import { setLanguage } from '../../web/src/i18n';
import { useCommonStore } from '../../web/src/state/common';
import { useDashboardStore } from '../../web/src/features/dashboard/store';
import { useUiStore } from '../../web/src/state/ui';
import { mockBackend, restoreBackend, sampleUser } from './support/mockBackend';
import { renderApp } from './support/renderApp';
import { dialogSays } from './support/screenTests';
import { sampleDashboard } from './support/deviceSamples';

beforeAll(async () => {
  installSession();
  await setLanguage('en');
});
beforeEach(() => {
  useCommonStore.getState().setSession(null);
  useDashboardStore.getState().reset();
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  restoreBackend();
  vi.restoreAllMocks();
  useUiStore.getState().closeMessage();
});

async function fillLogin(userId: string, password: string) {
  fireEvent.change(await screen.findByLabelText('User ID'), { target: { value: userId } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
}

describe('login page', () => {
  it('has the inputs a password manager expects', async () => {
    renderApp('/login');
    const userId = (await screen.findByLabelText('User ID')) as HTMLInputElement;
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    expect([userId.name, userId.autocomplete]).toEqual(['userId', 'username']);
    expect([password.name, password.type, password.autocomplete]).toEqual(['password', 'password', 'current-password']);
  });

  it('LOGIN_FAIL shows the server msg and stays on /login', async () => {
    mockBackend(() => ({ data: { result: '1', msg: 'The ID or password is wrong' } }));
    const { router } = renderApp('/login');
    await fillLogin('admin', 'nope');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The ID or password is wrong');
    expect(router.state.location.pathname).toBe('/login');
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('success stores the session, honours "keep me signed in" and opens /dashboard', async () => {
    mockBackend((c) =>
      c.url === '/auth/login'
        ? { data: { result: '0', accessToken: 'tok', user: sampleUser, msg: 'ok' } }
        : { data: { result: 9, message: 'not simulated yet' } },
    );
    const { router } = renderApp('/login');
    await fillLogin('admin', 'admin1234');
    fireEvent.click(screen.getByLabelText('Keep me signed in'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY)!).token).toBe('Bearer tok');
    expect(JSON.parse(localStorage.getItem(AUTO_LOGIN_STORAGE_KEY)!).token).toBe('Bearer tok');
  });

  it('a sign-in reads the runtime config again (a class may have started since the page loaded); a failed read keeps it', async () => {
    const before = { ...FALLBACK_CONFIG, backend: 'simulator' as const, demoAccounts: [] };
    useRuntimeConfig.setState({ config: before });
    const now = { backend: 'simulator', demoAccounts: [], version: '1', classRunning: true, clock: null };
    const fetched: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url);
      return new Response(JSON.stringify(now), { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    try {
      mockBackend(() => ({ data: { result: '0', accessToken: 'tok', user: sampleUser, msg: 'ok' } }));
      const { router } = renderApp('/login');
      await fillLogin('admin', 'admin1234');
      fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
      expect(fetched).toEqual(['/runtime-config.json']);
      await waitFor(() => expect(useRuntimeConfig.getState().config).toMatchObject({ backend: 'simulator', classRunning: true, version: '1' }));

      // Unreachable this time: what the page knew stays (never the Live fallback).
      vi.stubGlobal('fetch', async () => {
        throw new TypeError('network down');
      });
      const kept = useRuntimeConfig.getState().config;
      await refreshRuntimeConfig();
      expect(useRuntimeConfig.getState().config).toBe(kept);
    } finally {
      vi.unstubAllGlobals();
      useRuntimeConfig.setState({ config: FALLBACK_CONFIG });
    }
  });

  it('without "keep me signed in" writes no auto-login record', async () => {
    mockBackend(() => ({ data: { result: '0', accessToken: 'tok', user: sampleUser, msg: 'ok' } }));
    const { router } = renderApp('/login');
    await fillLogin('admin', 'admin1234');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(localStorage.getItem(AUTO_LOGIN_STORAGE_KEY)).toBeNull();
  });

  it('sign out from the shell ends the session and shows the login page', async () => {
    mockBackend(() => ({ data: { result: 9, message: 'not simulated yet' } }));
    useCommonStore.getState().setSession({ token: 'Bearer t', user: sampleUser });
    const { router } = renderApp('/management/user');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(useCommonStore.getState().token).toBeNull();
  });
});

describe('who lands where after sign-in', () => {
  const other = { ...sampleUser, userIdx: 2, userId: 'store-owner', userName: '점주', authType: 'MANAGER' as const };
  const answers = () =>
    mockBackend((c) =>
      c.url === '/auth/login'
        ? { data: { result: '0', accessToken: 'next', user: other, msg: 'ok' } }
        : c.url === '/auth/logout'
          ? { data: { result: 0, message: '' } }
          : { data: { result: 9, message: 'not simulated yet' } },
    );

  it("after an explicit sign-out the next person opens the home page, not the last person's page", async () => {
    answers();
    useCommonStore.getState().setSession({ token: 'Bearer t', user: sampleUser });
    const { router } = renderApp('/management/company/3?tab=x');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect((router.state.location.state as { from?: string } | null)?.from).toBeUndefined();
    await fillLogin('store-owner', 'secret12');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(useCommonStore.getState().user?.userId).toBe('store-owner');
  });

  it('a visitor sent to sign in from a page (no session yet) still returns to it', async () => {
    answers();
    const { router } = renderApp('/management/company?keyword=a');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await fillLogin('store-owner', 'secret12');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/management/company?keyword=a'));
  });

  it("signs in on a back end answering 0 where the spec gives '0', with no failure shown", async () => {
    mockBackend(() => ({ data: { result: 0, accessToken: 'tok', user: sampleUser, msg: 'Signed in' }, offContract: "production's other success style" }));
    const { router } = renderApp('/login');
    await fillLogin('admin', 'admin1234');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(screen.queryByText('Signed in')).toBeNull();
    expect(useCommonStore.getState()).toMatchObject({ token: 'Bearer tok', status: 'LOGIN_SUCCESS' });
  });
});

describe('find ID and password', () => {
  it("find ID '0' says the information was sent by mail", async () => {
    const calls = mockBackend(() => ({ data: { result: '0', msg: 'sent' } }));
    renderApp('/auth/find-id');
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Kim' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'kim@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find ID' }));
    await dialogSays('The information was sent by mail');
    expect(calls[0]!.url).toBe('/auth/findId');
    expect(JSON.parse(calls[0]!.data as string)).toEqual({ userName: 'Kim', email: 'kim@example.com' });
  });

  it("reset password with no match says 'Cannot find the account'", async () => {
    const calls = mockBackend(() => ({ data: { result: '3', msg: 'no such user' } }));
    renderApp('/auth/find-password');
    fireEvent.change(await screen.findByLabelText('User ID'), { target: { value: 'ghost' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'g@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find password' }));
    await dialogSays('Cannot find the account');
    expect(calls[0]!.url).toBe('/auth/resetPassword');
  });
});

describe('dashboard', () => {
  const figures = {
    companyCount: 3,
    divisionCount: 7,
    deviceCount: 20,
    onlineDeviceCount: 17,
    offlineDeviceCount: 2,
    faultDeviceCount: 1,
    openFaultCount: 4,
    todayPaymentCount: 1234,
    todaySalesAmount: 2345600,
    lowStockCount: 6,
    generatedAt: '2024-05-06 07:08:09',
  };

  it('shows the figures an older answer has as cards, and the recent faults', async () => {
    useCommonStore.getState().setSession({ token: 'Bearer t', user: sampleUser });
    mockBackend(() => ({
      offContract: 'a server older than the figures the catalog asks for now',
      data: {
        result: 0,
        message: '',
        data: {
          ...figures,
          recentFaults: [
            { noticeIdx: 1, deviceName: 'Fridge A', component: 'compressor', severity: 'CRITICAL', state: 'OPEN', reportAt: '2024-05-06 06:00:00' },
          ],
        },
      },
    }));
    renderApp('/dashboard');
    expect(within(await screen.findByTestId('figure-companies')).getByText('3')).toBeTruthy();
    expect(within(screen.getByTestId('figure-devices')).getByText('Online 17 · Offline 2 · Fault 1 · Maintenance -')).toBeTruthy();
    // Figures the answer does not hold are not made up.
    expect(screen.queryByTestId('figure-temperature-alerts')).toBeNull();
    expect(screen.queryByTestId('sales-by-hour')).toBeNull();
    expect(within(screen.getByTestId('figure-today-sales')).getByText('₩2,345,600')).toBeTruthy();
    expect(within(screen.getByTestId('figure-today-payments')).getByText('1,234')).toBeTruthy();
    // The recent faults come with the dashboard's details, drawn after the figures.
    expect(await screen.findByText('Fridge A')).toBeTruthy();
    expect(screen.getByText('2024.05.06 06:00')).toBeTruthy();
  });

  it('says so when there are no recent faults', async () => {
    useCommonStore.getState().setSession({ token: 'Bearer t', user: sampleUser });
    mockBackend(() => ({ data: { result: 0, message: '', data: sampleDashboard({ recentFaults: [] }) } }));
    renderApp('/dashboard');
    expect(await screen.findByText('No recent faults.')).toBeTruthy();
  });
});
