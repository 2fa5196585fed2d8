import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { LoadingText } from '../../web/src/app/RouteScreen';
import { CHUNK_LOAD_TIMEOUT_MS } from '@contract';
import { allRoutes, isPublicPath, shellRoutes } from '../../web/src/app/routes';
import { withTimeout } from '../../web/src/core/lazyScreen';
import { installSession } from '../../web/src/core/session';
import { i18n, loadLanguage, setLanguage } from '../../web/src/i18n';
import { koSignIn } from '../../web/src/i18n/ko-signin';
import { useCommonStore } from '../../web/src/state/common';
import { useRuntimeConfig } from '../../web/src/api/runtimeConfig';
import { mockBackend, restoreBackend, sampleUser } from './support/mockBackend';
import { renderApp } from './support/renderApp';

/** Spec §2, as written there. */
const SPEC_ROUTES = [
  '/login', '/auth/find-id', '/auth/find-password', '/auth/privacy-policy',
  '/dashboard', '/aireport/display', '/aireport/popular', '/aireport/supplementary', '/mypage/my-info',
  '/management/company', '/management/user', '/management/division', '/management/device',
  '/management/product/inventoryStatus', '/management/product/master', '/management/warehouseManagement',
  '/management/failNotice', '/management/selfCheck', '/management/doorOpen', '/management/order', '/management/sales',
  '/management/payment/history', '/management/promotion', '/management/openapi', '/management/employee-uid',
  '/management/employee-point-log', '/management/exListNone', '/training/management',
  '/management/company/{companyIdx}', '/management/user/{userIdx}', '/management/division/{divisionIdx}',
  '/management/device/{deviceIdx}/{tabId}', '/management/product/master/{productIdx}',
  '/management/warehouseManagement/{divisionIdx}', '/management/failNotice/{noticeIdx}', '/management/selfCheck/{deviceIdx}',
  '/management/doorOpen/{deviceIdx}', '/management/order/{productOrderIdx}', '/management/sales/{salesIdx}',
  '/management/payment/history/{deviceIdx}', '/management/promotion/{promotionIdx}', '/management/employee-uid/{employeeUidIdx}',
  '/training/detail/{deviceIdx}',
];

/** Ours, not the spec's: the simulator cockpit and its classroom (simulator mode only), and the sales report strings. */
const OWN_ROUTES = ['/simulator', '/simulator/classroom', '/statistics/sales-report'];

describe('route table', () => {
  it('has exactly the routes of spec §2 with the spec parameter names, and our own', () => {
    const ours = allRoutes.map((r) => r.path.replace(/:(\w+)/g, '{$1}'));
    expect(new Set(ours).size).toBe(ours.length);
    expect([...ours].sort()).toEqual([...SPEC_ROUTES, ...OWN_ROUTES].sort());
  });

  it('only our own routes depend on the back end', () => {
    expect(allRoutes.filter((r) => r.backend !== undefined).map((r) => [r.path, r.backend])).toEqual([
      ['/simulator', 'simulator'],
      ['/simulator/classroom', 'simulator'],
    ]);
  });

  it('puts every exact signed-in route in the menu and no detail route', () => {
    for (const route of shellRoutes) expect(Boolean(route.menu), route.path).toBe(!route.path.includes(':'));
  });

  it('has a title in both languages for every route', async () => {
    expect(await loadLanguage('ko')).toBe(true);
    expect(await loadLanguage('en')).toBe(true);
    for (const route of allRoutes) {
      for (const lng of ['ko', 'en']) expect(i18n.exists(route.titleKey, { lng }), `${route.titleKey} ${lng}`).toBe(true);
    }
  });

  it('tells the public pages (they show without waiting to learn about a session) from the rest', () => {
    expect(['/login', '/auth/find-id', '/auth/find-password', '/auth/privacy-policy'].every(isPublicPath)).toBe(true);
    expect(['/', '/dashboard', '/management/company', '/login/extra'].some(isPublicPath)).toBe(false);
  });

  it('ships the titles of the public routes with the sign-in strings (the browser tab names them before other strings arrive)', () => {
    const shipped = koSignIn.titles as Record<string, string>;
    for (const route of allRoutes.filter((r) => !r.access)) expect(shipped[route.titleKey.replace('titles.', '')], route.titleKey).toBeTruthy();
  });
});

describe('chunk-load timeout', () => {
  afterEach(() => vi.useRealTimers());

  it('fails a screen chunk that has not arrived after 120 s, not before', async () => {
    vi.useFakeTimers();
    const never = new Promise<never>(() => undefined);
    const settled = vi.fn();
    withTimeout(never, CHUNK_LOAD_TIMEOUT_MS).catch(settled);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringContaining('120000') }));
  });
});

describe('routing with and without a session', () => {
  beforeAll(async () => {
    installSession();
    await setLanguage('en');
  });
  beforeEach(() => {
    useCommonStore.getState().setSession(null);
    vi.spyOn(window, 'alert').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup();
    restoreBackend();
    vi.restoreAllMocks();
    useRuntimeConfig.setState({ config: { backend: 'live', demoAccounts: [], version: '', clock: null, classRunning: false } });
  });

  it("shows 'Loading...' while a screen loads", async () => {
    renderApp('/auth/privacy-policy');
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Privacy policy' })).toBeTruthy();
  });

  it("says it in the console's language: '불러오는 중...' in Korean", async () => {
    await setLanguage('ko');
    try {
      render(<LoadingText />);
      expect(screen.getByText('불러오는 중...')).toBeTruthy();
      expect(screen.queryByText('Loading...')).toBeNull();
    } finally {
      await setLanguage('en');
    }
  });

  it('sends a signed-out visitor of a shell route to /login', async () => {
    const { router } = renderApp('/management/company');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByLabelText('User ID')).toBeTruthy();
  });

  it('lists the demo accounts and the Simulator badge on the login page in simulator mode', async () => {
    useRuntimeConfig.setState({
      config: {
        backend: 'simulator',
        demoAccounts: [{ userId: 'admin', password: 'admin1234', authType: 'ADMIN', userType: 'INTERNAL', userName: 'Admin' }],
        version: '0.1.0',
        clock: null,
        classRunning: false,
      },
    });
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Use this account: admin' })).toBeTruthy();
    expect(screen.getByTestId('backend-badge').textContent).toContain('Simulator');
  });

  it('sends / to /dashboard when signed in, inside the shell with user, role, badge and menu', async () => {
    mockBackend(() => ({ data: { result: 9, message: 'not simulated yet' } }));
    useCommonStore.getState().setSession({ token: 'Bearer t', user: sampleUser });
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect((await screen.findByTestId('user-name')).textContent).toBe(sampleUser.userName);
    expect(screen.getByTestId('user-role').textContent).toBe('Internal staff');
    expect(screen.getByTestId('backend-badge').textContent).toContain('Live');
    expect(screen.getByRole('link', { name: 'Companies' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it('shows a route whose area is not built as such, by name', async () => {
    // Every route has its screen now: take one away for the length of this test.
    const route = shellRoutes.find((r) => r.path === '/training/detail/:deviceIdx')!;
    const built = route.screen;
    route.screen = null;
    try {
      useCommonStore.getState().setSession({ token: 'Bearer t', user: sampleUser });
      renderApp('/training/detail/3');
      expect(await screen.findByText('This screen is not built yet: Product training detail')).toBeTruthy();
    } finally {
      route.screen = built;
    }
  });
});
