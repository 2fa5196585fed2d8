// The routes of this room (app/routes.ts collects every room's, in menu order).
import { menuEntry as m, type ShellRouteDef } from '../../core/routeDef';
import { lazyScreen } from '../../core/lazyScreen';
import { PATTERNS } from '../../core/paths';

export const salesRoutes: ShellRouteDef[] = [
  { path: PATTERNS.sales, titleKey: 'titles.sales', area: 'sales', access: 'sales', menu: m('sales', 'pi-chart-line'), screen: lazyScreen(() => import('./SalesPage')) },
  { path: PATTERNS.salesDetail, titleKey: 'titles.salesDetail', area: 'sales', access: 'sales', screen: lazyScreen(() => import('./SalesDetailPage')) },
];
