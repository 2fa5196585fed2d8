// The routes of this room (app/routes.ts collects every room's, in menu order).
import { menuEntry as m, type ShellRouteDef } from '../../core/routeDef';
import { lazyScreen } from '../../core/lazyScreen';
import { PATTERNS } from '../../core/paths';

export const orderRoutes: ShellRouteDef[] = [
  { path: PATTERNS.order, titleKey: 'titles.order', area: 'order', access: 'order', menu: m('products', 'pi-shopping-cart'), screen: lazyScreen(() => import('./OrderListPage')) },
  { path: PATTERNS.orderDetail, titleKey: 'titles.orderDetail', area: 'order', access: 'order', screen: lazyScreen(() => import('./OrderDetailPage')) },
];
