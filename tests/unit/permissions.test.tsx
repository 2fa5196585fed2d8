import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { ACTION_ACCESS, AUTH_TYPES, CONSOLE_AREAS, RECORD_ACTIONS, canDo, canUseArea, mayDo, type AuthType, type GuardedArea } from '@contract';
import { canOpenRoute, menuFor, routeAvailable } from '../../web/src/app/access';
import { publicRoutes, shellRoutes } from '../../web/src/app/routes';
import { MENU_GROUPS } from '../../web/src/core/routeDef';
import { installSession } from '../../web/src/core/session';
import { setLanguage } from '../../web/src/i18n';
import { useCommonStore } from '../../web/src/state/common';
import { restoreBackend, sampleUser } from './support/mockBackend';
import { renderApp } from './support/renderApp';
import { backend, listOf } from './support/scriptedBackend';

const menuPaths = (authType: AuthType | null) => menuFor(authType).flatMap((section) => section.routes.map((r) => r.path));

describe('permission table (contract/permissions.ts)', () => {
  it('ADMIN may use every area', () => {
    for (const area of CONSOLE_AREAS) expect(canUseArea('ADMIN', area), area).toBe(true);
  });

  it('PARTNER may use everything but product training', () => {
    for (const area of CONSOLE_AREAS) expect(canUseArea('PARTNER', area), area).toBe(area !== 'training');
  });

  it('MANAGER may not use users, Open API, product master or training (nor warehouses and promotions)', () => {
    for (const area of ['user', 'openapi', 'productMaster', 'training', 'warehouse', 'promotion'] as const) {
      expect(canUseArea('MANAGER', area), area).toBe(false);
    }
    for (const area of ['dashboard', 'mypage', 'company', 'division', 'device', 'inventory', 'order', 'employeeUid'] as const) {
      expect(canUseArea('MANAGER', area), area).toBe(true);
    }
  });

  it('nobody signed out may use anything', () => {
    for (const area of CONSOLE_AREAS) expect(canUseArea(null, area)).toBe(false);
  });
});

describe('action table (contract ACTION_ACCESS)', () => {
  it('the console offers an action exactly when the level may open the area and the server would accept it', () => {
    for (const authType of AUTH_TYPES) {
      for (const area of CONSOLE_AREAS) {
        for (const action of RECORD_ACTIONS) {
          const guarded = area in ACTION_ACCESS;
          const expected = canUseArea(authType, area) && (!guarded || mayDo(authType, area as GuardedArea, action));
          expect(canDo(authType, area, action), `${authType} ${action} ${area}`).toBe(expected);
        }
      }
    }
    expect(canDo(null, 'order', 'create')).toBe(false);
  });

  it('a MANAGER may change its devices and stores but create or delete none, and no company at all', () => {
    expect(RECORD_ACTIONS.map((a) => canDo('MANAGER', 'company', a))).toEqual([false, false, false]);
    expect(RECORD_ACTIONS.map((a) => canDo('MANAGER', 'device', a))).toEqual([false, true, false]);
    expect(RECORD_ACTIONS.map((a) => canDo('MANAGER', 'division', a))).toEqual([false, true, false]);
    expect(RECORD_ACTIONS.map((a) => canDo('PARTNER', 'company', a))).toEqual([false, true, false]);
  });
});

describe('route table access', () => {
  it('every signed-in route names a console area, and every area has a route', () => {
    for (const route of shellRoutes) expect(CONSOLE_AREAS, route.path).toContain(route.access);
    expect(new Set(shellRoutes.map((r) => r.access))).toEqual(new Set(CONSOLE_AREAS));
  });

  it('a detail route shares the access of its list', () => {
    const byPath = new Map(shellRoutes.map((r) => [r.path, r.access]));
    expect(byPath.get('/management/user/:userIdx')).toBe('user');
    expect(byPath.get('/management/product/master/:productIdx')).toBe(byPath.get('/management/product/master'));
    expect(byPath.get('/training/detail/:deviceIdx')).toBe('training');
    expect(byPath.get('/management/openapi')).toBe('openapi');
    expect(byPath.get('/mypage/my-info')).toBe('mypage');
  });

  it('public routes need no level', () => {
    for (const route of publicRoutes) {
      expect(route.access).toBeUndefined();
      expect(canOpenRoute(route, null)).toBe(true);
    }
  });
});

