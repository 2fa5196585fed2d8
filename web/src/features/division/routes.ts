// The routes of this room (app/routes.ts collects every room's, in menu order).
import { menuEntry as m, type ShellRouteDef } from '../../core/routeDef';
import { lazyScreen } from '../../core/lazyScreen';
import { PATTERNS } from '../../core/paths';

export const divisionRoutes: ShellRouteDef[] = [
  { path: PATTERNS.division, titleKey: 'titles.division', area: 'division', access: 'division', menu: m('organization', 'pi-sitemap'), screen: lazyScreen(() => import('./DivisionListPage')) },
  { path: PATTERNS.divisionDetail, titleKey: 'titles.divisionDetail', area: 'division', access: 'division', screen: lazyScreen(() => import('./DivisionDetailPage')) },
];

export const openApiRoutes: ShellRouteDef[] = [
  { path: PATTERNS.openApi, titleKey: 'titles.openApi', area: 'division', access: 'openapi', menu: m('organization', 'pi-key'), screen: lazyScreen(() => import('./openapi/OpenApiPage')) },
];
