// The routes of this room (app/routes.ts collects every room's, in menu order).
import { menuEntry as m, type ShellRouteDef } from '../../core/routeDef';
import { lazyScreen } from '../../core/lazyScreen';
import { PATTERNS } from '../../core/paths';

export const companyRoutes: ShellRouteDef[] = [
  { path: PATTERNS.company, titleKey: 'titles.company', area: 'company', access: 'company', menu: m('organization', 'pi-building'), screen: lazyScreen(() => import('./CompanyListPage')) },
  { path: PATTERNS.companyDetail, titleKey: 'titles.companyDetail', area: 'company', access: 'company', screen: lazyScreen(() => import('./CompanyDetailPage')) },
];
