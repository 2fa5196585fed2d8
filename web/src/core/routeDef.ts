// What a route is (spec §2): path, title, menu group and icon, state area, who may open it, its
// screen. Each room declares its routes with these (features/<room>/routes.ts); app/routes.ts
// collects them. A route whose screen is null shows the not-built page for its title. A route that
// needs the simulator (`backend: 'simulator'`) exists in the menu and opens only in simulator mode.
import type { ComponentType } from 'react';
import type { ApiArea } from '@contract/endpoint';
import type { ConsoleArea, SimAccess } from '@contract/permissions';
import type { Backend } from '../api/runtimeConfig';
import type { LazyScreen } from './lazyScreen';

export type MenuGroup = 'dashboard' | 'simulator' | 'aireport' | 'organization' | 'operations' | 'products' | 'sales' | 'employees' | 'training' | 'mypage';
export const MENU_GROUPS: MenuGroup[] = ['dashboard', 'simulator', 'aireport', 'organization', 'operations', 'products', 'sales', 'employees', 'training', 'mypage'];

/** Spec §3 state areas (`common` holds the session). */
export type StateArea = ApiArea | 'common';

export interface RouteDef {
  /** React Router form (from PATTERNS); parameters carry the spec's names. */
  path: string;
  /** i18n key of the page title (and of the menu entry). */
  titleKey: string;
  area: StateArea;
  /** Signed-in routes: who may open it (`canUseArea`); public routes have none. */
  access?: ConsoleArea;
  /** Only with this back end (the simulator cockpit); elsewhere the route is unavailable and out of the menu. */
  backend?: Backend;
  /**
   * A screen of the simulator's control calls also needs the level that may make them (their
   * contract access, named here so the sign-in entry does not load the control contract).
   */
  simAccess?: SimAccess;
  /** Side-menu group and icon for exact routes; detail routes are reached from their lists. */
  menu?: { group: MenuGroup; icon: string };
  screen: LazyScreen | null;
}

/** A signed-in route always says who may open it. */
export type ShellRouteDef = RouteDef & { access: ConsoleArea };

/** A menu entry: its group and PrimeIcons icon. */
export const menuEntry = (group: MenuGroup, icon: string) => ({ group, icon: `pi ${icon}` });

/** What the shell hands its routes: the view of a signed-in route (ShellRouteView, in the shell's chunk). */
export interface ShellOutlet {
  RouteView: ComponentType<{ route?: RouteDef }>;
}
