// The routes of this room (app/routes.ts collects every room's, in menu order).
import { menuEntry as m, type ShellRouteDef } from '../../core/routeDef';
import { lazyScreen } from '../../core/lazyScreen';
import { PATTERNS } from '../../core/paths';

export const dashboardRoutes: ShellRouteDef[] = [
  { path: PATTERNS.dashboard, titleKey: 'titles.dashboard', area: 'dashboard', access: 'dashboard', menu: m('dashboard', 'pi-home'), screen: lazyScreen(() => import('./DashboardPage')) },
];
