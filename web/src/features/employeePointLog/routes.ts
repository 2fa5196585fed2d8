// The routes of this room (app/routes.ts collects every room's, in menu order).
import { menuEntry as m, type ShellRouteDef } from '../../core/routeDef';
import { lazyScreen } from '../../core/lazyScreen';
import { PATTERNS } from '../../core/paths';

export const pointLogRoutes: ShellRouteDef[] = [
  { path: PATTERNS.employeePointLog, titleKey: 'titles.employeePointLog', area: 'employeePointLog', access: 'employeePointLog', menu: m('employees', 'pi-wallet'), screen: lazyScreen(() => import('./PointLogPage')) },
];