describe('menu filtering', () => {
  it('ADMIN sees every menu entry of the table available with its back end, in table order', () => {
    const expected = (backend: 'live' | 'simulator') =>
      MENU_GROUPS.flatMap((g) => shellRoutes.filter((r) => r.menu?.group === g && routeAvailable(r, backend)).map((r) => r.path));
    expect(menuPaths('ADMIN')).toEqual(expected('live'));
    expect(menuFor('ADMIN', shellRoutes, 'simulator').flatMap((s) => s.routes.map((r) => r.path))).toEqual(expected('simulator'));
    expect(expected('simulator')).toEqual([...expected('live').slice(0, 1), '/simulator', '/simulator/classroom', ...expected('live').slice(1)]);
  });

  it('MANAGER loses the entries it may not open, and the training group disappears', () => {
    const paths = menuPaths('MANAGER');
    for (const path of ['/management/user', '/management/openapi', '/management/product/master', '/training/management']) expect(paths).not.toContain(path);
    expect(paths).toContain('/management/division');
    expect(paths).toContain('/mypage/my-info');
    expect(menuFor('MANAGER').map((s) => s.group)).not.toContain('training');
  });

  it('PARTNER keeps users and Open API but not training', () => {
    const paths = menuPaths('PARTNER');
    expect(paths).toEqual(expect.arrayContaining(['/management/user', '/management/openapi', '/management/product/master']));
    expect(paths).not.toContain('/training/management');
  });

  it('no level, no menu', () => {
    expect(menuFor(null)).toEqual([]);
  });

  it('every level sees only routes it may open; no group is ever empty', () => {
    for (const authType of AUTH_TYPES) {
      for (const section of menuFor(authType)) {
        expect(section.routes.length).toBeGreaterThan(0);
        for (const route of section.routes) expect(canUseArea(authType, route.access!)).toBe(true);
      }
    }
  });
});

describe('the shell per level', () => {
  beforeAll(async () => {
    installSession();
    await setLanguage('en');
  });
  beforeEach(() => {
  });
  afterEach(() => {
    cleanup();
    restoreBackend();
    vi.restoreAllMocks();
  });

  const signIn = (authType: AuthType) => useCommonStore.getState().setSession({ token: 'Bearer t', user: { ...sampleUser, authType } });

  it("a MANAGER's side menu has no Users, Open API or training entries", async () => {
    backend();
    signIn('MANAGER');
    renderApp('/management/company');
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Divisions' })).toBeTruthy();
    expect(within(menu).queryByRole('link', { name: 'Users' })).toBeNull();
    expect(within(menu).queryByRole('link', { name: 'Open API' })).toBeNull();
    expect(within(menu).queryByRole('link', { name: 'Product training' })).toBeNull();
    expect(within(menu).queryByRole('heading', { name: 'Product training' })).toBeNull();
  });

  it('a route outside the level shows the not-permitted page naming the area, and stays put', async () => {
    const calls = backend();
    signIn('MANAGER');
    const { router } = renderApp('/management/user');
    expect((await screen.findByTestId('not-permitted')).textContent).toContain('You are not permitted to use this screen: Users');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(router.state.location.pathname).toBe('/management/user');
    // The screen was never loaded, so nothing was asked of the server.
    expect(calls.filter((c) => c.url === '/user/list')).toHaveLength(0);
  });

  it('a detail route outside the level is refused the same way', async () => {
    backend();
    signIn('PARTNER');
    renderApp('/training/detail/4');
    expect((await screen.findByTestId('not-permitted')).textContent).toContain('Product training detail');
  });

  it("a new record's address is refused to a level that may open the area but not create in it", async () => {
    const calls = backend();
    signIn('MANAGER');
    renderApp('/management/company/new');
    expect((await screen.findByTestId('not-permitted')).textContent).toContain('Company detail');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(calls.filter((c) => c.url === '/company/store')).toHaveLength(0);
  });

  it('the same route opens for a level that may use it', async () => {
    backend((c) => (c.url === '/user/list' ? listOf() : undefined));
    signIn('PARTNER');
    renderApp('/management/user');
    await waitFor(() => expect(screen.getByRole('button', { name: 'New user' })).toBeTruthy());
    expect(screen.queryByTestId('not-permitted')).toBeNull();
  });
});
