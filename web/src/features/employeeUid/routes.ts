// The routes of this room (app/routes.ts collects every room's, in menu order).
import { menuEntry as m, type ShellRouteDef } from '../../core/routeDef';
import { lazyScreen } from '../../core/lazyScreen';
import { PATTERNS } from '../../core/paths';

export const employeeUidRoutes: ShellRouteDef[] = [
  { path: PATTERNS.employeeUid, titleKey: 'titles.employeeUid', area: 'employeeUid', access: 'employeeUid', menu: m('employees', 'pi-id-card'), screen: lazyScreen(() => import('./EmployeeUidListPage')) },
  { path: PATTERNS.employeeUidDetail, titleKey: 'titles.employeeUidDetail', area: 'employeeUid', access: 'employeeUid', screen: lazyScreen(() => import('./EmployeeUidDetailPage')) },
];
